import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PAYOUTS=stripe: a chef's payout account records when the answer it holds about Stripe paying the
 * account was asked of Stripe, so an answer asked earlier, arriving later, cannot replace it.
 * Accounts already connected have no such time: their next account.updated sets it. Plain ALTER
 * TABLE on both engines.
 */
export class PayoutsCheckedAt1764640000000 implements MigrationInterface {
  name = 'PayoutsCheckedAt1764640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.query(`ALTER TABLE chef_payout_account ADD COLUMN "payoutsCheckedAt" ${timestamp}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chef_payout_account DROP COLUMN "payoutsCheckedAt"');
  }
}
