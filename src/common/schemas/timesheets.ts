import { z } from 'zod';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../constants.js';
import { optionalMultiLineText, requiredMultiLineText, wholeNumber } from './fields.js';

/** A timesheet's hours are whole hours, like a booking's duration (DECISIONS.md section 10). */
export const WORKED_HOURS_MESSAGE = `Hours worked must be a whole number from ${BOOKING_MIN_HOURS} to ${BOOKING_MAX_HOURS}`;
export const DISPUTE_REASON_MESSAGE = 'Please say what is wrong with these hours';
export const TIMESHEET_TEXT_MAX = 1000;

const workedHours = wholeNumber(BOOKING_MIN_HOURS, BOOKING_MAX_HOURS, WORKED_HOURS_MESSAGE);

/** POST /api/chef/assignments/{bookingId}/timesheet. */
export const timesheetInput = z.strictObject({
  hours: workedHours,
  note: optionalMultiLineText(TIMESHEET_TEXT_MAX),
});
export type TimesheetInput = z.infer<typeof timesheetInput>;

/** POST /api/bookings/{id}/timesheet/dispute. */
export const timesheetDisputeInput = z.strictObject({
  reason: requiredMultiLineText(DISPUTE_REASON_MESSAGE, TIMESHEET_TEXT_MAX),
});

export const SETTLE_NOTE_MESSAGE = 'Please say how these hours were settled';

/** The admin settles a disputed timesheet at the hours they decide, with a note the business and the chef both read (DECISIONS.md section 23). */
export const timesheetSettleInput = z.strictObject({
  hours: workedHours,
  note: requiredMultiLineText(SETTLE_NOTE_MESSAGE, TIMESHEET_TEXT_MAX),
});
export type TimesheetSettleInput = z.output<typeof timesheetSettleInput>;
