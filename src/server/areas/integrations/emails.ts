import { emailJob, type EmailJob } from '../../core/mail/render.js';
import type * as templates from './email-templates.js';

/** The integrations area's emails as its use cases queue them (the texts are in email-templates.tsx). */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    webhookDisabled: typeof templates.webhookDisabled;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const integrationEmailTemplates = () => import('./email-templates.js');

/** Where a webhook sent, as an email names it: its host and path, never its query (a receiver's token often travels there). */
export function webhookTarget(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname === '/' ? '' : pathname}`;
}

/** An owner's email: the webhook to `url` was turned off after five days of failed deliveries. */
export function webhookDisabledEmail(to: string, firstName: string, webhook: { url: string; lastStatusCode: number | null }, dashboardLink: string): EmailJob {
  return emailJob(to, 'webhookDisabled', { firstName, target: webhookTarget(webhook.url), lastStatusCode: webhook.lastStatusCode, dashboardLink });
}
