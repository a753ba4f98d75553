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
