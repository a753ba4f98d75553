import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Bookings and orders keep who made them (DECISIONS.md section 18): the member's id and name as
 * they were, with no foreign key, so that the record still says who after the member leaves.
 * What existed before stays null: nobody can tell who made it.
 */
export class WhoDidIt1764600000020 implements MigrationInterface {
  name = 'WhoDidIt1764600000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['booking', 'billing_order']) {
      await queryRunner.addColumns(table, [
        new TableColumn({ name: 'createdByMemberId', type: 'integer', isNullable: true }),
        new TableColumn({ name: 'createdByName', type: 'varchar', length: '401', isNullable: true }),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['billing_order', 'booking']) {
      await queryRunner.dropColumns(table, ['createdByName', 'createdByMemberId']);
    }
  }
}
