import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reliability (DECISIONS.md section 14): the dated events a chef's record counts over 90 days
 * (late releases, no-shows, missed confirmations, each with its strikes), when an assigned chef
 * confirmed their session and when it was flagged unconfirmed 12 hours ahead, and until when a
 * chef is suspended.
 */
export class Reliability1764440000000 implements MigrationInterface {
  name = 'Reliability1764440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';

    await queryRunner.addColumns('assignment', [
      new TableColumn({ name: 'confirmedAt', type: timestamp, isNullable: true }),
      // Set once by the 12-hour job's conditional UPDATE: a missed confirmation counts once.
      new TableColumn({ name: 'confirmationMissedAt', type: timestamp, isNullable: true }),
    ]);
    await queryRunner.addColumn('chef', new TableColumn({ name: 'suspendedUntil', type: timestamp, isNullable: true }));

    await queryRunner.createTable(
      new Table({
        name: 'reliability_event',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'chefId', type: 'integer' },
          { name: 'bookingId', type: 'integer', isNullable: true },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'strikes', type: 'integer' },
          { name: 'occurredAt', type: timestamp },
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['chefId'], referencedTableName: 'chef', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['bookingId'], referencedTableName: 'booking', referencedColumnNames: ['id'], onDelete: 'SET NULL' }),
        ],
        // A chef's events of the last 90 days, for the record and the strike count.
        indices: [new TableIndex({ name: 'IDX_reliability_event_chef', columnNames: ['chefId', 'occurredAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reliability_event');
    await queryRunner.dropColumn('chef', 'suspendedUntil');
    await queryRunner.dropColumn('assignment', 'confirmationMissedAt');
    await queryRunner.dropColumn('assignment', 'confirmedAt');
  }
}
