import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../../common/dates.js';
import { Booking, dayFromNow, Job, LaborBank, LaborTransaction, useCaseWorld, type Caller, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 4, the labor bank: the ledger is the truth (available = the sum of its
 * lines, total = the sum of its credits, used = the difference), every change of hours writes
 * its line in the same transaction as the change, a booking the bank cannot cover is refused
 * with 409 and writes nothing, and concurrent bookings never overdraw the bank.
 */

const world = useCaseWorld();

const NOT_ENOUGH_HOURS = 'Not enough hours in your labor bank';

/** The bank as the dashboard shows it, and the ledger as it is stored, oldest line first. */
async function bankAndLedger(caller: Caller, businessId: number) {
  const { laborBank } = await caller.business.dashboard({});
  const ledger = await world.dataSource.manager.find(LaborTransaction, { where: { businessId }, order: { id: 'ASC' } });
  return { bank: laborBank!, ledger };
}

type Slot = Parameters<Caller['business']['bookings']['create']>[0]['timeSlot'];

function book(caller: Caller, businessId: number, days: number, duration: number, timeSlot: Slot = 'morning') {
  return caller.business.bookings.create({ businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, days), timeSlot, duration });
}

describe('the ledger is the truth', () => {
  it('shows available hours as the sum of the ledger, total as the sum of its credits and used as the difference, one new line per change of hours', async () => {
    const business = await world.register({ duration: 5 });
    const admin = world.callerFor({ admin: world.admin });
    const { businessId, caller } = business;
    const lineCount = async () => (await bankAndLedger(caller, businessId)).ledger.length;
    expect(await lineCount()).toBe(2);

    await admin.admin.addHours({ businessId, hours: 10, reason: 'Goodwill after a late chef' });
    expect(await lineCount()).toBe(3);

    await caller.business.requestHours({ businessId, phone: '(604) 555-0100', hoursNeeded: 6, reason: 'Holiday season' });
    const inbox = await admin.admin.inbox();
    const request = inbox.hoursRequests.find((candidate) => candidate.businessId === businessId)!;
    await admin.admin.decideHoursRequest({ id: request.id, decision: 'approved' });
    expect(await lineCount()).toBe(4);

    const second = await book(caller, businessId, 12, 4);
    expect(await lineCount()).toBe(5);
    await caller.business.bookings.cancel({ bookingId: second.id });
    expect(await lineCount()).toBe(6);
    await caller.business.bookings.reschedule({ bookingId: business.bookingId, bookingDate: dayFromNow(world, 31), timeSlot: 'morning', duration: 7 });
    expect(await lineCount()).toBe(7);

    const { bank, ledger } = await bankAndLedger(caller, businessId);
    const credits = ledger.filter((line) => line.bookingId === null);
    expect(credits.map(({ hours }) => hours)).toEqual([20, 10, 6]);
    expect(ledger.filter((line) => line.bookingId !== null).map(({ hours }) => hours)).toEqual([-5, -4, 4, -2]);
    expect(bank).toEqual({ totalHours: 36, availableHours: 29, usedHours: 7 });
    expect(bank.availableHours).toBe(ledger.reduce((sum, { hours }) => sum + hours, 0));
    expect(bank.totalHours).toBe(credits.reduce((sum, { hours }) => sum + hours, 0));
    expect(bank.usedHours).toBe(bank.totalHours - bank.availableHours);
  });

  it('keeps a completed session’s hours used (the spec’s count of confirmed bookings only is not copied)', async () => {
    const business = await world.register({ duration: 6 });
    const before = await bankAndLedger(business.caller, business.businessId);
    world.atStartOf(await world.dataSource.manager.findOneByOrFail(Booking, { id: business.bookingId }), 8 * 3_600_000);
    await world.callerFor({ admin: world.admin }).admin.completeBooking({ id: business.bookingId });
    const after = await bankAndLedger(business.caller, business.businessId);
    expect(after.bank).toEqual({ totalHours: 20, usedHours: 6, availableHours: 14 });
    expect(after.ledger).toEqual(before.ledger);
  });
});

describe('a booking the bank cannot cover', () => {
  it("refuses a booking longer than the hours left with 409 'Not enough hours in your labor bank' and writes nothing", async () => {
    const { caller, businessId } = await world.register({ duration: 5 });
    await book(caller, businessId, 10, 12);
    const before = await bankAndLedger(caller, businessId);
    expect(before.bank.availableHours).toBe(3);
    const bookings = await world.dataSource.manager.countBy(Booking, { businessId });
    // The 12 hours took the bank from 8 to 3, below the default level of 5: besides its emails and
    // reminders, the booking queued a low-balance alert, whose job queues the alert's email when
    // the runner (woken by the enqueue) gets to it. Every job due is run first, so that the count
    // below moves only by what the refusal queues, however busy the machine.
    expect(await world.dataSource.manager.countBy(Job, { kind: 'alertLowBalance', payload: JSON.stringify({ businessId }) })).toBe(1);
    await world.runJobs();
    const jobs = await world.dataSource.manager.count(Job);

    expect(await refusal(book(caller, businessId, 11, 4))).toMatchObject({ status: 409, message: NOT_ENOUGH_HOURS });

    expect(await bankAndLedger(caller, businessId)).toEqual(before);
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(bookings);
    // No confirmation email, no reminder and no second alert were queued for the booking that was not made.
    await world.runJobs();
    expect(await world.dataSource.manager.count(Job)).toBe(jobs);

    // Exactly the hours left can be booked; then not one more.
    await book(caller, businessId, 11, 3);
    expect((await bankAndLedger(caller, businessId)).bank).toEqual({ totalHours: 20, usedHours: 20, availableHours: 0 });
    expect(await refusal(book(caller, businessId, 12, 1))).toMatchObject({ status: 409, message: NOT_ENOUGH_HOURS });
  });

  it('never overdraws the bank when several bookings of one business arrive at once: the check and the deduction are one', async () => {
    const { caller, businessId } = await world.register({ duration: 5 });
    // 15 hours left, six bookings of 4 hours at once: three fit, three cannot.
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((days) => book(caller, businessId, days + 3, 4, 'afternoon')));
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(booked).toHaveLength(3);
    expect(refused.map(({ reason }) => (reason as Error).message)).toEqual([NOT_ENOUGH_HOURS, NOT_ENOUGH_HOURS, NOT_ENOUGH_HOURS]);

    const { bank, ledger } = await bankAndLedger(caller, businessId);
    expect(bank).toEqual({ totalHours: 20, usedHours: 17, availableHours: 3 });
    expect(ledger.reduce((sum, { hours }) => sum + hours, 0)).toBe(3);
    expect(await world.dataSource.manager.countBy(Booking, { businessId, status: 'confirmed' })).toBe(4);
    const stored = await world.dataSource.manager.findOneByOrFail(LaborBank, { businessId });
    expect(stored.totalHours - stored.usedHours).toBe(3);
  });

  it('refuses a reschedule to more hours than the bank holds with 409 and leaves the booking as it was (the move and its ledger line are one transaction)', async () => {
    const { caller, businessId, bookingId } = await world.register({ duration: 5 });
    await book(caller, businessId, 9, 12);
    const before = await bankAndLedger(caller, businessId);
    const booking = await world.dataSource.manager.findOneByOrFail(Booking, { id: bookingId });

    const refused = await refusal(caller.business.bookings.reschedule({ bookingId, bookingDate: dayFromNow(world, 40), timeSlot: 'afternoon', duration: 9 }));
    expect(refused).toMatchObject({ status: 409, message: NOT_ENOUGH_HOURS });

    const after = await world.dataSource.manager.findOneByOrFail(Booking, { id: bookingId });
    expect({ bookingDate: after.bookingDate, timeSlot: after.timeSlot, duration: after.duration }).toEqual({
      bookingDate: booking.bookingDate,
      timeSlot: booking.timeSlot,
      duration: booking.duration,
    });
    expect(await bankAndLedger(caller, businessId)).toEqual(before);
  });
});

describe('hours given back and kept', () => {
  it('a cancel writes one +duration line; a late cancel of a staffed booking also keeps a "Late cancellation fee" line of min(duration, 4)', async () => {
    const { caller, businessId } = await world.register({ duration: 2 });
    const early = await book(caller, businessId, 5, 3);
    const canceled = await caller.business.bookings.cancel({ bookingId: early.id });
    expect(canceled).toMatchObject({ refundedHours: 3, feeHours: 0, booking: { status: 'canceled' } });
    let { ledger } = await bankAndLedger(caller, businessId);
    expect(ledger.filter((line) => line.bookingId === early.id).map(({ hours }) => hours)).toEqual([-3, 3]);

    const late = await book(caller, businessId, 6, 6);
    const chef = await world.activeChef();
    await world.callerFor({ admin: world.admin }).admin.assignChef({ bookingId: late.id, chefId: chef.id });
    world.atStartOf(late, -10 * 3_600_000);
    const lateCancel = await caller.business.bookings.cancel({ bookingId: late.id });
    expect(lateCancel).toMatchObject({ refundedHours: 2, feeHours: 4 });
    ({ ledger } = await bankAndLedger(caller, businessId));
    const lines = ledger.filter((line) => line.bookingId === late.id);
    expect(lines.map(({ hours }) => hours)).toEqual([-6, 6, -4]);
    expect(lines[2]!.description).toBe(`Late cancellation fee: ${formatLongDay(late.bookingDate)}`);
    expect((await bankAndLedger(caller, businessId)).bank).toEqual({ totalHours: 20, usedHours: 6, availableHours: 14 });
  });
});
