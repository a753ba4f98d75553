import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * How a chef is paid and what they are owed move off the chef's row into the payouts area's own
 * table, one row per chef, so that only payouts writes them. Every chef's values are copied as
 * they are; the chef's row keeps who the chef is. Columns are added and dropped with plain
 * ALTER TABLE on both engines: SQLite then never rebuilds the chef table, which every table of a
 * chef's work points at.
 */

/** The moved columns as the chef's row held them (MoneyOut and ChefPayoutAccounts), in SQL both engines read alike. */
const MOVED = [
  ['balanceCents', 'integer NOT NULL DEFAULT 0'],
  ['legalName', 'varchar(200)'],
  ['mailingAddress', 'text'],
  ['gstNumber', 'varchar(40)'],
  ['taxIdCiphertext', 'text'],
  ['taxIdLastDigits', 'varchar(2)'],
  ['bankAccountCiphertext', 'text'],
  ['bankAccountLastDigits', 'varchar(4)'],
  ['stripeAccountId', 'varchar(255)'],
  ['payoutsEnabled', 'boolean NOT NULL DEFAULT false'],
] as const;

const columnList = MOVED.map(([name]) => `"${name}"`).join(', ');

export class PayoutAccountTable1764620000000 implements MigrationInterface {
  name = 'PayoutAccountTable1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'chef_payout_account',
        columns: [
          { name: 'chefId', type: 'integer', isPrimary: true },
          { name: 'balanceCents', type: 'integer', default: 0 },
          { name: 'legalName', type: 'varchar', length: '200', isNullable: true },
          { name: 'mailingAddress', type: 'text', isNullable: true },
          { name: 'gstNumber', type: 'varchar', length: '40', isNullable: true },
          { name: 'taxIdCiphertext', type: 'text', isNullable: true },
          { name: 'taxIdLastDigits', type: 'varchar', length: '2', isNullable: true },
          { name: 'bankAccountCiphertext', type: 'text', isNullable: true },
          { name: 'bankAccountLastDigits', type: 'varchar', length: '4', isNullable: true },
          { name: 'stripeAccountId', type: 'varchar', length: '255', isNullable: true },
          { name: 'payoutsEnabled', type: 'boolean', default: 'false' },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['chefId'], referencedTableName: 'chef', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
        // account.updated finds its chef by the account.
        indices: [new TableIndex({ name: 'UQ_chef_payout_account_stripe', columnNames: ['stripeAccountId'], isUnique: true })],
      }),
    );
    await queryRunner.query(`INSERT INTO chef_payout_account ("chefId", ${columnList}) SELECT id, ${columnList} FROM chef`);
    await queryRunner.query('DROP INDEX "UQ_chef_stripe_account"');
    for (const [name] of MOVED) await queryRunner.query(`ALTER TABLE chef DROP COLUMN "${name}"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, definition] of MOVED) await queryRunner.query(`ALTER TABLE chef ADD COLUMN "${name}" ${definition}`);
    for (const [name] of MOVED) {
      const held = `(SELECT account."${name}" FROM chef_payout_account account WHERE account."chefId" = chef.id)`;
      const kept = name === 'balanceCents' ? `COALESCE(${held}, 0)` : name === 'payoutsEnabled' ? `COALESCE(${held}, false)` : held;
      await queryRunner.query(`UPDATE chef SET "${name}" = ${kept}`);
    }
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_chef_stripe_account" ON chef ("stripeAccountId")');
    await queryRunner.dropTable('chef_payout_account');
  }
}
