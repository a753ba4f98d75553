import { emailJob, type EmailJob } from '../../core/mail/render.js';
import type * as templates from './email-templates.js';

/** The team area's emails as its use cases queue them (the texts are in email-templates.tsx). */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    teamInvitation: typeof templates.teamInvitation;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const teamEmailTemplates = () => import('./email-templates.js');

export function teamInvitationEmail(to: string, facts: { businessName: string; role: string; invitedBy: string; link: string }): EmailJob {
  return emailJob(to, 'teamInvitation', facts);
}
