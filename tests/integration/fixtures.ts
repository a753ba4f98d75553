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

const vancouverDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Vancouver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A calendar day in Vancouver as YYYY-MM-DD, `offsetDays` from today (negative: the past). */
export function vancouverDay(offsetDays = 0): string {
  const today = new Date(`${vancouverDayFormat.format(new Date())}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + offsetDays);
  return today.toISOString().slice(0, 10);
}
