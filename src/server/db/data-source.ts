import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { InitialSchema1763690000000 } from '../../../migrations/1763690000000-InitialSchema.js';
import { entities } from './entities/index.js';

export const migrations = [InitialSchema1763690000000];

/** The one DataSource: SQLite tuned for money-like data, schema only ever changed by migrations. */
export function createDataSource(databasePath: string): DataSource {
  if (databasePath !== ':memory:') mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: databasePath,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // Writes from a second process wait up to this long for the lock instead of failing.
    timeout: 5000,
    prepareDatabase: (db: { pragma(statement: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      // FULL: a labor-bank deduction that was answered 2xx survives a power cut.
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  });
}
