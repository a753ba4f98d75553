import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { databaseEngine } from '../../core/config.js';
import type { EntityClass } from '../../core/endpoints/area.js';
import { createDataSources, migrations } from '../../core/db/data-source.js';
import { Database } from '../../core/db/database.js';
import { copySqliteDatabase, sqliteFileOf, utcStamp } from './backup-files.js';
import { databaseSummary, restoreProblems, type DatabaseSummary } from './invariants.js';
import { BackupError, requireToolFor, runTool } from './postgres-tools.js';

/**
 * `npm run restore -- <file>` (DECISIONS.md section 21), with the app stopped. The file is
 * checked before anything is touched: what is not a ChefConnect database is refused in one
 * line. It is then restored beside the database, not over it: on SQLite into a new file that
 * replaces the database only once migrated and checked (the old one is kept, renamed); on
 * PostgreSQL into DATABASE_URL's database, which must be empty, so a restore never drops a
 * database that still holds the only copy of something.
 */

export interface RestoreResult {
  /** The migrations this version ran on the restored database (none when it was current). */
  migrated: string[];
  summary: DatabaseSummary;
  /** SQLite: where the database that the restore replaced now is. */
  replaced: string | undefined;
}

const SQLITE_HEADER = 'SQLite format 3\0';
/** The first migration of every ChefConnect database. */
const FIRST_MIGRATION = migrations[0]!.name;

/** `entities`: every table's entity (src/server/entities.ts), which the composition root knows and this area does not. */
export async function restoreBackup(file: string, databaseUrl: string, entities: readonly EntityClass[], now: () => Date = () => new Date()): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file`);
  return databaseEngine(databaseUrl) === 'postgres' ? restorePostgres(file, databaseUrl, entities) : restoreSqlite(file, databaseUrl, entities, now);
}

function notChefConnect(file: string, why: string): BackupError {
  return new BackupError(`${file} is not a ChefConnect backup: ${why}`);
}

async function restoreSqlite(file: string, databaseUrl: string, entities: readonly EntityClass[], now: () => Date): Promise<RestoreResult> {
  checkSqliteBackup(file);
  const target = sqliteFileOf(databaseUrl);
  refuseWhileInUse(target);
  mkdirSync(path.dirname(target), { recursive: true });
  const staged = `${target}.restoring-${randomUUID()}`;
  try {
    await copySqliteDatabase(file, staged);
    const checked = await migrateAndCheck(`sqlite:${staged}`, entities);
    const replaced = setAside(target, now);
    renameSync(staged, target);
    return { ...checked, replaced };
  } finally {
    for (const leftover of [staged, `${staged}-wal`, `${staged}-shm`]) rmSync(leftover, { force: true });
  }
}

/** A SQLite file that passes its integrity check and holds ChefConnect's migrations table; opened read-only. */
function checkSqliteBackup(file: string): void {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, header, 0, header.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw notChefConnect(file, 'not a SQLite database');
  let database: Sqlite.Database;
  try {
    database = new Sqlite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw notChefConnect(file, (error as Error).message);
  }
  try {
    const integrity = (database.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (integrity[0] !== 'ok') throw notChefConnect(file, `its integrity check fails (${integrity[0]})`);
    const hasMigrations = database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'").get() !== undefined;
    if (!hasMigrations || database.prepare('SELECT 1 FROM migrations WHERE name = ?').get(FIRST_MIGRATION) === undefined) {
      throw notChefConnect(file, 'it holds no ChefConnect migrations');
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw notChefConnect(file, (error as Error).message);
  } finally {
    database.close();
  }
}

/**
 * The app keeps the database open while it runs, and SQLite checkpoints and removes the -wal file
 * when its last connection closes: reading the database here and closing it leaves one behind
 * only if someone else has it open (after a crash, this read is what folds the WAL back in).
 */
function refuseWhileInUse(target: string): void {
  if (!existsSync(target)) return;
  const database = new Sqlite(target, { fileMustExist: true });
  try {
    database.pragma('schema_version');
  } finally {
    database.close();
  }
  if (existsSync(`${target}-wal`)) throw new BackupError(`${target} is in use: stop the app before restoring`);
}

/** Keeps the database being replaced, renamed with the time of the restore; answers where it went. */
function setAside(target: string, now: () => Date): string | undefined {
  if (!existsSync(target)) return undefined;
  refuseWhileInUse(target);
  const aside = `${target}.before-restore-${utcStamp(now())}`;
  renameSync(target, aside);
  return aside;
}

async function restorePostgres(file: string, databaseUrl: string, entities: readonly EntityClass[]): Promise<RestoreResult> {
  await requireToolFor('pg_restore', databaseUrl);
  let listing: string;
  try {
    listing = await runTool('pg_restore', ['--list', file]);
  } catch (error) {
    throw notChefConnect(file, (error as Error).message);
  }
  if (!/ TABLE public migrations /.test(listing)) throw notChefConnect(file, 'it holds no ChefConnect migrations table');
  const database = new URL(databaseUrl).pathname.slice(1);
  if ((await publicTableCount(databaseUrl)) > 0) {
    throw new BackupError(`The database ${database} is not empty: create an empty one (createdb), point DATABASE_URL at it and restore again`);
  }
  await runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', file], databaseUrl);
  return { ...(await migrateAndCheck(databaseUrl, entities)), replaced: undefined };
}

async function publicTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = 'public'");
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/**
 * Brings the restored database up to this version with the app's own migrations, then checks
 * it. A database from a newer version (a migration this one does not know) is refused: its
 * schema is ahead of this code.
 */
async function migrateAndCheck(databaseUrl: string, entities: readonly EntityClass[]): Promise<Omit<RestoreResult, 'replaced'>> {
  const database = new Database(createDataSources(databaseUrl, [...entities]));
  await database.open();
  try {
    const executed = async () => (await database.dataSource.query('SELECT name FROM migrations')).map((row: { name: string }) => row.name) as string[];
    const before = new Set(await executed());
    const unknown = [...before].filter((name) => !migrations.some((migration) => migration.name === name));
    if (unknown.length > 0) throw new BackupError(`This backup was made by a newer version of ChefConnect (migration ${unknown[0]}): restore it with that version`);
    await database.migrate();
    const migrated = (await executed()).filter((name) => !before.has(name));
    const problems = await restoreProblems(database.dataSource.manager);
    if (problems.length > 0) throw new BackupError(`The restored database breaks its invariants:\n  ${problems.join('\n  ')}`);
    return { migrated, summary: await databaseSummary(database.dataSource.manager) };
  } finally {
    await database.close();
  }
}
