/**
 * npm run bench:webhooks — how soon a webhook hears of a change, and how many deliveries a
 * process's job runner sends a second (DECISIONS.md section 19).
 *
 * Starts the compiled production server (scripts/bench/server-process.ts, as `npm run bench`
 * does) on a temporary SQLite file with WEBHOOK_TARGETS=any, and a receiver on loopback that
 * answers every POST 200 at once and notes when each arrived.
 *
 * 1. Throughput: a web-only process (JOBS=off) registers a business, gives it 10 webhooks and
 *    queues BENCH_DELIVERIES test pings across them (POST /api/business/webhooks/{id}/test:
 *    deliveries and nothing else, no emails beside them). Then a process with the job runner
 *    starts on the same file and sends the backlog; the figure is deliveries a second from its
 *    first arrival to its last.
 * 2. Latency after commit: with one webhook left enabled, for booking.created, BENCH_RUNS
 *    bookings one after the other through the runner's process (POST /api/bookings); for each,
 *    the time from its 201 (the change committed) to the arrival of its delivery. Median and
 *    p99, after a warm-up. Each booking also queues its other jobs (the business's email, the
 *    offers), as in production, and is then canceled so that the labor bank never runs out.
 *
 * Every delivery received is verified with the npm `standardwebhooks` package, as an integrator
 * would, once its answer has gone. Not a test: the figures depend on the machine.
 *
 * Options (environment): BENCH_DELIVERIES (default 2000), BENCH_RUNS (default 200).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { registrationBody, vancouverDay } from '../tests/integration/fixtures.js';
import { buildServer, spawnServer, type ServerProcess } from './bench/server-process.js';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 10;
const WEBHOOKS = 10;
const PARALLEL_REQUESTS = 10;

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** The local receiver: every POST answered 200 at once; whoever waits for a booking's delivery is told when it arrives. */
async function startReceiver() {
  /** When each delivery arrived (performance.now()). */
  const arrivals: number[] = [];
  /** Each webhook's secret by the path it sends to; every delivery is verified on arrival, after its answer went. */
  const secrets = new Map<string, string>();
  let verified = 0;
  const waiting = new Map<number, (at: number) => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      response.end();
      const body = Buffer.concat(chunks);
      arrivals.push(at);
      try {
        new Webhook(secrets.get(request.url ?? '') ?? 'whsec_AA==').verify(body, request.headers as Record<string, string>);
        verified += 1;
      } catch {
        // Counted as not verified.
      }
      const bookingId = (JSON.parse(body.toString('utf8')) as { data: { booking?: { id: number } } }).data.booking?.id;
      if (bookingId !== undefined) waiting.get(bookingId)?.(at);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    secrets,
    verified: () => verified,
    /** When the booking's delivery arrives (registered before the booking is made, so none is missed). */
    arrivalOf: (bookingId: number) => new Promise<number>((resolve) => waiting.set(bookingId, resolve)),
    waitFor: async (count: number, timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      while (arrivals.length < count) {
        if (Date.now() > until) throw new Error(`only ${arrivals.length} of ${count} deliveries arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A signed-in business over fetch: JSON in and out, its session cookie carried. */
function businessClient(url: string) {
  let cookie = '';
  async function call(method: string, pathname: string, body?: unknown) {
    const response = await fetch(new URL(pathname, url), {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status >= 300) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }
  return { call, cookie: () => cookie, useCookie: (value: string) => (cookie = value) };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function main() {
  log('Building the server…');
  buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chefconnect-bench-webhooks-'));
  const databasePath = path.join(dataDir, 'bench.sqlite');
  const receiver = await startReceiver();
  const processes: ServerProcess[] = [];
  const start = async (jobs: 'on' | 'off') => {
    const server = await spawnServer({ databasePath, dataDir, env: { WEBHOOK_TARGETS: 'any', JOBS: jobs, MAIL_TRANSPORT: 'outbox' } });
    processes.push(server);
    return server;
  };
  try {
    const web = await start('off');
    const business = businessClient(web.url);
    const registered = (await business.call('POST', '/api/register', registrationBody())) as { business: { id: number }; contact: { id: number } };
    const businessId = registered.business.id;
    await business.call('POST', '/api/mobile/setup', { username: 'webhook_bench', password: 'correct horse battery', contactId: registered.contact.id });
    const webhookIds: number[] = [];
    for (let index = 0; index < WEBHOOKS; index += 1) {
      const created = (await business.call('POST', '/api/business/webhooks', { url: `${receiver.url}/${index}`, events: ['*'] })) as { webhook: { id: number }; secret: string };
      webhookIds.push(created.webhook.id);
      receiver.secrets.set(`/hooks/${index}`, created.secret);
    }

    log(`Queueing ${DELIVERIES} test pings across ${WEBHOOKS} webhooks with the job runner off…`);
    for (let sent = 0; sent < DELIVERIES; sent += PARALLEL_REQUESTS) {
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL_REQUESTS, DELIVERIES - sent) }, (_, index) => business.call('POST', `/api/business/webhooks/${webhookIds[(sent + index) % WEBHOOKS]}/test`)),
      );
    }
    const runner = await start('on');
    await receiver.waitFor(DELIVERIES, 600_000);
    const backlog = receiver.arrivals.slice(0, DELIVERIES);
    const seconds = (backlog.at(-1)! - backlog[0]!) / 1000;
    const throughput = Math.round((DELIVERIES - 1) / seconds);
    log(`Throughput: ${DELIVERIES} deliveries in ${seconds.toFixed(2)} s, ${throughput} deliveries/s (one process, SQLite)`);
    web.kill('SIGTERM');
    await web.exited;

    log(`Latency: ${RUNS} bookings one after the other, one webhook enabled…`);
    const through = businessClient(runner.url);
    through.useCookie(business.cookie());
    await through.call('PATCH', `/api/business/webhooks/${webhookIds[0]}`, { events: ['booking.created'] });
    for (const webhookId of webhookIds.slice(1)) await through.call('PATCH', `/api/business/webhooks/${webhookId}`, { enabled: false });
    const latencies: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      // A day of its own for each booking, weeks ahead.
      const bookingDate = vancouverDay(30 + run);
      const answer = (await through.call('POST', '/api/bookings', { businessId, bookingDate, timeSlot: 'morning', duration: 1 })) as { booking: { id: number } };
      const committed = performance.now();
      const arrived = await Promise.race([
        receiver.arrivalOf(answer.booking.id),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`booking ${answer.booking.id}'s delivery never arrived`)), 30_000)),
      ]);
      if (run >= WARM_UP) latencies.push(arrived - committed);
      // Canceled weeks ahead, its hour goes back to the labor bank: the next booking never runs out.
      await through.call('PATCH', `/api/bookings/${answer.booking.id}`, { status: 'canceled' });
    }
    latencies.sort((a, b) => a - b);
    log(`Latency after commit: median ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (${RUNS} bookings)`);

    const verified = receiver.verified();
    log(`Verified with standardwebhooks: ${verified} of ${receiver.arrivals.length} deliveries`);
    if (verified !== receiver.arrivals.length) process.exitCode = 1;
  } finally {
    for (const server of processes) server.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.exited));
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
