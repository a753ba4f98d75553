import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DataSource, QueryFailedError, QueryResult, type DataSourceOptions } from 'typeorm';

type Entities = DataSourceOptions['entities'];
import { InitialSchema1763690000000 } from '../../../../migrations/1763690000000-InitialSchema.js';
import { BusinessSearchKeys1764060000000 } from '../../../../migrations/1764060000000-BusinessSearchKeys.js';
import { TimestampDefaultsNow1764070000000 } from '../../../../migrations/1764070000000-TimestampDefaultsNow.js';
import { Jobs1764080000000 } from '../../../../migrations/1764080000000-Jobs.js';
import { RequestCounters1764200000000 } from '../../../../migrations/1764200000000-RequestCounters.js';
import { IdempotencyKeys1764200000001 } from '../../../../migrations/1764200000001-IdempotencyKeys.js';
import { ContactEmailKey1764200000002 } from '../../../../migrations/1764200000002-ContactEmailKey.js';
import { Chefs1764300000000 } from '../../../../migrations/1764300000000-Chefs.js';
import { ChefPortal1764310000000 } from '../../../../migrations/1764310000000-ChefPortal.js';
import { Assignments1764320000000 } from '../../../../migrations/1764320000000-Assignments.js';
import { Offers1764330000000 } from '../../../../migrations/1764330000000-Offers.js';
import { AroundTheSession1764340000000 } from '../../../../migrations/1764340000000-AroundTheSession.js';
import { ScheduleReminders1764350000000 } from '../../../../migrations/1764350000000-ScheduleReminders.js';
import { JobKeyWithState1764360000000 } from '../../../../migrations/1764360000000-JobKeyWithState.js';
import { MoneyIn1764400000000 } from '../../../../migrations/1764400000000-MoneyIn.js';
import { MoneyOut1764410000000 } from '../../../../migrations/1764410000000-MoneyOut.js';
import { ChefPayoutAccounts1764420000000 } from '../../../../migrations/1764420000000-ChefPayoutAccounts.js';
import { Credentials1764430000000 } from '../../../../migrations/1764430000000-Credentials.js';
import { Reliability1764440000000 } from '../../../../migrations/1764440000000-Reliability.js';
import { SuspensionAppeals1764450000000 } from '../../../../migrations/1764450000000-SuspensionAppeals.js';
import { ClosedBusinesses1764450000030 } from '../../../../migrations/1764450000030-ClosedBusinesses.js';
import { VancouverKeepsUtcMinus71764500000000 } from '../../../../migrations/1764500000000-VancouverKeepsUtcMinus7.js';
import { SessionSlotsByHours1764520000000 } from '../../../../migrations/1764520000000-SessionSlotsByHours.js';
import { BookingSeries1764530000000 } from '../../../../migrations/1764530000000-BookingSeries.js';
import { MoneyPaperTrail1764530000070 } from '../../../../migrations/1764530000070-MoneyPaperTrail.js';
import { PayoutsSayWhatTheyAre1764530000400 } from '../../../../migrations/1764530000400-PayoutsSayWhatTheyAre.js';
import { IntegrationEvents1764540000000 } from '../../../../migrations/1764540000000-IntegrationEvents.js';
import { Webhooks1764540000001 } from '../../../../migrations/1764540000001-Webhooks.js';
import { Teams1764600000000 } from '../../../../migrations/1764600000000-Teams.js';
import { Invitations1764600000001 } from '../../../../migrations/1764600000001-Invitations.js';
import { WhoDidIt1764600000020 } from '../../../../migrations/1764600000020-WhoDidIt.js';
import { SeriesOffers1764610000000 } from '../../../../migrations/1764610000000-SeriesOffers.js';
import { ApiKeys1764610000001 } from '../../../../migrations/1764610000001-ApiKeys.js';
import { PayoutAccountTable1764620000000 } from '../../../../migrations/1764620000000-PayoutAccountTable.js';
import { MemberSignIns1764620000001 } from '../../../../migrations/1764620000001-MemberSignIns.js';
import { PayoutTransferStarted1764630000000 } from '../../../../migrations/1764630000000-PayoutTransferStarted.js';
import { PayoutsCheckedAt1764640000000 } from '../../../../migrations/1764640000000-PayoutsCheckedAt.js';
import { databaseEngine, type DatabaseEngine } from '../config.js';
import { preparedName } from './statements.js';

export const migrations = [
  InitialSchema1763690000000,
  BusinessSearchKeys1764060000000,
  TimestampDefaultsNow1764070000000,
  Jobs1764080000000,
  RequestCounters1764200000000,
  IdempotencyKeys1764200000001,
  ContactEmailKey1764200000002,
  Chefs1764300000000,
  ChefPortal1764310000000,
  Assignments1764320000000,
  Offers1764330000000,
  AroundTheSession1764340000000,
  ScheduleReminders1764350000000,
  JobKeyWithState1764360000000,
  MoneyIn1764400000000,
  MoneyOut1764410000000,
  ChefPayoutAccounts1764420000000,
  Credentials1764430000000,
  Reliability1764440000000,
  SuspensionAppeals1764450000000,
  ClosedBusinesses1764450000030,
  VancouverKeepsUtcMinus71764500000000,
  SessionSlotsByHours1764520000000,
  BookingSeries1764530000000,
  MoneyPaperTrail1764530000070,
  PayoutsSayWhatTheyAre1764530000400,
  IntegrationEvents1764540000000,
  Webhooks1764540000001,
  Teams1764600000000,
  Invitations1764600000001,
  WhoDidIt1764600000020,
  SeriesOffers1764610000000,
  ApiKeys1764610000001,
  PayoutAccountTable1764620000000,
  MemberSignIns1764620000001,
  PayoutTransferStarted1764630000000,
  PayoutsCheckedAt1764640000000,
];

/** How many connections each process keeps to PostgreSQL. */
const POSTGRES_POOL_SIZE = 10;
/** A writer from another process waits this long for SQLite's lock before SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * The connections of one process. On SQLite, `writer` is the one connection that holds write
 * transactions and `reader` a second one on the same file: in WAL mode it reads the last
 * committed state while a write is under way, so reads never wait behind writes nor see their
 * uncommitted rows. An in-memory database has one connection only, so there both are the same.
 * On PostgreSQL both are the same pool.
 */
export interface DataSources {
  engine: DatabaseEngine;
  writer: DataSource;
  reader: DataSource;
}

/** `entities` are every table's, core's and the areas' (src/server/entities.ts): core imports no area. */
export function createDataSources(databaseUrl: string, entities: Entities): DataSources {
  const engine = databaseEngine(databaseUrl);
  if (engine === 'postgres') {
    const pool = new DataSource({
      type: 'postgres',
      url: databaseUrl,
      entities,
      migrations,
      migrationsRun: false,
      synchronize: false,
      logging: false,
      poolSize: POSTGRES_POOL_SIZE,
      // pg-pool makes its connections with this class.
      extra: { Client: PreparingClient },
    });
    runFixedTextsDirectly(pool);
    return { engine, writer: pool, reader: pool };
  }
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') {
    const only = sqliteDataSource(file, false, entities);
    return { engine, writer: only, reader: only };
  }
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return { engine, writer: sqliteDataSource(file, false, entities), reader: sqliteDataSource(file, true, entities) };
}

/**
 * pg's client, running the fixed texts of core/db/statements.ts as named statements: TypeORM
 * sends every statement as a text (unnamed), which PostgreSQL parses and plans on every call; a
 * named one is parsed once per connection and then only bound and run. Any other text (the
 * query builder's) goes as before.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof config === 'string' ? preparedName(config) : undefined;
      return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
    }) as typeof this.query;
  }
}

/** What runFixedTextsDirectly uses of TypeORM's PostgreSQL driver (its pool, once connected) and of its query runners. */
interface PostgresDriverParts {
  master?: pg.Pool;
  createQueryRunner(mode: 'master' | 'slave'): PostgresRunnerParts;
}
interface PostgresRunnerParts {
  isReleased: boolean;
  databaseConnection?: pg.PoolClient;
  query(query: string, parameters?: unknown[], useStructuredResult?: boolean): Promise<unknown>;
}

/** pg's result as TypeORM's PostgreSQL query runner answers `query`: the rows (an UPDATE's or DELETE's with their count), or the structured result. */
function asTypeormAnswers(raw: pg.QueryResult, useStructuredResult: boolean): unknown {
  const result = new QueryResult();
  result.records = raw.rows;
  result.affected = raw.rowCount ?? undefined;
  result.raw = raw.command === 'UPDATE' || raw.command === 'DELETE' ? [raw.rows, raw.rowCount] : raw.rows;
  return useStructuredResult ? result : result.raw;
}

/**
 * TypeORM runs each statement through a query runner, which tells its subscribers before and
 * after, in awaits of their own; outside a transaction it also builds a runner for the one
 * statement, takes a pooled connection and releases both. On PostgreSQL that cost about 16 µs
 * of CPU a statement more than pg's own Pool.query (a micro-benchmark, 10 statements at a time:
 * 39.7 against 23.5 µs), some 130 µs of a dashboard read's eight. A fixed text
 * (core/db/statements.ts) goes straight to pg here, where PreparingClient names it: outside a
 * transaction to the pool, inside one to the transaction's connection. Its answer is TypeORM's:
 * the rows or structured result, the log line, and a failure as its QueryFailedError. Any other
 * text, and a runner not yet connected or released, takes TypeORM's path, as everything does if
 * subscribers are ever configured.
 */
function runFixedTextsDirectly(dataSource: DataSource): void {
  if (Object.keys(dataSource.options.subscribers ?? {}).length > 0) return;
  const run = async (connection: pg.Pool | pg.PoolClient, sql: string, parameters: unknown[], useStructuredResult: boolean) => {
    dataSource.logger.logQuery(sql, parameters);
    try {
      return asTypeormAnswers(await connection.query(sql, parameters), useStructuredResult);
    } catch (error) {
      dataSource.logger.logQueryError(error as Error, sql, parameters);
      throw new QueryFailedError(sql, parameters, error as Error);
    }
  };
  const driver = dataSource.driver as unknown as PostgresDriverParts;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    const viaTypeorm = runner.query.bind(runner);
    runner.query = (sql, parameters = [], useStructuredResult = false) => {
      const connection = runner.isReleased ? undefined : runner.databaseConnection;
      return connection && preparedName(sql) !== undefined ? run(connection, sql, parameters, useStructuredResult) : viaTypeorm(sql, parameters, useStructuredResult);
    };
    return runner;
  };
  const query = dataSource.query.bind(dataSource);
  dataSource.query = ((sql: string, parameters: unknown[] = [], queryRunner?: unknown) =>
    !queryRunner && driver.master && preparedName(sql) !== undefined ? run(driver.master, sql, parameters, false) : query(sql, parameters, queryRunner as never)) as typeof dataSource.query;
}

function sqliteDataSource(file: string, readOnly: boolean, entities: Entities): DataSource {
  const dataSource = new DataSource({
    type: 'better-sqlite3',
    database: file,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    prepareDatabase: (db: { pragma(statement: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      // FULL: a labor-bank deduction that was answered 2xx survives a power cut.
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      // The read connection must never write, whatever a caller does with its manager.
      if (readOnly) db.pragma('query_only = ON');
    },
  });
  bindIntegers(dataSource);
  runStatementsDirectly(dataSource);
  return dataSource;
}

/**
 * TypeORM's SQLite driver writes a number parameter of the query builder (a find's id, an
 * insert's values) into the SQL text itself, since better-sqlite3 binds a JS number as REAL
 * (5 into a text column would read '5.0'). Each id then makes a new text, compiled on every call,
 * and these push the fixed texts out of the driver's statement cache (first in, first out), so
 * that those are compiled again too. An integer goes bound as a BigInt instead, which SQLite
 * holds as the INTEGER the literal was: one text whatever the id, compiled once.
 */
function bindIntegers(dataSource: DataSource): void {
  const { driver } = dataSource;
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql: string, parameters: Record<string, unknown>) => {
    const bound = Object.fromEntries(Object.entries(parameters).map(([key, value]) => [key, Number.isSafeInteger(value) ? BigInt(value as number) : value]));
    return escape(sql, bound);
  };
}

/** What runStatementsDirectly uses of better-sqlite3's statement and of TypeORM's query runner for it. */
interface SqliteStatement {
  reader: boolean;
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}
interface SqliteQueryRunner {
  isReleased: boolean;
  stmtCache: Map<string, SqliteStatement>;
  getStmt(query: string): Promise<SqliteStatement>;
  query(query: string, parameters?: unknown[], useStructuredResult?: boolean): Promise<unknown>;
}

/**
 * better-sqlite3 runs a statement synchronously, and TypeORM's query runner wraps each one in
 * four awaits: its subscribers' before and after events (this app registers none), the
 * statement cache's lookup and the connection's. Each await is a turn of the microtask queue,
 * and a dashboard read or an order runs ten to fifteen statements. This runs the cached
 * statement at once and answers as TypeORM's `query` does: its result, its log line, and a
 * failure as its QueryFailedError, whose driver code tells a busy lock (core/db/database.ts).
 */
function runStatementsDirectly(dataSource: DataSource): void {
  // A subscriber's beforeQuery and afterQuery would be skipped: then TypeORM's path stays whole.
  if (Object.keys(dataSource.options.subscribers ?? {}).length > 0) return;
  // better-sqlite3's driver lends every caller its one query runner.
  const runner = dataSource.createQueryRunner() as unknown as SqliteQueryRunner;
  const viaTypeorm = runner.query.bind(runner);
  runner.query = (query, parameters = [], useStructuredResult = false) => {
    const statement = runner.stmtCache.get(query);
    // A text not yet compiled, or a runner released: TypeORM's own path (it compiles and caches, or refuses).
    if (!statement || runner.isReleased) return viaTypeorm(query, parameters, useStructuredResult);
    // better-sqlite3 cannot bind a boolean.
    const bound = parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    dataSource.logger.logQuery(query, bound);
    try {
      const result = new QueryResult();
      if (statement.reader) {
        result.raw = result.records = statement.all(...bound);
      } else {
        const { changes, lastInsertRowid } = statement.run(...bound);
        result.affected = changes;
        result.raw = lastInsertRowid;
      }
      return Promise.resolve(useStructuredResult ? result : result.raw);
    } catch (error) {
      dataSource.logger.logQueryError(error as Error, query, bound);
      return Promise.reject(new QueryFailedError(query, bound, error as Error));
    }
  };
}

/**
 * Entities declare their timestamps as `Date`, the one type TypeORM maps on both engines.
 * TypeORM turns it into a zone-less `timestamp` on PostgreSQL, which reads back in whatever
 * zone the session has; the migrations create `timestamptz` there, an instant. This aligns
 * the metadata of a PostgreSQL data source with its schema, once, after it is built.
 */
export function useTimestampsWithTimeZone(dataSource: DataSource): void {
  if (dataSource.options.type !== 'postgres') return;
  for (const metadata of dataSource.entityMetadatas) {
    for (const column of metadata.columns) {
      if (column.type === Date) column.type = 'timestamptz';
    }
  }
}
