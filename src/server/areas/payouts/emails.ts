import { emailJob, type EmailJob } from '../../core/mail/render.js';
import type * as templates from './email-templates.js';

/**
 * The payouts area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    payoutPaid: typeof templates.payoutPaid;
    payoutFailed: typeof templates.payoutFailed;
    encryptionOff: typeof templates.encryptionOff;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const payoutsEmailTemplates = () => import('./email-templates.js');

/** `through` is the payout's last day, YYYY-MM-DD. */
export function payoutPaidEmail(to: string, name: string, payout: { id: number; total: string; through: string; reference: string }, portalLink: string): EmailJob {
  const { id, total, through, reference } = payout;
  return emailJob(to, 'payoutPaid', { name, payout: { id, total, through, reference }, portalLink });
}

export function payoutFailedEmail(to: string, payout: { id: number; chefName: string; total: string; reason: string }, adminLink: string): EmailJob {
  const { id, chefName, total, reason } = payout;
  return emailJob(to, 'payoutFailed', { payout: { id, chefName, total, reason }, adminLink });
}

export function encryptionOffEmail(to: string, adminLink: string): EmailJob {
  return emailJob(to, 'encryptionOff', { adminLink });
}
