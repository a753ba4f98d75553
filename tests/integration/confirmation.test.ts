import { describe, expect, it } from 'vitest';
import { company } from '../../src/common/site.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { registerWithAccount, vancouverDay } from './harness.js';

/**
 * The assigned chef's confirmation (DECISIONS.md section 14) through HTTP on each engine, with a
 * clock the test moves: asked 48 hours ahead (on the 2027 days the clocks no longer change), one
 * tap to confirm, and 12 hours ahead, unconfirmed, the last reminder, support and the board's flag.
 */

const HOUR = 3_600_000;
const suite = useClockedServer();
let unique = 0;

function clockAt(instant: number): Promise<void> {
  return setClock(suite, instant);
}

/** A booking of a new business on `bookingDate`, assigned by the admin to a new chef with a phone, who is signed in. */
async function assigned(bookingDate: string, timeSlot: string) {
  unique += 1;
  const { client, businessId } = await registerWithAccount(suite.server, {});
  const made = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate, timeSlot, duration: 3 });
  expect(made.status).toBe(201);
  const booking = made.json.booking as { id: number; bookingDate: string; timeSlot: string };
  const phone = `604 555 ${String(2000 + unique)}`;
  const chef = await suite.fixtures.availableChef({ phone });
  expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  return { booking, business: client, businessId, chef, phone, chefClient: await suite.fixtures.signedInChef(chef.email) };
}

async function requestsTo(email: string, subject: RegExp) {
  return (await suite.server.outbox()).filter((mail) => mail.to === email && subject.test(mail.subject));
}

async function textsTo(phone: string) {
  return (await suite.server.smsOutbox()).filter((text) => text.to === `+1${phone.replace(/\D/g, '')}`);
}

describe('asking the chef to confirm', () => {
  // Written out by hand: 48 hours of elapsed time before 8 AM (morning) or 4 PM (evening) in Vancouver.
  // Vancouver keeps UTC−7 all year since 2026 (DECISIONS.md section 22): no change in 2027.
  it.each([
    ['a winter day', '2027-01-15', 'morning', '2027-01-13T15:00:00.000Z'],
    ['the day daylight time used to start', '2027-03-14', 'morning', '2027-03-12T15:00:00.000Z'],
    ['the day daylight time used to end', '2027-11-07', 'morning', '2027-11-05T15:00:00.000Z'],
    ['two days after', '2027-11-09', 'evening', '2027-11-07T23:00:00.000Z'],
  ])('asks on %s (%s, %s) exactly 48 hours before the start, at %s, by email and SMS', async (_when, bookingDate, timeSlot, askAt) => {
    const { booking, chef, phone } = await assigned(bookingDate, timeSlot);
    expect(bookingStart(booking).getTime() - Date.parse(askAt)).toBe(48 * HOUR);
    // A minute early: on a loaded machine a run of the jobs takes a while of the real clock too.
    await clockAt(Date.parse(askAt) - 60_000);
    expect(await requestsTo(chef.email, /^Please confirm your session/), 'a minute early').toEqual([]);
    await clockAt(Date.parse(askAt));
    expect(await requestsTo(chef.email, /^Please confirm your session/)).toHaveLength(1);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it('confirms with one tap (the first confirmedAt, again on a second tap), shows chefConfirmed to the business, and then asks nothing more', async () => {
    const { booking, business, businessId, chef, chefClient } = await assigned(vancouverDay(6), 'evening');
    const dashboardBooking = async () => (await business.get(`/api/dashboard/${businessId}`)).json.bookings.find((row: { id: number }) => row.id === booking.id);
    expect((await dashboardBooking()).chefConfirmed).toBe(false);

    const confirmed = await chefClient.post(`/api/chef/assignments/${booking.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.json).sort()).toEqual(['confirmedAt', 'success']);
    expect(confirmed.json.success).toBe(true);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/confirm`)).json.confirmedAt).toBe(confirmed.json.confirmedAt);
    expect((await dashboardBooking()).chefConfirmed).toBe(true);
    expect((await chefClient.get('/api/chef/assignments')).json.upcoming[0].confirmedAt).toBe(confirmed.json.confirmedAt);

    const stranger = await suite.fixtures.signedInChef((await suite.fixtures.availableChef()).email);
    expect((await stranger.post(`/api/chef/assignments/${booking.id}/confirm`)).status).toBe(404);

    await clockAt(bookingStart(booking).getTime() - 11 * HOUR);
    expect(await requestsTo(chef.email, /confirm your session/)).toEqual([]);
    const board = await suite.admin.get(`/api/admin/bookings?from=${booking.bookingDate}&to=${booking.bookingDate}`);
    expect(board.json.find((row: { bookingId: number }) => row.bookingId === booking.id)).toMatchObject({ staffing: 'assigned', unconfirmed: false });
    await clockAt(bookingStart(booking).getTime() + HOUR);
    const late = await chefClient.post(`/api/chef/assignments/${booking.id}/confirm`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('A session that has started cannot be confirmed');
  });
});

describe('unconfirmed 12 hours before the start', () => {
  it('sends the last reminder, emails support, flags the board and counts one missed confirmation, once', async () => {
    const { booking, chef, phone } = await assigned(vancouverDay(5), 'evening');
    await clockAt(bookingStart(booking).getTime() - 12 * HOUR - 60_000);
    await suite.server.jobs!.drain();
    const boardRow = async () => (await suite.admin.get(`/api/admin/bookings?from=${booking.bookingDate}&to=${booking.bookingDate}`)).json.find((row: { bookingId: number }) => row.bookingId === booking.id);
    expect((await boardRow()).unconfirmed).toBe(false);

    await clockAt(bookingStart(booking).getTime() - 12 * HOUR);
    expect(await requestsTo(chef.email, /^Last reminder: confirm your session/)).toHaveLength(1);
    expect((await suite.server.outbox()).filter((mail) => mail.to === company.supportEmail && mail.subject.startsWith('Chef not confirmed:') && mail.body.includes(chef.name))).toHaveLength(1);
    expect(await textsTo(phone)).toHaveLength(2);
    expect((await boardRow()).unconfirmed).toBe(true);
    expect((await suite.admin.get(`/api/admin/chefs/${chef.id}`)).json.reliability).toMatchObject({ missedConfirmations: 1, strikes: 0 });

    // A second run of the job (a rerun after a crash) finds it counted.
    await suite.server.services.reliability.escalateConfirmation(booking.id);
    expect((await suite.admin.get(`/api/admin/chefs/${chef.id}`)).json.reliability.missedConfirmations).toBe(1);
    expect(await requestsTo(chef.email, /^Last reminder/)).toHaveLength(1);
  });

  it('moves the jobs with a reschedule and removes them with a release or a cancel', async () => {
    const keysOf = async (bookingId: number) =>
      (await suite.server.dataSource.manager.findBy(Job, { state: 'queued' })).filter(({ jobKey }) => jobKey?.endsWith(`:${bookingId}`) && jobKey.startsWith('confirmation'));
    const moved = await assigned(vancouverDay(8), 'morning');
    const [ask] = (await keysOf(moved.booking.id)).filter(({ jobKey }) => jobKey === `confirmation:${moved.booking.id}`);
    expect(ask!.runAt.getTime()).toBe(bookingStart(moved.booking).getTime() - 48 * HOUR);
    const rescheduled = await moved.business.patch(`/api/bookings/${moved.booking.id}`, { bookingDate: vancouverDay(9), timeSlot: 'morning', duration: 3 });
    expect(rescheduled.status, rescheduled.text).toBe(200);
    const later = (await keysOf(moved.booking.id)).find(({ jobKey }) => jobKey === `confirmation:${moved.booking.id}`);
    expect(later!.runAt.getTime()).toBe(bookingStart({ bookingDate: vancouverDay(9), timeSlot: 'morning' }).getTime() - 48 * HOUR);
    expect(await keysOf(moved.booking.id)).toHaveLength(2);

    const released = await assigned(vancouverDay(8), 'evening');
    expect((await released.chefClient.post(`/api/chef/assignments/${released.booking.id}/release`, { reason: 'Away' })).status).toBe(200);
    expect(await keysOf(released.booking.id)).toEqual([]);

    const canceled = await assigned(vancouverDay(8), 'afternoon');
    expect((await canceled.business.patch(`/api/bookings/${canceled.booking.id}`, { status: 'canceled' })).status).toBe(200);
    expect(await keysOf(canceled.booking.id)).toEqual([]);
  });
});
