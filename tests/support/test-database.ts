import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { migrateDatabase, onPostgresServer } from './database-admin.js';

/** The database one test server runs on, and how to remove it once the server has stopped. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test server. The project decides the engine: on SQLite a file in
 * the server's scratch directory (removed with it); on PostgreSQL a database of its own on the
 * run's server (tests/support/postgres-server.ts), so that test files running in parallel share
 * no rows. Empty, or with `migrated` every migration already run: a copy of a database migrated
 * once (on PostgreSQL the run's template, on SQLite a file each test process migrates once),
 * where migrating each anew took 0.5 s of every PostgreSQL test server's start and 0.1 s of a
 * SQLite one's. The server's own start still runs its migrations, and finds none left to run.
 */
export async function createTestDatabase(scratchDir: string, { migrated = false } = {}): Promise<TestDatabase> {
  const serverUrl = inject('postgresServerUrl');
  if (!serverUrl) {
    const file = path.join(scratchDir, 'test.db');
    if (migrated) copyFileSync(await migratedSqliteFile(), file);
    return { url: `sqlite:${file}`, drop: async () => undefined };
  }

  // Unique across processes and across runs that share a TEST_DATABASE_URL server.
  const name = `chefconnect_test_${randomBytes(8).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${inject('postgresMigratedTemplate')}` : '';
  await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)),
  };
}

let sqliteTemplate: Promise<string> | undefined;

/** This process's migrated SQLite file, made on first use and removed when the process ends. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'chefconnect-migrated-'));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    const file = path.join(directory, 'migrated.db');
    // Closed, the file holds everything: the last connection to close folds the WAL into it.
    await migrateDatabase(`sqlite:${file}`);
    return file;
  })();
  return sqliteTemplate;
}
