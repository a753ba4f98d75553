import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedSignInToken, EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { vancouverDay } from '../integration/harness.js';
import { adminCookie, clientAddress, readDatabase, registerBusiness, request, scratchDatabase, startServer, type Scratch } from './support.js';

/**
 * DECISIONS.md section 9 under contention, through every process: 50 chefs accepting one
 * booking at once (exactly one wins), and one chef accepting two bookings whose hours overlap
 * at once (exactly one wins), 20 rounds each. The locks decide; the assignment tables' keys would
 * catch anything past them.
 */
const CHEFS = 50;
const ROUNDS = 20;
/**
 * Two sessions of one day that share a slot by their hours (DECISIONS.md section 23), taken in
 * turn: a 12-hour all-day session against the morning and against the evening, and a 6-hour
 * morning (8 AM to 2 PM) against the afternoon, which only their hours make overlap.
 */
const OVERLAPPING: [first: [slot: string, hours: number], second: [slot: string, hours: number]][] = [
  [['all-day', 12], ['morning', 4]],
  [['all-day', 12], ['evening', 4]],
  [['morning', 6], ['afternoon', 4]],
];

let scratch: Scratch;
let servers: ServerProcess[] = [];
let admin: string;
let urls: string[];

beforeAll(async () => {
  scratch = await scratchDatabase();
  const processes = scratch.databaseUrl.startsWith('sqlite:') ? 2 : 4;
  servers = [await startServer(scratch.databaseUrl, scratch.dir)];
  admin = await adminCookie(servers[0]!.url);
  while (servers.length < processes) servers.push(await startServer(scratch.databaseUrl, scratch.dir));
  urls = servers.map((server) => server.url);
});

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGTERM');
    await server.exited;
  }
  await scratch.remove();
});

/** An active chef who works every slot, signed in: their cc_chef cookie. */
async function availableChef(index: number): Promise<{ id: number; cookie: string }> {
  const email = `race.chef.${index}.${Date.now()}@example.com`;
  const created = await request(urls[0]!, 'POST', '/api/admin/chefs', {
    name: `Race Chef ${index}`,
    email,
    specialty: 'Speed',
    group: 'rising',
    yearsExperience: 5,
    serviceTypes: ['in-person'],
    hourlyRate: 45,
    status: 'active',
  }, admin);
  expect(created.status, created.text).toBe(201);
  const asked = await request(urls[0]!, 'POST', '/api/chef/login-link', { email }, '', { 'x-forwarded-for': clientAddress() });
  expect(asked.status).toBe(200);
  const login = await request(urls[0]!, 'POST', '/api/chef/login', { token: await emailedSignInToken(path.join(scratch.dir, 'outbox'), email) });
  expect(login.status, login.text).toBe(200);
  const cookie = login.setCookies.find((line) => line.startsWith('cc_chef='))!.split(';')[0]!;
  expect((await request(urls[0]!, 'PUT', '/api/chef/availability', { weekly: EVERY_SLOT_OF_THE_WEEK }, cookie)).status).toBe(200);
  return { id: (created.json as { id: number }).id, cookie };
}

/** A confirmed in-person booking of a new business on a day of its own. */
async function bookingOn(day: string, timeSlot: string, duration = 4): Promise<number> {
  const business = await registerBusiness(urls[0]!, 4);
  const answer = await request(urls[0]!, 'POST', '/api/bookings', { businessId: business.businessId, bookingDate: day, timeSlot, duration }, business.cookie);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { booking: { id: number } }).booking.id;
}

async function offer(bookingId: number, chefIds: number[]): Promise<{ id: number; chefId: number }[]> {
  const answer = await request(urls[0]!, 'POST', `/api/admin/bookings/${bookingId}/offers`, { chefIds }, admin);
  expect(answer.status, answer.text).toBe(201);
  return answer.json as { id: number; chefId: number }[];
}

function tally(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('staffing races through several processes', () => {
  it(`${CHEFS} chefs accept one booking at once: one 200, ${CHEFS - 1} × 409, one assignment; ${ROUNDS} rounds`, async () => {
    const chefs: { id: number; cookie: string }[] = [];
    for (let index = 0; index < CHEFS; index += 1) chefs.push(await availableChef(index));
    for (let round = 0; round < ROUNDS; round += 1) {
      const bookingId = await bookingOn(vancouverDay(20 + round), 'evening');
      const offers = await offer(bookingId, chefs.map(({ id }) => id));
      const answers = await Promise.all(
        offers.map((made, index) => {
          const chef = chefs.find(({ id }) => id === made.chefId)!;
          return request(urls[index % urls.length]!, 'POST', `/api/chef/offers/${made.id}/accept`, undefined, chef.cookie);
        }),
      );
      expect(tally(answers), `round ${round}`).toEqual({ 200: 1, 409: CHEFS - 1 });
      for (const answer of answers.filter(({ status }) => status === 409)) {
        expect((answer.json as { message: string }).message).toBe('This booking has already been staffed');
      }
      const assignments = await readDatabase(scratch.databaseUrl, ({ manager }) => manager.findBy(Assignment, { bookingId }));
      expect(assignments).toHaveLength(1);
      const winner = answers.findIndex(({ status }) => status === 200);
      expect(assignments[0]!.chefId).toBe(offers[winner]!.chefId);
    }
  }, 900_000);

  it(`one chef accepts two overlapping bookings at once: exactly one wins; ${ROUNDS} rounds`, async () => {
    const chef = await availableChef(CHEFS + 1);
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = vancouverDay(50 + round);
      const [[firstSlot, firstHours], [secondSlot, secondHours]] = OVERLAPPING[round % OVERLAPPING.length]!;
      const [first] = await offer(await bookingOn(day, firstSlot, firstHours), [chef.id]);
      const [second] = await offer(await bookingOn(day, secondSlot, secondHours), [chef.id]);
      const answers = await Promise.all(
        [first!, second!].map((made, index) => request(urls[(round + index) % urls.length]!, 'POST', `/api/chef/offers/${made.id}/accept`, undefined, chef.cookie)),
      );
      expect(tally(answers), `round ${round}`).toEqual({ 200: 1, 409: 1 });
      expect((answers.find(({ status }) => status === 409)!.json as { message: string }).message).toBe('This overlaps another of your assignments');
      const held = await readDatabase(scratch.databaseUrl, ({ manager }) => manager.countBy(Assignment, { chefId: chef.id }));
      expect(held).toBe(round + 1);
    }
    for (const server of servers) expect(server.output()).not.toMatch(/failed:|SQLITE_BUSY| 500 /);
  }, 900_000);
});
