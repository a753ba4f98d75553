import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** The database one test server runs on, and how to remove it once the server has stopped. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test server. The project decides the engine: on SQLite a
 * file in the server's scratch directory (removed with it); on PostgreSQL a database of its
 * own on the run's server (tests/support/postgres-server.ts), so that test files running in
 * parallel share no rows.
 */
export async function createTestDatabase(scratchDir: string): Promise<TestDatabase> {
  const serverUrl = inject('postgresServerUrl');
  if (!serverUrl) return { url: `sqlite:${path.join(scratchDir, 'test.db')}`, drop: async () => undefined };

  // Unique across processes and across runs that share a TEST_DATABASE_URL server.
  const name = `chefconnect_test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)),
  };
}

async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
