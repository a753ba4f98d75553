import { describe, expect, it } from 'vitest';
import { EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import type { ChefCreateInput, WeeklyAvailability } from '../../src/common/schemas/chefs.js';
import { chefIneligibility, chefRefusals, eligibleChefsFor, judgeChefs, weekdayOf, type StaffedBooking } from '../../src/server/areas/assignments/index.js';
import { Chef } from '../../src/server/core/db/entities/chef.js';
import { useClockedServer } from './clocked-server.js';

/**
 * Each rule of DECISIONS.md sections 9, 14 and 17 for a chef to work a booking, as the database
 * answers it (each rule is a condition of SQL, so each is tried on both engines): the admin's
 * 409 of the first reason, the candidates' reasons, and the eligible chefs' own query, which
 * must find exactly the chefs judged to have no reason.
 */

const suite = useClockedServer({ checkLedgers: false });

// 2026-12-01 is a Tuesday. The rules read the booking's day, slot, hours and type, not whether it exists.
const tuesdayEvening: StaffedBooking = { id: 0, bookingDate: '2026-12-01', timeSlot: 'evening', duration: 4, serviceType: 'in-person' };
// 8 AM to 8 PM: morning, afternoon and evening.
const allDay = { ...tuesdayEvening, timeSlot: 'all-day', duration: 12 };

const manager = () => suite.server.dataSource.manager;

/** An active chef who works every slot of the week, changed as the test says. */
async function chef(overrides: Partial<ChefCreateInput> = {}, week: Partial<WeeklyAvailability> = {}): Promise<{ id: number }> {
  const added = await suite.fixtures.addChef({ status: 'active', ...overrides });
  await suite.server.services.chefs.setWeeklyAvailability(added.id, { ...EVERY_SLOT_OF_THE_WEEK, ...week } as WeeklyAvailability);
  return added;
}

async function reasons(of: { id: number }, booking: StaffedBooking = tuesdayEvening): Promise<string[]> {
  return (await chefRefusals(manager(), of, booking)).map(({ reason }) => reason);
}

function ineligibility(of: { id: number }, booking: StaffedBooking = tuesdayEvening): Promise<string | null> {
  return chefIneligibility(manager(), of, booking);
}

describe('the rules for a chef to work a booking', () => {
  it('let an active chef who takes the service, works the slot, is not off and holds nothing then', async () => {
    const able = await chef();
    expect(await chefRefusals(manager(), able, tuesdayEvening)).toEqual([]);
    expect(await ineligibility(able, allDay)).toBeNull();
  });

  it.each(['invited', 'inactive'] as const)('refuse a chef who is %s', async (status) => {
    const refused = await chef({ status });
    expect(await ineligibility(refused)).toBe('This chef is not active');
    expect(await reasons(refused)).toEqual(['Not active']);
  });

  it('refuse a suspended chef until the day in Vancouver the suspension ends, in words, and only for that', async () => {
    const suspended = await chef();
    // 06:30 UTC on December 12 is still December 11 (23:30) in Vancouver, at UTC−7 all year.
    await manager().update(Chef, { id: suspended.id }, { status: 'suspended', suspendedUntil: new Date('2026-12-12T06:30:00Z') });
    expect(await ineligibility(suspended)).toBe('This chef is suspended until Friday, December 11, 2026');
    expect(await reasons(suspended)).toEqual(['Suspended until Friday, December 11, 2026']);
  });

  it('refuse a chef who does not take the service type, either way', async () => {
    expect(await ineligibility(await chef({ serviceTypes: ['virtual'] }))).toBe('This chef does not take in-person work');
    expect(await ineligibility(await chef({ serviceTypes: ['in-person'] }), { ...tuesdayEvening, serviceType: 'virtual' })).toBe('This chef does not take virtual work');
  });

  it("refuse a chef who does not work that weekday's slot, and need all three slots for an all-day booking", async () => {
    const mornings = await chef({}, { tuesday: ['morning'] });
    expect(await ineligibility(mornings)).toBe('This chef does not work Tuesday evenings');
    expect(await reasons(mornings)).toEqual(['Not available that day and time']);
    expect(await reasons(mornings, { ...tuesdayEvening, timeSlot: 'morning' })).toEqual([]);
    const noAfternoons = await chef({}, { tuesday: ['morning', 'evening'] });
    expect(await ineligibility(noAfternoons, allDay)).toBe('This chef does not work Tuesday afternoons');
    expect(await ineligibility(noAfternoons)).toBeNull();
  });

  it('need every slot the session touches, by its hours (DECISIONS.md section 23): a 6-hour morning runs into the afternoon, a 3-hour all-day stays in the morning', async () => {
    const mornings = await chef({}, { tuesday: ['morning'] });
    const sixHourMorning = { ...tuesdayEvening, timeSlot: 'morning', duration: 6 };
    expect(await ineligibility(mornings, sixHourMorning)).toBe('This chef does not work Tuesday afternoons');
    expect(await reasons(mornings, sixHourMorning)).toEqual(['Not available that day and time']);
    expect(await ineligibility(mornings, { ...sixHourMorning, duration: 4 })).toBeNull();
    expect(await ineligibility(mornings, { ...allDay, duration: 3 })).toBeNull();
    expect(await ineligibility(mornings, { ...allDay, duration: 5 })).toBe('This chef does not work Tuesday afternoons');
    // 12 PM to 6 PM reaches into the evening.
    expect(await ineligibility(await chef({}, { tuesday: ['afternoon'] }), { ...tuesdayEvening, timeSlot: 'afternoon', duration: 6 })).toBe('This chef does not work Tuesday evenings');
  });

  it('tell a chef who set no week at all from one who does not work that slot, with the same 409', async () => {
    const noWeek = await suite.fixtures.addChef({ status: 'active' });
    expect(await chefRefusals(manager(), noWeek, tuesdayEvening)).toEqual([
      { code: 'no-weekly-availability', reason: 'No weekly availability set', message: 'This chef does not work Tuesday evenings' },
    ]);
  });

  it('refuse a chef with time off that day', async () => {
    const away = await chef();
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: away.id }, { from: '2026-11-30', to: '2026-12-02', reason: null });
    expect(await ineligibility(away)).toBe('This chef has time off on 2026-12-01');
    expect(await ineligibility(away, { ...tuesdayEvening, bookingDate: '2026-12-08' })).toBeNull();
  });

  it('refuse a chef holding an overlapping assignment (a 12-hour all-day session overlaps every slot), but not for the booking that assignment is', async () => {
    const { booking } = await suite.fixtures.bookedDay(12, 'evening');
    const busy = await chef();
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: busy.id })).status).toBe(200);
    const sameDay = { ...tuesdayEvening, bookingDate: booking.bookingDate };
    expect(await ineligibility(busy, sameDay)).toBe('This chef has another assignment at that time');
    expect(await ineligibility(busy, { ...sameDay, timeSlot: 'all-day', duration: 12 })).toBe('This chef has another assignment at that time');
    expect(await ineligibility(busy, { ...sameDay, timeSlot: 'morning' })).toBeNull();
    expect(await ineligibility(busy, booking)).toBeNull();
  });

  it('judge an overlap by hours (DECISIONS.md section 23): a 6-hour morning assignment holds the afternoon, a 4-hour one does not', async () => {
    const { booking } = await suite.fixtures.bookedDay(12, 'morning', { duration: 6 });
    const busy = await chef();
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: busy.id })).status).toBe(200);
    const sameDay = { ...tuesdayEvening, bookingDate: booking.bookingDate };
    expect(await ineligibility(busy, { ...sameDay, timeSlot: 'afternoon' })).toBe('This chef has another assignment at that time');
    expect(await reasons(busy, { ...sameDay, timeSlot: 'afternoon' })).toEqual(['Already assigned at that time']);
    expect(await ineligibility(busy, sameDay)).toBeNull();
    const { booking: shortMorning } = await suite.fixtures.bookedDay(13, 'morning');
    const free = await chef();
    expect((await suite.admin.put(`/api/admin/bookings/${shortMorning.id}/chef`, { chefId: free.id })).status).toBe(200);
    expect(await ineligibility(free, { ...tuesdayEvening, bookingDate: shortMorning.bookingDate, timeSlot: 'afternoon' })).toBeNull();
  });

  it('refuse a chef without a current FOODSAFE certificate for in-person work while the admin asks for one (DECISIONS.md section 14)', async () => {
    const uncertified = await chef();
    expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: true })).status).toBe(200);
    try {
      expect(await chefRefusals(manager(), uncertified, tuesdayEvening)).toEqual([
        { code: 'needs-foodsafe', reason: 'Needs a current FOODSAFE certificate', message: 'This chef needs a current FOODSAFE certificate for in-person work' },
      ]);
      expect(await ineligibility(uncertified, { ...tuesdayEvening, serviceType: 'virtual' })).toBeNull();
    } finally {
      expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: false })).status).toBe(200);
    }
    expect(await ineligibility(uncertified)).toBeNull();
  });

  it("give every reason at once, in the candidates' words (DECISIONS.md section 17), the first one's 409 being the admin's", async () => {
    const { booking } = await suite.fixtures.bookedDay(12, 'evening');
    const everything = await chef({ status: 'invited', serviceTypes: ['virtual'] }, { [weekdayOf(booking.bookingDate)]: ['morning'] });
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: everything.id }, { from: booking.bookingDate, to: booking.bookingDate, reason: null });
    const refusals = await chefRefusals(manager(), everything, booking);
    expect(refusals.map(({ reason }) => reason)).toEqual(['Not active', 'Does not take this service', 'Not available that day and time', 'Time off that day']);
    expect(refusals[0]!.message).toBe(await ineligibility(everything, booking));
  });

  it("find through the eligible chefs' own query exactly the chefs judged with no reason, by name", async () => {
    const { booking } = await suite.fixtures.bookedDay(12, 'all-day');
    await chef();
    await chef({ serviceTypes: ['virtual'] });
    const judged = await judgeChefs(manager(), booking);
    expect(judged).toHaveLength(await manager().count(Chef));
    const eligible = judged.filter(({ refusals }) => refusals.length === 0).map(({ chef }) => chef);
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.length).toBeLessThan(judged.length);
    expect((await eligibleChefsFor(manager(), booking)).map(({ chef }) => chef)).toEqual(eligible);
  });
});
