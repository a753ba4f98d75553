import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../../common/dates.js';
import { cancellationTerms } from '../../../common/session-life.js';
import { bookingStart, Chef, dayFromNow, useCaseWorld, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 10 around the session: late cancellation, timesheets (report, confirm,
 * dispute, settle, the 72-hour job), the chef no-show, favourites and "offer to favourites first".
 */

const world = useCaseWorld();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let nextDay = 5;

interface Slot {
  bookingDate: string;
  timeSlot: string;
}

const admin = () => world.callerFor({ admin: world.admin }).admin;

/** A new business's first booking (5 hours unless told), with an active chef assigned unless `staffed` is false. */
async function booking({ staffed = true, ...overrides }: { staffed?: boolean } & Record<string, unknown> = {}) {
  const slot: Slot = { bookingDate: (overrides.bookingDate as string | undefined) ?? dayFromNow(world, nextDay++), timeSlot: (overrides.timeSlot as string | undefined) ?? 'morning' };
  const business = await world.register({ duration: 5, ...overrides, ...slot });
  const chef = staffed ? await world.activeChef() : null;
  if (chef) await admin().assignChef({ bookingId: business.bookingId, chefId: chef.id });
  return { business, chef: chef!, slot, bookingId: business.bookingId };
}

type Business = Awaited<ReturnType<typeof world.register>>;

const dashboard = (business: Business) => business.caller.business.dashboard({});
const availableHours = async (business: Business) => (await dashboard(business)).laborBank!.availableHours;
const bookingOf = async (business: Business, bookingId: number) => (await dashboard(business)).bookings.find(({ id }) => id === bookingId)!;
/** The hours of the ledger lines whose description starts with `description` (a fee line names its session after it). */
const ledgerLines = async (business: Business, description: string) =>
  (await dashboard(business)).laborTransactions.filter((line) => line.description.startsWith(description)).map(({ hours }) => hours);

describe('late cancellation', () => {
  it('keeps min(duration, 4) hours as "Late cancellation fee" when a business cancels a booking with a chef less than 24 hours ahead', async () => {
    const { business, slot, bookingId } = await booking({ duration: 5 });
    expect(await availableHours(business)).toBe(15);

    world.atStartOf(slot, -23 * HOUR);
    const now = new Date(Date.now() + world.clock.offsetMs);
    // What the dashboard states before the business confirms (src/common) is what the cancel charges.
    const shownBeforehand = cancellationTerms({ duration: 5, startsAt: bookingStart(slot), staffed: true }, now);
    const canceled = await business.caller.business.bookings.cancel({ bookingId });

    expect(canceled).toMatchObject({ refundedHours: 1, feeHours: 4 });
    expect(shownBeforehand).toEqual({ refundedHours: 1, feeHours: 4 });
    expect(canceled.booking.status).toBe('canceled');
    expect(await availableHours(business)).toBe(16);
    expect(await ledgerLines(business, 'Late cancellation fee')).toEqual([-4]);
  });

  it('keeps all the hours of a 3-hour booking cancelled late, as min(3, 4) is 3', async () => {
    const { business, slot, bookingId } = await booking({ duration: 3 });

    world.atStartOf(slot, -2 * HOUR);
    const canceled = await business.caller.business.bookings.cancel({ bookingId });

    expect(canceled).toMatchObject({ refundedHours: 0, feeHours: 3 });
    expect(await availableHours(business)).toBe(17);
    expect(await ledgerLines(business, 'Late cancellation fee')).toEqual([-3]);
  });

  it('refunds every hour when a booking with a chef is cancelled 24 hours or more before its start', async () => {
    const { business, slot, bookingId } = await booking({ duration: 5 });

    world.atStartOf(slot, -24 * HOUR - MINUTE);
    const canceled = await business.caller.business.bookings.cancel({ bookingId });

    expect(canceled).toMatchObject({ refundedHours: 5, feeHours: 0 });
    expect(await availableHours(business)).toBe(20);
    expect(await ledgerLines(business, 'Late cancellation fee')).toEqual([]);
  });

  it('refunds every hour when a booking without a chef is cancelled an hour before its start', async () => {
    const { business, slot, bookingId } = await booking({ staffed: false, duration: 5 });

    world.atStartOf(slot, -HOUR);
    const canceled = await business.caller.business.bookings.cancel({ bookingId });

    expect(canceled).toMatchObject({ refundedHours: 5, feeHours: 0 });
    expect(await availableHours(business)).toBe(20);
    expect(await ledgerLines(business, 'Late cancellation fee')).toEqual([]);
  });
});

describe('timesheets', () => {
  it('lets the chef report hours from the booking\'s start on, not a minute before', async () => {
    const { chef, slot, bookingId } = await booking();

    world.atStartOf(slot, -MINUTE);
    expect(await refusal(chef.caller.chef.submitTimesheet({ bookingId, hours: 5, note: '' }))).toMatchObject({
      status: 409,
      message: "Hours can be reported from the booking's start",
    });

    world.atStartOf(slot, 0);
    const submitted = await chef.caller.chef.submitTimesheet({ bookingId, hours: 5, note: 'Prep and service' });
    expect(submitted).toMatchObject({ bookingId, hours: 5, status: 'submitted' });
  });

  it('opens the timesheet at 8 a.m. on 2027-11-07, when Vancouver no longer falls back: 15:00 UTC, not 16:00', async () => {
    const { chef, bookingId } = await booking({ bookingDate: '2027-11-07', timeSlot: 'morning' });

    world.clock.offsetMs = Date.parse('2027-11-07T14:59:00Z') - Date.now();
    expect((await refusal(chef.caller.chef.submitTimesheet({ bookingId, hours: 5, note: '' }))).message).toBe("Hours can be reported from the booking's start");

    world.clock.offsetMs = Date.parse('2027-11-07T15:00:30Z') - Date.now();
    expect(await chef.caller.chef.submitTimesheet({ bookingId, hours: 5, note: '' })).toMatchObject({ status: 'submitted' });
  });

  it('takes only whole hours from 1 to 12', async () => {
    const { chef, slot, bookingId } = await booking();
    world.atStartOf(slot, HOUR);

    for (const hours of [0, 13, 2.5]) {
      expect(await refusal(chef.caller.chef.submitTimesheet({ bookingId, hours, note: '' }))).toMatchObject({
        status: 400,
        message: 'Hours worked must be a whole number from 1 to 12',
        fieldErrors: { hours: 'Hours worked must be a whole number from 1 to 12' },
      });
    }
    expect(await chef.caller.chef.submitTimesheet({ bookingId, hours: 12, note: '' })).toMatchObject({ hours: 12 });
  });

  it('completes the booking when the business confirms, and gives back the hours not worked', async () => {
    const { business, chef, slot, bookingId } = await booking({ duration: 5 });
    world.atStartOf(slot, 5 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId, hours: 3, note: '' });

    const confirmed = await business.caller.business.bookings.confirmTimesheet({ bookingId });

    expect(confirmed.status).toBe('confirmed');
    expect((await bookingOf(business, bookingId)).status).toBe('completed');
    expect(await availableHours(business)).toBe(17);
  });

  it('charges the bank for hours worked beyond those booked when the business confirms', async () => {
    const { business, chef, slot, bookingId } = await booking({ duration: 5 });
    world.atStartOf(slot, 7 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId, hours: 7, note: 'The dinner ran long' });

    await business.caller.business.bookings.confirmTimesheet({ bookingId });

    expect((await bookingOf(business, bookingId)).status).toBe('completed');
    expect(await availableHours(business)).toBe(13);
  });

  it('refuses a confirmation whose extra hours the bank cannot cover with 409 "Not enough hours in your labor bank", and changes nothing', async () => {
    const { business, chef, slot, bookingId } = await booking({ duration: 5 });
    // Spend the other 15 hours on two later virtual bookings.
    for (const [days, duration] of [[40, 12], [41, 3]] as const) {
      await business.caller.business.bookings.create({ businessId: business.businessId, serviceType: 'virtual', bookingDate: dayFromNow(world, days), timeSlot: 'afternoon', duration });
    }
    expect(await availableHours(business)).toBe(0);
    world.atStartOf(slot, 8 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId, hours: 8, note: '' });

    expect(await refusal(business.caller.business.bookings.confirmTimesheet({ bookingId }))).toMatchObject({ status: 409, message: 'Not enough hours in your labor bank' });

    const after = await bookingOf(business, bookingId);
    expect(after.status).toBe('confirmed');
    expect(after.timesheet?.status).toBe('submitted');
    expect(await availableHours(business)).toBe(0);
  });

  it('sends a dispute with its reason to the admin, who settles the hours and so completes the booking', async () => {
    const { business, chef, slot, bookingId } = await booking({ duration: 5, businessName: 'Disputed Hours Bistro' });
    world.atStartOf(slot, 6 * HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId, hours: 6, note: '' });

    expect(await refusal(business.caller.business.bookings.disputeTimesheet({ bookingId, reason: '' }))).toMatchObject({
      status: 400,
      message: 'Please say what is wrong with these hours',
    });
    const disputed = await business.caller.business.bookings.disputeTimesheet({ bookingId, reason: 'The chef left at noon' });
    expect(disputed).toMatchObject({ status: 'disputed', disputeReason: 'The chef left at noon' });
    expect((await admin().timesheetDisputes()).find((row) => row.bookingId === bookingId)).toMatchObject({ hours: 6, disputeReason: 'The chef left at noon' });
    await world.runJobs();
    expect(world.mail.some((email) => email.to === 'support@chefconnect.ca' && email.subject === `Timesheet disputed: Disputed Hours Bistro, ${formatLongDay(slot.bookingDate)}`)).toBe(true);
    // Disputed hours are not the business's to confirm any more.
    expect((await bookingOf(business, bookingId)).status).toBe('confirmed');

    const settled = await admin().settleTimesheet({ id: bookingId, hours: 4, note: 'The kitchen closed at 2' });

    expect(settled).toMatchObject({ status: 'settled', hours: 4 });
    expect((await bookingOf(business, bookingId)).status).toBe('completed');
    expect(await availableHours(business)).toBe(16);
    expect((await admin().timesheetDisputes()).some((row) => row.bookingId === bookingId)).toBe(false);
  });

  it('confirms hours nobody answered 72 hours after they were reported, through a job', async () => {
    const { business, chef, slot, bookingId } = await booking({ duration: 5 });
    world.atStartOf(slot, HOUR);
    await chef.caller.chef.submitTimesheet({ bookingId, hours: 4, note: '' });

    world.atStartOf(slot, HOUR + 72 * HOUR - MINUTE);
    await world.runJobs();
    expect((await bookingOf(business, bookingId)).timesheet?.status).toBe('submitted');
    expect(await availableHours(business)).toBe(15);

    world.atStartOf(slot, HOUR + 72 * HOUR + MINUTE);
    await world.runJobs();
    const after = await bookingOf(business, bookingId);
    expect(after.status).toBe('completed');
    expect(after.timesheet?.status).toBe('confirmed');
    expect(await availableHours(business)).toBe(16);
  });
});

describe('chef no-show', () => {
  it('cancels the booking with every hour back and counts the no-show on the chef', async () => {
    const { business, chef, slot, bookingId } = await booking({ duration: 5 });
    world.atStartOf(slot, HOUR);

    const canceled = await admin().chefNoShow({ id: bookingId });

    expect(canceled.status).toBe('canceled');
    expect((await bookingOf(business, bookingId)).status).toBe('canceled');
    expect(await availableHours(business)).toBe(20);
    expect(await ledgerLines(business, 'Late cancellation fee')).toEqual([]);
    expect((await world.dataSource.getRepository(Chef).findOneByOrFail({ id: chef.id })).noShows).toBe(1);
  });
});

describe('favourites', () => {
  /** A business whose first booking its chef worked and completed; the clock stays an hour after that session's start. */
  async function businessWithWorkedChef() {
    const first = await booking({ bookingDate: dayFromNow(world, 2) });
    world.atStartOf(first.slot, HOUR);
    await admin().completeBooking({ id: first.bookingId });
    return first;
  }

  it('lets a business favourite only a chef who worked for it', async () => {
    const { business, chef } = await businessWithWorkedChef();
    const stranger = await world.activeChef();

    expect(await refusal(business.caller.business.addFavourite({ chefId: stranger.id }))).toMatchObject({
      status: 409,
      message: 'Only a chef who has worked for you can be a favourite',
    });
    await business.caller.business.addFavourite({ chefId: chef.id });
    expect(await business.caller.business.favourites()).toEqual([chef.id]);
  });

  it('offers a booking to the business\'s favourites first, and to every eligible chef 2 hours later when nobody accepted', async () => {
    const { business, chef: favourite } = await businessWithWorkedChef();
    await business.caller.business.addFavourite({ chefId: favourite.id });
    const other = await world.activeChef();
    const next = await business.caller.business.bookings.create({ businessId: business.businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, 20), timeSlot: 'morning', duration: 4 });
    const offersOf = async (who: typeof other) => (await who.caller.chef.offers()).filter((offer) => offer.bookingId === next.id && offer.status === 'open');

    const firstWave = await admin().offerToFavourites({ bookingId: next.id });

    expect(firstWave.map(({ chefId }) => chefId)).toEqual([favourite.id]);
    expect(await offersOf(favourite)).toHaveLength(1);
    expect(await offersOf(other)).toHaveLength(0);

    world.clock.offsetMs += 2 * HOUR - MINUTE;
    await world.runJobs();
    expect(await offersOf(other)).toHaveLength(0);

    world.clock.offsetMs += 2 * MINUTE;
    await world.runJobs();
    expect(await offersOf(other)).toHaveLength(1);
  });

  it('offers the booking to nobody else when a favourite accepts within the 2 hours', async () => {
    const { business, chef: favourite } = await businessWithWorkedChef();
    await business.caller.business.addFavourite({ chefId: favourite.id });
    const other = await world.activeChef();
    const next = await business.caller.business.bookings.create({ businessId: business.businessId, serviceType: 'in-person', bookingDate: dayFromNow(world, 21), timeSlot: 'morning', duration: 4 });
    const [offer] = await admin().offerToFavourites({ bookingId: next.id });

    await favourite.caller.chef.acceptOffer({ id: offer!.id });
    world.clock.offsetMs += 2 * HOUR + MINUTE;
    await world.runJobs();

    expect((await other.caller.chef.offers()).some((candidate) => candidate.bookingId === next.id)).toBe(false);
    expect((await bookingOf(business, next.id)).chef?.id).toBe(favourite.id);
  });
});
