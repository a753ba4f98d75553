import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { addHours, adminCookie, bankOf, book, invariantViolations, readDatabase, registerBusiness, request, scratchDatabase, startServer, type Scratch } from './support.js';

/**
 * 200 one-hour bookings at once against a labor bank that covers K of them: exactly K are
 * booked, the other 200 - K are refused with 409, nothing answers 5xx, and the bank's ledger
 * sums to its balance. Half the requests go through REST, half through tRPC.
 */
const REQUESTS = 200;
/** The edges first (nothing left, one, all but one, all), then values in between. */
const COVERED = [0, 1, 199, 200, 8, 7, 9, 100, 37, 150, 63, 12, 181, 2, 90, 55, 120, 16, 174, 30];

let scratch: Scratch;
let servers: ServerProcess[] = [];
let admin: string;
/**
 * Processes sharing the database: SQLite's are processes on one host sharing a file; on
 * PostgreSQL, four, as `WEB_CONCURRENCY=4` or four hosts would run (DECISIONS.md section 7).
 */
let processes: number;

beforeAll(async () => {
  scratch = await scratchDatabase();
  processes = scratch.databaseUrl.startsWith('sqlite:') ? 2 : 4;
  servers = [await startServer(scratch.databaseUrl, scratch.dir)];
  admin = await adminCookie(servers[0]!.url);
});

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGTERM');
    await server.exited;
  }
  await scratch.remove();
});

/** A business with exactly `covered` hours available: registration leaves 8 of the 20. */
async function businessCovering(url: string, covered: number) {
  const business = await registerBusiness(url, 12);
  if (covered > 8) await addHours(url, admin, business.businessId, covered - 8);
  if (covered < 8) {
    const first = await request(url, 'POST', '/api/bookings', { businessId: business.businessId, bookingDate: '2099-01-01', timeSlot: 'morning', duration: 8 - covered }, business.cookie);
    expect(first.status, first.text).toBe(201);
  }
  const bank = await bankOf(scratch.databaseUrl, business.businessId);
  expect(bank.totalHours - bank.usedHours).toBe(covered);
  return business;
}

async function round(covered: number, urls: string[]) {
  const business = await businessCovering(urls[0]!, covered);
  const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => book(urls[index % urls.length]!, business, index % 4 >= 2)));
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const booked = answers.filter((answer) => answer.status === 200 || answer.status === 201);
  expect(Object.fromEntries(statuses), `K = ${covered}`).toEqual(
    Object.fromEntries(
      [
        [201, booked.filter((answer) => answer.status === 201).length],
        [200, booked.filter((answer) => answer.status === 200).length],
        [409, REQUESTS - covered],
      ].filter(([, count]) => count! > 0),
    ),
  );
  expect(booked.length).toBe(covered);
  expect(new Set(booked.map((answer) => answer.id)).size).toBe(covered);
  const bank = await bankOf(scratch.databaseUrl, business.businessId);
  expect(bank.totalHours - bank.usedHours, 'nothing left in the bank').toBe(0);
  expect(bank.ledger, 'the ledger sums to the balance').toBe(bank.totalHours - bank.usedHours);
  expect(bank.confirmedHours, 'used hours are the booked hours').toBe(bank.usedHours);
  const dashboard = await request(urls[0]!, 'GET', `/api/dashboard/${business.businessId}`, undefined, business.cookie);
  expect((dashboard.json as { laborBank: { availableHours: number } }).laborBank.availableHours).toBe(0);
}

describe('200 booking requests at once', () => {
  it('book exactly the K the labor bank covers and refuse the rest with 409, 20 times over', async () => {
    for (const covered of COVERED) await round(covered, [servers[0]!.url]);
    expect(await readDatabase(scratch.databaseUrl, invariantViolations)).toEqual([]);
  }, 600_000);

  it('book exactly K with several server processes writing to the same database', async () => {
    while (servers.length < processes) servers.push(await startServer(scratch.databaseUrl, scratch.dir));
    const urls = servers.map((server) => server.url);
    // PostgreSQL is where many processes are the point: every round there.
    for (const covered of processes > 2 ? COVERED : [0, 200, 73, 128]) await round(covered, urls);
    expect(await readDatabase(scratch.databaseUrl, invariantViolations)).toEqual([]);
    for (const server of servers) expect(server.output()).not.toMatch(/failed:|SQLITE_BUSY/);
  }, 900_000);

  it('refund a booking once when 40 cancels of it arrive at once through every process', async () => {
    while (servers.length < processes) servers.push(await startServer(scratch.databaseUrl, scratch.dir));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const business = await registerBusiness(servers[0]!.url, 12);
      const dashboard = await request(servers[0]!.url, 'GET', `/api/dashboard/${business.businessId}`, undefined, business.cookie);
      const [booking] = (dashboard.json as { bookings: { id: number }[] }).bookings;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => request(servers[index % servers.length]!.url, 'PATCH', `/api/bookings/${booking!.id}`, { status: 'canceled' }, business.cookie)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200), answers.map((answer) => answer.text).join('\n').slice(0, 500)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(39);
      const bank = await bankOf(scratch.databaseUrl, business.businessId);
      expect(bank.totalHours - bank.usedHours, 'refunded once: all 20 hours back').toBe(20);
      expect(bank.ledger).toBe(20);
    }
  }, 300_000);
});
