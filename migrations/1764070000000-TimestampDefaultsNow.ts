import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The timestamp columns that InitialSchema gave a default of CURRENT_TIMESTAMP. */
const stampedColumns: [table: string, column: string][] = [
  ['business', 'createdAt'],
  ['admin', 'createdAt'],
  ['booking', 'createdAt'],
  ['booking', 'updatedAt'],
  ['labor_transaction', 'transactionDate'],
  ['hours_request', 'createdAt'],
  ['contact_message', 'createdAt'],
  ['newsletter_subscription', 'createdAt'],
  ['blocked_slot', 'createdAt'],
  ['audit_log', 'createdAt'],
];

/**
 * PostgreSQL only: the same defaults, spelt `now()`. PostgreSQL reads CURRENT_TIMESTAMP back as
 * written, while TypeORM compares an entity's CURRENT_TIMESTAMP as `now()`, so the schema
 * could never agree with the entities there. Both mean the transaction's start, so no row
 * changes. SQLite keeps CURRENT_TIMESTAMP, which is what its entities compare against.
 */
export class TimestampDefaultsNow1764070000000 implements MigrationInterface {
  name = 'TimestampDefaultsNow1764070000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setDefaults(queryRunner, 'now()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await setDefaults(queryRunner, 'CURRENT_TIMESTAMP');
  }
}

async function setDefaults(queryRunner: QueryRunner, value: string): Promise<void> {
  if (queryRunner.connection.driver.options.type !== 'postgres') return;
  for (const [tableName, columnName] of stampedColumns) {
    const table = await queryRunner.getTable(tableName);
    const column = table?.findColumnByName(columnName);
    if (!table || !column) throw new Error(`${tableName}.${columnName} is missing`);
    const changed = column.clone();
    changed.default = value;
    await queryRunner.changeColumn(table, column, changed);
  }
}
