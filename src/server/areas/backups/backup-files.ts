import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BackupAnswer } from '../../../common/schemas/answers/backups.js';
import { databaseEngine } from '../../core/config.js';
import { BackupError, requireToolFor, runTool } from './postgres-tools.js';

/**
 * The backup files of DECISIONS.md section 21: `chefconnect-<YYYYMMDD-HHmmss>.db` (SQLite) or
 * `.dump` (pg_dump's custom format) in the backup directory, the time in UTC. A backup is
 * written under a hidden temporary name and linked to its own name only once complete and on
 * disk, so a listing, a copy job or a crash never sees half a backup under a backup's name.
 */

/** How many backups the daily job keeps: a week. */
export const BACKUPS_KEPT = 7;
/** A writer holding SQLite's lock makes the copy's first read wait at most this long. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Where the app's own SQLite driver is, for the worker that copies with it. */
const sqliteDriver = createRequire(import.meta.url).resolve('better-sqlite3');
const BACKUP_NAME = /^chefconnect-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.(?:db|dump)$/;

/** The file of a `sqlite:<path>` URL; an in-memory database has none to copy. */
export function sqliteFileOf(databaseUrl: string): string {
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') throw new BackupError('An in-memory database (sqlite::memory:) cannot be backed up or restored');
  return path.resolve(file);
}

/** `at` as the names of backups write it: YYYYMMDD-HHmmss in UTC. */
export function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The name of a backup taken at `at`. */
export function backupName(at: Date, databaseUrl: string): string {
  return `chefconnect-${utcStamp(at)}.${databaseEngine(databaseUrl) === 'postgres' ? 'dump' : 'db'}`;
}

/** The backups in `directory`, newest first (none when it does not exist yet). */
export function listBackups(directory: string): BackupAnswer[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => describeBackup(directory, name));
}

function describeBackup(directory: string, name: string): BackupAnswer {
  const [, year, month, day, hour, minute, second] = BACKUP_NAME.exec(name)!;
  return { name, sizeBytes: statSync(path.join(directory, name)).size, createdAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z` };
}

/**
 * A consistent copy of the database while the app keeps serving writes: on SQLite `VACUUM INTO`
 * (one read transaction over every page, which writers in WAL mode never wait for and which,
 * unlike the page-by-page backup API, cannot be restarted forever by their commits); on
 * PostgreSQL pg_dump, whose one snapshot is consistent likewise.
 */
export async function takeBackup(databaseUrl: string, directory: string, now: () => Date = () => new Date()): Promise<BackupAnswer> {
  mkdirSync(directory, { recursive: true });
  const partial = path.join(directory, `.partial-${randomUUID()}`);
  try {
    if (databaseEngine(databaseUrl) === 'postgres') {
      await requireToolFor('pg_dump', databaseUrl);
      await runTool('pg_dump', ['--format=custom', `--file=${partial}`], databaseUrl);
    } else {
      await copySqliteDatabase(sqliteFileOf(databaseUrl), partial);
    }
    syncToDisk(partial);
    return describeBackup(directory, publish(partial, directory, databaseUrl, now()));
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Copies a SQLite database, its WAL's committed pages included, into a new file (which must not
 * exist). VACUUM INTO is one synchronous call: it runs on a worker thread of its own, so the
 * server's requests (and the writes a backup must not stop) keep being answered meanwhile.
 */
export function copySqliteDatabase(source: string, target: string): Promise<void> {
  const worker = new Worker(COPY_IN_WORKER, { eval: true, workerData: { driver: sqliteDriver, source, target, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The copy of ${source} stopped with exit code ${code}`))));
  });
}

/** The worker's script (CommonJS, as an eval'd worker runs it): the driver is the app's own, passed by path. */
const COPY_IN_WORKER = `
const { workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const database = new Sqlite(workerData.source, { fileMustExist: true });
try {
  database.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
  database.prepare('VACUUM INTO ?').run(workerData.target);
} finally {
  database.close();
}
`;

function syncToDisk(file: string): void {
  const descriptor = openSync(file, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** How many later seconds a backup tries when its own second's name is taken. */
const LATER_NAMES = 60;

/**
 * Gives the finished copy its name. Two backups finished in the same second (two clicks, two
 * processes, or a clock set back) would share one: the later takes the next free second's name
 * rather than replace the first or fail, so its time reads at most that many seconds late.
 */
function publish(partial: string, directory: string, databaseUrl: string, finishedAt: Date): string {
  for (let later = 0; ; later++) {
    const name = backupName(new Date(finishedAt.getTime() + later * 1000), databaseUrl);
    try {
      linkSync(partial, path.join(directory, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (later === LATER_NAMES) throw new BackupError(`Backups are named for every second from ${backupName(finishedAt, databaseUrl)} on; remove some and try again`);
    }
  }
}

/** Removes all but the newest `keep` backups; answers the names removed. */
export function pruneBackups(directory: string, keep: number): string[] {
  const removed = listBackups(directory).slice(keep).map(({ name }) => name);
  for (const name of removed) rmSync(path.join(directory, name), { force: true });
  return removed;
}
