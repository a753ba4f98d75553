import { BUSINESS_TIME_ZONE } from '../../common/constants.js';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in Vancouver as YYYY-MM-DD, whatever zone the server runs in. */
export function vancouverToday(now: Date): string {
  return dayFormat.format(now);
}

/** A JSON-ready timestamp: tRPC sends no Date objects, so every response uses ISO text. */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
