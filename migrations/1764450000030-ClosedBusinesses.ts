import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Deleting a business keeps the books (DECISIONS.md section 24): the business is closed and
 * hidden, not removed, so its orders, invoices and ledger keep the row they name. Its erased
 * contact keeps only a SHA-256 of the normalised email it had, which registration is compared
 * with (section 21).
 */
export class ClosedBusinesses1764450000030 implements MigrationInterface {
  name = 'ClosedBusinesses1764450000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    await queryRunner.addColumn('business', new TableColumn({ name: 'closedAt', type: postgres ? 'timestamptz' : 'datetime', isNullable: true }));
    await queryRunner.addColumn('contact', new TableColumn({ name: 'erasedEmailHash', type: 'varchar', length: '64', isNullable: true }));
    await queryRunner.createIndex('contact', new TableIndex({ name: 'IDX_contact_erased_email', columnNames: ['erasedEmailHash'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('contact', 'IDX_contact_erased_email');
    await queryRunner.dropColumn('contact', 'erasedEmailHash');
    await queryRunner.dropColumn('business', 'closedAt');
  }
}
