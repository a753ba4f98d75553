import { describe, expect, it } from 'vitest';
import { endsByMidnight, sessionInstants, sessionSlots, sessionTimeText } from './session-time.js';

// Vancouver keeps UTC−7 all year: 8 AM is 15:00Z, 12 PM 19:00Z, 4 PM 23:00Z.
describe("a session's time (DECISIONS.md section 23)", () => {
  it('starts at its slot (all day at 8 AM) and ends its duration later, as UTC instants', () => {
    expect(sessionInstants({ bookingDate: '2026-12-10', timeSlot: 'evening', duration: 6 })).toEqual({ startsAt: '2026-12-10T23:00:00.000Z', endsAt: '2026-12-11T05:00:00.000Z' });
    expect(sessionInstants({ bookingDate: '2026-12-10', timeSlot: 'all-day', duration: 3 })).toEqual({ startsAt: '2026-12-10T15:00:00.000Z', endsAt: '2026-12-10T18:00:00.000Z' });
  });

  it('reads "4:00 p.m. to 10:00 p.m." on Vancouver\'s clock, noon and midnight included, and says so when an old evening ends the next day', () => {
    expect(sessionTimeText({ timeSlot: 'evening', duration: 6 })).toBe('4:00 p.m. to 10:00 p.m.');
    expect(sessionTimeText({ timeSlot: 'morning', duration: 4 })).toBe('8:00 a.m. to 12:00 p.m.');
    expect(sessionTimeText({ timeSlot: 'evening', duration: 8 })).toBe('4:00 p.m. to 12:00 a.m.');
    expect(sessionTimeText({ timeSlot: 'evening', duration: 10 })).toBe('4:00 p.m. to 2:00 a.m. the next day');
  });

  it('touches every slot its hours reach: morning 8-12, afternoon 12-16, evening 16-24', () => {
    expect(sessionSlots({ timeSlot: 'morning', duration: 4 })).toEqual(['morning']);
    expect(sessionSlots({ timeSlot: 'morning', duration: 6 })).toEqual(['morning', 'afternoon']);
    expect(sessionSlots({ timeSlot: 'afternoon', duration: 5 })).toEqual(['afternoon', 'evening']);
    expect(sessionSlots({ timeSlot: 'all-day', duration: 3 })).toEqual(['morning']);
    expect(sessionSlots({ timeSlot: 'all-day', duration: 12 })).toEqual(['morning', 'afternoon', 'evening']);
    expect(sessionSlots({ timeSlot: 'evening', duration: 10 })).toEqual(['evening']);
  });

  it('ends by midnight unless it is an evening over 8 hours', () => {
    expect(endsByMidnight({ timeSlot: 'evening', duration: 8 })).toBe(true);
    expect(endsByMidnight({ timeSlot: 'evening', duration: 9 })).toBe(false);
    expect(endsByMidnight({ timeSlot: 'afternoon', duration: 12 })).toBe(true);
  });
});
