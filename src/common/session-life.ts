import { formatLongDay } from './dates.js';

/**
 * The rules around a session that both sides of the app show (DECISIONS.md section 10): the
 * dashboard states a late cancellation's fee before the business confirms, and the server
 * charges exactly that.
 */

/** A timesheet's life: submitted by the chef, then confirmed or disputed; a dispute is settled by the admin. */
export const TIMESHEET_STATUSES = ['submitted', 'confirmed', 'disputed', 'settled'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const RATING_AUTHORS = ['business', 'chef'] as const;
export type RatingAuthor = (typeof RATING_AUTHORS)[number];

/** Cancelling an assigned booking less than this many hours before its start costs a fee. */
export const LATE_CANCELLATION_HOURS = 24;
/**
 * Within the same 24 hours a booking with a chef cannot be moved (DECISIONS.md section 16): moving
 * it out of the window first and then cancelling would dodge the fee.
 */
export const NO_MOVE_WITHIN_24_HOURS = 'A booking with a chef cannot be moved within 24 hours of its start; cancel it instead';
/**
 * From its start a session is under way: the business cannot cancel it any more (DECISIONS.md
 * section 24), so its chef can still report the hours worked.
 */
export const SESSION_STARTED = 'This session has already started';
/**
 * What a business is told about a booking until a chef accepts it, word for word (DECISIONS.md
 * section 17, "Honest states"): the dashboard row under "Awaiting chef", and the booking email.
 */
export const FINDING_YOUR_CHEF = "We're finding your chef and will email you when one accepts.";
/** The ledger entry of the hours a late cancellation keeps, word for word. */
const LATE_CANCELLATION_FEE = 'Late cancellation fee';

/** That entry naming the session it was kept for (DECISIONS.md section 23): 'Late cancellation fee: Thursday, December 10, 2026'. */
export function lateCancellationFeeLine(bookingDate: string): string {
  return `${LATE_CANCELLATION_FEE}: ${formatLongDay(bookingDate)}`;
}
/** The most hours a late cancellation keeps. */
export const LATE_CANCELLATION_MAX_FEE = 4;
/** A timesheet nobody answered is confirmed this long after it was submitted. */
export const TIMESHEET_AUTO_CONFIRM_HOURS = 72;
/** Ratings are open this many days after completion; after that both sides see them. */
export const RATING_WINDOW_DAYS = 7;
/** A chef's average is shown once it rests on this many ratings. */
export const MIN_RATINGS_FOR_AVERAGE = 3;
/** Reminders go out this long before a booking's start. */
export const REMINDER_HOURS = 24;
/** A booking still without a chef this long before its start is reported to support. */
export const UNSTAFFED_ALERT_HOURS = 48;
/** "Offer to favourites first" offers to every eligible chef after this long. */
export const FAVOURITES_FIRST_HOURS = 2;

/** A booking with a chef whose start is less than 24 hours away: cancelling it costs a fee, and it cannot be moved. */
export function withinLateWindow(booking: { startsAt: Date; staffed: boolean }, now: Date): boolean {
  return booking.staffed && booking.startsAt.getTime() - now.getTime() < LATE_CANCELLATION_HOURS * 3_600_000;
}

/**
 * The hours a business keeps and loses by cancelling now: all back, unless a chef is
 * assigned and the start is less than 24 hours away; then min(duration, 4) hours are a fee.
 */
export function cancellationTerms(
  booking: { duration: number; startsAt: Date; staffed: boolean },
  now: Date,
): { refundedHours: number; feeHours: number } {
  const feeHours = withinLateWindow(booking, now) ? Math.min(booking.duration, LATE_CANCELLATION_MAX_FEE) : 0;
  return { refundedHours: booking.duration - feeHours, feeHours };
}
