import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PAYOUTS=stripe: a payout records when its transfer was first asked of Stripe, after which the
 * admin's "mark paid" no longer takes it. Payouts already made have no such time: those still
 * pending are marked when their transfer job next runs. Plain ALTER TABLE on both engines.
 */
export class PayoutTransferStarted1764630000000 implements MigrationInterface {
  name = 'PayoutTransferStarted1764630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.query(`ALTER TABLE payout ADD COLUMN "transferStartedAt" ${timestamp}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payout DROP COLUMN "transferStartedAt"');
  }
}
