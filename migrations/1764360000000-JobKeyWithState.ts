import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A keyed job is found by its key and state ("the queued reminder of booking 5"). With an index
 * on the key alone, SQLite's planner took IDX_job_due (state) instead and read every queued job
 * for each booking made: booking creation fell to a third of its throughput once thousands of
 * future reminders were queued (`npm run bench`). An index on both columns is the one it picks.
 */
export class JobKeyWithState1764360000000 implements MigrationInterface {
  name = 'JobKeyWithState1764360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('job', 'IDX_job_key');
    await queryRunner.createIndex('job', new TableIndex({ name: 'IDX_job_key_state', columnNames: ['jobKey', 'state'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('job', 'IDX_job_key_state');
    await queryRunner.createIndex('job', new TableIndex({ name: 'IDX_job_key', columnNames: ['jobKey'] }));
  }
}
