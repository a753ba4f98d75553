import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * PAYOUTS=stripe (DECISIONS.md section 13): each chef's Stripe Connect Express account and
 * whether Stripe lets it receive payouts (from account.updated), and the transfer that paid a
 * payout or the error that failed it.
 */
export class ChefPayoutAccounts1764420000000 implements MigrationInterface {
  name = 'ChefPayoutAccounts1764420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('chef', [
      new TableColumn({ name: 'stripeAccountId', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'payoutsEnabled', type: 'boolean', default: 'false' }),
    ]);
    // account.updated finds its chef by the account.
    await queryRunner.createIndex('chef', new TableIndex({ name: 'UQ_chef_stripe_account', columnNames: ['stripeAccountId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('chef', 'UQ_chef_stripe_account');
    await queryRunner.dropColumn('chef', 'payoutsEnabled');
    await queryRunner.dropColumn('chef', 'stripeAccountId');
  }
}
