import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Fixed SQL texts for `manager.query`, built once per driver with that driver's placeholders
 * ('?' on SQLite, '$1' on PostgreSQL), so the same text reaches the query runner on every
 * call and its prepared-statement cache reuses the compiled statement.
 */
export function sqlStatements<T>(build: (parameter: (index: number) => string) => T): (manager: EntityManager) => T {
  const byDriver = new WeakMap<object, T>();
  return (manager) => {
    const { driver } = manager.connection;
    let statements = byDriver.get(driver);
    if (!statements) {
      statements = build((index) => driver.createParameter(`p${index}`, index));
      byDriver.set(driver, statements);
    }
    return statements;
  };
}

/**
 * A Date as a raw statement's parameter for one column: what TypeORM itself would write there
 * (UTC text on SQLite, whose driver cannot bind a Date; the Date on PostgreSQL).
 */
export function columnParameter(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, property: string, value: unknown): unknown {
  const column = manager.connection.getMetadata(entity).findColumnWithPropertyName(property)!;
  return manager.connection.driver.preparePersistentValue(value, column);
}
