import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * API keys (DECISIONS.md section 19): each business's, kept as the SHA-256 of the key, with the
 * window of its rate limit (600 calls a minute) counted on its own row.
 */
export class ApiKeys1764610000001 implements MigrationInterface {
  name = 'ApiKeys1764610000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'api_key',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessId', type: 'integer' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'keyHash', type: 'varchar', length: '64' },
          { name: 'prefix', type: 'varchar', length: '11' },
          { name: 'createdAt', type: timestamp },
          { name: 'lastUsedAt', type: timestamp, isNullable: true },
          { name: 'windowStartedAt', type: timestamp, isNullable: true },
          { name: 'windowCalls', type: 'integer', default: 0 },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
        indices: [
          new TableIndex({ name: 'UQ_api_key_hash', columnNames: ['keyHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_api_key_business', columnNames: ['businessId'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_key');
  }
}
