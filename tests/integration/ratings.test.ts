import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import type { Booking } from '../../src/server/core/db/entities/booking.js';
import { duringSession, setClock } from '../support/session-clock.js';
import { useClockedServer } from './clocked-server.js';
import { ApiClient, vancouverDay } from './harness.js';

/**
 * Ratings and favourites (DECISIONS.md section 10), through HTTP on each engine, with the
 * services' clock moved instead of waiting: the 7-day window, blind ratings, once each,
 * averages from 3 ratings on, favourites and "offer to favourites first".
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const suite = useClockedServer();

/** Moves the services' clock `offsetMs` past the moment it was at `at` (the real now when 0). */
function clockAt(at: number, offsetMs: number): Promise<void> {
  return setClock(suite, at + offsetMs);
}

function trpc(client: ApiClient, path: string, input: unknown) {
  return client.post(`/trpc/${path}`, input);
}

async function query<T>(client: ApiClient, path: string, input?: unknown): Promise<T> {
  const response = await client.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
  expect(response.status, response.text).toBe(200);
  return response.json.result.data as T;
}

/** A booking of a new business two days ahead, with `chef` (a new one unless given) assigned by the admin. */
async function staffedBooking(chef?: { id: number; email: string; name: string }, timeSlot = 'morning', daysAhead = 2) {
  const booked = await suite.fixtures.bookedDay(daysAhead, timeSlot);
  const worker = chef ?? (await suite.fixtures.availableChef());
  expect((await suite.admin.put(`/api/admin/bookings/${booked.booking.id}/chef`, { chefId: worker.id })).status).toBe(200);
  return { ...booked, chef: worker };
}

/** A staffed booking completed by the admin once its session started; returns when that was. */
async function completedBooking(chef?: { id: number; email: string; name: string }, timeSlot = 'morning', daysAhead = 2) {
  const staffed = await staffedBooking(chef, timeSlot, daysAhead);
  const { at: completedAt, result: completed } = await duringSession(suite, staffed.booking, () => trpc(suite.admin, 'admin.completeBooking', { id: staffed.booking.id }));
  expect(completed.status, completed.text).toBe(200);
  return { ...staffed, completedAt, chefClient: await suite.fixtures.signedInChef(staffed.chef.email) };
}

interface Seen {
  bookingId: number;
  rateBy: string;
  canRate: boolean;
  mine: { stars: number; comment: string | null } | null;
  theirs: { stars: number; comment: string | null; author: string } | null;
}

async function seenByBusiness(client: ApiClient, booking: Booking): Promise<Seen | undefined> {
  return (await query<Seen[]>(client, 'business.ratings')).find(({ bookingId }) => bookingId === booking.id);
}

async function seenByChef(chefClient: ApiClient, booking: Booking): Promise<Seen | undefined> {
  return (await query<Seen[]>(chefClient, 'chef.ratings')).find(({ bookingId }) => bookingId === booking.id);
}

describe('ratings', () => {
  it('opens on completion, for the business and the chef, for 7 days', async () => {
    const staffed = await staffedBooking();
    const chefClient = await suite.fixtures.signedInChef(staffed.chef.email);
    const early = await staffed.client.post(`/api/bookings/${staffed.booking.id}/rating`, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('A booking can be rated once it is completed');
    expect((await chefClient.post(`/api/chef/assignments/${staffed.booking.id}/rating`, { stars: 5 })).status).toBe(409);

    // Completed through the timesheet: the chef reports, the business confirms.
    await clockAt(bookingStart(staffed.booking).getTime(), 4 * HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${staffed.booking.id}/timesheet`, { hours: 4 })).status).toBe(201);
    expect((await staffed.client.post(`/api/bookings/${staffed.booking.id}/timesheet/confirm`)).status).toBe(200);
    const completedAt = Date.now() + suite.clock.offsetMs;
    expect(await seenByBusiness(staffed.client, staffed.booking)).toMatchObject({ canRate: true, mine: null, theirs: null });
    // Completed on its own day, it is already among the chef's past assignments, where the portal rates it.
    const portal = (await chefClient.get('/api/chef/assignments')).json as { past: { bookingId: number }[] };
    expect(portal.past.map(({ bookingId }) => bookingId)).toContain(staffed.booking.id);
    expect(Date.parse((await seenByChef(chefClient, staffed.booking))!.rateBy) - completedAt).toBeGreaterThan(7 * DAY - 60_000);

    await clockAt(completedAt, 7 * DAY - 60_000);
    const rated = await staffed.client.post(`/api/bookings/${staffed.booking.id}/rating`, { stars: 4, comment: '  Lovely pastry  ' });
    expect(rated.status, rated.text).toBe(201);
    expect(rated.json).toMatchObject({ bookingId: staffed.booking.id, author: 'business', stars: 4, comment: 'Lovely pastry' });

    await clockAt(completedAt, 7 * DAY + 60_000);
    const late = await chefClient.post(`/api/chef/assignments/${staffed.booking.id}/rating`, { stars: 5 });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('Ratings close 7 days after the booking is completed');
    expect(await seenByChef(chefClient, staffed.booking)).toMatchObject({ canRate: false, mine: null, theirs: { stars: 4, comment: 'Lovely pastry' } });
  });

  it('takes one rating from each side: a second, even sent at once, is 409', async () => {
    const { client, booking, chefClient } = await completedBooking();
    const answers = await Promise.all([5, 3].map((stars) => client.post(`/api/bookings/${booking.id}/rating`, { stars })));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect(answers.find(({ status }) => status === 409)!.json.message).toBe('You have already rated this booking');

    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/rating`, { stars: 2 })).status).toBe(201);
    const twice = await trpc(chefClient, 'chef.rateBusiness', { bookingId: booking.id, stars: 4 });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe('You have already rated this booking');
  });

  it('refuses bad stars and long comments, and another chef or business is 404', async () => {
    const { client, booking, chefClient } = await completedBooking();
    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: '5' }, {}, { stars: 3, comment: 'x'.repeat(1001) }, { stars: 3, extra: true }]) {
      expect((await client.post(`/api/bookings/${booking.id}/rating`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const invalid = await client.post(`/api/bookings/${booking.id}/rating`, { stars: 9 });
    expect(invalid.json.errors).toEqual({ stars: 'Please choose from 1 to 5 stars' });

    const other = await completedBooking();
    expect((await other.client.post(`/api/bookings/${booking.id}/rating`, { stars: 1 })).status).toBe(404);
    expect((await other.chefClient.post(`/api/chef/assignments/${booking.id}/rating`, { stars: 1 })).status).toBe(404);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/rating`, { stars: 5, comment: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('is blind: neither side sees the other until both have rated or the 7 days have passed', async () => {
    const { client, booking, chefClient, completedAt } = await completedBooking();
    expect((await client.post(`/api/bookings/${booking.id}/rating`, { stars: 2, comment: 'Late and rushed' })).status).toBe(201);
    expect(await seenByBusiness(client, booking)).toMatchObject({ canRate: false, mine: { stars: 2, comment: 'Late and rushed' }, theirs: null });
    expect(await seenByChef(chefClient, booking)).toMatchObject({ canRate: true, mine: null, theirs: null });

    // The admin sees every rating at once.
    const adminView = await query<{ bookingId: number; author: string; stars: number }[]>(suite.admin, 'admin.ratings', { businessId: booking.businessId });
    expect(adminView).toEqual([expect.objectContaining({ bookingId: booking.id, author: 'business', stars: 2, comment: 'Late and rushed' })]);

    await clockAt(completedAt, DAY);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/rating`, { stars: 5, comment: 'Great team' })).status).toBe(201);
    expect(await seenByBusiness(client, booking)).toMatchObject({ mine: { stars: 2 }, theirs: { author: 'chef', stars: 5, comment: 'Great team' } });
    expect(await seenByChef(chefClient, booking)).toMatchObject({ mine: { stars: 5 }, theirs: { author: 'business', stars: 2, comment: 'Late and rushed' } });
  });

  it('cannot be given for a booking completed without a chef', async () => {
    const { client, booking } = await suite.fixtures.bookedDay(2, 'evening');
    expect((await duringSession(suite, booking, () => trpc(suite.admin, 'admin.completeBooking', { id: booking.id }))).result.status).toBe(200);
    const refused = await client.post(`/api/bookings/${booking.id}/rating`, { stars: 5 });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This booking had no chef to rate');
  });

  it("shows a chef's average to the admin from 3 ratings on, and on /our-chefs once those ratings are no longer blind", async () => {
    const chef = await suite.fixtures.availableChef({ showOnSite: true });
    const eligibleFor = async (bookingId: number) =>
      (await query<{ id: number; rating: number | null; ratingCount: number }[]>(suite.admin, 'admin.eligibleChefs', { bookingId })).find(({ id }) => id === chef.id);
    const onOurChefs = async () =>
      (await query<{ chefs: { id: number; rating: number | null; ratingCount: number }[] }[]>(new ApiClient(suite.server.url), 'public.chefs'))
        .flatMap((group) => group.chefs)
        .find(({ id }) => id === chef.id);

    const completed = [];
    for (const [index, stars] of [5, 4, 4].entries()) {
      completed.push(await completedBooking(chef, ['morning', 'afternoon', 'evening'][index]));
      expect((await completed[index]!.client.post(`/api/bookings/${completed[index]!.booking.id}/rating`, { stars })).status).toBe(201);
      if (index < 2) {
        const probe = await suite.fixtures.bookedDay(3, 'morning');
        expect(await eligibleFor(probe.booking.id)).toMatchObject({ rating: null, ratingCount: index + 1 });
      }
    }
    const probe = await suite.fixtures.bookedDay(3, 'morning');
    expect(await eligibleFor(probe.booking.id)).toMatchObject({ rating: 4.3, ratingCount: 3 });
    const table = await query<{ rows: { id: number; rating: number | null; ratingCount: number }[] }>(suite.admin, 'admin.chefs', { search: chef.email });
    expect(table.rows).toEqual([expect.objectContaining({ id: chef.id, rating: 4.3, ratingCount: 3 })]);
    // The chef has not rated back and the window is open: the public average would give the ratings away.
    expect(await onOurChefs()).toMatchObject({ rating: null, ratingCount: 0 });

    await clockAt(completed.at(-1)!.completedAt, 7 * DAY + 60_000);
    expect(await onOurChefs()).toMatchObject({ rating: 4.3, ratingCount: 3 });
  });
});

describe('favourites', () => {
  it('takes only a chef who has worked for the business, and can be removed again', async () => {
    const { client, chef } = await staffedBooking();
    const stranger = await suite.fixtures.availableChef();
    const refused = await client.put(`/api/business/favourites/${stranger.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Only a chef who has worked for you can be a favourite');
    expect((await client.put('/api/business/favourites/2147483648')).status).toBe(400);

    for (let time = 0; time < 2; time += 1) {
      const marked = await client.put(`/api/business/favourites/${chef.id}`);
      expect(marked.status).toBe(200);
      expect(marked.json).toEqual({ chefId: chef.id, favourite: true });
    }
    expect(await query<number[]>(client, 'business.favourites')).toEqual([chef.id]);

    const removed = await client.delete(`/api/business/favourites/${chef.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ chefId: chef.id, favourite: false });
    expect(await query<number[]>(client, 'business.favourites')).toEqual([]);
    expect((await client.delete(`/api/business/favourites/${chef.id}`)).status).toBe(200);
  });

  it("marks the business's favourites in the admin's list of eligible chefs", async () => {
    const { client, chef, businessId } = await staffedBooking();
    expect((await client.put(`/api/business/favourites/${chef.id}`)).status).toBe(200);
    const next = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(5), timeSlot: 'evening', duration: 2 });
    expect(next.status).toBe(201);
    const eligible = await query<{ id: number; favourite: boolean }[]>(suite.admin, 'admin.eligibleChefs', { bookingId: next.json.booking.id });
    expect(eligible.find(({ id }) => id === chef.id)?.favourite).toBe(true);
    expect(eligible.filter(({ favourite }) => favourite)).toHaveLength(1);
  });
});

describe('offer to favourites first', () => {
  /** A business whose favourite is `favourite` (it worked an earlier booking), with a new booking to staff. */
  async function businessWithFavourite() {
    const favourite = await suite.fixtures.availableChef();
    const earlier = await staffedBooking(favourite, 'morning', 2);
    expect((await earlier.client.put(`/api/business/favourites/${favourite.id}`)).status).toBe(200);
    const next = await earlier.client.post('/api/bookings', { businessId: earlier.businessId, serviceType: 'in-person', bookingDate: vancouverDay(6), timeSlot: 'afternoon', duration: 3 });
    expect(next.status).toBe(201);
    const other = await suite.fixtures.availableChef();
    return {
      bookingId: next.json.booking.id as number,
      favourite: await suite.fixtures.signedInChef(favourite.email),
      other: await suite.fixtures.signedInChef(other.email),
    };
  }

  async function offersOf(chefClient: ApiClient, bookingId: number) {
    await suite.server.outbox();
    return ((await chefClient.get('/api/chef/offers')).json as { id: number; bookingId: number }[]).filter((offer) => offer.bookingId === bookingId);
  }

  it('offers to the eligible favourites now and to every other eligible chef 2 hours later', async () => {
    const { bookingId, favourite, other } = await businessWithFavourite();
    const start = Date.now();
    const first = await trpc(suite.admin, 'admin.offerToFavourites', { bookingId });
    expect(first.status, first.text).toBe(200);
    expect(first.json.result.data).toHaveLength(1);
    expect(await offersOf(favourite, bookingId)).toHaveLength(1);
    expect(await offersOf(other, bookingId)).toHaveLength(0);

    await clockAt(start, 2 * HOUR - 60_000);
    expect(await offersOf(other, bookingId)).toHaveLength(0);
    await clockAt(start, 2 * HOUR + 60_000);
    expect(await offersOf(other, bookingId)).toHaveLength(1);
    // The favourite keeps the one offer they had.
    expect(await offersOf(favourite, bookingId)).toHaveLength(1);
    const board = await query<{ bookingId: number; staffing: string }[]>(suite.admin, 'admin.operations', { staffing: 'offered' });
    expect(board.some((row) => row.bookingId === bookingId)).toBe(true);
  });

  it('offers to nobody else once a favourite has accepted', async () => {
    const { bookingId, favourite, other } = await businessWithFavourite();
    const start = Date.now();
    expect((await trpc(suite.admin, 'admin.offerToFavourites', { bookingId })).status).toBe(200);
    const [offer] = await offersOf(favourite, bookingId);
    await clockAt(start, HOUR);
    expect((await favourite.post(`/api/chef/offers/${offer!.id}/accept`)).status).toBe(200);
    await clockAt(start, 3 * HOUR);
    expect(await offersOf(other, bookingId)).toHaveLength(0);
  });

  it('moves the second wave when "favourites first" is chosen again, rather than sending two', async () => {
    const { bookingId, favourite, other } = await businessWithFavourite();
    const start = Date.now();
    expect((await trpc(suite.admin, 'admin.offerToFavourites', { bookingId })).status).toBe(200);
    await clockAt(start, HOUR);
    const again = await trpc(suite.admin, 'admin.offerToFavourites', { bookingId });
    expect(again.status).toBe(200);
    // The favourite still holds the first offer: nothing new to send them.
    expect(again.json.result.data).toEqual([]);
    expect(await offersOf(favourite, bookingId)).toHaveLength(1);

    await clockAt(start, 2 * HOUR + 60_000);
    expect(await offersOf(other, bookingId)).toHaveLength(0);
    await clockAt(start, 3 * HOUR + 60_000);
    expect(await offersOf(other, bookingId)).toHaveLength(1);
  });

  it('is refused when none of the favourites can take the booking', async () => {
    const { client, businessId } = await staffedBooking();
    const next = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(7), timeSlot: 'morning', duration: 2 });
    const refused = await trpc(suite.admin, 'admin.offerToFavourites', { bookingId: next.json.booking.id });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe("None of this business's favourite chefs can take this booking");
  });
});
