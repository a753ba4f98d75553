import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The life around a session (DECISIONS.md section 10): what a booking was finally charged
 * (worked hours, a late-cancellation fee), when it was completed and reminded, the chef's
 * timesheet, ratings both ways, a business's favourite chefs, a chef's no-shows, and a key
 * by which a scheduled job (a reminder) is found again to be moved or removed.
 */
export class AroundTheSession1764340000000 implements MigrationInterface {
  name = 'AroundTheSession1764340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const references = (table: string, column: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });

    await queryRunner.addColumns('booking', [
      // The hours a confirmed timesheet (or the admin's settlement) charged; null: the booked duration.
      new TableColumn({ name: 'workedHours', type: 'integer', isNullable: true }),
      // Hours a late cancellation kept (0 for every other booking).
      new TableColumn({ name: 'feeHours', type: 'integer', default: 0 }),
      new TableColumn({ name: 'completedAt', type: timestamp, isNullable: true }),
      // When the 24-hour reminder went out; cleared when the booking moves.
      new TableColumn({ name: 'remindedAt', type: timestamp, isNullable: true }),
      // When the support address was told the booking has no chef 48 hours ahead.
      new TableColumn({ name: 'unstaffedAlertAt', type: timestamp, isNullable: true }),
    ]);
    await queryRunner.addColumn('chef', new TableColumn({ name: 'noShows', type: 'integer', default: 0 }));
    await queryRunner.addColumn('job', new TableColumn({ name: 'jobKey', type: 'varchar', length: '100', isNullable: true }));
    await queryRunner.createIndex('job', new TableIndex({ name: 'IDX_job_key', columnNames: ['jobKey'] }));

    await queryRunner.createTable(
      new Table({
        name: 'timesheet',
        columns: [
          { name: 'bookingId', type: 'integer', isPrimary: true },
          { name: 'chefId', type: 'integer' },
          { name: 'hours', type: 'integer' },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'disputeReason', type: 'text', isNullable: true },
          { name: 'submittedAt', type: timestamp },
          { name: 'decidedAt', type: timestamp, isNullable: true },
        ],
        foreignKeys: [references('booking', 'bookingId'), references('chef', 'chefId')],
        // The admin's disputes list.
        indices: [new TableIndex({ name: 'IDX_timesheet_status', columnNames: ['status'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rating',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'bookingId', type: 'integer' },
          { name: 'author', type: 'varchar', length: '10' },
          { name: 'chefId', type: 'integer' },
          { name: 'businessId', type: 'integer' },
          { name: 'stars', type: 'integer' },
          { name: 'comment', type: 'text', isNullable: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [references('booking', 'bookingId'), references('chef', 'chefId'), references('business', 'businessId')],
        indices: [
          // Once each way per booking: the database refuses a second rating by the same side.
          new TableIndex({ name: 'UQ_rating_booking_author', columnNames: ['bookingId', 'author'], isUnique: true }),
          // A chef's average (admin screens, /our-chefs).
          new TableIndex({ name: 'IDX_rating_chef_author', columnNames: ['chefId', 'author'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'favourite',
        columns: [
          { name: 'businessId', type: 'integer', isPrimary: true },
          { name: 'chefId', type: 'integer', isPrimary: true },
          { name: 'createdAt', type: timestamp, default: now },
        ],
        foreignKeys: [references('business', 'businessId'), references('chef', 'chefId')],
        indices: [new TableIndex({ name: 'IDX_favourite_chef', columnNames: ['chefId'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('favourite');
    await queryRunner.dropTable('rating');
    await queryRunner.dropTable('timesheet');
    await queryRunner.dropIndex('job', 'IDX_job_key');
    await queryRunner.dropColumn('job', 'jobKey');
    await queryRunner.dropColumn('chef', 'noShows');
    for (const column of ['unstaffedAlertAt', 'remindedAt', 'completedAt', 'feeHours', 'workedHours']) await queryRunner.dropColumn('booking', column);
  }
}
