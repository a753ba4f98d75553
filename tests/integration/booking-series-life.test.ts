import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { registerWithAccount, vancouverDay, type ApiClient } from './harness.js';

/**
 * After a standing booking is made (DECISIONS.md section 20), through HTTP on each engine: each
 * session lives alone (its chef, reminders, timesheet, move and cancel with its own fee), "this
 * and following" cancels the rest of the series with each session's own refund or fee, and GET
 * /api/bookings/series/{id} answers the series with every session it booked. Ledgers are checked
 * against their banks after each test (useClockedServer).
 */

const HOUR = 3_600_000;
const suite = useClockedServer();

interface SessionAnswer {
  id: number;
  bookingDate: string;
  timeSlot: string;
  status: string;
  seriesId: number | null;
}

/** A business with 40 more hours and a series of `count` weekly sessions of `duration` hours, the first a week from today. */
async function weeklySeries(count: number, duration: number, timeSlot = 'morning') {
  const registered = await registerWithAccount(suite.server);
  expect((await suite.admin.post('/trpc/admin.addHours', { businessId: registered.businessId, hours: 40, reason: 'Standing order' })).status).toBe(200);
  const firstDate = vancouverDay(7);
  const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${firstDate}T12:00:00Z`).getUTCDay()];
  const created = await registered.client.post('/api/bookings/series', { serviceType: 'in-person', firstDate, timeSlot, duration, weekdays: [weekday], count });
  expect(created.status, created.text).toBe(201);
  return { ...registered, seriesId: created.json.series.id as number, sessions: created.json.bookings as SessionAnswer[] };
}

async function bankOf(client: ApiClient, businessId: number): Promise<number> {
  return (await client.get(`/api/dashboard/${businessId}`)).json.laborBank.availableHours;
}

/** Moves the services' clock to `offsetMs` from the session's start (negative: before it). */
function atStartOf(session: SessionAnswer, offsetMs: number): Promise<void> {
  return setClock(suite, bookingStart(session).getTime() + offsetMs);
}

describe('a session of a series lives alone', () => {
  it('is staffed, reminded, moved, reported and confirmed, and canceled with its own late fee, leaving the others as they were', async () => {
    const { client, businessId, sessions } = await weeklySeries(3, 6);
    const [first, second, third] = sessions as [SessionAnswer, SessionAnswer, SessionAnswer];
    const chef = await suite.fixtures.availableChef();
    for (const session of [first, third]) expect((await suite.admin.put(`/api/admin/bookings/${session.id}/chef`, { chefId: chef.id })).status).toBe(200);
    const chefClient = await suite.fixtures.signedInChef(chef.email);

    // Each session has its own reminder, 24 hours before its own start.
    const reminders = await suite.server.dataSource.manager.findBy(Job, { kind: 'remindBooking' });
    for (const session of sessions) {
      const reminder = reminders.find((job) => JSON.parse(job.payload).bookingId === session.id);
      expect(reminder?.runAt.toISOString()).toBe(new Date(bookingStart(session).getTime() - 24 * HOUR).toISOString());
    }

    // The second moves to the afternoon on its own.
    const moved = await client.patch(`/api/bookings/${second.id}`, { bookingDate: second.bookingDate, timeSlot: 'afternoon', duration: 6 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.booking).toMatchObject({ id: second.id, timeSlot: 'afternoon', seriesId: second.seriesId });

    // The first: its chef reports 5 hours and the business confirms them; one hour comes back.
    const before = await bankOf(client, businessId);
    await atStartOf(first, 7 * HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${first.id}/timesheet`, { hours: 5 })).status).toBe(201);
    expect((await client.post(`/api/bookings/${first.id}/timesheet/confirm`)).status).toBe(200);
    expect(await bankOf(client, businessId)).toBe(before + 1);

    // The third, staffed, canceled 12 hours ahead: 4 of its 6 hours stay as its fee.
    await atStartOf(third, -12 * HOUR);
    const canceled = await client.patch(`/api/bookings/${third.id}`, { status: 'canceled' });
    expect(canceled.json).toMatchObject({ success: true, booking: { id: third.id, status: 'canceled', seriesId: third.seriesId }, refundedHours: 2, feeHours: 4 });
    const statuses = (await client.get(`/api/dashboard/${businessId}`)).json.bookings.filter((booking: SessionAnswer) => booking.seriesId === first.seriesId).map((booking: SessionAnswer) => [booking.id, booking.status]);
    expect(statuses).toEqual([
      [first.id, 'completed'],
      [second.id, 'confirmed'],
      [third.id, 'canceled'],
    ]);
    // A chef's sign-in waits for its email from the job runner: slow on a busy machine.
  }, 120_000);
});

describe('"cancel this and following"', () => {
  it('cancels the named session and every later one still confirmed, each with its own refund or fee, summed in the answer', async () => {
    const { client, businessId, seriesId, sessions } = await weeklySeries(4, 6);
    const [first, second, third, fourth] = sessions as [SessionAnswer, SessionAnswer, SessionAnswer, SessionAnswer];
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.put(`/api/admin/bookings/${second.id}/chef`, { chefId: chef.id })).status).toBe(200);
    // The fourth was canceled alone before: it stays as it is, and is not counted.
    expect((await client.patch(`/api/bookings/${fourth.id}`, { status: 'canceled', scope: 'one' })).status).toBe(200);
    const before = await bankOf(client, businessId);

    // 12 hours before the second, staffed session: it keeps a 4-hour fee; the third comes back whole.
    await atStartOf(second, -12 * HOUR);
    const answer = await client.patch(`/api/bookings/${second.id}`, { status: 'canceled', scope: 'following' });
    expect(answer.status, answer.text).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['canceled', 'feeHours', 'refundedHours', 'success']);
    expect(answer.json.canceled.map((booking: SessionAnswer) => [booking.id, booking.status])).toEqual([
      [second.id, 'canceled'],
      [third.id, 'canceled'],
    ]);
    expect([answer.json.refundedHours, answer.json.feeHours]).toEqual([2 + 6, 4]);
    expect(await bankOf(client, businessId)).toBe(before + 8);

    const series = await client.get(`/api/bookings/series/${seriesId}`);
    expect(series.status).toBe(200);
    expect(series.json.series).toMatchObject({ id: seriesId, firstDate: first.bookingDate, lastDate: fourth.bookingDate, sessions: 4 });
    expect(series.json.bookings.map((booking: SessionAnswer) => [booking.id, booking.status])).toEqual([
      [first.id, 'confirmed'],
      [second.id, 'canceled'],
      [third.id, 'canceled'],
      [fourth.id, 'canceled'],
    ]);

    // Again: the named session is canceled already, so the single cancel's 409, and nothing more.
    const again = await client.patch(`/api/bookings/${second.id}`, { status: 'canceled', scope: 'following' });
    expect([again.status, again.json.message]).toEqual([409, 'Only a confirmed booking can be changed']);
  });

  it('is the single cancel on a booking of no series, in the series answer, and refused as one from the start on', async () => {
    const { client, bookingId } = await registerWithAccount(suite.server);
    const alone = await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled', scope: 'following' });
    expect(alone.json).toMatchObject({ success: true, canceled: [{ id: bookingId, status: 'canceled', seriesId: null }], refundedHours: 5, feeHours: 0 });

    const { client: other, sessions } = await weeklySeries(2, 2);
    await atStartOf(sessions[0]!, 60_000);
    const started = await other.patch(`/api/bookings/${sessions[0]!.id}`, { status: 'canceled', scope: 'following' });
    expect([started.status, started.json.message]).toEqual([409, 'This session has already started']);
    const series = await other.get(`/api/bookings/series/${sessions[0]!.seriesId}`);
    expect(series.json.bookings.map((booking: SessionAnswer) => booking.status)).toEqual(['confirmed', 'confirmed']);
  });

  it("answers another business's series 404", async () => {
    const { seriesId } = await weeklySeries(1, 1);
    const { client } = await registerWithAccount(suite.server);
    const answer = await client.get(`/api/bookings/series/${seriesId}`);
    expect([answer.status, answer.json.message]).toEqual([404, 'Series not found']);
  });
});
