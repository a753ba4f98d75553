import { serviceTypeLabel, timeSlotLabel } from '../../../common/constants.js';
import { company } from '../../../common/site.js';
import type { Email } from './mailer.js';

/** The texts of every email the product sends, in one place. */

interface BookingFacts {
  bookingDate: string;
  timeSlot: string;
  duration: number;
  serviceType: string;
}

const signature = `\n\n${company.name}\n${company.supportEmail} · ${company.supportPhone}\n${company.addressLine}`;

function describe(booking: BookingFacts): string {
  return [
    `Service: ${serviceTypeLabel(booking.serviceType)}`,
    `Date: ${booking.bookingDate}`,
    `Time: ${timeSlotLabel(booking.timeSlot)}`,
    `Hours: ${booking.duration}`,
  ].join('\n');
}

export function bookingConfirmedEmail(to: string, firstName: string, booking: BookingFacts): Email {
  return {
    to,
    subject: `Your ${company.name} booking is confirmed`,
    text: `Hi ${firstName},\n\nYour booking is confirmed:\n\n${describe(booking)}${signature}`,
  };
}

export function bookingCanceledEmail(to: string, firstName: string, booking: BookingFacts & { feeHours: number }): Email {
  const returned =
    booking.feeHours === 0
      ? `its ${booking.duration} hours returned to your labor bank`
      : `${booking.duration - booking.feeHours} of its ${booking.duration} hours returned to your labor bank; ` +
        `${booking.feeHours} stay as a late cancellation fee, as its chef was confirmed and it was less than 24 hours away`;
  return {
    to,
    subject: `Your ${company.name} booking was canceled`,
    text: `Hi ${firstName},\n\nThis booking was canceled and ${returned}:\n\n${describe(booking)}${signature}`,
  };
}

export function bookingRescheduledEmail(to: string, firstName: string, booking: BookingFacts): Email {
  return {
    to,
    subject: `Your ${company.name} booking was rescheduled`,
    text: `Hi ${firstName},\n\nYour booking now reads:\n\n${describe(booking)}${signature}`,
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string, username: string | null): Email {
  const named = username === null ? '' : ` (username: ${username})`;
  return {
    to,
    subject: `Reset your ${company.name} password`,
    text:
      `Hi ${firstName},\n\nSomeone asked to reset the password of your ${company.name} account${named}. ` +
      `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
      `If it was not you, ignore this email: your password stays as it is.${signature}`,
  };
}

/** The chef sign-in link of DECISIONS.md section 8: asked for at /chef/login, or an admin's invitation. */
export function chefSignInEmail(to: string, name: string, link: string, purpose: 'login' | 'invite'): Email {
  if (purpose === 'invite') {
    return {
      to,
      subject: `You are invited to ${company.name}`,
      text:
        `Hi ${name},\n\n${company.name} has added you to its roster of Red Seal chefs. ` +
        `Open this link within 7 days to sign in to your chef portal, where you set your availability and see your assignments:\n\n${link}\n\n` +
        `The link works once. Later, ask for a new one at ${new URL(link).origin}/chef/login.${signature}`,
    };
  }
  return {
    to,
    subject: `Your ${company.name} sign-in link`,
    text:
      `Hi ${name},\n\nOpen this link within 15 minutes to sign in to your ${company.name} chef portal:\n\n${link}\n\n` +
      `The link works once. If you did not ask for it, ignore this email.${signature}`,
  };
}

/** A booking whose chef was taken off it: the business learns it is awaiting a chef again. */
export function chefReleasedEmail(to: string, firstName: string, booking: BookingFacts): Email {
  return {
    to,
    subject: `Your ${company.name} booking is awaiting a new chef`,
    text:
      `Hi ${firstName},\n\nThe chef assigned to this booking is no longer available. Your booking stands and ` +
      `we are finding another chef; we will email you once one is confirmed:\n\n${describe(booking)}${signature}`,
  };
}

/** A booking as a chef's emails describe it: where, besides what and when. */
interface ChefBookingFacts extends BookingFacts {
  business: { name: string; city: string };
}

function describeForChef(booking: ChefBookingFacts): string {
  return `Business: ${booking.business.name}, ${booking.business.city}\n${describe(booking)}`;
}

export function offerEmail(to: string, name: string, booking: ChefBookingFacts, expiresAt: Date, portalLink: string): Email {
  return {
    to,
    subject: `A booking is offered to you: ${booking.bookingDate}`,
    text:
      `Hi ${name},\n\nA ${company.name} coordinator offers you this booking:\n\n${describeForChef(booking)}\n\n` +
      `Accept or decline it in your portal: ${portalLink}\nThe first chef to accept gets it; the offer closes at ${expiresAt.toISOString()}.${signature}`,
  };
}

/** The booking went to someone else, was canceled or moved: the chef's open offer is closed. */
export function offerClosedEmail(to: string, name: string, booking: ChefBookingFacts, why: 'filled' | 'withdrawn'): Email {
  const reason = why === 'filled' ? 'Another chef accepted it first.' : 'The booking was canceled or moved.';
  return {
    to,
    subject: `An offer is closed: ${booking.bookingDate}`,
    text: `Hi ${name},\n\nThis offer is closed. ${reason}\n\n${describeForChef(booking)}${signature}`,
  };
}

export function chefAssignedEmail(to: string, name: string, booking: ChefBookingFacts, portalLink: string): Email {
  return {
    to,
    subject: `You are confirmed for ${booking.bookingDate}`,
    text: `Hi ${name},\n\nYou are the chef of this booking:\n\n${describeForChef(booking)}\n\nIt is in your portal and calendar feed: ${portalLink}${signature}`,
  };
}

export function chefUnassignedEmail(to: string, name: string, booking: ChefBookingFacts): Email {
  return {
    to,
    subject: `You are no longer on the booking of ${booking.bookingDate}`,
    text: `Hi ${name},\n\nThis booking was canceled, moved to a time you do not work, or reassigned by a coordinator. It is off your schedule:\n\n${describeForChef(booking)}${signature}`,
  };
}

/** DECISIONS.md section 14: a chef handed a booking back; support finds another chef. */
export function chefReleaseSupportEmail(to: string, chefName: string, booking: ChefBookingFacts, release: { reason: string; late: boolean }, adminLink: string): Email {
  const late = release.late ? ' This is a late release: less than 24 hours before the start.' : '';
  return {
    to,
    subject: `${release.late ? 'Late release' : 'Chef released'}: ${booking.business.name}, ${booking.bookingDate}`,
    text:
      `${chefName} released this booking; it is awaiting a chef again.${late}\n\n${describeForChef(booking)}\n\n` +
      `Their reason: ${release.reason}\n\nStaff it from the business's page: ${adminLink}${signature}`,
  };
}

/** DECISIONS.md section 9: "Your chef is confirmed", when the business's email toggle is on. */
export function chefConfirmedEmail(to: string, firstName: string, booking: BookingFacts, chef: { name: string; tier: string; redSeal: boolean }): Email {
  return {
    to,
    subject: 'Your chef is confirmed',
    text:
      `Hi ${firstName},\n\nYour chef is confirmed: ${chef.name}, ${chef.tier}${chef.redSeal ? ', Red Seal certified' : ''}.\n\n` +
      `${describe(booking)}${signature}`,
  };
}

/** The chef reported their hours: the business confirms or disputes them (DECISIONS.md section 10). */
export function timesheetSubmittedEmail(to: string, firstName: string, booking: BookingFacts, timesheet: { hours: number; chefName: string; confirmBy: Date }, dashboardLink: string): Email {
  return {
    to,
    subject: `Please confirm ${timesheet.chefName}'s hours`,
    text:
      `Hi ${firstName},\n\n${timesheet.chefName} reports ${timesheet.hours} hours worked on this booking:\n\n${describe(booking)}\n\n` +
      `Confirm or dispute them in your dashboard: ${dashboardLink}\nWithout an answer they are confirmed on ${timesheet.confirmBy.toISOString()}, ` +
      `and the difference from the booked hours is settled with your labor bank.${signature}`,
  };
}

/** The chef's hours were confirmed (by the business, the 72-hour rule, or a coordinator settling a dispute). */
export function timesheetConfirmedEmail(to: string, name: string, booking: ChefBookingFacts, hours: number): Email {
  return {
    to,
    subject: `Your hours are confirmed: ${booking.bookingDate}`,
    text: `Hi ${name},\n\n${hours} hours are confirmed for this booking:\n\n${describeForChef(booking)}${signature}`,
  };
}

/** A business disputed a timesheet: the coordinators settle it. */
export function timesheetDisputedEmail(to: string, booking: ChefBookingFacts, timesheet: { hours: number; reason: string; chefName: string }, adminLink: string): Email {
  return {
    to,
    subject: `Timesheet disputed: ${booking.business.name}, ${booking.bookingDate}`,
    text:
      `${booking.business.name} disputes the ${timesheet.hours} hours ${timesheet.chefName} reported:\n\n"${timesheet.reason}"\n\n` +
      `${describeForChef(booking)}\n\nSettle it in the admin: ${adminLink}${signature}`,
  };
}

/** Where an in-person session takes place; null for a virtual one. */
type Venue = string | null;

function describeVenue(venue: Venue): string {
  return venue === null ? '' : `\nAddress: ${venue}`;
}

/**
 * The reminder of DECISIONS.md section 10, 24 hours before the start, to the business: by email
 * with its email toggle, and the same text by SMS with its SMS toggle.
 */
export function businessReminderEmail(to: string, firstName: string, booking: BookingFacts, venue: Venue, chefName: string | null): Email {
  const chef = chefName ?? 'still being confirmed; we will email you once one is';
  return {
    to,
    subject: `Reminder: your ${company.name} session on ${booking.bookingDate}`,
    text: `Hi ${firstName},\n\nA reminder of your upcoming session:\n\n${describe(booking)}${describeVenue(venue)}\nChef: ${chef}${signature}`,
  };
}

/** The same reminder to the booking's chef, with the business they cook for. */
export function chefReminderEmail(to: string, name: string, booking: ChefBookingFacts, venue: Venue, contactName: string): Email {
  return {
    to,
    subject: `Reminder: your session on ${booking.bookingDate}`,
    text: `Hi ${name},\n\nA reminder of your upcoming session:\n\n${describeForChef(booking)}${describeVenue(venue)}\nContact: ${contactName}${signature}`,
  };
}

/** DECISIONS.md section 10: a booking still without a chef 48 hours before its start, to support, once. */
export function unstaffedBookingEmail(to: string, booking: ChefBookingFacts, adminLink: string): Email {
  return {
    to,
    subject: `No chef yet: ${booking.business.name}, ${booking.bookingDate}`,
    text: `This booking starts within 48 hours and has no chef yet:\n\n${describeForChef(booking)}\n\nStaff it from the business's page: ${adminLink}${signature}`,
  };
}

/** What the billing emails say of an order (DECISIONS.md section 12). */
interface OrderFacts {
  number: string;
  packName: string;
  hours: number;
  totalCents: number;
}

function hoursText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** An invoice-mode order: its PDF attached, with how to pay it. */
export function invoiceEmail(to: string, firstName: string, order: OrderFacts, total: string, paymentInstructions: string, link: string): Email {
  return {
    to,
    subject: `Invoice ${order.number} from ${company.name}`,
    text:
      `Hi ${firstName},\n\nThank you for your order of ${order.packName} (${hoursText(order.hours)}). Your invoice ${order.number} for ${total} is attached.\n\n` +
      `${paymentInstructions}\n\nThe hours are added to your labor bank as soon as your payment is recorded. Your purchases: ${link}${signature}`,
  };
}

/** An order paid, by card or recorded by the admin: the hours are in the bank, the paid invoice attached. */
export function paymentReceivedEmail(to: string, firstName: string, order: OrderFacts, total: string, link: string): Email {
  return {
    to,
    subject: `Payment received: ${hoursText(order.hours)} added (${order.number})`,
    text: `Hi ${firstName},\n\nWe received your payment of ${total} for invoice ${order.number}. ${hoursText(order.hours)} of ${order.packName} are now in your labor bank; your receipt is attached.\n\nYour labor bank: ${link}${signature}`,
  };
}

/** DECISIONS.md section 12: available hours fell below the business's alert level. */
export function lowBalanceEmail(to: string, firstName: string, availableHours: number, lowBalanceHours: number, link: string): Email {
  return {
    to,
    subject: `Your ${company.name} labor bank is running low`,
    text:
      `Hi ${firstName},\n\nYour labor bank has ${hoursText(availableHours)} left, below the ${hoursText(lowBalanceHours)} you asked us to warn you at.\n\n` +
      `Buy hours before your next booking: ${link}\n\nYou can change or turn off this alert on the same page.${signature}`,
  };
}

/** A card payment the app did not credit (its amount differs from the order's total) or a refund it could not take back: for a person. */
export function billingAlertEmail(to: string, number: string, problem: string, adminLink: string): Email {
  return {
    to,
    subject: `Billing needs a look: ${number}`,
    text: `${problem}\n\nNothing was credited or taken back automatically. See the order in Finance: ${adminLink}${signature}`,
  };
}

/** A payout marked paid (DECISIONS.md section 13): what, when, and where the chef sees every line. */
export function payoutPaidEmail(to: string, name: string, payout: { id: number; total: string; throughDay: string; reference: string }, portalLink: string): Email {
  return {
    to,
    subject: `${company.name} paid you ${payout.total}`,
    text:
      `Hi ${name},\n\nWe paid you ${payout.total} for your sessions through ${payout.throughDay} (payout #${payout.id}, reference ${payout.reference}).\n\n` +
      `Every line of it is in your earnings: ${portalLink}${signature}`,
  };
}

/** A Stripe transfer refused for good (DECISIONS.md section 13): the lines wait for the next run, and a person looks. */
export function payoutFailedEmail(to: string, payout: { id: number; chefName: string; total: string; reason: string }, adminLink: string): Email {
  return {
    to,
    subject: `Payout #${payout.id} to ${payout.chefName} failed`,
    text: `The transfer of ${payout.total} to ${payout.chefName} failed: ${payout.reason}\n\nThe amount is back in the chef's balance and goes with the next run. Payouts: ${adminLink}${signature}`,
  };
}

/** DECISIONS.md section 14: an admin rejected a chef's credential, and says why. */
export function credentialRejectedEmail(to: string, name: string, kind: string, reason: string, portalLink: string): Email {
  return {
    to,
    subject: `Your ${kind} credential was not accepted`,
    text:
      `Hi ${name},\n\nWe could not verify your ${kind} credential. The reason:\n\n${reason}\n\n` +
      `Correct it or upload a clearer document in your chef portal: ${portalLink}${signature}`,
  };
}

/** DECISIONS.md section 14: 30 and 7 days before a credential expires. */
export function credentialExpiryReminderEmail(to: string, name: string, kind: string, lastDay: string, portalLink: string): Email {
  return {
    to,
    subject: `Your ${kind} credential expires on ${lastDay}`,
    text:
      `Hi ${name},\n\nYour ${kind} credential is valid through ${lastDay}. ` +
      `Add the renewed one with its document in your chef portal before then: ${portalLink}${signature}`,
  };
}

/** DECISIONS.md section 14: a credential's last day has ended. */
export function credentialExpiredEmail(to: string, name: string, kind: string, lastDay: string, portalLink: string): Email {
  return {
    to,
    subject: `Your ${kind} credential has expired`,
    text:
      `Hi ${name},\n\nYour ${kind} credential was valid through ${lastDay} and has now expired. ` +
      `Add the renewed one with its document in your chef portal: ${portalLink}${signature}`,
  };
}
