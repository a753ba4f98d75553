import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { DatabaseEngine } from '../config.js';
import { AppError } from '../errors.js';
import { useTimestampsWithTimeZone, type DataSources } from './data-source.js';

/** Attempts of one transaction that lost a race (deadlock, serialization, busy) before 503. */
const MAX_ATTEMPTS = 5;
/** What a 503 tells the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 1;
export const DATABASE_BUSY = 'The service is busy. Please try again in a moment.';

export const NUL_CHARACTER = 'Text may not contain the NUL character';

function driverCode(error: unknown): unknown {
  return (error as { driverError?: { code?: unknown } }).driverError?.code ?? (error as { code?: unknown }).code;
}

/** PostgreSQL's serialization failure and deadlock, and SQLite's busy lock: the work may simply run again. */
function isTransient(error: unknown): boolean {
  const code = driverCode(error);
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

/** A unique index refused the row: the losing side of a race that a constraint decides. */
export function isUniqueViolation(error: unknown): boolean {
  const code = driverCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * PostgreSQL's text cannot hold U+0000 (22021), wherever it comes from (a body, a search in a
 * query string): the caller sent text that cannot be stored or searched, a 400, not a 500.
 */
function asClientError(error: unknown): unknown {
  return driverCode(error) === '22021' ? new AppError('BAD_REQUEST', NUL_CHARACTER) : error;
}

/**
 * Every unit of database work goes through here, and this is the one place that knows how each
 * engine makes a write atomic (ARCHITECTURE.md, "Growing past one process"). Services say what
 * must be atomic with `write`; what they read there and then change is safe against other
 * processes because the rows are locked (`core/db/locks.ts`) or the UPDATE carries its condition.
 */
export class Database {
  readonly engine: DatabaseEngine;
  private readonly writer: DataSource;
  private readonly reader: DataSource;
  /**
   * better-sqlite3 gives TypeORM one synchronous connection: an `await` inside one request's
   * transaction would let another request's statements run inside it. So the writer
   * connection is lent to one transaction at a time. This decides nothing about correctness
   * (BEGIN IMMEDIATE does, across processes too); it is the connection's ownership. Reads use
   * the other connection and never wait here.
   */
  private sqliteWriterFree: Promise<unknown> = Promise.resolve();

  constructor(sources: DataSources) {
    this.engine = sources.engine;
    this.writer = sources.writer;
    this.reader = sources.reader;
  }

  /** The data source that runs migrations and that tests and scripts may inspect. */
  get dataSource(): DataSource {
    return this.writer;
  }

  /** Every data source this process queries through (the writer, and SQLite's read connection): what a test watches to see each statement. */
  get dataSources(): DataSource[] {
    return this.reader === this.writer ? [this.writer] : [this.writer, this.reader];
  }

  async open(): Promise<void> {
    await this.writer.initialize();
    if (this.reader !== this.writer) await this.reader.initialize();
    useTimestampsWithTimeZone(this.writer);
  }

  async close(): Promise<void> {
    if (this.reader !== this.writer && this.reader.isInitialized) await this.reader.destroy();
    if (this.writer.isInitialized) await this.writer.destroy();
  }

  /** Reads committed data; never waits behind a write (except on a one-connection in-memory database). */
  async read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      if (this.engine === 'sqlite' && this.reader === this.writer) return await this.withSqliteWriter(() => work(this.reader.manager));
      return await work(this.reader.manager);
    } catch (error) {
      throw asClientError(error);
    }
  }

  /** Whether the database answers: for /readyz. */
  async ping(): Promise<boolean> {
    try {
      await this.read((manager) => manager.query('SELECT 1'));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * One write transaction: all of `work` or none of it. On SQLite, BEGIN IMMEDIATE takes the
   * database's write lock before the first read, so every check inside holds until COMMIT, for
   * every process. On PostgreSQL (READ COMMITTED) a check that a concurrent transaction could
   * invalidate must lock its rows or condition its UPDATE. A deadlock, serialization failure or
   * busy lock runs `work` again, a few times, then answers 503 with Retry-After: `work` must
   * therefore do nothing outside the database (emails are jobs, written in the transaction).
   */
  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return this.engine === 'sqlite' ? await this.withSqliteWriter(() => this.transaction(work)) : await this.transaction(work);
      } catch (error) {
        if (!isTransient(error)) throw asClientError(error);
        if (attempt >= MAX_ATTEMPTS) throw new AppError('SERVICE_UNAVAILABLE', DATABASE_BUSY, undefined, RETRY_AFTER_SECONDS);
        // Jittered, growing pauses so the racing transactions stop meeting each other.
        await sleep(Math.random() * 10 * 2 ** attempt);
      }
    }
  }

  /**
   * Runs the migrations exactly once however many processes start together: under a
   * PostgreSQL advisory lock, or inside SQLite's write lock (the second process waits for the
   * first, then finds nothing left to do).
   */
  async migrate(): Promise<void> {
    if (this.engine === 'postgres') {
      const runner = this.writer.createQueryRunner();
      await runner.connect();
      try {
        await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await this.writer.runMigrations({ transaction: 'all' });
        } finally {
          await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await runner.release();
      }
      return;
    }
    await this.withSqliteWriter(async () => {
      const runner = this.writer.createQueryRunner();
      // TypeORM changes a SQLite table by copying it into a new one and dropping the old: with
      // foreign keys on, that DROP would delete (ON DELETE CASCADE) every row that points at the
      // table, the bookings and ledger of every business included. The pragma does nothing
      // inside a transaction (TypeORM's own is too late), so it goes off before BEGIN, and the
      // keys are checked whole before COMMIT instead (SQLite's procedure for schema changes).
      await runner.query('PRAGMA foreign_keys = OFF');
      try {
        await runner.query('BEGIN IMMEDIATE');
        try {
          // The migrations share the writer connection, so they run inside this transaction.
          await this.writer.runMigrations({ transaction: 'none' });
          const broken: { table: string; parent: string }[] = await runner.query('PRAGMA foreign_key_check');
          if (broken.length > 0) throw new Error(`The migrations left ${broken.length} rows of ${broken[0]!.table} pointing at no row of ${broken[0]!.parent}`);
          await runner.query('COMMIT');
        } catch (error) {
          await runner.query('ROLLBACK');
          throw error;
        }
      } finally {
        await runner.query('PRAGMA foreign_keys = ON');
        await runner.release();
      }
    });
  }

  /**
   * SQLite needs BEGIN IMMEDIATE, which TypeORM's startTransaction does not issue; PostgreSQL
   * goes through startTransaction so TypeORM knows a transaction is open (it refuses row locks
   * otherwise).
   */
  private async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner: QueryRunner = this.writer.createQueryRunner();
    const sqlite = this.engine === 'sqlite';
    try {
      await runner.connect();
      // better-sqlite3's driver lends every caller the same query runner: start with a clean list.
      (runner.data as AfterCommitData).afterCommit = [];
      if (sqlite) await runner.query('BEGIN IMMEDIATE');
      else await runner.startTransaction();
      try {
        const result = await work(runner.manager);
        if (sqlite) await runner.query('COMMIT');
        else await runner.commitTransaction();
        for (const callback of afterCommitCallbacks(runner)) callback();
        return result;
      } catch (error) {
        if (sqlite) await runner.query('ROLLBACK');
        else if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw error;
      }
    } finally {
      delete (runner.data as AfterCommitData).afterCommit;
      await runner.release();
    }
  }

  private withSqliteWriter<T>(work: () => Promise<T>): Promise<T> {
    const run = this.sqliteWriterFree.then(work);
    // The next transaction gets the connection whether this one succeeded or not.
    this.sqliteWriterFree = run.catch(() => undefined);
    return run;
  }
}

/** What runs once a write transaction commits (and never if it rolls back), kept on its query runner. */
type AfterCommitData = { afterCommit?: (() => void)[] };

function afterCommitCallbacks(runner: QueryRunner): (() => void)[] {
  return (runner.data as AfterCommitData).afterCommit ?? [];
}

/**
 * Runs `callback` once the write transaction `manager` belongs to has committed, so that what
 * it tells other parts of this process (a job runner) is already visible to their own
 * connections; outside `Database.write`, at once.
 */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const pending = (manager.queryRunner?.data as AfterCommitData | undefined)?.afterCommit;
  if (pending) pending.push(callback);
  else callback();
}

/** Any fixed number: the name of ChefConnect's migration lock among PostgreSQL's advisory locks. */
const MIGRATION_LOCK_KEY = 716_120_001;
