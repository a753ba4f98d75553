import { serviceTypeLabel, timeSlotLabel } from '../../common/constants.js';
import { company } from '../../common/site.js';
import type { Email } from '../mail/mailer.js';

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

export function bookingCanceledEmail(to: string, firstName: string, booking: BookingFacts): Email {
  return {
    to,
    subject: `Your ${company.name} booking was canceled`,
    text: `Hi ${firstName},\n\nThis booking was canceled and its ${booking.duration} hours returned to your labor bank:\n\n${describe(booking)}${signature}`,
  };
}

export function bookingRescheduledEmail(to: string, firstName: string, booking: BookingFacts): Email {
  return {
    to,
    subject: `Your ${company.name} booking was rescheduled`,
    text: `Hi ${firstName},\n\nYour booking now reads:\n\n${describe(booking)}${signature}`,
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): Email {
  return {
    to,
    subject: `Reset your ${company.name} password`,
    text:
      `Hi ${firstName},\n\nSomeone asked to reset the password of your ${company.name} account. ` +
      `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
      `If it was not you, ignore this email: your password stays as it is.${signature}`,
  };
}
