import { describe, expect, it } from 'vitest';
import { MAX_CALLS_PER_BATCH } from '../../src/common/constants.js';
import { NO_MOVE_WITHIN_24_HOURS } from '../../src/common/session-life.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import type { Booking } from '../../src/server/core/db/entities/booking.js';
import { BOOKING_COMPLETED, HOURS_REPORTED } from '../../src/server/areas/assignments/assignments.js';
import { SLOT_STARTED } from '../../src/server/areas/availability/availability.js';
import { TOO_MANY_CALLS } from '../../src/server/core/trpc/express-handler.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { registerWithAccount, vancouverDay, type ApiClient } from './harness.js';

/**
 * The holes an outside probe found (DECISIONS.md section 16), each reproduced through REST and
 * tRPC on each engine: unassigning a settled booking, dodging the late fee by moving first,
 * booking a slot that has begun, batch amplification and tRPC's Idempotency-Key.
 */

const HOUR = 3_600_000;
const suite = useClockedServer();

/** Moves the services' clock to `offsetMs` from the booking's start (negative: before it). */
function atStartOf(booking: Pick<Booking, 'bookingDate' | 'timeSlot'>, offsetMs: number): Promise<void> {
  return setClock(suite, bookingStart(booking).getTime() + offsetMs);
}

/** A tRPC call outside a batch: its answer's `result.data`, or its `error` with the HTTP status. */
function trpc(client: ApiClient, path: string, input: unknown, headers?: Record<string, string>) {
  return client.post(`/trpc/${path}`, input, headers);
}

/** A booking of a new business, `duration` hours, two days ahead, with a chef the admin assigned. */
async function staffedBooking(duration = 5) {
  const booked = await suite.fixtures.bookedDay(2, 'morning', { duration });
  const chef = await suite.fixtures.availableChef();
  expect((await suite.admin.put(`/api/admin/bookings/${booked.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  return { ...booked, chef, chefClient: await suite.fixtures.signedInChef(chef.email) };
}

async function chefOf(bookingId: number): Promise<number | null> {
  return (await suite.server.dataSource.manager.findOneBy(Assignment, { bookingId }))?.chefId ?? null;
}

describe('the chef of a settled booking stays', () => {
  it('refuses to unassign once the chef reported hours, by REST and tRPC, and the timesheet still settles with that chef', async () => {
    const { booking, chef, chefClient, client } = await staffedBooking();
    await atStartOf(booking, 5 * HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 5 })).status).toBe(201);

    const rest = await suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`);
    expect(rest.status).toBe(409);
    expect(rest.json).toEqual({ message: HOURS_REPORTED });
    const viaTrpc = await trpc(suite.admin, 'admin.unassignChef', { bookingId: booking.id });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.json.error.message).toBe(HOURS_REPORTED);
    expect(await chefOf(booking.id)).toBe(chef.id);

    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(200);
    const released = (await suite.server.outbox()).filter((mail) => mail.to === chef.email && mail.subject.startsWith('You are no longer on the booking'));
    expect(released).toEqual([]);
  });

  it('refuses to unassign a completed booking', async () => {
    const { booking, chef } = await staffedBooking();
    await atStartOf(booking, 5 * HOUR);
    expect((await trpc(suite.admin, 'admin.completeBooking', { id: booking.id })).status).toBe(200);
    const rest = await suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`);
    expect(rest.status).toBe(409);
    expect(rest.json).toEqual({ message: BOOKING_COMPLETED });
    expect((await trpc(suite.admin, 'admin.unassignChef', { bookingId: booking.id })).json.error.message).toBe(BOOKING_COMPLETED);
    expect(await chefOf(booking.id)).toBe(chef.id);
  });

  it('keeps an assignment whose hours were reported when its chef is deactivated', async () => {
    const reported = await staffedBooking();
    await atStartOf(reported.booking, 5 * HOUR);
    expect((await reported.chefClient.post(`/api/chef/assignments/${reported.booking.id}/timesheet`, { hours: 5 })).status).toBe(201);
    const deactivated = await suite.admin.patch(`/api/admin/chefs/${reported.chef.id}`, { status: 'inactive' });
    expect(deactivated.status).toBe(200);
    expect(await chefOf(reported.booking.id)).toBe(reported.chef.id);
  });
});

describe('the late fee cannot be dodged by moving first', () => {
  const moveBody = (booking: Booking, overrides: Record<string, unknown> = {}) => ({
    bookingDate: vancouverDay(8),
    timeSlot: booking.timeSlot,
    duration: booking.duration,
    ...overrides,
  });

  it('refuses to move or shorten a booking with a chef 23 h before its start, by REST and tRPC, so the cancel keeps its fee', async () => {
    const { booking, client } = await staffedBooking(5);
    await atStartOf(booking, -23 * HOUR);

    const moved = await client.patch(`/api/bookings/${booking.id}`, moveBody(booking));
    expect(moved.status).toBe(409);
    expect(moved.json).toEqual({ message: NO_MOVE_WITHIN_24_HOURS });
    const shortened = await client.patch(`/api/bookings/${booking.id}`, moveBody(booking, { bookingDate: booking.bookingDate, duration: 1 }));
    expect(shortened.json).toEqual({ message: NO_MOVE_WITHIN_24_HOURS });
    const viaTrpc = await trpc(client, 'business.bookings.reschedule', { bookingId: booking.id, ...moveBody(booking) });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.json.error.message).toBe(NO_MOVE_WITHIN_24_HOURS);

    const canceled = await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' });
    expect(canceled.json).toMatchObject({ refundedHours: 1, feeHours: 4 });
  });

  it('still moves a booking with a chef 25 h ahead, and one without a chef 23 h ahead', async () => {
    const staffed = await staffedBooking(5);
    await atStartOf(staffed.booking, -25 * HOUR);
    expect((await staffed.client.patch(`/api/bookings/${staffed.booking.id}`, moveBody(staffed.booking))).status).toBe(200);

    const unstaffed = await suite.fixtures.bookedDay(2, 'morning', { duration: 5 });
    await atStartOf(unstaffed.booking, -23 * HOUR);
    expect((await unstaffed.client.patch(`/api/bookings/${unstaffed.booking.id}`, moveBody(unstaffed.booking))).status).toBe(200);
  });
});

describe('a slot that has already started', () => {
  it('cannot be booked or moved into, by REST or tRPC, while a later slot of the same day can', async () => {
    const day = vancouverDay(3);
    const later = await suite.fixtures.bookedDay(5, 'evening');
    await atStartOf({ bookingDate: day, timeSlot: 'morning' }, HOUR);
    const { client, businessId } = later;
    const request = (timeSlot: string) => ({ businessId, serviceType: 'virtual', bookingDate: day, timeSlot, duration: 2 });

    const booked = await client.post('/api/bookings', request('morning'));
    expect(booked.status).toBe(409);
    expect(booked.json).toEqual({ message: SLOT_STARTED, errors: { timeSlot: SLOT_STARTED } });
    expect((await client.post('/api/bookings', request('all-day'))).json.message).toBe(SLOT_STARTED);
    expect((await trpc(client, 'business.bookings.create', request('morning'))).json.error.message).toBe(SLOT_STARTED);
    const moved = await client.patch(`/api/bookings/${later.booking.id}`, { bookingDate: day, timeSlot: 'morning', duration: 4 });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(SLOT_STARTED);

    expect((await client.post('/api/bookings', request('afternoon'))).status).toBe(201);
  });
});

describe('tRPC batches', () => {
  const batchOf = (path: string, count: number) => Array.from({ length: count }, () => path).join(',');

  it(`answer ${MAX_CALLS_PER_BATCH} calls and refuse ${MAX_CALLS_PER_BATCH + 1} with a 400 before running any`, async () => {
    const anonymous = await registerWithAccount(suite.server);
    const allowed = await anonymous.client.get(`/trpc/${batchOf('public.chefs', MAX_CALLS_PER_BATCH)}?batch=1`);
    expect(allowed.status).toBe(200);
    expect(allowed.json).toHaveLength(MAX_CALLS_PER_BATCH);

    const refused = await anonymous.client.get(`/trpc/${batchOf('public.chefs', MAX_CALLS_PER_BATCH + 1)}?batch=1`);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: TOO_MANY_CALLS });
    expect(refused.text.length).toBeLessThan(100);

    const chef = await suite.fixtures.availableChef();
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    const timeOff = { from: vancouverDay(40), to: vancouverDay(41), reason: 'Holiday' };
    const inputs = Object.fromEntries(Array.from({ length: MAX_CALLS_PER_BATCH + 1 }, (_, index) => [index, timeOff]));
    const mutations = await chefClient.post(`/trpc/${batchOf('chef.addTimeOff', MAX_CALLS_PER_BATCH + 1)}?batch=1`, inputs);
    expect(mutations.status).toBe(400);
    expect((await chefClient.get('/api/chef/me')).json.timeOff).toEqual([]);
  });

  it('book once for one Idempotency-Key, and answer 422 for the key with another body', async () => {
    const { client, businessId } = await registerWithAccount(suite.server);
    const input = { businessId, serviceType: 'virtual', bookingDate: vancouverDay(9), timeSlot: 'afternoon', duration: 2 };
    const headers = { 'Idempotency-Key': `trpc-${Date.now()}` };
    const first = await trpc(client, 'business.bookings.create', input, headers);
    const again = await client.post('/trpc/business.bookings.create?batch=1', { 0: input }, headers);
    expect(first.status).toBe(200);
    expect(again.json[0].result.data).toEqual(first.json.result.data);
    const bookings = (await client.get(`/api/dashboard/${businessId}`)).json.bookings as { bookingDate: string }[];
    expect(bookings.filter(({ bookingDate }) => bookingDate === input.bookingDate)).toHaveLength(1);

    const other = await trpc(client, 'business.bookings.create', { ...input, duration: 3 }, headers);
    expect(other.status).toBe(422);
    const tooLong = await trpc(client, 'business.bookings.create', input, { 'Idempotency-Key': 'k'.repeat(201) });
    expect(tooLong.status).toBe(400);
  });
});
