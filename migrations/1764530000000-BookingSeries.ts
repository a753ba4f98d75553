import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Standing bookings (DECISIONS.md section 20): a series keeps the rule its sessions were booked
 * by, and each session, an ordinary booking, names its series. Deleting a series (never done by
 * the app) would leave its sessions as single bookings.
 */
export class BookingSeries1764530000000 implements MigrationInterface {
  name = 'BookingSeries1764530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: 'booking_series',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessId', type: 'integer' },
          { name: 'weekdays', type: 'varchar', length: '20' },
          { name: 'every', type: 'integer' },
          { name: 'timeSlot', type: 'varchar', length: '20' },
          { name: 'duration', type: 'integer' },
          { name: 'firstDate', type: 'varchar', length: '10' },
          { name: 'lastDate', type: 'varchar', length: '10' },
          { name: 'sessions', type: 'integer' },
          { name: 'createdAt', type: postgres ? 'timestamptz' : 'datetime', default: postgres ? 'now()' : 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
      }),
    );
    await queryRunner.addColumn('booking', new TableColumn({ name: 'seriesId', type: 'integer', isNullable: true }));
    await queryRunner.createForeignKey('booking', new TableForeignKey({ columnNames: ['seriesId'], referencedTableName: 'booking_series', referencedColumnNames: ['id'], onDelete: 'SET NULL' }));
    // A series' sessions by date: its answer, and "this and following".
    await queryRunner.createIndex('booking', new TableIndex({ name: 'IDX_booking_series', columnNames: ['seriesId', 'bookingDate'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('booking', 'IDX_booking_series');
    const booking = await queryRunner.getTable('booking');
    const toSeries = booking?.foreignKeys.find((key) => key.columnNames.includes('seriesId'));
    if (toSeries) await queryRunner.dropForeignKey('booking', toSeries);
    await queryRunner.dropColumn('booking', 'seriesId');
    await queryRunner.dropTable('booking_series');
  }
}
