import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, sessionFacts, type BookingFacts } from '../../core/mail/facts.js';
import type * as templates from './email-templates.js';

/**
 * The bookings area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    bookingReceived: typeof templates.bookingReceived;
    bookingCanceled: typeof templates.bookingCanceled;
    bookingRescheduled: typeof templates.bookingRescheduled;
    seriesReceived: typeof templates.seriesReceived;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const bookingsEmailTemplates = () => import('./email-templates.js');

/** DECISIONS.md section 17: a new booking is received; the business hears again when a chef accepts it. */
export function bookingReceivedEmail(to: string, firstName: string, booking: BookingFacts): EmailJob {
  return emailJob(to, 'bookingReceived', { firstName, booking: bookingFacts(booking) });
}

export function bookingCanceledEmail(to: string, firstName: string, booking: BookingFacts & { feeHours: number }): EmailJob {
  return emailJob(to, 'bookingCanceled', { firstName, booking: bookingFacts(booking), feeHours: booking.feeHours });
}

export function bookingRescheduledEmail(to: string, firstName: string, booking: BookingFacts): EmailJob {
  return emailJob(to, 'bookingRescheduled', { firstName, booking: bookingFacts(booking) });
}

/** DECISIONS.md sections 17 and 20: one email for a standing booking, never one per session. */
export function seriesReceivedEmail(to: string, firstName: string, series: templates.SeriesReceivedFacts): EmailJob {
  return emailJob(to, 'seriesReceived', { firstName, series: { summary: series.summary, sessions: series.sessions.map(sessionFacts), skipped: series.skipped } });
}
