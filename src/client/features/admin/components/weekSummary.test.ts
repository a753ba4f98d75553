import { describe, expect, it } from 'vitest';
import { weekSummary } from './weekSummary';

const none = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const allDay = ['morning', 'afternoon', 'evening'] as const;

describe('weekSummary', () => {
  it('says "Not set" for a chef who works no slot', () => {
    expect(weekSummary(none)).toBe('Not set');
  });

  it('reads runs of days with the same slots as one, all three slots as all day', () => {
    expect(weekSummary({ ...none, monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: ['morning'] })).toBe('Mon–Fri all day · Sat morning');
    expect(weekSummary({ monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay })).toBe('Mon–Sun all day');
  });

  it('does not join days a day off separates, and lists a day\'s slots in its order', () => {
    expect(weekSummary({ ...none, monday: ['evening', 'morning'], wednesday: ['morning', 'evening'], sunday: ['afternoon'] })).toBe('Mon morning, evening · Wed morning, evening · Sun afternoon');
  });
});
