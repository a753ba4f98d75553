import type { EntityManager } from 'typeorm';

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
