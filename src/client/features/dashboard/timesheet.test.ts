import { describe, expect, it } from 'vitest';
import { timesheetLedgerEffect } from './timesheet';

describe('timesheetLedgerEffect', () => {
  it('says how many hours come back when the chef worked fewer than were booked', () => {
    expect(timesheetLedgerEffect(6, 4, false)).toBe('2 hours will be refunded to your labor bank.');
    expect(timesheetLedgerEffect(6, 5, false)).toBe('1 hour will be refunded to your labor bank.');
    expect(timesheetLedgerEffect(6, 5, true)).toBe('1 hour was refunded to your labor bank.');
    expect(timesheetLedgerEffect(6, 3, true)).toBe('3 hours were refunded to your labor bank.');
  });

  it('says how many more hours are charged when the chef worked longer', () => {
    expect(timesheetLedgerEffect(4, 5, false)).toBe('1 more hour will be charged to your labor bank.');
    expect(timesheetLedgerEffect(4, 7, false)).toBe('3 more hours will be charged to your labor bank.');
    expect(timesheetLedgerEffect(4, 6, true)).toBe('2 more hours were charged to your labor bank.');
  });

  it('says the bank does not change when the booked hours were worked', () => {
    expect(timesheetLedgerEffect(5, 5, false)).toBe('Your labor bank will not change: these are the hours you booked.');
  });
});
