import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Deleting a business keeps the books (DECISIONS.md section 24): the business is closed and
 * hidden, not removed, so its orders, invoices and ledger keep the row they name.
 */
export class ClosedBusinesses1764450000030 implements MigrationInterface {
  name = 'ClosedBusinesses1764450000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    await queryRunner.addColumn('business', new TableColumn({ name: 'closedAt', type: postgres ? 'timestamptz' : 'datetime', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('business', 'closedAt');
  }
}
