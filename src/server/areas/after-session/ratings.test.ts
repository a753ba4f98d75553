import { describe, expect, it } from 'vitest';
import { dayFromNow, useCaseWorld, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 10, "Ratings": within 7 days after completion the business rates the chef
 * and the chef rates the business, 1-5 stars and an optional comment of up to 1,000 characters,
 * once each; each side sees the other's only once both rated or the 7 days passed; the admin
 * sees every rating; a chef's average shows once it rests on 3 or more.
 */

const world = useCaseWorld();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let nextDay = 5;

const admin = () => world.callerFor({ admin: world.admin }).admin;
type Chef = Awaited<ReturnType<typeof world.activeChef>>;

/**
 * A new business's booking worked by `chef` (a new one unless given) and completed by the admin
 * an hour after its start; the clock stays at that moment.
 */
async function completedBooking(chef?: Chef) {
  world.clock.offsetMs = 0;
  const slot = { bookingDate: dayFromNow(world, nextDay++), timeSlot: 'morning' };
  const business = await world.register(slot);
  const worker = chef ?? (await world.activeChef());
  await admin().assignChef({ bookingId: business.bookingId, chefId: worker.id });
  world.atStartOf(slot, HOUR);
  await admin().completeBooking({ id: business.bookingId });
  return { business, chef: worker, slot, bookingId: business.bookingId };
}

describe('rating after a session', () => {
  it('lets the business rate the chef and the chef rate the business once each', async () => {
    const { business, chef, bookingId } = await completedBooking();

    expect(await business.caller.business.bookings.rate({ bookingId, stars: 5, comment: 'Wonderful menu' })).toMatchObject({ author: 'business', stars: 5, comment: 'Wonderful menu' });
    expect(await chef.caller.chef.rateBusiness({ bookingId, stars: 4, comment: '' })).toMatchObject({ author: 'chef', stars: 4, comment: null });

    expect(await refusal(business.caller.business.bookings.rate({ bookingId, stars: 1, comment: '' }))).toEqual({ status: 409, message: 'You have already rated this booking' });
    expect(await refusal(chef.caller.chef.rateBusiness({ bookingId, stars: 1, comment: '' }))).toEqual({ status: 409, message: 'You have already rated this booking' });
    expect((await business.caller.business.ratings()).find((row) => row.bookingId === bookingId)?.mine?.stars).toBe(5);
  });

  it('takes 1 to 5 stars and a comment of at most 1,000 characters', async () => {
    const { business, bookingId } = await completedBooking();

    for (const stars of [0, 6, 3.5]) {
      expect(await refusal(business.caller.business.bookings.rate({ bookingId, stars, comment: '' }))).toMatchObject({ status: 400, message: 'Please choose from 1 to 5 stars' });
    }
    expect((await refusal(business.caller.business.bookings.rate({ bookingId, stars: 4, comment: 'x'.repeat(1001) }))).status).toBe(400);
    expect(await business.caller.business.bookings.rate({ bookingId, stars: 4, comment: 'x'.repeat(1000) })).toMatchObject({ stars: 4 });
  });

  it('refuses a rating before the booking is completed', async () => {
    const business = await world.register({ bookingDate: dayFromNow(world, nextDay++), timeSlot: 'morning' });
    const chef = await world.activeChef();
    await admin().assignChef({ bookingId: business.bookingId, chefId: chef.id });

    expect(await refusal(business.caller.business.bookings.rate({ bookingId: business.bookingId, stars: 5, comment: '' }))).toEqual({
      status: 409,
      message: 'A booking can be rated once it is completed',
    });
  });

  it('takes ratings until 7 days after completion, and no later', async () => {
    const { business, chef, slot, bookingId } = await completedBooking();

    world.atStartOf(slot, HOUR + 7 * DAY - MINUTE);
    await business.caller.business.bookings.rate({ bookingId, stars: 3, comment: '' });

    world.atStartOf(slot, HOUR + 7 * DAY + MINUTE);
    expect(await refusal(chef.caller.chef.rateBusiness({ bookingId, stars: 3, comment: '' }))).toEqual({
      status: 409,
      message: 'Ratings close 7 days after the booking is completed',
    });
  });
});

describe('blind ratings', () => {
  it('hides each side\'s rating from the other until both have rated', async () => {
    const { business, chef, bookingId } = await completedBooking();
    const seenByBusiness = async () => (await business.caller.business.ratings()).find((row) => row.bookingId === bookingId)!;
    const seenByChef = async () => (await chef.caller.chef.ratings()).find((row) => row.bookingId === bookingId)!;

    await business.caller.business.bookings.rate({ bookingId, stars: 2, comment: 'Late and untidy' });
    expect((await seenByChef()).theirs).toBeNull();
    expect((await seenByBusiness()).theirs).toBeNull();

    await chef.caller.chef.rateBusiness({ bookingId, stars: 5, comment: 'Lovely kitchen' });
    expect((await seenByChef()).theirs).toMatchObject({ stars: 2, comment: 'Late and untidy' });
    expect((await seenByBusiness()).theirs).toMatchObject({ stars: 5, comment: 'Lovely kitchen' });
  });

  it('shows a rating to the other side once the 7 days have passed, even if they never rated', async () => {
    const { business, chef, slot, bookingId } = await completedBooking();
    await business.caller.business.bookings.rate({ bookingId, stars: 4, comment: '' });

    world.atStartOf(slot, HOUR + 7 * DAY - MINUTE);
    expect((await chef.caller.chef.ratings()).find((row) => row.bookingId === bookingId)?.theirs).toBeNull();

    world.atStartOf(slot, HOUR + 7 * DAY + MINUTE);
    expect((await chef.caller.chef.ratings()).find((row) => row.bookingId === bookingId)?.theirs).toMatchObject({ stars: 4 });
  });

  it('shows the admin every rating, even one the other side cannot see yet', async () => {
    const { business, chef, bookingId } = await completedBooking();
    await business.caller.business.bookings.rate({ bookingId, stars: 1, comment: 'Never again' });

    expect(await admin().ratings({ chefId: chef.id })).toEqual([expect.objectContaining({ bookingId, author: 'business', stars: 1, comment: 'Never again' })]);
    expect(await admin().ratings({ businessId: business.businessId })).toHaveLength(1);
  });
});

describe('a chef\'s average', () => {
  it('shows on the admin\'s screens and /our-chefs only once it rests on 3 ratings', async () => {
    const chef = await world.activeChef({ showOnSite: true });
    const adminRow = async () => (await admin().chefs({ search: chef.name, pageSize: 100 })).rows.find(({ id }) => id === chef.id)!;
    const publicRow = async () =>
      (await world.callerFor({}).public.chefs()).flatMap(({ chefs }) => chefs).find(({ id }) => id === chef.id)!;

    for (const stars of [5, 4]) {
      const { business, bookingId } = await completedBooking(chef);
      await business.caller.business.bookings.rate({ bookingId, stars, comment: '' });
      await chef.caller.chef.rateBusiness({ bookingId, stars: 5, comment: '' });
    }
    expect(await adminRow()).toMatchObject({ rating: null, ratingCount: 2 });
    expect(await publicRow()).toMatchObject({ rating: null });

    const { business, bookingId } = await completedBooking(chef);
    await business.caller.business.bookings.rate({ bookingId, stars: 2, comment: '' });
    expect(await adminRow()).toMatchObject({ rating: 3.7, ratingCount: 3 });
    // The third is still blind to the chef, so the public average does not count it yet.
    expect(await publicRow()).toMatchObject({ rating: null, ratingCount: 2 });

    await chef.caller.chef.rateBusiness({ bookingId, stars: 4, comment: '' });
    expect(await publicRow()).toMatchObject({ rating: 3.7, ratingCount: 3 });
  });
});
