import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { ContactMessage } from '../../src/server/areas/inbox/index.js';
import { addHours, adminCookie, bankOf, book, invariantViolations, readDatabase, clientAddress, registerBusiness, request, scratchDatabase, startServer, waitFor, type Business, type Scratch } from './support.js';

/**
 * Kill -9 in the middle of a write load, restart, and check that nothing answered 2xx was
 * lost or half-written: every acknowledged booking, cancellation and contact message is in
 * the database, SQLite's integrity check says ok and every ledger still sums to its bank.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 50);
const WORKERS = 12;

let scratch: Scratch;

beforeAll(async () => {
  scratch = await scratchDatabase();
});
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  await scratch?.remove();
});

interface Acknowledged {
  /** Booking id → business id, for bookings answered 2xx. */
  booked: Map<number, number>;
  /** Bookings whose cancellation was answered 2xx. */
  canceled: Set<number>;
  /** Unique texts of contact messages answered 2xx. */
  messages: Set<string>;
}

/** One worker's loop of writes until the server dies under it. */
async function writeUntilKilled(url: string, businesses: Business[], acked: Acknowledged, worker: number, round: number): Promise<void> {
  for (let step = 0; ; step += 1) {
    const business = businesses[(worker + step) % businesses.length]!;
    const choice = (worker * 7 + step * 13) % 20;
    try {
      if (choice < 12) {
        const answer = await book(url, business, step % 2 === 0, 20 + (step % 30));
        if (answer.status === 200 || answer.status === 201) acked.booked.set(answer.id!, business.businessId);
      } else if (choice < 17) {
        const own = [...acked.booked].filter(([id, owner]) => owner === business.businessId && !acked.canceled.has(id));
        const target = own[(step * 31 + worker) % Math.max(1, own.length)];
        if (!target) continue;
        const answer = await request(url, 'PATCH', `/api/bookings/${target[0]}`, { status: 'canceled' }, business.cookie);
        if (answer.status === 200) acked.canceled.add(target[0]);
      } else {
        const text = `crash round ${round} worker ${worker} step ${step}`;
        const answer = await request(url, 'POST', '/api/contact', { name: 'Load', email: 'load@example.com', subject: 'general', message: text }, '', { 'x-forwarded-for': clientAddress() });
        if (answer.status === 201) acked.messages.add(text);
      }
    } catch {
      return; // The server is gone.
    }
  }
}

function verify(databasePath: string, acked: Acknowledged): Promise<string[]> {
  return readDatabase(databasePath, async (dataSource) => {
    const problems = await invariantViolations(dataSource);
    const statusOf = new Map((await dataSource.manager.find(Booking, { select: { id: true, status: true } })).map((booking) => [booking.id, booking.status]));
    for (const [id] of acked.booked) {
      const status = statusOf.get(id);
      if (!status) problems.push(`acknowledged booking ${id} is missing`);
      else if (acked.canceled.has(id) && status !== 'canceled') problems.push(`acknowledged cancellation of booking ${id} is missing (${status})`);
    }
    const copies = new Map<string, number>();
    for (const { message } of await dataSource.manager.find(ContactMessage, { select: { message: true } })) copies.set(message, (copies.get(message) ?? 0) + 1);
    for (const text of acked.messages) if (copies.get(text) !== 1) problems.push(`acknowledged contact message "${text}" is missing`);
    return problems;
  });
}

describe('crash loop', () => {
  it(`keeps every acknowledged write and a consistent database through ${ROUNDS} SIGKILLs mid-load`, async () => {
    server = await startServer(scratch.databaseUrl, scratch.dir);
    const admin = await adminCookie(server.url);
    const businesses = await Promise.all(Array.from({ length: 4 }, () => registerBusiness(server!.url, 1)));
    const acked: Acknowledged = { booked: new Map(), canceled: new Set(), messages: new Set() };
    let kills = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) {
        server = await startServer(scratch.databaseUrl, scratch.dir);
        // After the restart the server itself shows every acknowledged booking.
        for (const business of businesses) {
          const dashboard = await request(server.url, 'GET', `/api/dashboard/${business.businessId}`, undefined, business.cookie);
          expect(dashboard.status).toBe(200);
          const shown = new Map((dashboard.json as { bookings: { id: number; status: string }[] }).bookings.map((booking) => [booking.id, booking.status]));
          for (const [id, owner] of acked.booked) {
            if (owner !== business.businessId) continue;
            expect(shown.has(id), `booking ${id} after restart ${round}`).toBe(true);
            if (acked.canceled.has(id)) expect(shown.get(id)).toBe('canceled');
          }
        }
      }
      for (const business of businesses) {
        const bank = await bankOf(scratch.databaseUrl, business.businessId);
        if (bank.totalHours - bank.usedHours < 200) await addHours(server.url, admin, business.businessId, 1000);
      }
      const before = acked.booked.size + acked.canceled.size + acked.messages.size;
      const load = Promise.all(Array.from({ length: WORKERS }, (_, worker) => writeUntilKilled(server!.url, businesses, acked, worker, round)));
      // Kill at a different moment each round, once some writes have been answered.
      const deadline = Date.now() + 2000;
      while (acked.booked.size + acked.canceled.size + acked.messages.size < before + 20 && Date.now() < deadline) await waitFor(2);
      await waitFor((round * 37) % 120);
      server.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      kills += 1;
      await load;
      expect(await verify(scratch.databaseUrl, acked), `after kill ${kills}`).toEqual([]);
    }
    expect(kills).toBe(ROUNDS);
    expect(acked.booked.size).toBeGreaterThan(ROUNDS * 10);
    console.log(`crash loop: ${kills} kills; ${acked.booked.size} bookings, ${acked.canceled.size} cancellations and ${acked.messages.size} messages acknowledged, all present`);
  }, 900_000);
});
