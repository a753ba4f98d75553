import { describe, expect, it } from 'vitest';
import { dayFromNow, useCaseWorld, type Caller } from '../../../../tests/support/use-case-world.js';

/**
 * The admin's Operations board (DECISIONS.md section 9): every confirmed booking of the next 14
 * days by day, filtered by staffing, with offer, assign and unassign from the row, and the
 * bookings starting within 48 hours without a chef standing out and counted on the admin
 * dashboard. The board spans the whole world, so each test reads the rows of its own bookings.
 */

const world = useCaseWorld();

type Slot = 'morning' | 'afternoon' | 'evening' | 'all-day';
const HOUR = 3_600_000;
const admin = (): Caller => world.callerFor({ admin: world.admin });

async function bookedBusiness(day: string, timeSlot: Slot = 'morning', overrides: Record<string, unknown> = {}) {
  const business = await world.register({ bookingDate: day, timeSlot, duration: 2, ...overrides });
  return { ...business, booking: { id: business.bookingId, bookingDate: day, timeSlot } };
}

/**
 * The admin dashboard's count of bookings starting within 48 hours without a chef: those awaiting
 * one, plus those offered where the dashboard counts them apart.
 */
async function withoutChefSoon(): Promise<number> {
  const summary = await admin().admin.summary();
  return summary.unstaffedWithin48Hours + ('offeredWithin48Hours' in summary ? Number(summary.offeredWithin48Hours) : 0);
}

async function rowsOf(bookingIds: number[], input: Parameters<Caller['admin']['operations']>[0] = {}) {
  return (await admin().admin.operations(input)).filter(({ bookingId }) => bookingIds.includes(bookingId));
}

describe('the Operations board', () => {
  it('lists every confirmed booking of the next 14 days by day, with business, service type, slot, duration and staffing', async () => {
    const late = await bookedBusiness(dayFromNow(world, 13), 'evening', { businessName: 'Last Day Diner', city: 'Richmond', serviceType: 'virtual', duration: 6 });
    const soon = await bookedBusiness(dayFromNow(world, 1), 'afternoon', { businessName: 'First Day Cafe', city: 'Surrey' });
    const beyond = await bookedBusiness(dayFromNow(world, 14));
    const canceled = await bookedBusiness(dayFromNow(world, 2));
    await canceled.caller.business.bookings.cancel({ bookingId: canceled.bookingId });
    const ours = [late.bookingId, soon.bookingId, beyond.bookingId, canceled.bookingId];

    expect(await rowsOf(ours)).toEqual([
      expect.objectContaining({
        bookingId: soon.bookingId,
        businessId: soon.businessId,
        businessName: 'First Day Cafe',
        city: 'Surrey',
        bookingDate: dayFromNow(world, 1),
        timeSlot: 'afternoon',
        serviceType: 'in-person',
        duration: 2,
        staffing: 'awaiting-chef',
        chef: null,
      }),
      expect.objectContaining({
        bookingId: late.bookingId,
        businessName: 'Last Day Diner',
        bookingDate: dayFromNow(world, 13),
        timeSlot: 'evening',
        serviceType: 'virtual',
        duration: 6,
        staffing: 'awaiting-chef',
      }),
    ]);
    // Asked for that day, the board shows the booking beyond the default fortnight.
    expect((await rowsOf(ours, { from: dayFromNow(world, 14), to: dayFromNow(world, 14) })).map(({ bookingId }) => bookingId)).toEqual([beyond.bookingId]);
  });

  it('filters by staffing: awaiting a chef, offered, assigned', async () => {
    const day = dayFromNow(world, 5);
    const [awaiting, offered, assigned] = [await bookedBusiness(day), await bookedBusiness(day), await bookedBusiness(day)];
    const [offeredChef, assignedChef] = [await world.activeChef(), await world.activeChef()];
    await admin().admin.offerBooking({ bookingId: offered!.bookingId, chefIds: [offeredChef!.id] });
    await admin().admin.assignChef({ bookingId: assigned!.bookingId, chefId: assignedChef!.id });
    const ours = [awaiting!.bookingId, offered!.bookingId, assigned!.bookingId];

    const ids = async (staffing: 'awaiting-chef' | 'offered' | 'assigned') => (await rowsOf(ours, { staffing })).map(({ bookingId }) => bookingId);
    expect(await ids('awaiting-chef')).toEqual([awaiting!.bookingId]);
    expect(await ids('offered')).toEqual([offered!.bookingId]);
    expect(await ids('assigned')).toEqual([assigned!.bookingId]);
    expect(await rowsOf([offered!.bookingId])).toEqual([expect.objectContaining({ staffing: 'offered', openOffers: 1, chef: null })]);
    expect(await rowsOf([assigned!.bookingId])).toEqual([expect.objectContaining({ staffing: 'assigned', chef: expect.objectContaining({ id: assignedChef!.id, name: assignedChef!.name }) })]);
  });

  it('offers, assigns and unassigns from the row, the row answering its new staffing each time', async () => {
    const business = await bookedBusiness(dayFromNow(world, 6));
    const [row] = await rowsOf([business.bookingId]);
    const [first, second] = [await world.activeChef(), await world.activeChef()];

    const offers = await admin().admin.offerBooking({ bookingId: row!.bookingId, chefIds: [first!.id, second!.id] });
    expect(offers.map(({ chefId, status }) => ({ chefId, status }))).toEqual([
      { chefId: first!.id, status: 'open' },
      { chefId: second!.id, status: 'open' },
    ]);
    expect(await rowsOf([row!.bookingId])).toEqual([expect.objectContaining({ staffing: 'offered', openOffers: 2 })]);

    expect(await admin().admin.assignChef({ bookingId: row!.bookingId, chefId: second!.id })).toMatchObject({ bookingId: row!.bookingId, staffing: 'assigned', openOffers: 0, chef: { id: second!.id } });
    expect(await admin().admin.unassignChef({ bookingId: row!.bookingId })).toMatchObject({ bookingId: row!.bookingId, staffing: 'awaiting-chef', openOffers: 0, chef: null });
    expect(await rowsOf([row!.bookingId], { staffing: 'awaiting-chef' })).toHaveLength(1);
  });

  it('a booking starting within 48 hours without a chef stands out, and the admin dashboard counts it until it has one', async () => {
    const business = await bookedBusiness(dayFromNow(world, 8), 'evening');
    const chef = await world.activeChef();

    world.atStartOf(business.booking, -49 * HOUR);
    expect(await rowsOf([business.bookingId])).toEqual([expect.objectContaining({ urgent: false })]);
    const countBefore = await withoutChefSoon();

    world.atStartOf(business.booking, -47 * HOUR);
    expect(await rowsOf([business.bookingId])).toEqual([expect.objectContaining({ staffing: 'awaiting-chef', urgent: true })]);
    const countWithin = await withoutChefSoon();
    expect(countWithin).toBe(countBefore + 1);

    // An open offer is not a chef: it still stands out.
    await admin().admin.offerBooking({ bookingId: business.bookingId, chefIds: [chef.id] });
    expect(await rowsOf([business.bookingId])).toEqual([expect.objectContaining({ staffing: 'offered', urgent: true })]);
    expect(await withoutChefSoon()).toBe(countWithin);

    await admin().admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });
    expect(await rowsOf([business.bookingId])).toEqual([expect.objectContaining({ staffing: 'assigned', urgent: false })]);
    expect(await withoutChefSoon()).toBe(countWithin - 1);
  });
});
