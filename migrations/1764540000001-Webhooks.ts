import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Webhooks (DECISIONS.md section 19): each business's, and each event's delivery to each of them. */
export class Webhooks1764540000001 implements MigrationInterface {
  name = 'Webhooks1764540000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'webhook',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessId', type: 'integer' },
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'events', type: 'text' },
          { name: 'secret', type: 'varchar', length: '100' },
          { name: 'enabled', type: 'boolean' },
          { name: 'failingSince', type: timestamp, isNullable: true },
          { name: 'createdAt', type: timestamp },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['businessId'], referencedTableName: 'business', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
        indices: [new TableIndex({ name: 'IDX_webhook_business', columnNames: ['businessId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_delivery',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'webhookId', type: 'integer' },
          { name: 'eventId', type: 'varchar', length: '40' },
          { name: 'type', type: 'varchar', length: '40' },
          { name: 'subjectId', type: 'integer', isNullable: true },
          { name: 'occurredAt', type: timestamp },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer' },
          { name: 'lastStatusCode', type: 'integer', isNullable: true },
          { name: 'lastAttemptAt', type: timestamp, isNullable: true },
          { name: 'nextAttemptAt', type: timestamp, isNullable: true },
          { name: 'createdAt', type: timestamp },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['webhookId'], referencedTableName: 'webhook', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
        indices: [new TableIndex({ name: 'IDX_webhook_delivery_webhook', columnNames: ['webhookId', 'id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_delivery');
    await queryRunner.dropTable('webhook');
  }
}
