import { emailJob, type EmailJob } from './render.js';
import type { BookingFacts, ChefBookingFacts, Venue } from './templates/parts.js';

/**
 * Every email the product sends, as the areas queue it: its recipient, its template (the texts
 * are in templates/, drawn with React Email when the job runs) and the template's props, only
 * the facts it shows, as JSON (a Date as its ISO string).
 */

function bookingFacts({ bookingDate, timeSlot, duration, serviceType }: BookingFacts): BookingFacts {
  return { bookingDate, timeSlot, duration, serviceType };
}

function chefBookingFacts(booking: ChefBookingFacts): ChefBookingFacts {
  return { ...bookingFacts(booking), business: { name: booking.business.name, city: booking.business.city } };
}

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

export function passwordResetEmail(to: string, firstName: string, link: string, username: string | null): EmailJob {
  return emailJob(to, 'passwordReset', { firstName, link, username });
}

export function chefSignInEmail(to: string, name: string, link: string, purpose: 'login' | 'invite'): EmailJob {
  return emailJob(to, 'chefSignIn', { name, link, purpose });
}

export function chefReleasedEmail(to: string, firstName: string, booking: BookingFacts): EmailJob {
  return emailJob(to, 'chefReleased', { firstName, booking: bookingFacts(booking) });
}

export function offerEmail(to: string, name: string, booking: ChefBookingFacts, expiresAt: Date, portalLink: string): EmailJob {
  return emailJob(to, 'offer', { name, booking: chefBookingFacts(booking), closesAt: expiresAt.toISOString(), portalLink });
}

export function offerClosedEmail(to: string, name: string, booking: ChefBookingFacts, why: 'filled' | 'withdrawn'): EmailJob {
  return emailJob(to, 'offerClosed', { name, booking: chefBookingFacts(booking), why });
}

export function chefAssignedEmail(to: string, name: string, booking: ChefBookingFacts, portalLink: string): EmailJob {
  return emailJob(to, 'chefAssigned', { name, booking: chefBookingFacts(booking), portalLink });
}

export function chefUnassignedEmail(to: string, name: string, booking: ChefBookingFacts): EmailJob {
  return emailJob(to, 'chefUnassigned', { name, booking: chefBookingFacts(booking) });
}

/** DECISIONS.md section 14: a chef handed a booking back; support finds another chef. */
export function chefReleaseSupportEmail(to: string, chefName: string, booking: ChefBookingFacts, release: { reason: string; late: boolean }, adminLink: string): EmailJob {
  return emailJob(to, 'chefReleaseSupport', { chefName, booking: chefBookingFacts(booking), release: { reason: release.reason, late: release.late }, adminLink });
}

export function chefConfirmedEmail(to: string, firstName: string, booking: BookingFacts, chef: { name: string; tier: string; redSeal: boolean }): EmailJob {
  return emailJob(to, 'chefConfirmed', { firstName, booking: bookingFacts(booking), chef: { name: chef.name, tier: chef.tier, redSeal: chef.redSeal } });
}

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

export function businessReminderEmail(to: string, firstName: string, booking: BookingFacts, venue: Venue, chefName: string | null): EmailJob {
  return emailJob(to, 'businessReminder', { firstName, booking: bookingFacts(booking), venue, chefName });
}

export function chefReminderEmail(to: string, name: string, booking: ChefBookingFacts, venue: Venue, contactName: string): EmailJob {
  return emailJob(to, 'chefReminder', { name, booking: chefBookingFacts(booking), venue, contactName });
}

export function unstaffedBookingEmail(to: string, booking: ChefBookingFacts, adminLink: string): EmailJob {
  return emailJob(to, 'unstaffedBooking', { booking: chefBookingFacts(booking), adminLink });
}

/** What the billing emails say of an order (DECISIONS.md section 12). */
interface OrderFacts {
  number: string;
  packName: string;
  hours: number;
}

export function invoiceEmail(to: string, firstName: string, { number, packName, hours }: OrderFacts, total: string, paymentInstructions: string, link: string): EmailJob {
  return emailJob(to, 'invoice', { firstName, order: { number, packName, hours }, total, paymentInstructions, link });
}

export function paymentReceivedEmail(to: string, firstName: string, { number, packName, hours }: OrderFacts, total: string, link: string): EmailJob {
  return emailJob(to, 'paymentReceived', { firstName, order: { number, packName, hours }, total, link });
}

export function lowBalanceEmail(to: string, firstName: string, availableHours: number, lowBalanceHours: number, link: string): EmailJob {
  return emailJob(to, 'lowBalance', { firstName, availableHours, lowBalanceHours, link });
}

export function billingAlertEmail(to: string, number: string, problem: string, adminLink: string): EmailJob {
  return emailJob(to, 'billingAlert', { number, problem, adminLink });
}

/** `through` is the payout's last day, YYYY-MM-DD. */
export function payoutPaidEmail(to: string, name: string, payout: { id: number; total: string; through: string; reference: string }, portalLink: string): EmailJob {
  const { id, total, through, reference } = payout;
  return emailJob(to, 'payoutPaid', { name, payout: { id, total, through, reference }, portalLink });
}

export function payoutFailedEmail(to: string, payout: { id: number; chefName: string; total: string; reason: string }, adminLink: string): EmailJob {
  const { id, chefName, total, reason } = payout;
  return emailJob(to, 'payoutFailed', { payout: { id, chefName, total, reason }, adminLink });
}

export function credentialRejectedEmail(to: string, name: string, kind: string, reason: string, portalLink: string): EmailJob {
  return emailJob(to, 'credentialRejected', { name, kind, reason, portalLink });
}

/** `lastDay` in words (common/dates.ts). */
export function credentialExpiryReminderEmail(to: string, name: string, kind: string, lastDay: string, portalLink: string): EmailJob {
  return emailJob(to, 'credentialExpiryReminder', { name, kind, lastDay, portalLink });
}

export function credentialExpiredEmail(to: string, name: string, kind: string, lastDay: string, portalLink: string): EmailJob {
  return emailJob(to, 'credentialExpired', { name, kind, lastDay, portalLink });
}

export function chefSuspendedEmail(to: string, name: string, strikes: number, until: string, portalLink: string): EmailJob {
  return emailJob(to, 'chefSuspended', { name, strikes, until, portalLink });
}

export function confirmationRequestEmail(to: string, name: string, booking: ChefBookingFacts, last: boolean, portalLink: string): EmailJob {
  return emailJob(to, 'confirmationRequest', { name, booking: chefBookingFacts(booking), last, portalLink });
}

export function unconfirmedSessionEmail(to: string, chefName: string, booking: ChefBookingFacts, adminLink: string): EmailJob {
  return emailJob(to, 'unconfirmedSession', { chefName, booking: chefBookingFacts(booking), adminLink });
}
