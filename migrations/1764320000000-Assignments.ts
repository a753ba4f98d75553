import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A chef's assignment to a booking (DECISIONS.md sections 8 and 9), and the slots it occupies.
 * The database itself forbids a double assignment on both engines: one assignment per booking
 * (UQ_assignment_booking), and one chef in one slot of one day at most once (the primary key
 * of assignment_slot, an all-day booking occupying all three slots).
 */
export class Assignments1764320000000 implements MigrationInterface {
  name = 'Assignments1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const references = (table: string, column: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });

    await queryRunner.createTable(
      new Table({
        name: 'assignment',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'bookingId', type: 'integer' },
          { name: 'chefId', type: 'integer' },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [references('booking', 'bookingId'), references('chef', 'chefId')],
        indices: [
          new TableIndex({ name: 'UQ_assignment_booking', columnNames: ['bookingId'], isUnique: true }),
          new TableIndex({ name: 'IDX_assignment_chef', columnNames: ['chefId'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'assignment_slot',
        columns: [
          { name: 'chefId', type: 'integer', isPrimary: true },
          { name: 'bookingDate', type: 'varchar', length: '10', isPrimary: true },
          { name: 'slot', type: 'varchar', length: '10', isPrimary: true },
          { name: 'assignmentId', type: 'integer' },
        ],
        foreignKeys: [references('assignment', 'assignmentId'), references('chef', 'chefId')],
        indices: [new TableIndex({ name: 'IDX_assignment_slot_assignment', columnNames: ['assignmentId'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('assignment_slot');
    await queryRunner.dropTable('assignment');
  }
}
