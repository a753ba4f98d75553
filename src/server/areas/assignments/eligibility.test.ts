import { describe, expect, it } from 'vitest';
import { ineligibility, refusals, weekdayOf, type ChefFacts, type StaffedBooking } from './eligibility.js';

/** Each reason DECISIONS.md section 9 gives for a chef not to work a booking, one at a time. */

// 2026-12-01 is a Tuesday.
const tuesdayEvening: StaffedBooking = { id: 1, bookingDate: '2026-12-01', timeSlot: 'evening', serviceType: 'in-person' };

function facts(change: Omit<Partial<ChefFacts>, 'chef'> & { chef?: Partial<ChefFacts['chef']> } = {}): ChefFacts {
  return {
    hasWeeklyAvailability: true,
    worksSlots: ['morning', 'afternoon', 'evening'],
    offThatDay: false,
    heldSlots: [],
    lacksFoodsafe: false,
    ...change,
    chef: { id: 7, status: 'active', inPerson: true, virtual: false, suspendedUntil: null, ...change.chef },
  };
}

describe('ineligibility', () => {
  it('is null for an active chef who takes the service, works the slot, is not off and holds nothing then', () => {
    expect(ineligibility(facts(), tuesdayEvening)).toBeNull();
  });

  it.each(['invited', 'inactive'] as const)('refuses a chef who is %s', (status) => {
    expect(ineligibility(facts({ chef: { status } }), tuesdayEvening)).toBe('This chef is not active');
  });

  it('refuses a suspended chef until the day in Vancouver the suspension ends, in words, and only for that', () => {
    // 07:00 UTC on December 12 is still December 11 in Vancouver.
    const suspended = facts({ chef: { status: 'suspended', suspendedUntil: new Date('2026-12-12T07:00:00Z') } });
    expect(ineligibility(suspended, tuesdayEvening)).toBe('This chef is suspended until Friday, December 11, 2026');
    expect(refusals(suspended, tuesdayEvening).map(({ reason }) => reason)).toEqual(['Suspended until Friday, December 11, 2026']);
  });

  it('refuses a chef who does not take the service type, either way', () => {
    expect(ineligibility(facts({ chef: { inPerson: false, virtual: true } }), tuesdayEvening)).toBe('This chef does not take in-person work');
    expect(ineligibility(facts(), { ...tuesdayEvening, serviceType: 'virtual' })).toBe('This chef does not take virtual work');
  });

  it("refuses a chef who does not work that weekday's slot", () => {
    expect(ineligibility(facts({ worksSlots: ['morning'] }), tuesdayEvening)).toBe('This chef does not work Tuesday evenings');
  });

  it('needs all three slots for an all-day booking', () => {
    const allDay = { ...tuesdayEvening, timeSlot: 'all-day' };
    expect(ineligibility(facts({ worksSlots: ['morning', 'evening'] }), allDay)).toBe('This chef does not work Tuesday afternoons');
    expect(ineligibility(facts(), allDay)).toBeNull();
  });

  it('refuses a chef with time off that day', () => {
    expect(ineligibility(facts({ offThatDay: true }), tuesdayEvening)).toBe('This chef has time off on 2026-12-01');
  });

  it('refuses a chef without a current FOODSAFE certificate when in-person work needs one (DECISIONS.md section 14)', () => {
    expect(refusals(facts({ lacksFoodsafe: true }), tuesdayEvening)).toEqual([
      { code: 'needs-foodsafe', reason: 'Needs a current FOODSAFE certificate', message: 'This chef needs a current FOODSAFE certificate for in-person work' },
    ]);
  });

  it('refuses a chef holding an overlapping assignment; all day overlaps every slot', () => {
    expect(ineligibility(facts({ heldSlots: ['evening'] }), tuesdayEvening)).toBe('This chef has another assignment at that time');
    expect(ineligibility(facts({ heldSlots: ['morning'] }), { ...tuesdayEvening, timeSlot: 'all-day' })).toBe('This chef has another assignment at that time');
    expect(ineligibility(facts({ heldSlots: ['morning'] }), tuesdayEvening)).toBeNull();
  });
});

describe('refusals', () => {
  const reasons = (change: Parameters<typeof facts>[0], booking = tuesdayEvening) => refusals(facts(change), booking).map(({ reason }) => reason);

  it('is empty for a chef who may work the booking', () => {
    expect(refusals(facts(), tuesdayEvening)).toEqual([]);
  });

  it("gives every reason at once, in the candidates' words (DECISIONS.md section 17), the first one's 409 being ineligibility's", () => {
    const all = facts({ chef: { status: 'invited', inPerson: false, virtual: true }, worksSlots: [], offThatDay: true, heldSlots: ['evening'] });
    expect(refusals(all, tuesdayEvening).map(({ reason }) => reason)).toEqual([
      'Not active',
      'Does not take this service',
      'Not available that day and time',
      'Time off that day',
      'Already assigned at that time',
    ]);
    expect(refusals(all, tuesdayEvening)[0]!.message).toBe(ineligibility(all, tuesdayEvening));
  });

  it('tells a chef who set no week at all from one who does not work that slot, with the same 409', () => {
    const noWeek = facts({ hasWeeklyAvailability: false, worksSlots: [] });
    expect(refusals(noWeek, tuesdayEvening)).toEqual([
      { code: 'no-weekly-availability', reason: 'No weekly availability set', message: 'This chef does not work Tuesday evenings' },
    ]);
    expect(reasons({ worksSlots: ['morning'] })).toEqual(['Not available that day and time']);
    expect(reasons({ worksSlots: ['morning'] }, { ...tuesdayEvening, timeSlot: 'morning' })).toEqual([]);
  });
});

describe('weekdayOf', () => {
  it('reads a calendar day as its Monday-first weekday, whatever zone the machine runs in', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-06', '2026-03-08', '2026-11-01'].map(weekdayOf)).toEqual(['monday', 'tuesday', 'sunday', 'sunday', 'sunday']);
  });
});
