import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../../common/dates.js';
import { duringSession } from '../../../../tests/support/session-clock.js';
import { Assignment, bookingStart, dayFromNow, Offer, useCaseWorld, type Caller } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 9, "Staffing: from a booking to a chef", proved through the tRPC callers
 * of the admin, the chefs and the business, on in-memory SQLite with a clock the test moves.
 * Every chef is made by the test that uses it, so what one test's chefs hold never leaks into
 * another's; lists that span the world (eligible chefs, the board) are read for this test's ids.
 */

const world = useCaseWorld();

type Slot = 'morning' | 'afternoon' | 'evening' | 'all-day';
type Chef = Awaited<ReturnType<typeof world.activeChef>>;
type Weekly = Parameters<Caller['chef']['setAvailability']>[0]['weekly'];

const HOUR = 3_600_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const admin = (): Caller => world.callerFor({ admin: world.admin });

/** The weekday of a YYYY-MM-DD day, lower case as the availability names it. */
function weekdayOf(day: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
}
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Every slot of every day, but `weekday` works only `slots`. */
function everySlotBut(weekday: (typeof WEEKDAYS)[number], slots: ('morning' | 'afternoon' | 'evening')[]): Weekly {
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, ['morning', 'afternoon', 'evening']])) as Weekly;
  return { ...weekly, [weekday]: slots };
}

/** A new business whose first booking is on `day` in `timeSlot`, 2 hours unless told. */
async function bookedBusiness(day: string, timeSlot: Slot = 'morning', overrides: Record<string, unknown> = {}) {
  const business = await world.register({ bookingDate: day, timeSlot, duration: 2, ...overrides });
  return { ...business, booking: { id: business.bookingId, bookingDate: day, timeSlot } };
}

async function dashboardBooking(business: { caller: Caller }, bookingId: number) {
  const dashboard = await business.caller.business.dashboard({});
  const booking = dashboard.bookings.find(({ id }) => id === bookingId);
  if (!booking) throw new Error(`booking ${bookingId} is not on its dashboard`);
  return booking;
}

async function offerIdsByChef(bookingId: number, chefs: Chef[]): Promise<Map<number, number>> {
  const offers = await admin().admin.offerBooking({ bookingId, chefIds: chefs.map(({ id }) => id) });
  return new Map(offers.map((offer) => [offer.chefId, offer.id]));
}

async function offerStatuses(bookingId: number): Promise<Record<number, string>> {
  const offers = await world.dataSource.manager.findBy(Offer, { bookingId });
  return Object.fromEntries(offers.map(({ chefId, status }) => [chefId, status]));
}

const subjectsTo = (to: string) => world.mail.filter((email) => email.to === to).map(({ subject }) => subject);
const mailTo = (to: string, subject: string) => world.mail.filter((email) => email.to === to && email.subject === subject);

async function upcomingBookingIds(chef: Chef): Promise<number[]> {
  return (await chef.caller.chef.assignments()).upcoming.map(({ bookingId }) => bookingId);
}

async function rejection(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected the call to be refused');
}

describe('staffing states', () => {
  it('a confirmed booking starts awaiting a chef, is offered while an offer is open, and is assigned once a chef accepts', async () => {
    const business = await bookedBusiness(dayFromNow(world, 30));
    const chef = await world.activeChef();
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ status: 'confirmed', staffing: 'awaiting-chef', chef: null });

    const offers = await offerIdsByChef(business.bookingId, [chef]);
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'offered', chef: null });

    await chef.caller.chef.acceptOffer({ id: offers.get(chef.id)! });
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'assigned', chef: { id: chef.id, name: chef.name } });
  });
});

describe('eligibility', () => {
  /** One chef for each reason a chef may not work a morning booking on `day`. */
  async function ineligibleChefs(day: string) {
    const inactive = await world.activeChef({ status: 'inactive' });
    const virtualOnly = await world.activeChef({ serviceTypes: ['virtual'] });
    const noMornings = await world.activeChef();
    await noMornings.caller.chef.setAvailability({ weekly: everySlotBut(weekdayOf(day), ['afternoon', 'evening']) });
    const offThatDay = await world.activeChef();
    await offThatDay.caller.chef.addTimeOff({ from: day, to: day, reason: 'Family wedding' });
    const busy = await world.activeChef();
    await admin().admin.assignChef({ bookingId: (await bookedBusiness(day, 'all-day')).bookingId, chefId: busy.id });
    return { inactive, virtualOnly, noMornings, offThatDay, busy };
  }

  it('the admin sees only the eligible chefs, each with tier, rating and how many assignments they have that week', async () => {
    const day = dayFromNow(world, 40);
    const target = await bookedBusiness(day, 'morning');
    const master = await world.activeChef({ yearsExperience: 9, redSeal: true });
    const eveningHolder = await world.activeChef({ yearsExperience: 2, redSeal: false });
    const excluded = await ineligibleChefs(day);

    // The master chef worked three completed bookings the businesses rated 5, 4 and 4.
    for (const [offset, stars] of [
      [50, 5],
      [51, 4],
      [52, 4],
    ] as const) {
      const rated = await bookedBusiness(dayFromNow(world, offset));
      await admin().admin.assignChef({ bookingId: rated.bookingId, chefId: master.id });
      await duringSession(world, rated.booking, () => admin().admin.completeBooking({ id: rated.bookingId }));
      await rated.caller.business.bookings.rate({ bookingId: rated.bookingId, stars });
    }
    // One more assignment in the target's week (Monday to Sunday) and one the week after.
    const sameWeekDay = weekdayOf(day) === 'sunday' ? dayFromNow(world, 39) : dayFromNow(world, 41);
    await admin().admin.assignChef({ bookingId: (await bookedBusiness(sameWeekDay)).bookingId, chefId: master.id });
    await admin().admin.assignChef({ bookingId: (await bookedBusiness(dayFromNow(world, 47))).bookingId, chefId: master.id });
    // The evening of the target's day does not overlap its morning.
    await admin().admin.assignChef({ bookingId: (await bookedBusiness(day, 'evening')).bookingId, chefId: eveningHolder.id });

    const ours = new Set([master.id, eveningHolder.id, ...Object.values(excluded).map(({ id }) => id)]);
    const eligible = (await admin().admin.eligibleChefs({ bookingId: target.bookingId })).filter(({ id }) => ours.has(id));

    expect(eligible.map(({ id }) => id).sort()).toEqual([master.id, eveningHolder.id].sort());
    expect(eligible.find(({ id }) => id === master.id)).toMatchObject({ name: master.name, tier: 'Master Chef', redSeal: true, rating: 4.3, ratingCount: 3, assignmentsThatWeek: 1 });
    expect(eligible.find(({ id }) => id === eveningHolder.id)).toMatchObject({ tier: 'Entry Level', redSeal: false, rating: null, ratingCount: 0, assignmentsThatWeek: 1 });
  });

  it('assigning a chef who is not eligible answers 409 with the reason', async () => {
    const day = dayFromNow(world, 60);
    const weekday = capitalised(weekdayOf(day));
    const target = await bookedBusiness(day, 'morning');
    const { inactive, virtualOnly, noMornings, offThatDay, busy } = await ineligibleChefs(day);
    const assign = (chef: Chef) => rejection(admin().admin.assignChef({ bookingId: target.bookingId, chefId: chef.id }));

    expect(await assign(inactive)).toMatchObject({ code: 'CONFLICT', message: 'This chef is not active' });
    expect(await assign(virtualOnly)).toMatchObject({ code: 'CONFLICT', message: 'This chef does not take in-person work' });
    expect(await assign(noMornings)).toMatchObject({ code: 'CONFLICT', message: `This chef does not work ${weekday} mornings` });
    expect(await assign(offThatDay)).toMatchObject({ code: 'CONFLICT', message: `This chef has time off on ${day}` });
    expect(await assign(busy)).toMatchObject({ code: 'CONFLICT', message: 'This chef has another assignment at that time' });
    expect(await dashboardBooking(target, target.bookingId)).toMatchObject({ staffing: 'awaiting-chef', chef: null });

    const virtualBooking = await bookedBusiness(day, 'afternoon', { serviceType: 'virtual' });
    const inPersonOnly = await world.activeChef({ serviceTypes: ['in-person'] });
    expect(await rejection(admin().admin.assignChef({ bookingId: virtualBooking.bookingId, chefId: inPersonOnly.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This chef does not take virtual work',
    });
  });

  it('a 12-hour all-day booking needs a chef who works all three slots of its weekday and holds none of them', async () => {
    const day = dayFromNow(world, 61);
    const allDay = await bookedBusiness(day, 'all-day', { duration: 12 });
    const noEvenings = await world.activeChef();
    await noEvenings.caller.chef.setAvailability({ weekly: everySlotBut(weekdayOf(day), ['morning', 'afternoon']) });
    const eveningBusy = await world.activeChef();
    await admin().admin.assignChef({ bookingId: (await bookedBusiness(day, 'evening')).bookingId, chefId: eveningBusy.id });
    const free = await world.activeChef();

    expect(await rejection(admin().admin.assignChef({ bookingId: allDay.bookingId, chefId: noEvenings.id }))).toMatchObject({
      message: `This chef does not work ${capitalised(weekdayOf(day))} evenings`,
    });
    expect(await rejection(admin().admin.assignChef({ bookingId: allDay.bookingId, chefId: eveningBusy.id }))).toMatchObject({
      message: 'This chef has another assignment at that time',
    });
    const eligible = (await admin().admin.eligibleChefs({ bookingId: allDay.bookingId })).map(({ id }) => id);
    expect(eligible).toContain(free.id);
    expect(eligible).not.toContain(noEvenings.id);
    expect(eligible).not.toContain(eveningBusy.id);

    await admin().admin.assignChef({ bookingId: allDay.bookingId, chefId: free.id });
    // Holding the whole day, the chef is busy in each of its slots.
    const afternoon = await bookedBusiness(day, 'afternoon');
    expect(await rejection(admin().admin.assignChef({ bookingId: afternoon.bookingId, chefId: free.id }))).toMatchObject({
      message: 'This chef has another assignment at that time',
    });
  });
});

describe('offers', () => {
  it('an offer goes to several eligible chefs at once, each emailed with a link to the portal, and never to an ineligible one', async () => {
    const day = dayFromNow(world, 31);
    const business = await bookedBusiness(day);
    const chefs = [await world.activeChef(), await world.activeChef(), await world.activeChef()];
    const away = await world.activeChef();
    await away.caller.chef.addTimeOff({ from: day, to: day });

    expect(await rejection(admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chefs[0]!.id, away.id] }))).toMatchObject({
      code: 'CONFLICT',
      message: `${away.name}: This chef has time off on ${day}`,
    });
    expect(await offerStatuses(business.bookingId)).toEqual({});

    const offers = await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: chefs.map(({ id }) => id) });
    expect(offers.map(({ chefId, status, bookingId }) => ({ chefId, status, bookingId }))).toEqual(chefs.map(({ id }) => ({ chefId: id, status: 'open', bookingId: business.bookingId })));
    await world.runJobs();
    for (const chef of chefs) {
      const [email] = mailTo(chef.email, `New offer: ${formatLongDay(day)}`);
      expect(email?.text).toMatch(/https?:\/\/\S+\/chef\n/);
      expect((await chef.caller.chef.offers()).map(({ bookingId }) => bookingId)).toEqual([business.bookingId]);
    }
    expect(subjectsTo(away.email)).toEqual([]);
  });

  it('an offer expires 12 hours after it is made: a job closes it and accepting it then answers 409 "This offer is no longer open"', async () => {
    const business = await bookedBusiness(dayFromNow(world, 32));
    const chef = await world.activeChef();
    const offeredAt = Date.now();
    const [offer] = await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] });
    expect(Date.parse(offer!.expiresAt) - offeredAt).toBeGreaterThanOrEqual(12 * HOUR - 1_000);
    expect(Date.parse(offer!.expiresAt) - offeredAt).toBeLessThanOrEqual(12 * HOUR + 5_000);

    world.clock.offsetMs = 12 * HOUR - 60_000;
    await world.runJobs();
    expect(await offerStatuses(business.bookingId)).toEqual({ [chef.id]: 'open' });
    expect(await chef.caller.chef.offers()).toHaveLength(1);

    world.clock.offsetMs = 12 * HOUR + 10_000;
    await world.runJobs();
    expect(await offerStatuses(business.bookingId)).toEqual({ [chef.id]: 'expired' });
    expect(await chef.caller.chef.offers()).toEqual([]);
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'awaiting-chef' });
    expect(await rejection(chef.caller.chef.acceptOffer({ id: offer!.id }))).toMatchObject({ code: 'CONFLICT', message: 'This offer is no longer open' });
  });

  it("an offer made less than 12 hours before the booking's start expires at its start", async () => {
    const business = await bookedBusiness(dayFromNow(world, 3), 'evening');
    const chef = await world.activeChef();
    world.atStartOf(business.booking, -5 * HOUR);
    const [offer] = await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] });
    expect(Date.parse(offer!.expiresAt)).toBe(bookingStart(business.booking).getTime());

    world.atStartOf(business.booking, -60_000);
    await world.runJobs();
    expect(await offerStatuses(business.bookingId)).toEqual({ [chef.id]: 'open' });

    world.atStartOf(business.booking, 1_000);
    await world.runJobs();
    expect(await offerStatuses(business.bookingId)).toEqual({ [chef.id]: 'expired' });
    expect(await rejection(chef.caller.chef.acceptOffer({ id: offer!.id }))).toMatchObject({ code: 'CONFLICT', message: 'This offer is no longer open' });
  });

  it('the first accept wins: the booking is assigned, the other open offers close as filled and those chefs are told', async () => {
    const day = dayFromNow(world, 33);
    const business = await bookedBusiness(day);
    const [first, second, third] = [await world.activeChef(), await world.activeChef(), await world.activeChef()];
    const offers = await offerIdsByChef(business.bookingId, [first!, second!, third!]);

    const accepted = await second!.caller.chef.acceptOffer({ id: offers.get(second!.id)! });
    expect(accepted).toEqual({ id: offers.get(second!.id), bookingId: business.bookingId, chefId: second!.id, status: 'accepted', expiresAt: expect.any(String) });
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'assigned', chef: { id: second!.id } });
    expect(await offerStatuses(business.bookingId)).toEqual({ [first!.id]: 'filled', [second!.id]: 'accepted', [third!.id]: 'filled' });
    expect(await first!.caller.chef.offers()).toEqual([]);
    expect(await upcomingBookingIds(second!)).toEqual([business.bookingId]);

    // A later accept, its offer now filled.
    expect(await rejection(first!.caller.chef.acceptOffer({ id: offers.get(first!.id)! }))).toMatchObject({ code: 'CONFLICT', message: 'This booking has already been staffed' });
    expect(await upcomingBookingIds(first!)).toEqual([]);

    await world.runJobs();
    for (const loser of [first!, third!]) {
      const [closed] = mailTo(loser.email, `An offer is closed: ${formatLongDay(day)}`);
      expect(closed?.text).toContain('Another chef accepted it first.');
    }
    expect(subjectsTo(second!.email)).toContain(`You are confirmed for ${formatLongDay(day)}`);
    expect(subjectsTo(second!.email)).not.toContain(`An offer is closed: ${formatLongDay(day)}`);
  });

  it('a declined offer stays declined: nobody is told it was filled, and accepting it answers 409 "This offer is no longer open"', async () => {
    const day = dayFromNow(world, 34);
    const business = await bookedBusiness(day);
    const [decliner, taker] = [await world.activeChef(), await world.activeChef()];
    const offers = await offerIdsByChef(business.bookingId, [decliner!, taker!]);

    expect(await decliner!.caller.chef.declineOffer({ id: offers.get(decliner!.id)! })).toMatchObject({ status: 'declined' });
    expect(await decliner!.caller.chef.offers()).toEqual([]);
    expect(await rejection(decliner!.caller.chef.acceptOffer({ id: offers.get(decliner!.id)! }))).toMatchObject({ code: 'CONFLICT', message: 'This offer is no longer open' });
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'offered' });

    await taker!.caller.chef.acceptOffer({ id: offers.get(taker!.id)! });
    await world.runJobs();
    expect(await offerStatuses(business.bookingId)).toEqual({ [decliner!.id]: 'declined', [taker!.id]: 'accepted' });
    expect(subjectsTo(decliner!.email)).not.toContain(`An offer is closed: ${formatLongDay(day)}`);
  });

  it('accepting an offer that would overlap one of the chef\'s assignments answers 409 "This overlaps another of your assignments"', async () => {
    const day = dayFromNow(world, 35);
    const morning = await bookedBusiness(day, 'morning');
    const allDay = await bookedBusiness(day, 'all-day');
    const chef = await world.activeChef();
    const morningOffer = (await offerIdsByChef(morning.bookingId, [chef])).get(chef.id)!;
    const allDayOffer = (await offerIdsByChef(allDay.bookingId, [chef])).get(chef.id)!;

    await chef.caller.chef.acceptOffer({ id: morningOffer });
    expect(await rejection(chef.caller.chef.acceptOffer({ id: allDayOffer }))).toMatchObject({ code: 'CONFLICT', message: 'This overlaps another of your assignments' });
    expect(await upcomingBookingIds(chef)).toEqual([morning.bookingId]);
    expect(await dashboardBooking(allDay, allDay.bookingId)).toMatchObject({ staffing: 'offered', chef: null });
  });
});

describe('concurrent accepts', () => {
  it('of 50 chefs accepting one booking at once, exactly one wins and every other hears it has already been staffed', async () => {
    const business = await bookedBusiness(dayFromNow(world, 36));
    const chefs: Chef[] = [];
    for (let i = 0; i < 50; i += 1) chefs.push(await world.activeChef());
    const offers = await offerIdsByChef(business.bookingId, chefs);
    expect(offers.size).toBe(50);

    const results = await Promise.allSettled(chefs.map((chef) => chef.caller.chef.acceptOffer({ id: offers.get(chef.id)! })));

    const winners = results.flatMap((result, index) => (result.status === 'fulfilled' ? [chefs[index]!] : []));
    expect(winners).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
    expect(refusals).toEqual(Array(49).fill('This booking has already been staffed'));
    expect(await world.dataSource.manager.findBy(Assignment, { bookingId: business.bookingId })).toEqual([expect.objectContaining({ chefId: winners[0]!.id })]);
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'assigned', chef: { id: winners[0]!.id } });
  });

  it('of one chef accepting two overlapping bookings at once, exactly one wins', async () => {
    const day = dayFromNow(world, 37);
    const afternoon = await bookedBusiness(day, 'afternoon');
    // 8 AM to 2 PM: into the afternoon.
    const allDay = await bookedBusiness(day, 'all-day', { duration: 6 });
    const chef = await world.activeChef();
    const offers = [(await offerIdsByChef(afternoon.bookingId, [chef])).get(chef.id)!, (await offerIdsByChef(allDay.bookingId, [chef])).get(chef.id)!];

    const results = await Promise.allSettled(offers.map((id) => chef.caller.chef.acceptOffer({ id })));

    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []))).toEqual(['This overlaps another of your assignments']);
    expect(await upcomingBookingIds(chef)).toHaveLength(1);
    expect(await world.dataSource.manager.findBy(Assignment, { chefId: chef.id })).toHaveLength(1);
  });
});

describe('direct assignment and unassignment', () => {
  it("an admin's direct assignment staffs the booking, closes its open offers as filled and refuses a second chef", async () => {
    const day = dayFromNow(world, 38);
    const business = await bookedBusiness(day);
    const [offered, chosen, another] = [await world.activeChef(), await world.activeChef(), await world.activeChef()];
    const offers = await offerIdsByChef(business.bookingId, [offered!]);

    const row = await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chosen!.id });
    expect(row).toMatchObject({ bookingId: business.bookingId, staffing: 'assigned', chef: { id: chosen!.id, name: chosen!.name }, openOffers: 0 });
    expect(await offerStatuses(business.bookingId)).toEqual({ [offered!.id]: 'filled' });
    expect(await rejection(offered!.caller.chef.acceptOffer({ id: offers.get(offered!.id)! }))).toMatchObject({ message: 'This booking has already been staffed' });
    expect(await rejection(admin().admin.assignChef({ bookingId: business.bookingId, chefId: another!.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This booking has already been staffed',
    });
    expect(await upcomingBookingIds(chosen!)).toEqual([business.bookingId]);
    await world.runJobs();
    expect(subjectsTo(offered!.email)).toContain(`An offer is closed: ${formatLongDay(day)}`);
    expect(subjectsTo(chosen!.email)).toContain(`You are confirmed for ${formatLongDay(day)}`);
  });

  it('unassigning puts the booking back to awaiting a chef, frees the chef and tells both sides', async () => {
    const day = dayFromNow(world, 39);
    const business = await bookedBusiness(day);
    const chef = await world.activeChef();
    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });

    const row = await admin().admin.unassignChef({ bookingId: business.bookingId });
    expect(row).toMatchObject({ bookingId: business.bookingId, staffing: 'awaiting-chef', chef: null });
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ staffing: 'awaiting-chef', chef: null });
    expect(await upcomingBookingIds(chef)).toEqual([]);
    expect(await rejection(admin().admin.unassignChef({ bookingId: business.bookingId }))).toMatchObject({ code: 'CONFLICT', message: 'This booking has no chef' });

    await world.runJobs();
    expect(subjectsTo(chef.email)).toContain(`You are no longer on the booking of ${formatLongDay(day)}`);
    expect(subjectsTo(business.email)).toContain('Your ChefConnect booking is awaiting a new chef');
    // The slot is the chef's again.
    const sameSlot = await bookedBusiness(day);
    await expect(admin().admin.assignChef({ bookingId: sameSlot.bookingId, chefId: chef.id })).resolves.toMatchObject({ staffing: 'assigned' });
  });
});

describe('cancel and reschedule', () => {
  it('a cancelled booking releases its chef, who is told and free for that slot again', async () => {
    const day = dayFromNow(world, 42);
    const business = await bookedBusiness(day);
    const chef = await world.activeChef();
    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });

    await business.caller.business.bookings.cancel({ bookingId: business.bookingId });
    expect(await upcomingBookingIds(chef)).toEqual([]);
    expect(await world.dataSource.manager.findBy(Assignment, { bookingId: business.bookingId })).toEqual([]);
    await world.runJobs();
    expect(subjectsTo(chef.email)).toContain(`You are no longer on the booking of ${formatLongDay(day)}`);

    const sameSlot = await bookedBusiness(day);
    await expect(admin().admin.assignChef({ bookingId: sameSlot.bookingId, chefId: chef.id })).resolves.toMatchObject({ staffing: 'assigned' });
  });

  it('a cancelled booking closes its open offers; the chefs are told and can no longer accept', async () => {
    const day = dayFromNow(world, 43);
    const business = await bookedBusiness(day);
    const chefs = [await world.activeChef(), await world.activeChef()];
    const offers = await offerIdsByChef(business.bookingId, chefs);

    await business.caller.business.bookings.cancel({ bookingId: business.bookingId });
    expect(await offerStatuses(business.bookingId)).toEqual(Object.fromEntries(chefs.map(({ id }) => [id, 'withdrawn'])));
    await world.runJobs();
    for (const chef of chefs) {
      expect(await chef.caller.chef.offers()).toEqual([]);
      expect(await rejection(chef.caller.chef.acceptOffer({ id: offers.get(chef.id)! }))).toMatchObject({ code: 'CONFLICT', message: 'This offer is no longer open' });
      const [closed] = mailTo(chef.email, `An offer is closed: ${formatLongDay(day)}`);
      expect(closed?.text).toContain('The booking was canceled or moved, or a coordinator withdrew the offer.');
    }
  });

  it('a rescheduled booking keeps a chef who is still eligible, who then holds the new slot instead of the old', async () => {
    const [oldDay, newDay] = [dayFromNow(world, 44), dayFromNow(world, 45)];
    const business = await bookedBusiness(oldDay, 'morning');
    const chef = await world.activeChef();
    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });

    await business.caller.business.bookings.reschedule({ bookingId: business.bookingId, bookingDate: newDay, timeSlot: 'afternoon', duration: 2 });
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ bookingDate: newDay, timeSlot: 'afternoon', staffing: 'assigned', chef: { id: chef.id } });
    expect((await chef.caller.chef.assignments()).upcoming).toEqual([expect.objectContaining({ bookingId: business.bookingId, bookingDate: newDay, timeSlot: 'afternoon' })]);

    await expect(admin().admin.assignChef({ bookingId: (await bookedBusiness(oldDay, 'morning')).bookingId, chefId: chef.id })).resolves.toMatchObject({ staffing: 'assigned' });
    expect(await rejection(admin().admin.assignChef({ bookingId: (await bookedBusiness(newDay, 'afternoon')).bookingId, chefId: chef.id }))).toMatchObject({
      message: 'This chef has another assignment at that time',
    });
    await world.runJobs();
    expect(subjectsTo(chef.email)).not.toContain(`You are no longer on the booking of ${formatLongDay(newDay)}`);
  });

  it('a rescheduled booking releases a chef who does not work the new slot: the chef and the business are told and it awaits a chef again', async () => {
    const day = dayFromNow(world, 46);
    const business = await bookedBusiness(day, 'morning');
    const chef = await world.activeChef();
    await chef.caller.chef.setAvailability({ weekly: everySlotBut(weekdayOf(day), ['morning']) });
    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });

    await business.caller.business.bookings.reschedule({ bookingId: business.bookingId, bookingDate: day, timeSlot: 'evening', duration: 2 });
    expect(await dashboardBooking(business, business.bookingId)).toMatchObject({ timeSlot: 'evening', staffing: 'awaiting-chef', chef: null });
    expect(await upcomingBookingIds(chef)).toEqual([]);
    await world.runJobs();
    expect(subjectsTo(chef.email)).toContain(`You are no longer on the booking of ${formatLongDay(day)}`);
    expect(subjectsTo(business.email)).toContain('Your ChefConnect booking is awaiting a new chef');
  });
});

describe('what the business sees', () => {
  it("the dashboard shows the chef's name, photo, tier and Red Seal badge beside every field the booking had, and the business is emailed \"Your chef is confirmed\"", async () => {
    const day = dayFromNow(world, 48);
    const business = await bookedBusiness(day, 'afternoon', { duration: 3 });
    const before = await dashboardBooking(business, business.bookingId);
    expect(before).toMatchObject({ staffing: 'awaiting-chef', chef: null });
    const chef = await world.activeChef({ yearsExperience: 5, redSeal: true, photoUrl: 'https://example.com/chefs/ana.jpg' });

    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });
    const after = await dashboardBooking(business, business.bookingId);
    expect(after).toEqual({ ...before, staffing: 'assigned', chef: { id: chef.id, name: chef.name, tier: 'Experienced', redSeal: true, photoUrl: 'https://example.com/chefs/ana.jpg' } });
    expect(after).toMatchObject({ id: business.bookingId, status: 'confirmed', bookingDate: day, timeSlot: 'afternoon', duration: 3, serviceType: 'in-person' });

    await world.runJobs();
    const [confirmed] = mailTo(business.email, 'Your chef is confirmed');
    expect(confirmed?.text).toContain(`Your chef is confirmed: ${chef.name}, Experienced, Red Seal certified.`);
  });

  it('with its email toggle off the business is not emailed "Your chef is confirmed"', async () => {
    const day = dayFromNow(world, 49);
    const business = await bookedBusiness(day);
    await business.caller.business.updateSettings({ emailNotifications: false, smsReminders: false });
    const chef = await world.activeChef();

    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });
    await world.runJobs();
    expect(subjectsTo(chef.email)).toContain(`You are confirmed for ${formatLongDay(day)}`);
    expect(mailTo(business.email, 'Your chef is confirmed')).toEqual([]);
  });
});

describe("what a chef's offer list shows", () => {
  it("each open offer carries its booking and the business's name and city, never the business's contact details, and only this chef's offers", async () => {
    const day = dayFromNow(world, 53);
    const business = await bookedBusiness(day, 'evening', {
      businessName: 'Quiet Harbour Kitchen',
      city: 'Burnaby',
      businessAddress: '77 Hidden Lane',
      zipCode: 'V5H 2Z9',
      firstName: 'Priya',
      lastName: 'Okonkwo',
      phone: '(604) 555-0199',
      serviceType: 'virtual',
      duration: 4,
    });
    const chef = await world.activeChef();
    const other = await world.activeChef();
    const [offer] = await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] });
    await admin().admin.offerBooking({ bookingId: (await bookedBusiness(day, 'morning')).bookingId, chefIds: [other.id] });

    const offers = await chef.caller.chef.offers();
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ id: offer!.id, bookingId: business.bookingId, chefId: chef.id, status: 'open', expiresAt: offer!.expiresAt });
    expect(offers[0]!.booking).toEqual({ bookingDate: day, timeSlot: 'evening', duration: 4, serviceType: 'virtual', business: { name: 'Quiet Harbour Kitchen', city: 'Burnaby' } });
    const shown = JSON.stringify(offers);
    for (const secret of [business.email, '555-0199', '77 Hidden Lane', 'V5H 2Z9', 'Priya', 'Okonkwo']) expect(shown).not.toContain(secret);

    // Once assigned, the chef's assignment list carries the booking and its business too.
    await chef.caller.chef.acceptOffer({ id: offer!.id });
    expect((await chef.caller.chef.assignments()).upcoming).toEqual([
      expect.objectContaining({ bookingId: business.bookingId, bookingDate: day, timeSlot: 'evening', duration: 4, serviceType: 'virtual', business: expect.objectContaining({ name: 'Quiet Harbour Kitchen', city: 'Burnaby' }) }),
    ]);
  });
});

describe('what a chef decides on (DECISIONS.md section 17)', () => {
  it("shows each offer's pay at the chef's rate and the business's needs, and each assignment's pay at the rate it was made at", async () => {
    const business = await world.register({ duration: 4, bookingDate: dayFromNow(world, 9), timeSlot: 'afternoon', serviceDescription: 'Training 2 baristas', specialRequests: 'Oat milk only' });
    const chef = await world.activeChef({ hourlyRate: 52 });
    await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] });
    const [offer] = await chef.caller.chef.offers();
    expect(offer).toMatchObject({ payCents: 20_800, needs: { serviceDescription: 'Training 2 baristas', specialRequests: 'Oat milk only' } });

    await chef.caller.chef.acceptOffer({ id: offer!.id });
    await admin().admin.updateChef({ id: chef.id, hourlyRate: 60 });
    const { upcoming } = await chef.caller.chef.assignments();
    expect(upcoming.find(({ bookingId }) => bookingId === business.bookingId)).toMatchObject({ payCents: 20_800, needs: { serviceDescription: 'Training 2 baristas', specialRequests: 'Oat milk only' } });
  });
});
