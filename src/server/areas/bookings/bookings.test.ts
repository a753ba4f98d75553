import { describe, expect, it } from 'vitest';
import { Assignment, Booking, dayFromNow, IdempotencyKey, Job, LaborTransaction, useCaseWorld, type BusinessPrincipal, type Caller, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 4's bookings (dates in America/Vancouver, duration, cancel, reschedule,
 * completion), section 6's Idempotency-Key (section 16: honoured by the tRPC creation too) and
 * section 16's booking rules (started slots, no move within 24 hours of a staffed start, no
 * unassign of a settled booking), through the business's and the admin's tRPC callers.
 */

const world = useCaseWorld();

const HOUR = 3_600_000;
const PAST_DATE = 'Please choose today or a later date';
const SLOT_STARTED = 'This time slot has already started';
const DURATION = 'Hours must be a whole number from 1 to 12';
const ONLY_CONFIRMED = 'Only a confirmed booking can be changed';
const NO_MOVE = 'A booking with a chef cannot be moved within 24 hours of its start; cancel it instead';
const HOURS_REPORTED = 'Hours were reported for this booking: it is settled through its timesheet';
const COMPLETED = 'This booking is completed';
const KEY_REUSED = 'This Idempotency-Key was already used with a different request';

function usDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

type BookingRequest = Parameters<Caller['business']['bookings']['create']>[0];
type Slot = BookingRequest['timeSlot'];

const admin = () => world.callerFor({ admin: world.admin });

function book(caller: Caller, businessId: number, bookingDate: string, timeSlot: Slot = 'morning', duration = 2) {
  return caller.business.bookings.create({ businessId, serviceType: 'in-person', bookingDate, timeSlot, duration });
}

async function statusOf(bookingId: number): Promise<string> {
  return (await world.dataSource.manager.findOneByOrFail(Booking, { id: bookingId })).status;
}

async function ledgerOf(businessId: number) {
  return world.dataSource.manager.find(LaborTransaction, { where: { businessId }, order: { id: 'ASC' } });
}

async function available(caller: Caller): Promise<number> {
  return (await caller.business.dashboard({})).laborBank!.availableHours;
}

/** A booking with an active chef assigned by the admin. */
async function staffed(caller: Caller, businessId: number, bookingDate: string, timeSlot: Slot = 'morning', duration = 2) {
  const booking = await book(caller, businessId, bookingDate, timeSlot, duration);
  const chef = await world.activeChef();
  await admin().admin.assignChef({ bookingId: booking.id, chefId: chef.id });
  return { booking, chef };
}

/** The business's caller as a request carrying an Idempotency-Key header (the tRPC batch's header). */
function withKey(principal: BusinessPrincipal, idempotencyKey: string): Caller {
  const who = { business: principal, idempotencyKey };
  return world.callerFor(who);
}

describe('booking dates are calendar days in America/Vancouver', () => {
  it("accepts the spec's M/D/YYYY and YYYY-MM-DD and always answers YYYY-MM-DD", async () => {
    const { caller, businessId } = await world.register();
    const first = dayFromNow(world, 14);
    const second = dayFromNow(world, 15);
    expect((await book(caller, businessId, usDate(first))).bookingDate).toBe(first);
    expect((await book(caller, businessId, second)).bookingDate).toBe(second);
    const dates = (await caller.business.dashboard({})).bookings.map(({ bookingDate }) => bookingDate);
    expect(dates).toEqual(expect.arrayContaining([first, second]));
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  });

  it('refuses a date before today with 400 "Please choose today or a later date" and books nothing', async () => {
    const { caller, businessId } = await world.register();
    const refused = await refusal(book(caller, businessId, usDate(dayFromNow(world, -1))));
    expect(refused).toEqual({ status: 400, message: PAST_DATE, fieldErrors: { bookingDate: PAST_DATE } });
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(1);
    expect(await available(caller)).toBe(15);
  });

  it("knows today by Vancouver's wall clock: at 23:30 in Vancouver (the next day in UTC) today is still open to its unstarted slots, and tomorrow's morning can be booked", async () => {
    // 2030-01-15T06:30Z is 23:30 on January 14 in Vancouver (UTC−7 all year, section 22).
    world.clock.offsetMs = Date.parse('2030-01-15T06:30:00Z') - Date.now();
    const { caller, businessId } = await world.register();
    // January 14 is today in Vancouver: not a past day (400), but its evening has begun (409).
    expect(await refusal(book(caller, businessId, '1/14/2030', 'evening'))).toMatchObject({ status: 409, message: SLOT_STARTED });
    expect(await refusal(book(caller, businessId, '2030-01-13'))).toMatchObject({ status: 400, message: PAST_DATE });
    expect((await book(caller, businessId, '1/15/2030', 'morning')).bookingDate).toBe('2030-01-15');
  });

  it('requires a date and a time slot (the spec’s fallbacks of 2025-01-30 and Morning are not copied)', async () => {
    const { caller, businessId } = await world.register();
    const noDate = await refusal(caller.business.bookings.create({ businessId, timeSlot: 'morning' } as BookingRequest));
    expect(noDate).toMatchObject({ status: 400, fieldErrors: { bookingDate: 'Please choose a valid booking date' } });
    const noSlot = await refusal(caller.business.bookings.create({ businessId, bookingDate: dayFromNow(world, 9) } as BookingRequest));
    expect(noSlot).toMatchObject({ status: 400, fieldErrors: { timeSlot: 'Please choose a time slot' } });
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(1);
  });
});

describe('duration', () => {
  it('is 5 hours when missing, and takes 1 and 12', async () => {
    const { caller, businessId } = await world.register({ duration: 1 });
    const defaulted = await caller.business.bookings.create({ businessId, bookingDate: dayFromNow(world, 8), timeSlot: 'evening' });
    expect(defaulted.duration).toBe(5);
    expect((await book(caller, businessId, dayFromNow(world, 9), 'morning', 1)).duration).toBe(1);
    await admin().admin.addHours({ businessId, hours: 10, reason: 'Room for a long day' });
    expect((await book(caller, businessId, dayFromNow(world, 10), 'all-day', 12)).duration).toBe(12);
    expect((await ledgerOf(businessId)).slice(-4).map(({ hours }) => hours)).toEqual([-5, -1, 10, -12]);
  });

  it.each([0, 13, 2.5, -1])('refuses %s hours with 400 "Hours must be a whole number from 1 to 12"', async (duration) => {
    const { caller, businessId } = await world.register();
    const refused = await refusal(book(caller, businessId, dayFromNow(world, 8), 'morning', duration));
    expect(refused).toEqual({ status: 400, message: DURATION, fieldErrors: { duration: DURATION } });
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(1);
  });
});

describe('cancel', () => {
  it('gives a confirmed booking’s hours back with one +duration line; the second cancel is 409 and refunds nothing', async () => {
    const { caller, businessId } = await world.register();
    const booking = await book(caller, businessId, dayFromNow(world, 12), 'afternoon', 4);
    expect(await available(caller)).toBe(11);

    const canceled = await caller.business.bookings.cancel({ bookingId: booking.id });
    expect(canceled).toMatchObject({ booking: { id: booking.id, status: 'canceled' }, refundedHours: 4, feeHours: 0 });
    expect(await available(caller)).toBe(15);
    expect((await ledgerOf(businessId)).filter((line) => line.bookingId === booking.id).map(({ hours }) => hours)).toEqual([-4, 4]);

    expect(await refusal(caller.business.bookings.cancel({ bookingId: booking.id }))).toMatchObject({ status: 409, message: ONLY_CONFIRMED });
    expect(await available(caller)).toBe(15);
    expect((await ledgerOf(businessId)).filter((line) => line.bookingId === booking.id)).toHaveLength(2);
  });

  it('refunds once under a double click: of two cancels at once one succeeds and the other is 409', async () => {
    const { caller, businessId } = await world.register();
    const booking = await book(caller, businessId, dayFromNow(world, 13), 'evening', 3);
    const results = await Promise.allSettled([caller.business.bookings.cancel({ bookingId: booking.id }), caller.business.bookings.cancel({ bookingId: booking.id })]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect((rejected!.reason as Error).message).toBe(ONLY_CONFIRMED);
    expect((await ledgerOf(businessId)).filter((line) => line.bookingId === booking.id).map(({ hours }) => hours)).toEqual([-3, 3]);
    expect(await available(caller)).toBe(15);
  });

  it('refuses to cancel a completed booking with 409 and keeps its hours used', async () => {
    const { caller, bookingId } = await world.register();
    world.atStartOf(await world.dataSource.manager.findOneByOrFail(Booking, { id: bookingId }), 6 * HOUR);
    await admin().admin.completeBooking({ id: bookingId });
    expect(await refusal(caller.business.bookings.cancel({ bookingId }))).toMatchObject({ status: 409, message: ONLY_CONFIRMED });
    expect(await statusOf(bookingId)).toBe('completed');
    expect(await available(caller)).toBe(15);
  });
});

describe('reschedule', () => {
  it('moves date, slot and duration and writes the difference in hours to the ledger (none when the length stays)', async () => {
    const { caller, businessId, bookingId } = await world.register({ duration: 5 });
    const newDay = dayFromNow(world, 33);
    const longer = await caller.business.bookings.reschedule({ bookingId, bookingDate: usDate(newDay), timeSlot: 'evening', duration: 8 });
    expect(longer).toMatchObject({ id: bookingId, bookingDate: newDay, timeSlot: 'evening', duration: 8, status: 'confirmed' });
    expect(await available(caller)).toBe(12);
    let lines = (await ledgerOf(businessId)).filter((line) => line.bookingId === bookingId).map(({ hours }) => hours);
    expect(lines).toEqual([-5, -3]);

    await caller.business.bookings.reschedule({ bookingId, bookingDate: newDay, timeSlot: 'afternoon', duration: 2 });
    expect(await available(caller)).toBe(18);
    lines = (await ledgerOf(businessId)).filter((line) => line.bookingId === bookingId).map(({ hours }) => hours);
    expect(lines).toEqual([-5, -3, 6]);

    await caller.business.bookings.reschedule({ bookingId, bookingDate: dayFromNow(world, 34), timeSlot: 'morning', duration: 2 });
    expect((await ledgerOf(businessId)).filter((line) => line.bookingId === bookingId)).toHaveLength(3);
    expect(await available(caller)).toBe(18);
  });

  it('refuses to move a canceled booking with 409, and to move any booking into the past with 400', async () => {
    const { caller, businessId, bookingId } = await world.register();
    expect(await refusal(caller.business.bookings.reschedule({ bookingId, bookingDate: dayFromNow(world, -2), timeSlot: 'morning', duration: 5 }))).toMatchObject({
      status: 400,
      message: PAST_DATE,
    });
    await caller.business.bookings.cancel({ bookingId });
    expect(await refusal(caller.business.bookings.reschedule({ bookingId, bookingDate: dayFromNow(world, 40), timeSlot: 'morning', duration: 5 }))).toMatchObject({
      status: 409,
      message: ONLY_CONFIRMED,
    });
    expect(await available(caller)).toBe(20);
    expect((await ledgerOf(businessId)).filter((line) => line.bookingId === bookingId)).toHaveLength(2);
  });
});

describe('completion comes only from a confirmed timesheet or the admin', () => {
  it('leaves a booking confirmed however much time passes and whatever jobs run', async () => {
    const { caller, businessId, bookingId } = await world.register();
    const { booking: withChef } = await staffed(caller, businessId, dayFromNow(world, 4), 'afternoon', 3);
    world.atStartOf(withChef, 10 * 24 * HOUR);
    await world.runJobs();
    expect(await statusOf(withChef.id)).toBe('confirmed');
    world.clock.offsetMs += 40 * 24 * HOUR;
    await world.runJobs();
    expect(await statusOf(withChef.id)).toBe('confirmed');
    expect(await statusOf(bookingId)).toBe('confirmed');
  });

  it('completes a booking when the business confirms its timesheet, writing the difference from the booked hours', async () => {
    const { caller, businessId } = await world.register();
    const { booking, chef } = await staffed(caller, businessId, dayFromNow(world, 5), 'morning', 5);
    world.atStartOf(booking, 4 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId: booking.id, hours: 3, note: 'Prep and service' });
    expect(await statusOf(booking.id)).toBe('confirmed');
    await caller.business.bookings.confirmTimesheet({ bookingId: booking.id });
    expect(await statusOf(booking.id)).toBe('completed');
    const lines = (await ledgerOf(businessId)).filter((line) => line.bookingId === booking.id).map(({ hours }) => hours);
    expect(lines).toEqual([-5, 2]);
    expect(await available(caller)).toBe(12);
  });

  it('completes one booking when the admin marks it, and in bulk every confirmed booking dated before today but those with reported hours', async () => {
    const { caller, businessId, bookingId: later } = await world.register({ duration: 1 });
    const soon = dayFromNow(world, 2);
    const past = await book(caller, businessId, soon, 'morning', 1);
    const canceled = await book(caller, businessId, soon, 'afternoon', 1);
    await caller.business.bookings.cancel({ bookingId: canceled.id });
    const { booking: reported, chef } = await staffed(caller, businessId, soon, 'evening', 1);
    const marked = await book(caller, businessId, dayFromNow(world, 3), 'morning', 1);
    const future = await book(caller, businessId, dayFromNow(world, 6), 'morning', 1);

    world.atStartOf(reported, HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId: reported.id, hours: 1, note: 'Done' });
    world.atStartOf(marked, 2 * HOUR);
    expect(await admin().admin.completeBooking({ id: marked.id })).toMatchObject({ id: marked.id, status: 'completed' });

    // Two days later: the bookings of `soon` are past, `future` is not.
    world.atStartOf({ bookingDate: dayFromNow(world, 2), timeSlot: 'afternoon' }, 0);
    const swept = await admin().admin.completePastBookings();
    expect(swept.completed).toBeGreaterThanOrEqual(1);
    expect({
      past: await statusOf(past.id),
      canceled: await statusOf(canceled.id),
      reported: await statusOf(reported.id),
      marked: await statusOf(marked.id),
      future: await statusOf(future.id),
      later: await statusOf(later),
    }).toEqual({ past: 'completed', canceled: 'canceled', reported: 'confirmed', marked: 'completed', future: 'confirmed', later: 'confirmed' });
    // Completing gives no hours back.
    expect(await available(caller)).toBe(20 - 1 - 1 - 1 - 1 - 1 - 1 + 1);
  });
});

describe('Idempotency-Key on booking creation', () => {
  it('answers a repeat with the same key and body with the first booking and books nothing', async () => {
    const { principal, businessId, caller } = await world.register();
    const request: BookingRequest = { businessId, serviceType: 'virtual', bookingDate: dayFromNow(world, 18), timeSlot: 'afternoon', duration: 3 };
    const first = await withKey(principal, 'checkout-42').business.bookings.create(request);
    const ledgerLines = (await ledgerOf(businessId)).length;
    const keys = await world.dataSource.manager.countBy(IdempotencyKey, { businessId });
    const jobs = await world.dataSource.manager.count(Job);

    // The same request with its fields in another order is the same request.
    const repeat = await withKey(principal, 'checkout-42').business.bookings.create({ duration: 3, timeSlot: 'afternoon', bookingDate: request.bookingDate, serviceType: 'virtual', businessId });
    expect(repeat).toEqual(first);
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(2);
    expect((await ledgerOf(businessId)).length).toBe(ledgerLines);
    expect(await world.dataSource.manager.countBy(IdempotencyKey, { businessId })).toBe(keys);
    // No second confirmation email, no second reminder.
    expect(await world.dataSource.manager.count(Job)).toBe(jobs);
    expect(await available(caller)).toBe(12);
  });

  it('books once when repeats with one key arrive at the same time', async () => {
    const { principal, businessId, caller } = await world.register();
    const request: BookingRequest = { businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, 19), timeSlot: 'morning', duration: 2 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => withKey(principal, 'double-tap').business.bookings.create(request)));
    expect(new Set(answers.map(({ id }) => id)).size).toBe(1);
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(2);
    expect(await available(caller)).toBe(13);
  });

  it('refuses the same key with another body with 422 and books nothing', async () => {
    const { principal, businessId, caller } = await world.register();
    const request: BookingRequest = { businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, 20), timeSlot: 'morning', duration: 2 };
    await withKey(principal, 'order-7').business.bookings.create(request);
    const refused = await refusal(withKey(principal, 'order-7').business.bookings.create({ ...request, duration: 3 }));
    expect(refused).toMatchObject({ status: 422, message: KEY_REUSED });
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(2);
    expect(await available(caller)).toBe(13);
  });

  it('keeps keys per business: another business using the same key books its own booking', async () => {
    const one = await world.register();
    const other = await world.register();
    const request = (businessId: number): BookingRequest => ({ businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, 21), timeSlot: 'evening', duration: 4 });
    const first = await withKey(one.principal, 'shared-key').business.bookings.create(request(one.businessId));
    const second = await withKey(other.principal, 'shared-key').business.bookings.create(request(other.businessId));
    expect(second.id).not.toBe(first.id);
    expect(await world.dataSource.manager.countBy(Booking, { businessId: other.businessId })).toBe(2);
    expect(await available(one.caller)).toBe(11);
    expect(await available(other.caller)).toBe(11);
  });

  it('books anew without the header, and once a key is more than 24 hours old', async () => {
    const { principal, businessId, caller } = await world.register();
    const request: BookingRequest = { businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, 22), timeSlot: 'morning', duration: 1 };
    const plainOne = await caller.business.bookings.create(request);
    const plainTwo = await caller.business.bookings.create(request);
    expect(plainTwo.id).not.toBe(plainOne.id);

    const keyed = await withKey(principal, 'daily').business.bookings.create(request);
    world.clock.offsetMs += 25 * HOUR;
    const nextDay = await withKey(principal, 'daily').business.bookings.create(request);
    expect(nextDay.id).not.toBe(keyed.id);
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(5);
    expect(await available(caller)).toBe(11);
  });

  it('refuses a key longer than 200 characters with 400 and books nothing', async () => {
    const { principal, businessId } = await world.register();
    const refused = await refusal(
      withKey(principal, 'k'.repeat(201)).business.bookings.create({ businessId, bookingDate: dayFromNow(world, 23), timeSlot: 'morning', duration: 1 }),
    );
    expect(refused).toMatchObject({ status: 400, message: 'Idempotency-Key must be from 1 to 200 characters' });
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(1);
  });
});

describe('section 16: started slots, late moves, settled bookings', () => {
  it('refuses to book or move into a slot that has already started today with 409 "This time slot has already started"', async () => {
    const { caller, businessId, bookingId } = await world.register();
    const today = dayFromNow(world, 7);
    world.atStartOf({ bookingDate: today, timeSlot: 'afternoon' }, HOUR);
    expect(await refusal(book(caller, businessId, today, 'morning'))).toMatchObject({ status: 409, message: SLOT_STARTED });
    expect(await refusal(book(caller, businessId, today, 'all-day'))).toMatchObject({ status: 409, message: SLOT_STARTED });
    expect(await refusal(book(caller, businessId, today, 'afternoon'))).toMatchObject({ status: 409, message: SLOT_STARTED });
    expect(
      await refusal(caller.business.bookings.reschedule({ bookingId, bookingDate: today, timeSlot: 'morning', duration: 5 })),
    ).toMatchObject({ status: 409, message: SLOT_STARTED });
    expect(await world.dataSource.manager.countBy(Booking, { businessId })).toBe(1);
    expect((await book(caller, businessId, today, 'evening')).bookingDate).toBe(today);
  });

  it('refuses to move a booking with a chef within 24 hours of its start (409), and nothing changes', async () => {
    const { caller, businessId } = await world.register();
    const { booking } = await staffed(caller, businessId, dayFromNow(world, 6), 'afternoon', 3);
    const ledgerBefore = await ledgerOf(businessId);
    world.atStartOf(booking, -23 * HOUR);
    const refused = await refusal(caller.business.bookings.reschedule({ bookingId: booking.id, bookingDate: dayFromNow(world, 9), timeSlot: 'afternoon', duration: 3 }));
    expect(refused).toMatchObject({ status: 409, message: NO_MOVE });
    // Not even a shorter duration on the same day: it would lower the fee a cancel then keeps.
    expect(await refusal(caller.business.bookings.reschedule({ bookingId: booking.id, bookingDate: booking.bookingDate, timeSlot: 'afternoon', duration: 1 }))).toMatchObject({
      status: 409,
      message: NO_MOVE,
    });
    const stored = await world.dataSource.manager.findOneByOrFail(Booking, { id: booking.id });
    expect({ bookingDate: stored.bookingDate, timeSlot: stored.timeSlot, duration: stored.duration }).toEqual({ bookingDate: booking.bookingDate, timeSlot: 'afternoon', duration: 3 });
    expect(await ledgerOf(businessId)).toEqual(ledgerBefore);
    // Cancelling is the way out, and it carries the late fee.
    expect(await caller.business.bookings.cancel({ bookingId: booking.id })).toMatchObject({ refundedHours: 0, feeHours: 3 });
  });

  it('moves a booking with a chef 25 hours ahead, and one without a chef 2 hours ahead, as before', async () => {
    const { caller, businessId } = await world.register();
    const { booking: withChef } = await staffed(caller, businessId, dayFromNow(world, 6), 'morning', 2);
    const withoutChef = await book(caller, businessId, withChef.bookingDate, 'afternoon', 2);
    world.atStartOf(withChef, -25 * HOUR);
    const moved = await caller.business.bookings.reschedule({ bookingId: withChef.id, bookingDate: withChef.bookingDate, timeSlot: 'morning', duration: 3 });
    expect(moved.duration).toBe(3);
    world.atStartOf(withoutChef, -2 * HOUR);
    const alsoMoved = await caller.business.bookings.reschedule({ bookingId: withoutChef.id, bookingDate: dayFromNow(world, 3), timeSlot: 'evening', duration: 2 });
    expect(alsoMoved).toMatchObject({ bookingDate: dayFromNow(world, 3), timeSlot: 'evening' });
  });

  it('refuses to take the chef off a booking whose hours were reported (409), and off a completed booking (409 "This booking is completed")', async () => {
    const { caller, businessId } = await world.register();
    const { booking: reported, chef } = await staffed(caller, businessId, dayFromNow(world, 5), 'morning', 2);
    const { booking: done, chef: otherChef } = await staffed(caller, businessId, dayFromNow(world, 5), 'afternoon', 2);

    world.atStartOf(reported, 3 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId: reported.id, hours: 2, note: 'Lunch prep' });
    expect(await refusal(admin().admin.unassignChef({ bookingId: reported.id }))).toMatchObject({ status: 409, message: HOURS_REPORTED });
    expect(await world.dataSource.manager.findOneBy(Assignment, { bookingId: reported.id })).toMatchObject({ chefId: chef.id });

    world.atStartOf(done, 5 * HOUR);
    await admin().admin.completeBooking({ id: done.id });
    expect(await refusal(admin().admin.unassignChef({ bookingId: done.id }))).toMatchObject({ status: 409, message: COMPLETED });
    expect(await world.dataSource.manager.findOneBy(Assignment, { bookingId: done.id })).toMatchObject({ chefId: otherChef.id });

    // A booking neither reported nor completed can still lose its chef.
    const { booking: open } = await staffed(caller, businessId, dayFromNow(world, 6), 'morning', 1);
    await admin().admin.unassignChef({ bookingId: open.id });
    expect(await world.dataSource.manager.findOneBy(Assignment, { bookingId: open.id })).toBeNull();
  });
});
