import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Offer } from '../../src/server/core/db/entities/assignment.js';
import { duringSession, setClock } from '../support/session-clock.js';
import { useClockedServer } from './clocked-server.js';
import { vancouverDay } from './harness.js';

/**
 * The admin's operations (DECISIONS.md section 17) through HTTP on each engine:
 * completing a session only once it has started, withdrawing a booking's open offers (also
 * against a chef's accept at the same moment), and the Operations board naming whom a booking
 * was offered to and until when, over a range past 14 days.
 */

const suite = useClockedServer();

interface BoardRow {
  bookingId: number;
  staffing: string;
  openOffers: number;
  offers: { chefId: number; name: string; expiresAt: string }[];
}

async function boardRowOf(bookingId: number, query = ''): Promise<BoardRow | undefined> {
  const response = await suite.admin.get(`/api/admin/bookings${query}`);
  expect(response.status, response.text).toBe(200);
  return (response.json as BoardRow[]).find((row) => row.bookingId === bookingId);
}

async function mailsTo(email: string): Promise<number> {
  return (await suite.server.outbox()).filter((mail) => mail.to === email).length;
}

describe('completing a booking', () => {
  it('is 409 "This session has not started yet" before its start, by REST and tRPC, and changes nothing', async () => {
    const { booking, businessId, client } = await suite.fixtures.bookedDay(3, 'afternoon');
    const early = await suite.admin.post(`/api/admin/bookings/${booking.id}/complete`);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('This session has not started yet');
    const earlyTrpc = await suite.admin.post('/trpc/admin.completeBooking', { id: booking.id });
    expect(earlyTrpc.status).toBe(409);
    expect(earlyTrpc.json.error.message).toBe('This session has not started yet');

    // A minute before the slot's start (Vancouver time) it is still early.
    await setClock(suite, bookingStart(booking).getTime() - 60_000);
    expect((await suite.admin.post(`/api/admin/bookings/${booking.id}/complete`)).status).toBe(409);
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings.find((row: { id: number }) => row.id === booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('answers {success, booking} from the start on, the booking completed and shaped as POST /api/bookings answers it', async () => {
    const { booking, businessId, client } = await suite.fixtures.bookedDay(2, 'evening');
    const booked = await client.post('/api/bookings', { businessId, serviceType: 'virtual', bookingDate: vancouverDay(9), timeSlot: 'morning', duration: 1 });
    expect(booked.status).toBe(201);

    const { result: completed } = await duringSession(suite, booking, () => suite.admin.post(`/api/admin/bookings/${booking.id}/complete`));
    expect(completed.status, completed.text).toBe(200);
    expect(Object.keys(completed.json).sort()).toEqual(['booking', 'success']);
    expect(completed.json.success).toBe(true);
    expect(Object.keys(completed.json.booking).sort()).toEqual(Object.keys(booked.json.booking).sort());
    expect(completed.json.booking).toMatchObject({ id: booking.id, status: 'completed', bookingDate: booking.bookingDate, timeSlot: 'evening' });

    // Once completed, a second completion is refused whatever the time.
    const { result: again } = await duringSession(suite, booking, () => suite.admin.post(`/api/admin/bookings/${booking.id}/complete`));
    expect(again.status).toBe(409);
    expect((await suite.admin.post('/api/admin/bookings/2147483647/complete')).status).toBe(404);
    expect((await suite.admin.post('/api/admin/bookings/abc/complete')).status).toBe(400);
  });
});

describe('withdrawing offers', () => {
  it('withdraws every open offer, tells each chef, and the booking awaits a chef again; an accept after it is 409', async () => {
    const { booking } = await suite.fixtures.bookedDay(6, 'morning');
    const [first, second] = [await suite.fixtures.availableChef(), await suite.fixtures.availableChef()];
    const offered = await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [first.id, second.id] });
    expect(offered.status).toBe(201);

    // The board names whom the booking was offered to, and when each offer closes.
    const row = await boardRowOf(booking.id);
    expect(row).toMatchObject({ staffing: 'offered', openOffers: 2 });
    expect(row!.offers.map(({ chefId, name }) => ({ chefId, name })).sort((a, b) => a.chefId - b.chefId)).toEqual(
      [first, second].map(({ id, name }) => ({ chefId: id, name })).sort((a, b) => a.chefId - b.chefId),
    );
    for (const offer of row!.offers) expect(offer.expiresAt).toBe(offered.json.find((made: { chefId: number }) => made.chefId === offer.chefId).expiresAt);

    const [firstMails, secondMails] = [await mailsTo(first.email), await mailsTo(second.email)];
    const withdrawn = await suite.admin.delete(`/api/admin/bookings/${booking.id}/offers`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json).toEqual({ success: true, withdrawn: 2 });
    const offers = await suite.server.dataSource.manager.findBy(Offer, { bookingId: booking.id });
    expect(offers.map(({ status }) => status)).toEqual(['withdrawn', 'withdrawn']);
    expect(await mailsTo(first.email)).toBe(firstMails + 1);
    expect(await mailsTo(second.email)).toBe(secondMails + 1);
    expect(await boardRowOf(booking.id)).toMatchObject({ staffing: 'awaiting-chef', openOffers: 0, offers: [] });

    const late = await (await suite.fixtures.signedInChef(first.email)).post(`/api/chef/offers/${offered.json[0].id}/accept`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This offer is no longer open');
    // Nothing left to withdraw: 0, and no one is emailed again.
    expect((await suite.admin.delete(`/api/admin/bookings/${booking.id}/offers`)).json).toEqual({ success: true, withdrawn: 0 });
    expect(await mailsTo(second.email)).toBe(secondMails + 1);

    // The admin client's twin, and the 404 and 400 of a booking that is not there.
    const withdrawnByTrpc = await suite.admin.post('/trpc/admin.withdrawOffers', { bookingId: booking.id });
    expect(withdrawnByTrpc.status).toBe(200);
    expect(withdrawnByTrpc.json.result.data).toEqual({ withdrawn: 0 });
    expect((await suite.admin.delete('/api/admin/bookings/2147483647/offers')).status).toBe(404);
    expect((await suite.admin.delete('/api/admin/bookings/0/offers')).status).toBe(400);
  });

  it('against an accept at the same moment: either the accept wins and nothing is withdrawn, or the withdrawal wins and the accept is 409', async () => {
    const chef = await suite.fixtures.availableChef();
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { booking } = await suite.fixtures.bookedDay(20 + round, round % 2 === 0 ? 'morning' : 'evening');
      const [offer] = (await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [chef.id] })).json;
      const [accept, withdraw] = await Promise.all([chefClient.post(`/api/chef/offers/${offer.id}/accept`), suite.admin.delete(`/api/admin/bookings/${booking.id}/offers`)]);
      expect(withdraw.status).toBe(200);
      const row = await boardRowOf(booking.id, `?from=${booking.bookingDate}&to=${booking.bookingDate}`);
      const stored = await suite.server.dataSource.manager.findOneByOrFail(Offer, { id: offer.id });
      if (accept.status === 200) {
        expect(withdraw.json.withdrawn).toBe(0);
        expect(stored.status).toBe('accepted');
        expect(row).toMatchObject({ staffing: 'assigned' });
        outcomes.add('accepted');
      } else {
        expect(accept.status).toBe(409);
        expect(accept.json.message).toBe('This offer is no longer open');
        expect(withdraw.json.withdrawn).toBe(1);
        expect(stored.status).toBe('withdrawn');
        expect(row).toMatchObject({ staffing: 'awaiting-chef', offers: [] });
        outcomes.add('withdrawn');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('the Operations board range', () => {
  it('shows the next 14 days unasked, and a from/to range past them', async () => {
    const { booking } = await suite.fixtures.bookedDay(25, 'afternoon');
    expect(await boardRowOf(booking.id)).toBeUndefined();
    expect(await boardRowOf(booking.id, `?from=${vancouverDay(20)}&to=${vancouverDay(30)}`)).toMatchObject({ bookingId: booking.id, staffing: 'awaiting-chef', offers: [] });
  });
});
