import { describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { seriesWeekdayOf } from '../../src/common/series.js';
import { Assignment, Offer } from '../../src/server/core/db/entities/assignment.js';
import { AssignmentSlot } from '../../src/server/areas/assignments/entities.js';
import { invariantViolations } from '../support/invariants.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminCaller, adminClient, ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/**
 * DECISIONS.md section 20 under contention: 50 chefs accept one series offer at once, spread
 * over three processes on one database. Each chef has one of the sessions off, so no accept
 * takes them all: each session ends with exactly one chef, the first accept that may take it;
 * every chef hears of every session, taken or why not; the sessions' offers, assignments and
 * slots agree, and every ledger still sums to its bank.
 */
const CHEFS = 50;
const SESSIONS = 8;

const processes = useServerAndSiblings(2);

describe('a series accepted by many chefs at once', () => {
  it(`${CHEFS} chefs accept one ${SESSIONS}-session series through three processes: each session has exactly one chef`, async () => {
    const { server } = processes;
    const admin = await adminClient(server);
    const fixtures = chefFixtures(server, admin);
    const chefs: { id: number; client: ApiClient; dayOff: number }[] = [];
    for (let index = 0; index < CHEFS; index += 1) {
      const chef = await fixtures.availableChef();
      chefs.push({ id: chef.id, client: await fixtures.signedInChef(chef.email), dayOff: index % SESSIONS });
    }
    const { client: business, businessId } = await registerWithAccount(server);
    await adminCaller(server).admin.addHours({ businessId, hours: 4 * SESSIONS, reason: 'Series race' });
    const firstDate = vancouverDay(10);
    const weekday = seriesWeekdayOf(firstDate);
    const series = await business.post('/api/bookings/series', { serviceType: 'in-person', firstDate, timeSlot: 'evening', duration: 4, weekdays: [weekday], every: 1, count: SESSIONS });
    expect(series.status, series.text).toBe(201);
    const sessions = (series.json.bookings as { id: number }[]).map(({ id }) => id);
    const days = (series.json.bookings as { bookingDate: string }[]).map(({ bookingDate }) => bookingDate);
    for (const chef of chefs) await server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: chef.id }, { from: days[chef.dayOff]!, to: days[chef.dayOff]!, reason: null });

    const offered = await admin.post(`/api/admin/series/${series.json.series.id}/offers`, { chefIds: chefs.map(({ id }) => id) });
    expect(offered.status, offered.text).toBe(201);
    const urls = processes.urls();
    const answers = await Promise.all(
      (offered.json.seriesOffers as { id: number; chefId: number }[]).map(async (seriesOffer, index) => {
        const through = new ApiClient(urls[index % urls.length]!);
        through.restore(chefs.find(({ id }) => id === seriesOffer.chefId)!.client.snapshot());
        const answer = await through.post(`/api/chef/series-offers/${seriesOffer.id}/accept`);
        return { chef: chefs.find(({ id }) => id === seriesOffer.chefId)!, status: answer.status, text: answer.text, json: answer.json as { taken: number[]; notTaken: { bookingId: number; reason: string }[] } };
      }),
    );

    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      // Each chef hears of every session: taken, or why not.
      expect([...answer.json.taken, ...answer.json.notTaken.map(({ bookingId }) => bookingId)].sort((a, b) => a - b)).toEqual([...sessions].sort((a, b) => a - b));
      // The day off is never taken; it is why not, unless another chef took it first.
      expect(answer.json.taken).not.toContain(sessions[answer.chef.dayOff]);
      for (const { bookingId, reason } of answer.json.notTaken) {
        expect(bookingId === sessions[answer.chef.dayOff] ? ['Time off that day', 'Already has a chef'] : ['Already has a chef']).toContain(reason);
      }
    }
    // Every session was taken by exactly one accept; the first of them took all but its day off.
    const takenBy = answers.flatMap(({ chef, json }) => json.taken.map((bookingId) => [bookingId, chef.id] as [number, number]));
    expect(takenBy.map(([bookingId]) => bookingId).sort((a, b) => a - b)).toEqual([...sessions].sort((a, b) => a - b));
    expect(Math.max(...answers.map(({ json }) => json.taken.length))).toBe(SESSIONS - 1);

    const manager = server.dataSource.manager;
    const assignments = await manager.findBy(Assignment, { bookingId: In(sessions) });
    expect(assignments.map(({ bookingId, chefId }) => [bookingId, chefId]).sort(([a], [b]) => a! - b!)).toEqual(takenBy.sort(([a], [b]) => a - b));
    // An evening of 4 hours holds its chef's evening slot, one row a session.
    expect(await manager.countBy(AssignmentSlot, { assignmentId: In(assignments.map(({ id }) => id)) })).toBe(SESSIONS);
    const offers = await manager.findBy(Offer, { bookingId: In(sessions) });
    for (const bookingId of sessions) {
      const statuses = offers.filter((offer) => offer.bookingId === bookingId).map(({ status }) => status);
      expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1);
      expect(statuses.filter((status) => status === 'filled')).toHaveLength(CHEFS - 1);
    }
    expect(await invariantViolations(server.db)).toEqual([]);
  }, 600_000);
});
