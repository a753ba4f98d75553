import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The answers kept for POST /api/bookings's Idempotency-Key (DECISIONS.md section 6). */
export class IdempotencyKeys1764200000001 implements MigrationInterface {
  name = 'IdempotencyKeys1764200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_key',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessId', type: 'integer' },
          { name: 'key', type: 'varchar', length: '200' },
          { name: 'requestHash', type: 'varchar', length: '64' },
          { name: 'response', type: 'text' },
          { name: 'createdAt', type: timestamp },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
        indices: [new TableIndex({ name: 'UQ_idempotency_key_business_key', columnNames: ['businessId', 'key'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_key');
  }
}
