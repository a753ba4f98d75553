import pg from 'pg';
import { Database } from '../../src/server/core/db/database.js';
import { createDataSources } from '../../src/server/core/db/data-source.js';
import { entities } from '../../src/server/entities.js';

/** Runs every migration on the database at `url`, as a server's start does, and closes it. */
export async function migrateDatabase(url: string): Promise<void> {
  const db = new Database(createDataSources(url, entities));
  await db.open();
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
}

/** `work` on a connection of its own to the PostgreSQL server at `serverUrl`, closed after it. */
export async function onPostgresServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
