/**
 * `npm run bench`: the production server under load, next to a bare node:http floor.
 *
 * 1. Builds the server (incrementally) into .bench/server and seeds, once, a database the
 *    size of a successful year (scripts/bench/seed.ts); each run starts from a copy of it.
 * 2. Starts the compiled server with NODE_ENV=production on loopback, and beside it the bare
 *    server (scripts/bench/bare-server.ts) on the same copy.
 * 3. Loads each with autocannon (10 connections by default): the dashboard read by REST and
 *    by tRPC signed in as a business, the admin table's first page signed in as the admin,
 *    and booking creation (durable: each is a transaction with synchronous=FULL).
 * 4. Prints requests/s, p50/p99 latency and the ratio to the floor, checks the goals, and
 *    writes the figures to .bench/report.json.
 *
 * Environment: BENCH_SECONDS (10 per load), BENCH_CONNECTIONS (10), BENCH_DIR (.bench; put
 * it on tmpfs to see the software's ceiling without the disk's fsync).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Sqlite from 'better-sqlite3';
import { ADMIN_PASSWORD, ROOT, buildServer, spawnServer, type ServerProcess } from './bench/server-process.js';
import { BENCH_PASSWORD, BOOKER, BUSINESSES, BOOKINGS_PER_BUSINESS, READER, seed } from './bench/seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORK_DIR = path.resolve(process.env.BENCH_DIR ?? path.join(ROOT, '.bench'));
const SEED_VERSION = 1;

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function post(url: string, pathname: string, body: unknown): Promise<{ status: number; cookie: string; text: string }> {
  const response = await fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { status: response.status, cookie, text: await response.text() };
}

/** The seeded database, made once per seed version: migrations by the real server, rows by raw SQL. */
async function seededDatabase(): Promise<string> {
  const pristine = path.join(WORK_DIR, `seed-v${SEED_VERSION}.db`);
  if (existsSync(pristine)) return pristine;
  const building = `${pristine}.building`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(building + suffix, { force: true });
  log(`Seeding ${BUSINESSES.toLocaleString('en')} businesses and ${(BUSINESSES * BOOKINGS_PER_BUSINESS).toLocaleString('en')} bookings (once)...`);
  const started = Date.now();
  const migrator = await spawnServer({ databasePath: building, dataDir: WORK_DIR });
  migrator.kill('SIGTERM');
  await migrator.exited;
  const counts = await seed(building);
  const check = new Sqlite(building, { readonly: true });
  const broken = check
    .prepare(
      `SELECT count(*) FROM labor_bank lb WHERE lb.totalHours - lb.usedHours <> (SELECT sum(hours) FROM labor_transaction t WHERE t.businessId = lb.businessId)
          OR lb.usedHours <> (SELECT coalesce(sum(duration), 0) FROM booking b WHERE b.businessId = lb.businessId AND b.status IN ('confirmed', 'completed'))`,
    )
    .pluck()
    .get();
  check.close();
  if (broken !== 0) throw new Error(`the seed broke the ledger invariant for ${String(broken)} businesses`);
  for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
  copyFileSync(building, pristine);
  rmSync(building, { force: true });
  log(`  ${counts.businesses} businesses, ${counts.bookings} bookings, ${counts.ledgerLines} ledger lines in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return pristine;
}

function startBare(databasePath: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/bare-server.ts'), databasePath], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) {
        resolve({
          url: match[1],
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
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function measure(url: string, load: Load, seconds = SECONDS): Promise<Figures> {
  const options = {
    url: url + load.path,
    connections: CONNECTIONS,
    duration: seconds,
    method: load.method ?? 'GET',
    headers: load.headers ?? {},
    ...(load.body ? { body: load.body } : {}),
    timeout: 10,
  };
  await autocannon({ ...options, duration: Math.min(2, seconds) }); // warm-up: JIT, page cache, pools
  const result: Result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
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

async function main() {
  mkdirSync(WORK_DIR, { recursive: true });
  log('Building the server...');
  buildServer();
  const pristine = await seededDatabase();
  const databasePath = path.join(WORK_DIR, 'run.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
  copyFileSync(pristine, databasePath);
  // Booking confirmations go to the outbox transport: one .eml per booking, so start empty.
  rmSync(path.join(WORK_DIR, 'outbox'), { recursive: true, force: true });

  let server: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    server = await spawnServer({ databasePath, dataDir: WORK_DIR });
    bare = await startBare(databasePath);
    const reader = await post(server.url, '/api/mobile/login', { username: READER.username, password: BENCH_PASSWORD });
    const booker = await post(server.url, '/api/mobile/login', { username: BOOKER.username, password: BENCH_PASSWORD });
    const admin = await post(server.url, '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    for (const [who, answer] of [['reader', reader], ['booker', booker], ['admin', admin]] as const) {
      if (answer.status !== 200) throw new Error(`${who} login failed: ${answer.status} ${answer.text}`);
    }
    const json = { 'content-type': 'application/json' };
    const bookingBody = JSON.stringify({ businessId: BOOKER.businessId, bookingDate: day(30), timeSlot: 'morning', duration: 1 });
    const tableInput = encodeURIComponent(JSON.stringify({ 0: { page: 1, pageSize: 20, search: '', sortBy: 'createdAt', sortOrder: 'desc' } }));
    const pairs: { name: string; app: Load; floor: Load }[] = [
      {
        name: 'Dashboard read, REST (GET /api/dashboard/:id)',
        app: { name: 'rest dashboard', path: `/api/dashboard/${READER.businessId}`, headers: { cookie: reader.cookie } },
        floor: { name: 'bare dashboard', path: `/dashboard/${READER.businessId}` },
      },
      {
        name: 'Dashboard read, tRPC (business.dashboard)',
        app: { name: 'trpc dashboard', path: `/trpc/business.dashboard?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { businessId: READER.businessId } }))}`, headers: { cookie: reader.cookie } },
        floor: { name: 'bare dashboard', path: `/dashboard/${READER.businessId}` },
      },
      {
        name: 'Admin table, first page of 10,000 (admin.businesses)',
        app: { name: 'admin table', path: `/trpc/admin.businesses?batch=1&input=${tableInput}`, headers: { cookie: admin.cookie } },
        floor: { name: 'bare admin table', path: '/admin/businesses' },
      },
      {
        name: 'Booking creation (POST /api/bookings, durable)',
        app: { name: 'create booking', method: 'POST', path: '/api/bookings', headers: { ...json, cookie: booker.cookie }, body: bookingBody },
        floor: { name: 'bare create booking', method: 'POST', path: '/bookings', headers: json, body: bookingBody },
      },
    ];
    for (const { app, floor } of pairs) {
      const [appSample, floorSample] = [await sample(server.url, app), await sample(bare.url, floor)];
      if (appSample.status >= 300 || floorSample.status >= 300) throw new Error(`${app.name}: ${appSample.status} ${appSample.text.slice(0, 200)} / floor ${floorSample.status}`);
    }

    log(`\nLoads of ${SECONDS} s at ${CONNECTIONS} connections (after a warm-up), on ${WORK_DIR}\n`);
    const report: Record<string, { server: Figures; bare: Figures; ratio: number }> = {};
    const floorCache = new Map<string, Figures>();
    for (const { name, app, floor } of pairs) {
      const serverFigures = await measure(server.url, app);
      const bareFigures = floorCache.get(floor.name) ?? (await measure(bare.url, floor));
      floorCache.set(floor.name, bareFigures);
      report[name] = { server: serverFigures, bare: bareFigures, ratio: serverFigures.requestsPerSecond / bareFigures.requestsPerSecond };
      log(
        `${name}\n  server ${serverFigures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${serverFigures.p50.toFixed(1)} ms  p99 ${serverFigures.p99.toFixed(1)} ms  errors ${serverFigures.errors}  non-2xx ${serverFigures.non2xx}\n` +
          `  bare   ${bareFigures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${bareFigures.p50.toFixed(1)} ms  p99 ${bareFigures.p99.toFixed(1)} ms  errors ${bareFigures.errors}  non-2xx ${bareFigures.non2xx}\n` +
          `  ratio  ${(report[name]!.ratio * 100).toFixed(0)}% of the floor\n`,
      );
    }

    const dashboards = Object.entries(report).filter(([name]) => name.startsWith('Dashboard'));
    const booking = report['Booking creation (POST /api/bookings, durable)']!;
    const goals: [string, boolean][] = [
      ...dashboards.map(([name, { ratio }]): [string, boolean] => [`${name}: at least 50% of the floor (${(ratio * 100).toFixed(0)}%)`, ratio >= 0.5]),
      ...dashboards.map(([name, { server: figures }]): [string, boolean] => [`${name}: p99 under 10 ms (${figures.p99.toFixed(1)} ms)`, figures.p99 < 10]),
      [`Booking creation: at least 500/s (${booking.server.requestsPerSecond.toFixed(0)}/s)`, booking.server.requestsPerSecond >= 500],
      [
        `No errors under any load (${Object.values(report).reduce((sum, { server: figures }) => sum + figures.errors + figures.non2xx, 0)})`,
        Object.values(report).every(({ server: figures }) => figures.errors === 0 && figures.non2xx === 0),
      ],
    ];
    log('Goals');
    for (const [goal, met] of goals) log(`  ${met ? 'met   ' : 'MISSED'} ${goal}`);
    writeFileSync(path.join(WORK_DIR, 'report.json'), JSON.stringify({ when: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, workDir: WORK_DIR, report, goals }, null, 2));
    process.exitCode = goals.every(([, met]) => met) ? 0 : 1;
  } finally {
    await bare?.stop();
    if (server) {
      server.kill('SIGTERM');
      await server.exited;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
