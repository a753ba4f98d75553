import { describe, expect, it } from 'vitest';
import { seriesWeekdayOf } from '../../src/common/series.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { invariantViolations } from '../support/invariants.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { adminCaller, registerWithAccount, vancouverDay } from './harness.js';

/**
 * DECISIONS.md section 21 under contention: an owner closes the business while its point of sale
 * keeps booking sessions and standing series with its API key, through three processes on one
 * database. A call whose key was checked just before the close committed must still book
 * nothing: once the close is done, the business has no confirmed booking, whatever each call
 * answered, and every ledger sums to its bank.
 */
const ROUNDS = 5;
const processes = useServerAndSiblings(2);

/** What the point of sale sends, turn by turn: bookings on days apart, and a series now and then. */
function posCall(turn: number, businessId: number): { path: string; body: unknown } {
  if (turn % 5 === 3) {
    const firstDate = vancouverDay(30 + (turn % 20));
    return { path: '/api/bookings/series', body: { serviceType: 'in-person', firstDate, timeSlot: 'evening', duration: 1, weekdays: [seriesWeekdayOf(firstDate)], every: 1, count: 2 } };
  }
  return { path: '/api/bookings', body: { businessId, serviceType: 'in-person', bookingDate: vancouverDay(5 + (turn % 20)), timeSlot: 'morning', duration: 1 } };
}

describe('a business closed while its API key books and orders', () => {
  it(`keeps nothing a key made once the close is done, over ${ROUNDS} rounds through three processes`, async () => {
    const { server } = processes;
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await registerWithAccount(server, { businessName: `Closing Kitchen ${round}` });
      await adminCaller(server).admin.addHours({ businessId: owner.businessId, hours: 500, reason: 'Close race' });
      const created = await owner.client.post('/api/business/api-keys', { name: 'Point of sale', role: 'manager' });
      expect(created.status, created.text).toBe(201);
      const key = created.json.key as string;
      const urls = processes.urls();

      // Calls go out through every process, one after another on each, until the close is done and a while after.
      let closed = false;
      let turn = 0;
      const statuses: number[] = [];
      const pointOfSale = urls.map(async (url) => {
        for (let after = 0; !closed || after < 3; after += closed ? 1 : 0) {
          const { path, body } = posCall((turn += 1), owner.businessId);
          const answer = await fetch(url + path, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
          await answer.arrayBuffer();
          statuses.push(answer.status);
        }
      });
      // The close starts once the point of sale is under way.
      await new Promise<void>((resolve) => setTimeout(resolve, 30));
      const close = await owner.client.post('/api/business/close', { password: owner.password });
      closed = true;
      await Promise.all(pointOfSale);

      expect(close.status, close.text).toBe(200);
      // Booked before the close (201, then canceled by it), refused (401: the key revoked, or the
      // business closed), or, under SQLite's contention, told to retry (503).
      expect(statuses.every((status) => [201, 401, 503].includes(status)), statuses.join(' ')).toBe(true);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
      expect(await server.dataSource.manager.countBy(Booking, { businessId: owner.businessId, status: 'confirmed' })).toBe(0);
    }
    expect(await invariantViolations(server.dataSource)).toEqual([]);
  }, 120_000);
});
