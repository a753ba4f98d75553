import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The event feed (DECISIONS.md section 19): each business's events, numbered from a counter of
 * its own that the recording transaction updates, so that they commit in the order the feed
 * reads them.
 */
export class IntegrationEvents1764540000000 implements MigrationInterface {
  name = 'IntegrationEvents1764540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const business = (column: string) => new TableForeignKey({ columnNames: [column], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' });
    await queryRunner.createTable(
      new Table({
        name: 'integration_event',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessId', type: 'integer' },
          { name: 'sequence', type: 'integer' },
          { name: 'publicId', type: 'varchar', length: '40' },
          { name: 'type', type: 'varchar', length: '40' },
          { name: 'subjectId', type: 'integer' },
          { name: 'createdAt', type: timestamp },
        ],
        foreignKeys: [business('businessId')],
        indices: [
          new TableIndex({ name: 'UQ_integration_event_sequence', columnNames: ['businessId', 'sequence'], isUnique: true }),
          new TableIndex({ name: 'UQ_integration_event_public_id', columnNames: ['publicId'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'integration_event_counter',
        columns: [
          { name: 'businessId', type: 'integer', isPrimary: true },
          { name: 'lastSequence', type: 'integer' },
        ],
        foreignKeys: [business('businessId')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('integration_event_counter');
    await queryRunner.dropTable('integration_event');
  }
}
