import { formatHours } from './format';

/**
 * What settling a timesheet at `worked` hours does to the labor bank, against the `booked`
 * duration already taken from it (DECISIONS.md section 10): fewer hours come back, more are
 * charged. `done` words it for hours already confirmed or settled.
 */
export function timesheetLedgerEffect(booked: number, worked: number, done: boolean): string {
  const difference = worked - booked;
  if (difference === 0) return done ? 'Your labor bank was not changed: these are the hours you booked.' : 'Your labor bank will not change: these are the hours you booked.';
  if (difference < 0) {
    const refunded = formatHours(-difference);
    return done ? `${refunded} ${difference === -1 ? 'was' : 'were'} refunded to your labor bank.` : `${refunded} will be refunded to your labor bank.`;
  }
  const more = `${difference} more ${difference === 1 ? 'hour' : 'hours'}`;
  return done ? `${more} ${difference === 1 ? 'was' : 'were'} charged to your labor bank.` : `${more} will be charged to your labor bank.`;
}
