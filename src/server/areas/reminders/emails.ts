import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, chefBookingFacts, type BookingFacts, type ChefBookingFacts, type Venue } from '../../core/mail/facts.js';
import type * as templates from './email-templates.js';

/**
 * The reminders area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    businessReminder: typeof templates.businessReminder;
    chefReminder: typeof templates.chefReminder;
    unstaffedBooking: typeof templates.unstaffedBooking;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const remindersEmailTemplates = () => import('./email-templates.js');

export function businessReminderEmail(to: string, firstName: string, booking: BookingFacts, venue: Venue, chefName: string | null): EmailJob {
  return emailJob(to, 'businessReminder', { firstName, booking: bookingFacts(booking), venue, chefName });
}

export function chefReminderEmail(to: string, name: string, booking: ChefBookingFacts, venue: Venue, contactName: string): EmailJob {
  return emailJob(to, 'chefReminder', { name, booking: chefBookingFacts(booking), venue, contactName });
}

export function unstaffedBookingEmail(to: string, booking: ChefBookingFacts, adminLink: string): EmailJob {
  return emailJob(to, 'unstaffedBooking', { booking: chefBookingFacts(booking), adminLink });
}
