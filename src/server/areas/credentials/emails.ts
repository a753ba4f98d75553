import { emailJob, type EmailJob } from '../../core/mail/render.js';
import type * as templates from './email-templates.js';

/**
 * The credentials area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    credentialRejected: typeof templates.credentialRejected;
    credentialExpiryReminder: typeof templates.credentialExpiryReminder;
    credentialExpired: typeof templates.credentialExpired;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const credentialsEmailTemplates = () => import('./email-templates.js');

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
