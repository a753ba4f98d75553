import { describe, expect, it } from 'vitest';
import { ineligibility, weekdayOf, type ChefFacts, type StaffedBooking } from './eligibility.js';

/** Each reason DECISIONS.md section 9 gives for a chef not to work a booking, one at a time. */

// 2026-12-01 is a Tuesday.
const tuesdayEvening: StaffedBooking = { id: 1, bookingDate: '2026-12-01', timeSlot: 'evening', serviceType: 'in-person' };

function facts(change: Omit<Partial<ChefFacts>, 'chef'> & { chef?: Partial<ChefFacts['chef']> } = {}): ChefFacts {
  return {
    worksSlots: ['morning', 'afternoon', 'evening'],
    offThatDay: false,
    heldSlots: [],
    ...change,
    chef: { id: 7, status: 'active', inPerson: true, virtual: false, ...change.chef },
  };
}

describe('ineligibility', () => {
  it('is null for an active chef who takes the service, works the slot, is not off and holds nothing then', () => {
    expect(ineligibility(facts(), tuesdayEvening)).toBeNull();
  });

  it.each(['invited', 'inactive'] as const)('refuses a chef who is %s', (status) => {
    expect(ineligibility(facts({ chef: { status } }), tuesdayEvening)).toBe('This chef is not active');
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

  it('refuses a chef holding an overlapping assignment; all day overlaps every slot', () => {
    expect(ineligibility(facts({ heldSlots: ['evening'] }), tuesdayEvening)).toBe('This chef has another assignment at that time');
    expect(ineligibility(facts({ heldSlots: ['morning'] }), { ...tuesdayEvening, timeSlot: 'all-day' })).toBe('This chef has another assignment at that time');
    expect(ineligibility(facts({ heldSlots: ['morning'] }), tuesdayEvening)).toBeNull();
  });
});

describe('weekdayOf', () => {
  it('reads a calendar day as its Monday-first weekday, whatever zone the machine runs in', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-06', '2026-03-08', '2026-11-01'].map(weekdayOf)).toEqual(['monday', 'tuesday', 'sunday', 'sunday', 'sunday']);
  });
});
