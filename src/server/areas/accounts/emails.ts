import { emailJob, type EmailJob } from '../../core/mail/render.js';
import type * as templates from './email-templates.js';

/**
 * The accounts area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    passwordReset: typeof templates.passwordReset;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const accountsEmailTemplates = () => import('./email-templates.js');

export function passwordResetEmail(to: string, firstName: string, link: string, username: string | null): EmailJob {
  return emailJob(to, 'passwordReset', { firstName, link, username });
}
