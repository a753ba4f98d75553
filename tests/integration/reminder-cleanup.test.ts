import { In } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import type { Booking } from '../../src/server/core/db/entities/booking.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import type { ApiClient } from './harness.js';

/**
 * A booking that ends, completed or canceled, leaves no queued reminder or unstaffed alert
 * (DECISIONS.md section 10): through HTTP on each engine, one test per path that ends
 * a booking, each asserting on the job table.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const suite = useClockedServer();
const REMINDER_KINDS = ['remindBooking', 'alertUnstaffed'];

const clockNow = () => Date.now() + suite.clock.offsetMs;

/** Moves the services' clock (and so the job runner's) to `offsetMs` from the booking's start. */
function atStartOf(booking: Booking, offsetMs: number): Promise<void> {
  return setClock(suite, bookingStart(booking).getTime() + offsetMs);
}

/** The kinds of the booking's queued reminder and alert jobs, found by their payload rather than their key. */
async function queuedRemindersOf(bookingId: number): Promise<string[]> {
  const queued = await suite.server.dataSource.manager.find(Job, { where: { kind: In(REMINDER_KINDS), state: 'queued' } });
  return queued
    .filter((job) => (JSON.parse(job.payload) as { bookingId: number }).bookingId === bookingId)
    .map(({ kind }) => kind)
    .sort();
}

/**
 * Puts the booking's reminder and alert back in the queue, due at `runAt`, as an attempt that
 * failed leaves them waiting for their retry: past its start the runner has already run them,
 * and the paths that end a booking there must still find and remove them.
 */
async function queuedAgain(booking: Booking, runAt = clockNow() + HOUR): Promise<void> {
  // Lets the runner finish what is due, so that none of them is running meanwhile.
  await suite.server.outbox();
  await suite.server.dataSource.manager.update(Job, { kind: In(REMINDER_KINDS), jobKey: In([`reminder:${booking.id}`, `unstaffedAlert:${booking.id}`]) }, {
    state: 'queued',
    runAt: new Date(runAt),
    leaseUntil: null,
  });
  expect(await queuedRemindersOf(booking.id)).toEqual(REMINDER_KINDS.slice().sort());
}

/** A booking four days ahead (more than the alert's 48 hours), with its reminder and alert queued as booking it left them. */
async function booked() {
  const booked = await suite.fixtures.bookedDay(4, 'morning', { duration: 4 });
  expect(await queuedRemindersOf(booked.booking.id)).toEqual(REMINDER_KINDS.slice().sort());
  return booked;
}

/** A booking with a chef assigned by the admin, and the chef signed in. */
async function staffed() {
  const { booking, client } = await booked();
  const chef = await suite.fixtures.availableChef();
  expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  return { booking, client, chefClient: await suite.fixtures.signedInChef(chef.email) };
}

/** A staffed booking whose chef reported 4 hours at its start, its reminders queued again (due `dueAfterStartMs` after it). */
async function reported(dueAfterStartMs = HOUR) {
  const { booking, client, chefClient } = await staffed();
  await atStartOf(booking, 0);
  expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 4 })).status).toBe(201);
  await queuedAgain(booking, bookingStart(booking).getTime() + dueAfterStartMs);
  return { booking, client };
}

function trpc(client: ApiClient, path: string, input: unknown) {
  return client.post(`/trpc/${path}`, input);
}

describe('a canceled booking leaves no queued reminder or alert', () => {
  it('canceled by its business', async () => {
    const { booking, client } = await booked();
    expect((await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' })).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });

  it('canceled by the admin', async () => {
    const { booking } = await booked();
    expect((await trpc(suite.admin, 'admin.cancelBooking', { id: booking.id })).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });

  it("canceled by the admin's chef no-show", async () => {
    const { booking } = await staffed();
    await atStartOf(booking, HOUR);
    await queuedAgain(booking);
    expect((await trpc(suite.admin, 'admin.chefNoShow', { id: booking.id })).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });
});

describe('a completed booking leaves no queued reminder or alert', () => {
  it('completed by the admin once its session started', async () => {
    const { booking } = await booked();
    await atStartOf(booking, HOUR);
    await queuedAgain(booking);
    expect((await trpc(suite.admin, 'admin.completeBooking', { id: booking.id })).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });

  it("completed by the admin's sweep of past bookings", async () => {
    const { booking } = await booked();
    await setClock(suite, Date.now() + 5 * DAY);
    await queuedAgain(booking);
    const swept = await trpc(suite.admin, 'admin.completePastBookings', {});
    expect(swept.status).toBe(200);
    expect(swept.json.result.data.completed).toBeGreaterThanOrEqual(1);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });

  it('completed by its business confirming the timesheet', async () => {
    const { booking, client } = await reported();
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });

  it('completed by the job that confirms an unanswered timesheet after 72 hours', async () => {
    // Due later than the clock moves, so the runner leaves them queued for the confirmation to find.
    const { booking } = await reported(80 * HOUR);
    await atStartOf(booking, 72 * HOUR + 60_000);
    await suite.server.outbox();
    expect((await suite.server.dataSource.manager.findOneByOrFail(Job, { kind: 'confirmTimesheet', payload: JSON.stringify({ bookingId: booking.id }) })).state).toBe('done');
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });

  it("completed by the admin's settlement of a disputed timesheet", async () => {
    const { booking, client } = await reported();
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/dispute`, { reason: 'The chef left early' })).status).toBe(200);
    expect((await trpc(suite.admin, 'admin.settleTimesheet', { id: booking.id, hours: 3, note: 'Agreed with both' })).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });
});

describe('a deleted business leaves no queued reminder or alert', () => {
  it('of any of its bookings, when the admin deletes it', async () => {
    const { booking, businessId } = await booked();
    expect((await suite.admin.delete(`/api/admin/business/${businessId}`)).status).toBe(200);
    expect(await queuedRemindersOf(booking.id)).toEqual([]);
  });
});
