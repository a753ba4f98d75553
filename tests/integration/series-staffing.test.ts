import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../src/common/dates.js';
import { seriesWeekdayOf } from '../../src/common/series.js';
import { bookingStart, shiftDay } from '../../src/common/vancouver-time.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { ADMIN_PRINCIPAL, adminCaller, registerWithAccount, vancouverDay } from './harness.js';

/**
 * Staffing a standing booking (DECISIONS.md section 20) through HTTP: "Offer series" to chefs,
 * the chef's one card with the sessions and their pay, an accept that takes what the chef may
 * work and says why not for the rest, the first accept winning each session, a decline, and
 * the chef of the latest completed session listed first for the series' next one.
 */

const suite = useClockedServer();
const HOUR = 3_600_000;

/** A new business's weekly in-person evening series from `daysAhead` on, `count` sessions of 4 hours, with hours enough. */
async function weeklySeries(daysAhead: number, count: number, overrides: Record<string, unknown> = {}) {
  const { client, businessId, body } = await registerWithAccount(suite.server);
  await adminCaller(suite.server).admin.addHours({ businessId, hours: 4 * count, reason: 'Series staffing test' });
  const firstDate = vancouverDay(daysAhead);
  const weekday = seriesWeekdayOf(firstDate);
  const answer = await client.post('/api/bookings/series', { serviceType: 'in-person', firstDate, timeSlot: 'evening', duration: 4, weekdays: [weekday], every: 1, count, ...overrides });
  expect(answer.status, answer.text).toBe(201);
  const sessions = answer.json.bookings as { id: number; bookingDate: string }[];
  return { client, businessId, email: body.email, seriesId: answer.json.series.id as number, sessions, firstDate };
}

/** The evening slot (4 PM to 8 PM in Vancouver, UTC−7 all year) of a day, as the answers write it. */
function evening(day: string) {
  return { startsAt: `${day}T23:00:00.000Z`, endsAt: `${shiftDay(day, 1)}T03:00:00.000Z` };
}

async function chefOf(bookingId: number): Promise<number | undefined> {
  return (await suite.server.dataSource.manager.findOneBy(Assignment, { bookingId }))?.chefId;
}

describe('offering a series', () => {
  it('offers every session at once in one card and one email; the first chef takes all but the day off, the second that day, and hears the others have a chef', async () => {
    const { seriesId, sessions, firstDate } = await weeklySeries(3, 4);
    const [s1, s2, s3, s4] = sessions.map(({ id }) => id);
    const first = await suite.fixtures.availableChef({ hourlyRate: 40 });
    const second = await suite.fixtures.availableChef({ hourlyRate: 50 });
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: first.id }, { from: sessions[2]!.bookingDate, to: sessions[2]!.bookingDate, reason: null });

    const offered = await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [first.id, second.id] });
    expect(offered.status, offered.text).toBe(201);
    expect(offered.json).toEqual({ success: true, seriesOffers: [{ id: expect.any(Number), chefId: first.id }, { id: expect.any(Number), chefId: second.id }] });
    const [firstOffer, secondOffer] = offered.json.seriesOffers as { id: number }[];

    // One email for the series, none per session.
    const offerMails = (await suite.server.outbox()).filter((mail) => mail.to === first.email && /^New offer/.test(mail.subject));
    expect(offerMails.map(({ subject }) => subject)).toEqual([`New offer: 4 sessions from ${new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${firstDate}T12:00:00Z`))}`]);
    expect(offerMails[0]!.body).toContain('$640.00 in all');

    const firstChef = await suite.fixtures.signedInChef(first.email);
    const secondChef = await suite.fixtures.signedInChef(second.email);
    const card = await firstChef.get('/api/chef/series-offers');
    expect(card.status).toBe(200);
    expect(card.json).toEqual({
      seriesOffers: [
        {
          id: firstOffer!.id,
          seriesId,
          businessName: expect.any(String),
          sessions: sessions.map(({ id, bookingDate }) => ({ bookingId: id, bookingDate, timeSlot: 'evening', duration: 4, ...evening(bookingDate) })),
          // 4 sessions × 4 hours × $40.
          payCents: 64_000,
          expiresAt: expect.any(String),
        },
      ],
    });
    expect(Date.parse(card.json.seriesOffers[0].expiresAt) - Date.now()).toBeGreaterThan(11.9 * HOUR);
    expect((await secondChef.get('/api/chef/series-offers')).json.seriesOffers[0].payCents).toBe(80_000);
    // The sessions are not also four single cards.
    expect((await firstChef.get('/api/chef/offers')).json).toEqual([]);
    const board = (await suite.admin.get(`/api/admin/bookings?from=${firstDate}&to=${sessions[3]!.bookingDate}`)).json as { bookingId: number; staffing: string; openOffers: number }[];
    expect(board.filter(({ bookingId }) => [s1, s2, s3, s4].includes(bookingId)).map(({ staffing, openOffers }) => [staffing, openOffers])).toEqual([
      ['offered', 2],
      ['offered', 2],
      ['offered', 2],
      ['offered', 2],
    ]);

    // Another chef's series offer is not found.
    expect((await secondChef.post(`/api/chef/series-offers/${firstOffer!.id}/accept`)).status).toBe(404);
    const accepted = await firstChef.post(`/api/chef/series-offers/${firstOffer!.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toEqual({ success: true, taken: [s1, s2, s4], notTaken: [{ bookingId: s3, reason: 'Time off that day' }] });

    const late = await secondChef.post(`/api/chef/series-offers/${secondOffer!.id}/accept`);
    expect(late.status, late.text).toBe(200);
    expect(late.json).toEqual({
      success: true,
      taken: [s3],
      notTaken: [s1, s2, s4].map((bookingId) => ({ bookingId, reason: 'Already has a chef' })),
    });
    expect([await chefOf(s1!), await chefOf(s2!), await chefOf(s3!), await chefOf(s4!)]).toEqual([first.id, first.id, second.id, first.id]);
    // Nothing is left on either card.
    expect((await firstChef.get('/api/chef/series-offers')).json).toEqual({ seriesOffers: [] });
    expect((await secondChef.get('/api/chef/series-offers')).json).toEqual({ seriesOffers: [] });
    expect((await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [second.id] })).json).toEqual({ message: 'Every session of this series still to come has a chef' });
  });

  it('refuses an unknown series (404), a chef who may work none of its sessions (409, named), and writes nothing', async () => {
    const { seriesId, sessions } = await weeklySeries(4, 2);
    const virtualOnly = await suite.fixtures.availableChef({ serviceTypes: ['virtual'] });
    const able = await suite.fixtures.availableChef();
    const unknown = await suite.admin.post('/api/admin/series/999999/offers', { chefIds: [able.id] });
    expect([unknown.status, unknown.json.message]).toEqual([404, 'Series not found']);
    const refused = await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [able.id, virtualOnly.id] });
    expect([refused.status, refused.json.message]).toEqual([409, `${virtualOnly.name}: This chef does not take in-person work`]);
    const board = (await suite.admin.get(`/api/admin/bookings?from=${sessions[0]!.bookingDate}&to=${sessions[1]!.bookingDate}`)).json as { bookingId: number; staffing: string }[];
    expect(board.filter(({ bookingId }) => sessions.some(({ id }) => id === bookingId)).map(({ staffing }) => staffing)).toEqual(['awaiting-chef', 'awaiting-chef']);
  });

  it('a decline closes the whole offer: a second decline or an accept is 409 "This offer is no longer open", and the chef may be asked again', async () => {
    const { seriesId } = await weeklySeries(5, 2);
    const chef = await suite.fixtures.availableChef();
    const [made] = (await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [chef.id] })).json.seriesOffers as { id: number }[];
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    const declined = await chefClient.post(`/api/chef/series-offers/${made!.id}/decline`);
    expect([declined.status, declined.json]).toEqual([200, { success: true }]);
    for (const action of ['decline', 'accept']) {
      const again = await chefClient.post(`/api/chef/series-offers/${made!.id}/${action}`);
      expect([again.status, again.json.message]).toEqual([409, 'This offer is no longer open']);
    }
    expect((await chefClient.get('/api/chef/series-offers')).json).toEqual({ seriesOffers: [] });
    const askedAgain = await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [chef.id] });
    expect(askedAgain.json.seriesOffers).toEqual([{ id: expect.any(Number), chefId: chef.id }]);
    // Still holding that one, the chef is not asked a third time.
    expect((await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [chef.id] })).json).toEqual({ success: true, seriesOffers: [] });
  });

  it('each session drops out of the offer at its own start: the card, its pay and the accept leave it out', async () => {
    const { seriesId, sessions } = await weeklySeries(2, 3);
    const [s1, s2, s3] = sessions.map(({ id }) => id);
    const firstStart = Date.parse(evening(sessions[0]!.bookingDate).startsAt);
    await setClock(suite, firstStart - 8 * HOUR);
    const chef = await suite.fixtures.availableChef({ hourlyRate: 40 });
    const [made] = (await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [chef.id] })).json.seriesOffers as { id: number }[];
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    expect((await chefClient.get('/api/chef/series-offers')).json.seriesOffers[0].sessions.map(({ bookingId }: { bookingId: number }) => bookingId)).toEqual([s1, s2, s3]);

    await setClock(suite, firstStart + HOUR);
    const card = (await chefClient.get('/api/chef/series-offers')).json.seriesOffers[0];
    expect(card.sessions.map(({ bookingId }: { bookingId: number }) => bookingId)).toEqual([s2, s3]);
    expect(card.payCents).toBe(32_000);
    expect((await chefClient.post(`/api/chef/series-offers/${made!.id}/accept`)).json).toEqual({ success: true, taken: [s2, s3], notTaken: [] });
    expect(await chefOf(s1!)).toBeUndefined();
  });
});

describe('the emails of a series accept', () => {
  it('tells the chef, the business and each other chef offered the series once, naming every session, not once a session', async () => {
    const { seriesId, sessions, email } = await weeklySeries(6, 3);
    const taker = await suite.fixtures.availableChef();
    const others = [await suite.fixtures.availableChef(), await suite.fixtures.availableChef()];
    const offered = await suite.admin.post(`/api/admin/series/${seriesId}/offers`, { chefIds: [taker.id, ...others.map(({ id }) => id)] });
    expect(offered.status, offered.text).toBe(201);
    const takerOffer = (offered.json.seriesOffers as { id: number; chefId: number }[]).find(({ chefId }) => chefId === taker.id)!;
    const accepted = await (await suite.fixtures.signedInChef(taker.email)).post(`/api/chef/series-offers/${takerOffer.id}/accept`);
    expect(accepted.json).toEqual({ success: true, taken: sessions.map(({ id }) => id), notTaken: [] });

    const outbox = await suite.server.outbox();
    // Every session in words, at its Vancouver time (the evening slot is 4 PM to 8 PM).
    const sessionLines = sessions.map(({ bookingDate }) => `${formatLongDay(bookingDate)}: Evening, 4:00 p.m. to 8:00 p.m.`);
    const confirmed = outbox.filter((mail) => mail.to === taker.email && /^You are confirmed/.test(mail.subject));
    expect(confirmed.map(({ subject }) => subject)).toEqual([`You are confirmed for 3 sessions from ${formatLongDay(sessions[0]!.bookingDate)}`]);
    for (const line of sessionLines) expect(confirmed[0]!.body).toContain(line);
    const toBusiness = outbox.filter((mail) => mail.to === email && mail.subject === 'Your chef is confirmed');
    expect(toBusiness).toHaveLength(1);
    expect(toBusiness[0]!.body).toContain(`Your chef is confirmed: ${taker.name}, `);
    for (const line of sessionLines) expect(toBusiness[0]!.body).toContain(line);
    for (const other of others) {
      const closed = outbox.filter((mail) => mail.to === other.email && !/^New offer/.test(mail.subject));
      expect(closed.map(({ subject }) => subject)).toEqual([`Offers closed: 3 sessions from ${formatLongDay(sessions[0]!.bookingDate)}`]);
      expect(closed[0]!.body).toContain('Another chef accepted them first.');
      for (const line of sessionLines) expect(closed[0]!.body).toContain(line);
    }
  });
});

describe('the chef a series knows', () => {
  it('lists the chef of the latest completed session first among the eligible chefs of its next one, before the business\'s favourite', async () => {
    const { client, businessId, sessions } = await weeklySeries(2, 3);
    const [s1, s2, s3] = sessions.map(({ id }) => id);
    const favourite = await suite.fixtures.availableChef();
    const regular = await suite.fixtures.availableChef();
    expect((await suite.admin.put(`/api/admin/bookings/${s1}/chef`, { chefId: favourite.id })).status).toBe(200);
    expect((await suite.admin.put(`/api/admin/bookings/${s2}/chef`, { chefId: regular.id })).status).toBe(200);
    const secondSession = await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: s2! });
    await setClock(suite, bookingStart(secondSession).getTime() + HOUR);
    for (const session of [s1!, s2!]) await suite.server.services.bookings.complete(ADMIN_PRINCIPAL, session);
    expect((await client.put(`/api/business/favourites/${favourite.id}`)).status).toBe(200);

    const eligible = (await suite.admin.get(`/api/admin/bookings/${s3}/eligible-chefs`)).json as { id: number; favourite: boolean }[];
    expect(eligible.slice(0, 2).map(({ id, favourite: isFavourite }) => [id, isFavourite])).toEqual([
      [regular.id, false],
      [favourite.id, true],
    ]);
    const candidates = (await suite.admin.get(`/api/admin/bookings/${s3}/candidates`)).json as { chefId: number }[];
    expect(candidates[0]!.chefId).toBe(regular.id);
    // A single booking of the same business keeps section 14's order: the favourite first.
    const single = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: shiftDay(sessions[2]!.bookingDate, 1), timeSlot: 'evening', duration: 4 });
    expect(single.status, single.text).toBe(201);
    expect(((await suite.admin.get(`/api/admin/bookings/${single.json.booking.id}/eligible-chefs`)).json as { id: number }[])[0]!.id).toBe(favourite.id);
  });
});
