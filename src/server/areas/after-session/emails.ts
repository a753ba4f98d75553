import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, chefBookingFacts, type BookingFacts, type ChefBookingFacts } from '../../core/mail/facts.js';
import type * as templates from './email-templates.js';

/**
 * The after-session area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    timesheetSubmitted: typeof templates.timesheetSubmitted;
    timesheetConfirmed: typeof templates.timesheetConfirmed;
    timesheetDisputed: typeof templates.timesheetDisputed;
    timesheetSettled: typeof templates.timesheetSettled;
    timesheetSettledForBusiness: typeof templates.timesheetSettledForBusiness;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const afterSessionEmailTemplates = () => import('./email-templates.js');

export function timesheetSubmittedEmail(to: string, firstName: string, booking: BookingFacts, timesheet: { hours: number; chefName: string; confirmBy: Date }, dashboardLink: string): EmailJob {
  const { hours, chefName, confirmBy } = timesheet;
  return emailJob(to, 'timesheetSubmitted', { firstName, booking: bookingFacts(booking), timesheet: { hours, chefName, confirmBy: confirmBy.toISOString() }, dashboardLink });
}

export function timesheetConfirmedEmail(to: string, name: string, booking: ChefBookingFacts, hours: number): EmailJob {
  return emailJob(to, 'timesheetConfirmed', { name, booking: chefBookingFacts(booking), hours });
}

export function timesheetDisputedEmail(to: string, booking: ChefBookingFacts, timesheet: { hours: number; reason: string; chefName: string }, adminLink: string): EmailJob {
  const { hours, reason, chefName } = timesheet;
  return emailJob(to, 'timesheetDisputed', { booking: chefBookingFacts(booking), timesheet: { hours, reason, chefName }, adminLink });
}

/** A disputed timesheet settled: the hours decided, the hours reported, and the coordinator's note. */
export interface Settlement {
  hours: number;
  reportedHours: number;
  note: string;
}

export function timesheetSettledEmail(to: string, name: string, booking: ChefBookingFacts, settlement: Settlement): EmailJob {
  const { hours, reportedHours, note } = settlement;
  return emailJob(to, 'timesheetSettled', { name, booking: chefBookingFacts(booking), settlement: { hours, reportedHours, note } });
}

export function timesheetSettledForBusinessEmail(to: string, firstName: string, booking: BookingFacts, settlement: Settlement & { chefName: string }, dashboardLink: string): EmailJob {
  const { hours, reportedHours, note, chefName } = settlement;
  return emailJob(to, 'timesheetSettledForBusiness', { firstName, booking: bookingFacts(booking), settlement: { hours, reportedHours, note, chefName }, dashboardLink });
}
