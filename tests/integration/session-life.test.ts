import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStart, sessionStarted } from '../../src/common/vancouver-time.js';
import { formatLongDay } from '../../src/common/dates.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Chef } from '../../src/server/core/db/entities/chef.js';
import { LaborBank } from '../../src/server/core/db/entities/labor.js';
import { Timesheet } from '../../src/server/areas/after-session/entities.js';
import { invariantViolations } from '../support/invariants.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { adminCaller, registerWithAccount, vancouverDay, type ApiClient } from './harness.js';
import { ChefPayoutAccount } from '../../src/server/areas/payouts/index.js';

/**
 * After the booking (DECISIONS.md section 10), through HTTP on each engine: late cancellation,
 * timesheets (report, confirm, dispute and settle, the 72-hour job) and the chef no-show, with
 * the ledger checked against the bank after each.
 */

const HOUR = 3_600_000;
const SESSION_STARTED = 'This session has already started';
const HOURS_REPORTED = 'Hours were reported for this booking: it is settled through its timesheet';
const ONLY_CONFIRMED = 'Only a confirmed booking can be changed';
/** A new business's 20 free hours less the 5-hour booking its registration makes. */
const AFTER_REGISTRATION = 15;
const suite = useClockedServer();

/** Moves the services' clock to `offsetMs` from the booking's start (negative: before it). */
function atStartOf(booking: Booking, offsetMs: number): Promise<void> {
  return setClock(suite, bookingStart(booking).getTime() + offsetMs);
}

/** A booking of a new business, `duration` hours, two days ahead, with a chef assigned by the admin. */
async function staffedBooking(duration: number, timeSlot = 'morning') {
  const booked = await suite.fixtures.bookedDay(2, timeSlot, { duration });
  const chef = await suite.fixtures.availableChef();
  expect((await suite.admin.put(`/api/admin/bookings/${booked.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  return { ...booked, chef, chefClient: await suite.fixtures.signedInChef(chef.email) };
}

async function dashboardOf(client: ApiClient, businessId: number) {
  const response = await client.get(`/api/dashboard/${businessId}`);
  expect(response.status).toBe(200);
  return response.json as {
    laborBank: { availableHours: number; usedHours: number };
    laborTransactions: { description: string; hours: number; bookingId: number | null }[];
    bookings: { id: number; status: string; timesheet: { hours: number; status: string; note: string | null; disputeReason: string | null; confirmBy: string } | null }[];
  };
}

function trpc(client: ApiClient, path: string, input: unknown) {
  return client.post(`/trpc/${path}`, input);
}

describe('late cancellation', () => {
  it('keeps min(duration, 4) hours as a "Late cancellation fee" 23 h 59 min before a staffed booking starts', async () => {
    const { booking, client, businessId, email } = await staffedBooking(6);
    await atStartOf(booking, -(24 * HOUR - 60_000));
    const response = await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, booking: { id: booking.id, status: 'canceled' }, refundedHours: 2, feeHours: 4 });

    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION - 4);
    const lines = dashboard.laborTransactions.filter((line) => line.bookingId === booking.id);
    expect(lines.map(({ description, hours }) => ({ description, hours }))).toEqual([
      { description: `Late cancellation fee: ${formatLongDay(booking.bookingDate)}`, hours: -4 },
      { description: expect.stringMatching(/^Refund, canceled by business/), hours: 6 },
      { description: expect.stringMatching(/^Booked/), hours: -6 },
    ]);
    const [mail] = (await suite.server.outbox()).filter((message) => message.to === email && /canceled/.test(message.subject));
    expect(mail?.body).toContain('2 hours of its 6 hours went back to your labor bank, and 4 hours stayed as a late cancellation fee');
  });

  it('names the session in the fee\'s ledger line (DECISIONS.md section 23), by REST and tRPC alike', async () => {
    for (const [index, cancel] of [
      (client: ApiClient, id: number) => client.patch(`/api/bookings/${id}`, { status: 'canceled' }),
      (client: ApiClient, id: number) => trpc(client, 'business.bookings.cancel', { bookingId: id }),
    ].entries()) {
      // Thursday, December 10, 2026 and the Thursday after, each evening from 4 PM (23:00Z).
      const bookingDate = ['2026-12-10', '2026-12-17'][index]!;
      const { client, businessId, bookingId } = await registerWithAccount(suite.server, { bookingDate, timeSlot: 'evening', duration: 5 });
      const chef = await suite.fixtures.availableChef();
      expect((await suite.admin.put(`/api/admin/bookings/${bookingId}/chef`, { chefId: chef.id })).status).toBe(200);
      // 8 PM the day before in Vancouver: 20 hours ahead.
      await setClock(suite, Date.parse(`${bookingDate}T03:00:00Z`));
      expect((await cancel(client, bookingId)).status).toBe(200);
      const lines = (await dashboardOf(client, businessId)).laborTransactions.filter((line) => line.bookingId === bookingId);
      expect(lines[0]).toEqual(expect.objectContaining({ description: `Late cancellation fee: Thursday, December ${bookingDate.slice(8)}, 2026`, hours: -4 }));
      await setClock(suite);
    }
  });

  it('refunds every hour 24 h 01 min before the start', async () => {
    const { booking, client, businessId } = await staffedBooking(6);
    await atStartOf(booking, -(24 * HOUR + 60_000));
    const response = await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' });
    expect(response.json).toMatchObject({ refundedHours: 6, feeHours: 0 });
    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION);
    expect(dashboard.laborTransactions.filter(({ description }) => description.startsWith('Late cancellation fee'))).toEqual([]);
  });

  it('keeps the whole of a booking of 4 hours or less, and refunds every hour when no chef is assigned or ChefConnect cancels', async () => {
    const short = await staffedBooking(3);
    await atStartOf(short.booking, -HOUR);
    expect((await short.client.patch(`/api/bookings/${short.booking.id}`, { status: 'canceled' })).json).toMatchObject({ refundedHours: 0, feeHours: 3 });

    await setClock(suite);
    const unstaffed = await suite.fixtures.bookedDay(2, 'morning', { duration: 6 });
    await atStartOf(unstaffed.booking, -HOUR);
    expect((await trpc(unstaffed.client, 'business.bookings.cancel', { bookingId: unstaffed.booking.id })).json.result.data).toMatchObject({
      refundedHours: 6,
      feeHours: 0,
    });

    await setClock(suite);
    const byAdmin = await staffedBooking(6);
    await atStartOf(byAdmin.booking, -HOUR);
    expect((await trpc(suite.admin, 'admin.cancelBooking', { id: byAdmin.booking.id })).status).toBe(200);
    expect((await dashboardOf(byAdmin.client, byAdmin.businessId)).laborBank.availableHours).toBe(AFTER_REGISTRATION);
  });

  it("refuses the business's cancel from the session's start on, by REST and tRPC, changing nothing, so the chef still reports the hours", async () => {
    const { booking, client, businessId, email, chef, chefClient } = await staffedBooking(6);
    await atStartOf(booking, 0);
    const before = await dashboardOf(client, businessId);
    const rest = await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' });
    expect(rest.status).toBe(409);
    expect(rest.json).toEqual({ message: SESSION_STARTED });
    const viaTrpc = await trpc(client, 'business.bookings.cancel', { bookingId: booking.id });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.json.error.message).toBe(SESSION_STARTED);

    const after = await dashboardOf(client, businessId);
    expect(after.bookings.find(({ id }) => id === booking.id)?.status).toBe('confirmed');
    expect(after.laborBank).toEqual(before.laborBank);
    expect(after.laborTransactions).toEqual(before.laborTransactions);
    expect((await suite.server.dataSource.manager.findOneBy(Assignment, { bookingId: booking.id }))?.chefId).toBe(chef.id);
    expect((await suite.server.outbox()).filter((mail) => mail.to === email && /canceled/i.test(mail.subject))).toEqual([]);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 6 })).status).toBe(201);
  });

  it('refuses it for a booking still awaiting a chef as well, a minute in', async () => {
    const { booking, client, businessId } = await suite.fixtures.bookedDay(2, 'afternoon', { duration: 4 });
    await atStartOf(booking, 60_000);
    const refused = await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: SESSION_STARTED });
    expect((await dashboardOf(client, businessId)).bookings.find(({ id }) => id === booking.id)?.status).toBe('confirmed');
  });
});

describe('timesheets', () => {
  it("takes the chef's hours from the booking's start on, once, from its own chef only", async () => {
    const { booking, client, businessId, email, chefClient } = await staffedBooking(6);
    await atStartOf(booking, -60_000);
    const early = await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 5 });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("Hours can be reported from the booking's start");

    const other = await suite.fixtures.availableChef();
    expect((await (await suite.fixtures.signedInChef(other.email)).post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 5 })).status).toBe(404);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 13 })).status).toBe(400);

    await atStartOf(booking, 0);
    const submitted = await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 5, note: 'Finished early' });
    expect(submitted.status).toBe(201);
    expect(submitted.json).toMatchObject({ bookingId: booking.id, hours: 5, note: 'Finished early', status: 'submitted', disputeReason: null, decidedAt: null });
    expect(Date.parse(submitted.json.confirmBy) - Date.parse(submitted.json.submittedAt)).toBe(72 * HOUR);

    const again = await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 6 });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Hours were already reported for this booking');

    const row = (await dashboardOf(client, businessId)).bookings.find(({ id }) => id === booking.id);
    expect(row?.timesheet).toMatchObject({ hours: 5, status: 'submitted', note: 'Finished early' });
    const portal = (await chefClient.get('/api/chef/assignments')).json;
    expect([...portal.upcoming, ...portal.past].find((entry: { bookingId: number }) => entry.bookingId === booking.id)).toMatchObject({
      startsAt: bookingStart(booking).toISOString(),
      timesheet: { hours: 5, status: 'submitted' },
    });
    expect((await suite.server.outbox()).filter((mail) => mail.to === email && /hours/.test(mail.subject))).toHaveLength(1);
  });

  it('answers two reports sent at once with one 201 and one 409', async () => {
    const { booking, chefClient } = await staffedBooking(4);
    await atStartOf(booking, HOUR);
    const answers = await Promise.all([4, 5].map((hours) => chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours })));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
  });

  it('completes the booking when the business confirms fewer hours, and gives the difference back', async () => {
    const { booking, client, businessId, chef, chefClient } = await staffedBooking(6);
    await atStartOf(booking, 5 * HOUR);
    await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 4 });
    const confirmed = await client.post(`/api/bookings/${booking.id}/timesheet/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ success: true, timesheet: { status: 'confirmed', hours: 4 } });

    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)?.status).toBe('completed');
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION - 4);
    expect(dashboard.laborTransactions[0]).toMatchObject({ description: expect.stringMatching(/^Hours worked: .*6 h booked, 4 h worked$/), hours: 2 });
    expect((await suite.server.outbox()).filter((mail) => mail.to === chef.email && /hours are confirmed/.test(mail.subject))).toHaveLength(1);
    // Still the booking's day: the chef finds it among past assignments, not gone till tomorrow.
    const portal = (await chefClient.get('/api/chef/assignments')).json as { past: { bookingId: number }[] };
    expect(portal.past.map(({ bookingId }) => bookingId)).toContain(booking.id);

    const twice = await client.post(`/api/bookings/${booking.id}/timesheet/confirm`);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('These hours have already been answered');
  });

  it('charges extra hours, refused with 409 "Not enough hours in your labor bank" while the bank lacks them', async () => {
    const { booking, client, businessId, chefClient } = await staffedBooking(10);
    expect((await client.post('/api/bookings', { businessId, serviceType: 'virtual', bookingDate: booking.bookingDate, timeSlot: 'evening', duration: AFTER_REGISTRATION - 10 })).status).toBe(201);
    await atStartOf(booking, 12 * HOUR);
    await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 12 });

    const refused = await client.post(`/api/bookings/${booking.id}/timesheet/confirm`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Not enough hours in your labor bank');
    let dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)).toMatchObject({ status: 'confirmed', timesheet: { status: 'submitted' } });

    expect((await trpc(suite.admin, 'admin.addHours', { businessId, hours: 5, reason: 'Top-up' })).status).toBe(200);
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(200);
    dashboard = await dashboardOf(client, businessId);
    expect(dashboard.laborBank.availableHours).toBe(5 - 2);
  });

  it('sends a dispute to the admin, who settles it at the hours they decide with a note both sides are emailed', async () => {
    const { booking, client, businessId, chefClient, chef, email } = await staffedBooking(6);
    await atStartOf(booking, 8 * HOUR);
    await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 8 });
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/dispute`, { reason: '  ' })).status).toBe(400);
    const disputed = await client.post(`/api/bookings/${booking.id}/timesheet/dispute`, { reason: 'The chef left at 1 PM' });
    expect(disputed.status).toBe(200);
    expect(disputed.json.timesheet).toMatchObject({ status: 'disputed', disputeReason: 'The chef left at 1 PM' });
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(409);
    expect((await suite.server.outbox()).filter((mail) => mail.to === 'support@chefconnect.ca' && /Timesheet disputed/.test(mail.subject))).toHaveLength(1);

    const disputes = (await suite.admin.get('/trpc/admin.timesheetDisputes')).json.result.data as { bookingId: number; hours: number; disputeReason: string; business: { id: number } }[];
    expect(disputes.find((entry) => entry.bookingId === booking.id)).toMatchObject({ hours: 8, disputeReason: 'The chef left at 1 PM', business: { id: businessId } });
    // The Timesheets menu's count: every open dispute, one fewer once settled.
    const openDisputes = async () => (await adminCaller(suite.server).admin.summary()).openDisputes;
    const before = await openDisputes();
    expect(before).toBe(disputes.length);

    // A settlement says why: without a note it is refused, and nothing is settled.
    const unexplained = await trpc(suite.admin, 'admin.settleTimesheet', { id: booking.id, hours: 5, note: ' ' });
    expect(unexplained.status).toBe(400);
    expect(unexplained.json.error.data.fieldErrors).toEqual({ note: 'Please say how these hours were settled' });
    expect(await openDisputes()).toBe(before);

    const note = 'The chef left at 1 PM by the kitchen log; we counted five hours.';
    const settled = await trpc(suite.admin, 'admin.settleTimesheet', { id: booking.id, hours: 5, note });
    expect(settled.status).toBe(200);
    const outbox = await suite.server.outbox();
    const toChef = outbox.filter((mail) => mail.to === chef.email && /settled/i.test(mail.subject));
    expect(toChef).toHaveLength(1);
    expect(toChef[0]!.body).toContain('We settled them at 5 hours; you reported 8 hours.');
    expect(toChef[0]!.body).toContain(note);
    // The chef is never told their reported hours were confirmed when they were settled lower.
    expect(outbox.filter((mail) => mail.to === chef.email && mail.subject.startsWith('Your hours are confirmed'))).toEqual([]);
    const toBusiness = outbox.filter((mail) => mail.to === email && mail.subject === `Hours settled: ${chef.name}, 5 hours`);
    expect(toBusiness).toHaveLength(1);
    expect(toBusiness[0]!.body).toContain(`We settled the hours you disputed at 5 hours; ${chef.name} reported 8 hours.`);
    expect(toBusiness[0]!.body).toContain(note);
    expect(await openDisputes()).toBe(before - 1);
    expect(settled.json.result.data).toMatchObject({ status: 'settled', hours: 5 });
    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)?.status).toBe('completed');
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION - 5);
    expect((await trpc(suite.admin, 'admin.settleTimesheet', { id: booking.id, hours: 5, note })).status).toBe(409);
  });

  it('is confirmed by the job 72 hours after it was submitted, not a minute before', async () => {
    const { booking, client, businessId, chefClient } = await staffedBooking(6);
    await atStartOf(booking, 6 * HOUR);
    await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 7 });

    await atStartOf(booking, 6 * HOUR + 72 * HOUR - 60_000);
    await suite.server.outbox();
    expect((await dashboardOf(client, businessId)).bookings.find(({ id }) => id === booking.id)).toMatchObject({ status: 'confirmed', timesheet: { status: 'submitted' } });

    await atStartOf(booking, 6 * HOUR + 72 * HOUR + 60_000);
    await suite.server.outbox();
    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)).toMatchObject({ status: 'completed', timesheet: { status: 'confirmed', hours: 7 } });
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION - 7);
  });

  it('goes to the admin as a dispute when the job cannot charge the extra hours', async () => {
    const { booking, client, businessId, chefClient } = await staffedBooking(10);
    expect((await client.post('/api/bookings', { businessId, serviceType: 'virtual', bookingDate: booking.bookingDate, timeSlot: 'evening', duration: AFTER_REGISTRATION - 10 })).status).toBe(201);
    await atStartOf(booking, 12 * HOUR);
    await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 12 });
    await atStartOf(booking, 12 * HOUR + 73 * HOUR);
    await suite.server.outbox();
    const row = (await dashboardOf(client, businessId)).bookings.find(({ id }) => id === booking.id);
    expect(row).toMatchObject({ status: 'confirmed', timesheet: { status: 'disputed', disputeReason: 'Not confirmed automatically: Not enough hours in your labor bank' } });
  });
  it('ends only through its timesheet once hours are reported: no cancel, move or plain completion', async () => {
    const { booking, client, chefClient } = await staffedBooking(6);
    await atStartOf(booking, 20 * HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 6 })).status).toBe(201);
    const refusals = [
      await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' }),
      await client.patch(`/api/bookings/${booking.id}`, { bookingDate: vancouverDay(30), timeSlot: 'evening', duration: 6 }),
      await trpc(suite.admin, 'admin.cancelBooking', { id: booking.id }),
      await trpc(suite.admin, 'admin.completeBooking', { id: booking.id }),
    ];
    for (const refused of refusals) {
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json.message ?? refused.json.error.message).toBe(HOURS_REPORTED);
    }
    // The sweep of past bookings (it is the next day now) leaves it to its timesheet too.
    expect((await trpc(suite.admin, 'admin.completePastBookings', {})).status).toBe(200);
    expect(await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: booking.id })).toMatchObject({ status: 'confirmed' });
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(200);
  });
});

describe('chef no-show', () => {
  /** What a refused no-show must leave as it was: the booking, the business's bank and ledger, the chef's record and status. */
  async function untouched({ booking, client, businessId, chef }: Awaited<ReturnType<typeof staffedBooking>>) {
    const dashboard = await dashboardOf(client, businessId);
    const admin = adminCaller(suite.server);
    const { reliability, status, noShows } = await admin.admin.chef({ id: chef.id });
    return { booking: dashboard.bookings.find(({ id }) => id === booking.id), laborBank: dashboard.laborBank, ledger: dashboard.laborTransactions, reliability, status, noShows };
  }

  /** The admin's no-show by REST and by tRPC: both refused with `message`. */
  async function refusedBothWays(bookingId: number, message: string) {
    const rest = await suite.admin.post(`/api/admin/bookings/${bookingId}/no-show`);
    expect(rest.status, rest.text).toBe(409);
    expect(rest.json).toEqual({ message });
    const viaTrpc = await trpc(suite.admin, 'admin.chefNoShow', { id: bookingId });
    expect(viaTrpc.status, viaTrpc.text).toBe(409);
    expect(viaTrpc.json.error.message).toBe(message);
  }

  it('cancels the booking with every hour back and counts it on the chef, once the booking has started, by REST', async () => {
    const staffed = await staffedBooking(6);
    const { booking, client, businessId, chef } = staffed;
    await atStartOf(booking, -60_000);
    // What was due by then has happened (the unconfirmed chef's 12-hour escalation among it)
    // before the record is read, so that the runner's next poll cannot land between the reads.
    await suite.server.jobs!.drain();
    const before = await untouched(staffed);
    await refusedBothWays(booking.id, 'This session has not started yet');
    expect(await untouched(staffed)).toEqual(before);

    await atStartOf(booking, 2 * HOUR);
    const recorded = await suite.admin.post(`/api/admin/bookings/${booking.id}/no-show`);
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.json).toMatchObject({ success: true, booking: { id: booking.id, status: 'canceled' } });
    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)?.status).toBe('canceled');
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION);
    expect((await suite.server.dataSource.manager.findOneByOrFail(Chef, { id: chef.id })).noShows).toBe(1);
    // The admin's chef screen and the Chefs table show it.
    const admin = adminCaller(suite.server);
    expect((await admin.admin.chef({ id: chef.id })).noShows).toBe(1);
    expect((await admin.admin.chef({ id: chef.id })).reliability.strikes).toBe(2);
    expect((await admin.admin.chefs({ search: chef.name })).rows.find(({ id }) => id === chef.id)?.noShows).toBe(1);
    expect((await trpc(suite.admin, 'admin.chefNoShow', { id: booking.id })).status).toBe(409);
  });

  it('is refused once the chef reported hours, by REST and tRPC: no refund, no strike, and the hours still settle through the timesheet', async () => {
    const staffed = await staffedBooking(6);
    const { booking, client, businessId, chef, chefClient } = staffed;
    await atStartOf(booking, 5 * HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 4 })).status).toBe(201);
    const before = await untouched(staffed);
    expect(before.booking).toMatchObject({ status: 'confirmed', timesheet: { hours: 4, status: 'submitted' } });

    await refusedBothWays(booking.id, HOURS_REPORTED);
    expect(await untouched(staffed)).toEqual(before);
    expect(before).toMatchObject({ status: 'active', noShows: 0, reliability: { noShows: 0, strikes: 0 } });

    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(200);
    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)).toMatchObject({ status: 'completed', timesheet: { hours: 4, status: 'confirmed' } });
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION - 4);
    // The chef is paid the 4 hours at the fixtures' $40 an hour.
    expect((await suite.server.dataSource.manager.findOneByOrFail(ChefPayoutAccount, { chefId: chef.id })).balanceCents).toBe(4 * 40_00);
  });

  it('is refused on a booking that has no chef, by REST and tRPC', async () => {
    const { booking, client, businessId } = await suite.fixtures.bookedDay(2, 'evening', { duration: 4 });
    await atStartOf(booking, HOUR);
    await refusedBothWays(booking.id, 'This booking has no chef');
    const dashboard = await dashboardOf(client, businessId);
    expect(dashboard.bookings.find(({ id }) => id === booking.id)?.status).toBe('confirmed');
    expect(dashboard.laborBank.availableHours).toBe(AFTER_REGISTRATION - 4);
  });
});

describe('any mix of late cancellations, cancels after the start, standing bookings made and canceled from a session on, moves, unassigns, timesheets, disputes, settlements, completions, no-shows (after reported hours too) and hours bought, paid, refunded or canceled', () => {
  // Weighted towards the timesheet's steps: a cancel or a no-show ends a booking's story.
  const ACTIONS = { cancel: 1, cancelAfterStart: 1, move: 2, unassign: 1, report: 3, confirm: 2, dispute: 2, settle: 2, complete: 1, noShow: 1, noShowAfterReport: 1, runJobs: 2, order: 2, pay: 2, refund: 2, cancelOrder: 1, series: 1, cancelFollowing: 1 } as const;
  /** Steps taken from the start of the session on, whatever their time says: `atMinutes` counts after the start. */
  const FROM_THE_START: readonly (keyof typeof ACTIONS)[] = ['cancelAfterStart', 'noShowAfterReport'];
  const action = fc.oneof(...Object.entries(ACTIONS).map(([name, weight]) => ({ weight, arbitrary: fc.constant(name as keyof typeof ACTIONS) })));
  const step = fc.record({
    booking: fc.nat(2),
    /** Which of the run's orders a payment, refund or cancel is for (there are as many as its "order" steps). */
    order: fc.nat(3),
    action,
    hours: fc.integer({ min: 1, max: 12 }),
    // From a day and a half before the booking's start to past its timesheet's 72 hours.
    atMinutes: fc.integer({ min: -36 * 60, max: 100 * 60 }),
  });
  let day = 20;

  it("keeps every invariant after every step (the ledger summing to the bank, the bank using what its bookings charged and holding what was granted, paid and not refunded, every settled booking its chef, reported hours never canceled), refuses a business's cancel from the start on and a no-show on reported hours, and answers each order's payment, refund and cancel as its state says, on either engine", async () => {
    const packs = (await suite.admin.get('/api/billing/packs')).json as { id: number; hours: number }[];
    // The smallest pack (10 hours): with the 3 hours a run's bookings leave, refunds are both allowed and refused.
    const pack = packs[0]!;
    expect(pack.hours).toBe(10);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        await setClock(suite);
        day += 1;
        // One chef works the three slots of each run's day, a new chef each run: no-shows carry
        // strikes, and a third strike would suspend a chef shared by the runs (DECISIONS.md section 14).
        const chef = await suite.fixtures.availableChef();
        const chefClient = await suite.fixtures.signedInChef(chef.email);
        const { client, businessId } = await registerWithAccount(suite.server);
        // 15 hours left after registration's booking; these use 12, so extra hours are often refused.
        const bookings: Booking[] = [];
        for (const [timeSlot, duration] of [['morning', 3], ['afternoon', 4], ['evening', 5]] as const) {
          const booked = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(day), timeSlot, duration });
          expect(booked.status, booked.text).toBe(201);
          const booking = await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: booked.json.booking.id });
          expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
          bookings.push(booking);
        }
        // The run's orders as the model expects them to be: one pending from the start (ordered by tRPC), so that payments, refunds and cancels meet one.
        const first = await trpc(client, 'business.billing.createOrder', { packId: pack.id });
        expect(first.status, first.text).toBe(200);
        const orders: { id: number; status: 'pending' | 'paid' | 'refunded' | 'canceled' }[] = [{ id: first.json.result.data.order.id as number, status: 'pending' }];
        const available = async () => {
          const bank = await suite.server.dataSource.manager.findOneByOrFail(LaborBank, { businessId });
          return bank.totalHours - bank.usedHours;
        };
        /** The step on the run's chosen order, answered as its state says: `allowed` moves it to `to`, else 409 with `refused(status)`. */
        const onOrder = async (orderIndex: number, call: (orderId: number) => Promise<{ status: number; text: string; json: unknown }>, allowed: (status: string) => boolean | Promise<boolean>, to: 'paid' | 'refunded' | 'canceled', refused: (status: string) => string) => {
          const order = orders[orderIndex % Math.max(1, orders.length)];
          if (!order) return { status: 200, text: 'no order yet' };
          const may = await allowed(order.status);
          const response = await call(order.id);
          const json = response.json as { message?: string; error?: { message?: string } };
          expect([response.status, may ? null : (json.message ?? json.error?.message)], `${to} of a ${order.status} order: ${response.text}`).toEqual(may ? [200, null] : [409, refused(order.status)]);
          if (may) order.status = to;
          return response;
        };
        /** The booking as it stands now (a move changes its day), whether it has started by the server's clock, and whether its chef reported hours. */
        const standing = async (bookingId: number) => {
          const row = await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: bookingId });
          const started = sessionStarted(row, new Date(Date.now() + suite.clock.offsetMs));
          return { status: row.status, started, reported: await suite.server.dataSource.manager.existsBy(Timesheet, { bookingId }) };
        };
        /** The business's cancel (DECISIONS.md section 24): from the start on always refused, saying why; "following" refuses the same way (section 20). */
        const cancel = async (bookingId: number, scope: 'one' | 'following' = 'one') => {
          const stood = await standing(bookingId);
          const response = await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled', scope });
          if (stood.started) {
            const why = stood.status !== 'confirmed' ? ONLY_CONFIRMED : stood.reported ? HOURS_REPORTED : SESSION_STARTED;
            expect([response.status, response.json.message], `cancel after the start: ${response.text}`).toEqual([409, why]);
          }
          return response;
        };
        /** The admin's no-show (DECISIONS.md section 24): refused on a booking whose hours were reported, which keeps them. */
        const noShow = async (bookingId: number, call: () => ReturnType<ApiClient['post']>) => {
          const stood = await standing(bookingId);
          const response = await call();
          if (stood.status === 'confirmed' && stood.reported) {
            expect([response.status, response.json.message ?? response.json.error?.message], `no-show after reported hours: ${response.text}`).toEqual([409, HOURS_REPORTED]);
            expect(await standing(bookingId)).toEqual(stood);
          }
          return response;
        };
        /** The sessions of the run's standing bookings (DECISIONS.md section 20), 200 days on: none has started at any step's time. */
        const seriesSessions: number[] = [];
        for (const { booking: index, order: orderIndex, action, hours, atMinutes } of steps) {
          const booking = bookings[index]!;
          await atStartOf(booking, (FROM_THE_START.includes(action) ? Math.abs(atMinutes) : atMinutes) * 60_000);
          const response = await {
            cancel: () => cancel(booking.id),
            cancelAfterStart: () => cancel(booking.id),
            // 100 days on: past every other run's day, so the chef's other runs keep their slots.
            move: () => client.patch(`/api/bookings/${booking.id}`, { bookingDate: vancouverDay(day + 100), timeSlot: booking.timeSlot, duration: hours }),
            unassign: () => suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`),
            complete: () => trpc(suite.admin, 'admin.completeBooking', { id: booking.id }),
            report: () => chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours }),
            confirm: () => client.post(`/api/bookings/${booking.id}/timesheet/confirm`),
            dispute: () => client.post(`/api/bookings/${booking.id}/timesheet/dispute`, { reason: 'Not what we saw' }),
            settle: () => trpc(suite.admin, 'admin.settleTimesheet', { id: booking.id, hours, note: 'Settled in the race' }),
            noShow: () => noShow(booking.id, () => trpc(suite.admin, 'admin.chefNoShow', { id: booking.id })),
            // The chef reports hours (refused when they cannot), then the admin says they did not come, by REST.
            noShowAfterReport: async () => {
              await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours });
              return noShow(booking.id, () => suite.admin.post(`/api/admin/bookings/${booking.id}/no-show`));
            },
            runJobs: async () => ({ status: (await suite.server.outbox(), 200), text: '' }),
            // Two sessions on two days, all or none as the bank allows.
            series: async () => {
              const created = await client.post('/api/bookings/series', { serviceType: 'virtual', firstDate: vancouverDay(day + 200), timeSlot: 'morning', duration: Math.min(hours, 6), weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], count: 2 });
              if (created.status === 201) seriesSessions.push(...(created.json.bookings as { id: number }[]).map(({ id }) => id));
              return created;
            },
            // On a series' session when the run has one, else on the run's booking (a booking of no series: a single cancel).
            cancelFollowing: () => cancel(seriesSessions[index % Math.max(1, seriesSessions.length)] ?? booking.id, 'following'),
            order: async () => {
              const ordered = await client.post('/api/billing/orders', { packId: pack.id });
              if (orders.filter(({ status }) => status === 'pending').length >= 5) {
                expect([ordered.status, ordered.json.message], ordered.text).toEqual([409, 'You have 5 unpaid orders: pay or cancel one first']);
                return ordered;
              }
              expect(ordered.status, ordered.text).toBe(201);
              orders.push({ id: ordered.json.order.id as number, status: 'pending' });
              return ordered;
            },
            pay: () =>
              onOrder(
                orderIndex,
                (orderId) => suite.admin.post(`/api/admin/orders/${orderId}/payments`, { reference: 'Cheque 42' }),
                (status) => status === 'pending',
                'paid',
                (status) => ({ canceled: 'Only a pending order can be paid', refunded: 'This order is refunded' })[status] ?? 'This order is already paid',
              ),
            refund: () =>
              onOrder(
                orderIndex,
                (orderId) => trpc(suite.admin, 'admin.finance.refund', { orderId, reason: 'The business changed its plans' }),
                async (status) => status === 'paid' && (await available()) >= pack.hours,
                'refunded',
                (status) => ({ paid: 'Only unused hours can be refunded', refunded: 'This order is already refunded' })[status] ?? 'Only a paid order can be refunded',
              ),
            cancelOrder: () =>
              onOrder(
                orderIndex,
                (orderId) => client.post(`/api/billing/orders/${orderId}/cancel`),
                (status) => status === 'pending',
                'canceled',
                () => 'Only a pending order can be canceled',
              ),
          }[action]();
          expect(response.status, `${action}: ${response.text}`).toBeLessThan(500);
          expect(await invariantViolations(suite.server.db), `after ${action}`).toEqual([]);
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
  }, 120_000);
});
