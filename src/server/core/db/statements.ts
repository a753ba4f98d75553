import { getMetadataArgsStorage, type EntityManager, type EntityTarget, type ObjectLiteral, type QueryResult } from 'typeorm';

/**
 * The fixed texts that PostgreSQL keeps as named statements: the name pg gives each on every
 * connection that runs it (core/db/data-source.ts).
 */
const preparedNames = new Map<string, string>();

/** The name a fixed text is prepared under on PostgreSQL; none for any other text. */
export function preparedName(text: string): string | undefined {
  return preparedNames.get(text);
}

/**
 * Fixed SQL texts for `manager.query`, built once per driver with that driver's placeholders
 * ('?' on SQLite, '$1' on PostgreSQL), so the same text reaches the query runner on every
 * call: better-sqlite3's statement cache reuses the compiled statement, and on PostgreSQL each
 * connection parses and plans it once, as a named statement, instead of on every call.
 */
export function sqlStatements<T extends Record<string, string>>(build: (parameter: (index: number) => string) => T): (manager: EntityManager) => T {
  const byDriver = new WeakMap<object, T>();
  return (manager) => {
    const { driver } = manager.connection;
    let statements = byDriver.get(driver);
    if (!statements) {
      statements = build((index) => driver.createParameter(`p${index}`, index));
      byDriver.set(driver, statements);
      if (driver.options.type === 'postgres') {
        for (const text of Object.values(statements)) if (!preparedNames.has(text)) preparedNames.set(text, `chefconnect_${preparedNames.size + 1}`);
      }
    }
    return statements;
  };
}

/**
 * A Date as a raw statement's parameter for one column: what TypeORM itself would write there
 * (UTC text on SQLite, whose driver cannot bind a Date; the Date on PostgreSQL).
 */
export function columnParameter(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, property: string, value: unknown): unknown {
  return manager.connection.driver.preparePersistentValue(value, columnOf(manager, entity, property));
}

/** A raw row's value of one column as the entity holds it (a Date from SQLite's UTC text). */
export function columnValue(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, property: string, raw: unknown): unknown {
  return manager.connection.driver.prepareHydratedValue(raw, columnOf(manager, entity, property));
}

/**
 * Reads raw rows whose columns are named by the entity's properties into plain objects of those
 * properties, each value as the entity holds it: a read of many rows that needs a few columns
 * skips building entities (TypeORM's hydration is most of the time of a 2,000-row read).
 */
export function rawRowReader<E extends ObjectLiteral, K extends keyof E & string>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  properties: readonly K[],
): (row: Record<string, unknown>) => Pick<E, K> {
  const { driver } = manager.connection;
  const columns = properties.map((property) => [property, columnOf(manager, entity, property)] as const);
  return (row) => {
    const values: Record<string, unknown> = {};
    for (const [property, column] of columns) values[property] = driver.prepareHydratedValue(row[property], column);
    return values as Pick<E, K>;
  };
}

/**
 * Every column of an entity, quoted and listed for a fixed SELECT or RETURNING text that reads
 * its whole row (wholeRowReader), rather than `*`: PostgreSQL refuses to run a named statement
 * again once its `*` stands for other columns (a migration's table rebuilt in another order).
 */
export function columnsOf(entity: abstract new () => object): string {
  return getMetadataArgsStorage()
    .filterColumns(entity)
    .map((column) => `"${column.options.name ?? column.propertyName}"`)
    .join(', ');
}

/** The readers of every column of an entity, by its metadata: made once per entity and driver. */
const wholeRowReaders = new WeakMap<object, (row: Record<string, unknown>) => unknown>();

/**
 * Reads a raw row of every column of `entity` (selected by `columnsOf`) into a plain object of
 * its properties, each value as the entity holds it: what `findOneBy` answers for an entity with
 * no relations, without the query builder's work on each call.
 */
export function wholeRowReader<E extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<E>): (row: Record<string, unknown>) => E {
  const metadata = manager.connection.getMetadata(entity);
  let reader = wholeRowReaders.get(metadata);
  if (!reader) {
    reader = rawRowReader(manager, entity, metadata.columns.map((column) => column.propertyName));
    wholeRowReaders.set(metadata, reader);
  }
  return reader as (row: Record<string, unknown>) => E;
}

function columnOf(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, property: string) {
  return manager.connection.getMetadata(entity).findColumnWithPropertyName(property)!;
}

/**
 * The rows a statement answers, a write's RETURNING rows included: `manager.query` alone
 * answers an UPDATE with [rows, count] on PostgreSQL but with the rows on SQLite.
 */
export async function returnedRows<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  // What manager.query does, asking its query runner for the structured result.
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    return ((await runner.query(sql, parameters, true)) as QueryResult<T>).records;
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
