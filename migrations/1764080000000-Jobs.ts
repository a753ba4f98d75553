import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The job table of DECISIONS.md section 7: emails (and later reminders, expiries) run after their change commits. */
export class Jobs1764080000000 implements MigrationInterface {
  name = 'Jobs1764080000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'job',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'payload', type: 'text' },
          { name: 'state', type: 'varchar', length: '10' },
          { name: 'runAt', type: timestamp },
          { name: 'attempts', type: 'integer' },
          { name: 'lastError', type: 'text', isNullable: true },
          { name: 'leaseUntil', type: timestamp, isNullable: true },
          { name: 'createdAt', type: timestamp },
          { name: 'updatedAt', type: timestamp },
        ],
        indices: [
          // State first: the claim reads a short range (queued by runAt, running by leaseUntil)
          // and never walks the done rows, which are kept and outnumber the rest.
          new TableIndex({ name: 'IDX_job_due', columnNames: ['state', 'runAt'] }),
          new TableIndex({ name: 'IDX_job_lease', columnNames: ['state', 'leaseUntil'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job');
  }
}
