import { BUSINESS_TIME_ZONE } from '../../../common/constants';

/**
 * Booking dates are calendar days ('YYYY-MM-DD'), not instants: they are read and formatted
 * at noon UTC so no browser time zone can move them to the day before or after.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatBookingDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat.format(date);
}

const timestampFormat = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A ledger line's date (an ISO timestamp) as the Vancouver calendar day it happened on. */
export function formatTransactionDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : timestampFormat.format(date);
}

/** '1 hour', '4 hours': the one formatter the emails use too. */
export { formatHours } from '../../../common/text';

/** '+20' or '-5': the sign is part of what a ledger line says. */
export function signedHours(hours: number): string {
  return hours > 0 ? `+${hours}` : `${hours}`;
}

export function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  const initials = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return initials || 'C';
}
