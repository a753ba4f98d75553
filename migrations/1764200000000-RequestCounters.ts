import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The throttle counters that every process shares (DECISIONS.md section 7). */
export class RequestCounters1764200000000 implements MigrationInterface {
  name = 'RequestCounters1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'request_counter',
        columns: [
          { name: 'key', type: 'varchar', length: '320', isPrimary: true },
          { name: 'windowStart', type: timestamp, isPrimary: true },
          { name: 'count', type: 'integer' },
        ],
        // Old windows are deleted by their start.
        indices: [new TableIndex({ name: 'IDX_request_counter_window', columnNames: ['windowStart'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('request_counter');
  }
}
