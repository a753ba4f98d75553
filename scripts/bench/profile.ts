/**
 * Where a benchmark load spends the server's CPU: runs one of `npm run bench`'s loads against
 * the compiled server started with --cpu-prof, then prints self time by package and by
 * function. Run `npm run bench` once first (it builds the server and seeds the database).
 *
 *   npx tsx scripts/bench/profile.ts rest|trpc|admin|book|order|webhook [seconds]
 *
 * BENCH_DIR is where `npm run bench` left its seed (.bench by default). With BENCH_DATABASE_URL,
 * the PostgreSQL server `npm run bench` seeded (run it once with the same BENCH_DATABASE_URL),
 * the load runs on a copy of that seed instead of SQLite's.
 *
 * JOBS=off starts the server without its job runner (the web process of a web + worker
 * deployment): with the default, on, the booking load's confirmation emails are rendered in the
 * process measured, as in `npm run bench`. `order` is the bench's order creation (invoice mode,
 * each business's pending orders up to the limit, a fixed stream rather than `seconds`); run it
 * with JOBS=off, as the bench does. `webhook` is the bench's Stripe webhook load (on SQLite): the
 * app with PAYMENTS=stripe against the stand-in, each seeded card order's
 * `checkout.session.completed` sent once.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { MAX_PENDING_ORDERS } from '../../src/common/schemas/billing.js';
import { startStripeStandin } from '../../tests/support/stripe-standin.js';
import { BUYERS, figuresOf, paySeededSessions, sendPosts, signInBuyers, signedCompletions, stripeEnv, type OneRequest } from './billing.js';
import { ADMIN_PASSWORD, ROOT, spawnServer, type SpawnDatabase } from './server-process.js';
import { BENCH_PASSWORD, BOOKER, POSTGRES_SEED_DATABASE, READER, SQLITE_SEED_FILE, STARTER_PACK, cardOrders } from './seed.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const scenario = process.argv[2] ?? 'rest';
const seconds = Number(process.argv[3] ?? 8);
// BENCH_DIR as for `npm run bench` (on tmpfs, the disk's fsync leaves the profile: only the CPU's work is left).
const workDir = path.resolve(process.env.BENCH_DIR ?? path.join(ROOT, '.bench'));
const dir = path.join(workDir, 'profile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const databasePath = path.join(dir, 'profile.db');

/**
 * With BENCH_DATABASE_URL (a PostgreSQL server on which `npm run bench` has seeded), a fresh copy
 * of that seed, as the bench makes one; otherwise a copy of the SQLite seed.
 */
async function profileDatabase(): Promise<SpawnDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    copyFileSync(path.join(workDir, SQLITE_SEED_FILE), databasePath);
    return { databasePath };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS chefconnect_bench_profile WITH (FORCE)');
    await admin.query(`CREATE DATABASE chefconnect_bench_profile TEMPLATE ${POSTGRES_SEED_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = '/chefconnect_bench_profile';
  return { databaseUrl: url.toString() };
}

const jobs = process.env.JOBS ?? 'on';
const standin = scenario === 'webhook' ? await startStripeStandin() : undefined;
const paymentsEnv = standin ? { PAYMENTS: 'stripe', ...stripeEnv(standin) } : {};
const server = await spawnServer({ ...(await profileDatabase()), dataDir: dir, env: { JOBS: jobs, ...paymentsEnv }, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, 'cpu')}`] });
async function login(pathname: string, body: unknown): Promise<string> {
  const response = await fetch(server.url + pathname, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}
const reader = await login('/api/mobile/login', { username: READER.username, password: BENCH_PASSWORD });
const booker = await login('/api/mobile/login', { username: BOOKER.username, password: BENCH_PASSWORD });
const admin = await login('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const input = (value: unknown) => encodeURIComponent(JSON.stringify({ 0: value }));
const loads: Record<string, Parameters<typeof autocannon>[0]> = {
  rest: { url: `${server.url}/api/dashboard/${READER.businessId}`, headers: { cookie: reader } },
  trpc: { url: `${server.url}/trpc/business.dashboard?batch=1&input=${input({ businessId: READER.businessId })}`, headers: { cookie: reader } },
  admin: { url: `${server.url}/trpc/admin.businesses?batch=1&input=${input({ page: 1, pageSize: 20, search: '', sortBy: 'createdAt', sortOrder: 'desc' })}`, headers: { cookie: admin } },
  book: {
    url: `${server.url}/api/bookings`,
    method: 'POST',
    headers: { cookie: booker, 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: BOOKER.businessId, bookingDate: inAMonth, timeSlot: 'morning', duration: 1 }),
  },
};
/** The loads that are a fixed stream, each request sent once: what each sends, and how many. */
async function fixedStream(): Promise<{ pick: (n: number) => OneRequest; amount: number } | undefined> {
  if (scenario === 'order') {
    const buyers = await signInBuyers(server.url);
    const body = JSON.stringify({ packId: STARTER_PACK.id });
    const pick = (n: number): OneRequest => ({ path: '/api/billing/orders', headers: { 'content-type': 'application/json', cookie: buyers[n % buyers.length]!.cookie }, body });
    // One order by each buyer first, left out of the profile as the bench's warm-up is: each
    // cookie unsealed once and the path compiled. The rest of each buyer's pending limit is the load.
    await sendPosts(server.url, pick, 10, { amount: BUYERS });
    return { pick, amount: BUYERS * (MAX_PENDING_ORDERS - 1) };
  }
  if (standin) {
    // About `seconds` of events at the rate the bench saw, each a different seeded order.
    const events = signedCompletions(standin, paySeededSessions(standin, cardOrders().slice(0, 400 * seconds)), '/api/webhooks/stripe');
    return { pick: (n) => events[n]!, amount: events.length };
  }
  return undefined;
}
const load = loads[scenario];
const stream = await fixedStream();
if (!load && !stream) throw new Error(`no load named ${scenario}: ${[...Object.keys(loads), 'order', 'webhook'].join(', ')}`);
// V8 stamps samples with the monotonic clock in microseconds, as hrtime reads it here: the
// samples before this instant (start-up, module loading, logins) are left out below.
const loadStarted = Number(process.hrtime.bigint() / 1000n);
const result = load ? await autocannon({ ...load, connections: 10, duration: seconds }) : await sendPosts(server.url, stream!.pick, 10, { amount: stream!.amount });
const figures = 'requests' in result ? figuresOf(result) : result;
console.log(`${scenario}: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx} (profiler on, JOBS=${jobs})`);
server.kill('SIGTERM');
await server.exited;
await standin?.close();

// One profile per thread (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile): the main thread's, the one that answers requests.
const file = readdirSync(path.join(dir, 'cpu')).find((name) => name.split('.')[4] === '0');
const profile = JSON.parse(readFileSync(path.join(dir, 'cpu', file!), 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
let sampledAt = profile.startTime;
profile.samples.forEach((id, index) => {
  sampledAt += profile.timeDeltas[index] ?? 0;
  if (sampledAt >= loadStarted) selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, time] of selfTime) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  const where = dependency ?? (url.includes('.bench/server') ? 'the app' : url.startsWith('node:') ? 'node core' : functionName || '(other)');
  byPackage.set(where, (byPackage.get(where) ?? 0) + time);
  const name = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\.bench\/server\//, '')}:${lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}
// Total (inclusive) time of the app's own functions: each sample counts once for every app
// function on its stack, so a caller such as the job runner's cycle or an email's rendering
// shows everything it costs, in dependencies included.
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const byAppFunction = new Map<string, number>();
for (const [id, time] of selfTime) {
  const seen = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
    const { functionName, url, lineNumber } = nodes.get(node)!.callFrame;
    if (!url.includes('.bench/server/')) continue;
    const name = `${functionName || '(anonymous)'} ${url.replace(/.*\.bench\/server\//, '')}:${lineNumber}`;
    if (seen.has(name)) continue;
    seen.add(name);
    byAppFunction.set(name, (byAppFunction.get(name) ?? 0) + time);
  }
}
const share = (time: number) => `${((100 * time) / total).toFixed(1)}%`.padStart(6);
console.log('\nSelf time by package');
for (const [name, time] of [...byPackage].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`${share(time)}  ${name}`);
console.log('\nSelf time by function');
for (const [name, time] of [...byFunction].sort((x, y) => y[1] - x[1]).slice(0, 20)) console.log(`${share(time)}  ${name}`);
console.log('\nTotal time by function of the app (with what it calls)');
for (const [name, time] of [...byAppFunction].sort((x, y) => y[1] - x[1]).slice(0, 25)) console.log(`${share(time)}  ${name}`);
