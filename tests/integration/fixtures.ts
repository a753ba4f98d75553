/**
 * Request bodies and dates for tests and scripts. Kept apart from harness.ts, which starts the
 * server: scripts run under plain tsx (scripts/lighthouse.ts) cannot load the TypeORM entities.
 */

let sequence = 0;

/** A valid registration body; `overrides` change single fields. Dates default to a month ahead. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    businessName: `Test Bistro ${sequence}`,
    businessType: 'restaurant',
    businessAddress: '123 Main Street',
    city: 'Vancouver',
    state: 'BC',
    zipCode: 'V6B 1A1',
    firstName: 'Jamie',
    lastName: 'Chen',
    jobTitle: 'Owner',
    email: `owner${sequence}@example.com`,
    phone: '(604) 555-0100',
    serviceType: 'in-person',
    serviceDescription: 'Menu refresh for the fall',
    serviceHours: '5-8',
    bookingDate: inAMonth,
    timeSlot: 'morning',
    duration: 5,
    specialRequests: '',
    ...overrides,
  };
}

/**
 * Vancouver's offset, written here by hand rather than read from the runtime's time-zone data,
 * which the app's own zone rules are tested against: UTC−7 all year since 2026 (DECISIONS.md
 * section 22). Every clock the tests set or move is after that change.
 */
const VANCOUVER_OFFSET_MS = -7 * 3_600_000;

/** The calendar day in Vancouver, as YYYY-MM-DD, of an instant (an ISO text, a Date or epoch milliseconds). */
export function vancouverDayOf(instant: string | Date | number): string {
  return new Date(new Date(instant).getTime() + VANCOUVER_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar day in Vancouver as YYYY-MM-DD, `offsetDays` from today (negative: the past). */
export function vancouverDay(offsetDays = 0): string {
  return vancouverDayOf(Date.now() + offsetDays * 86_400_000);
}
