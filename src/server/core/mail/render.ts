import type { EmailTemplate, Site } from './layout.js';
import { renderThread } from './render-thread.js';
import type { Email, EmailAttachment } from './mailer.js';
import type { templates } from './templates/index.js';

type Templates = typeof templates;
export type TemplateName = keyof Templates;
export type PropsOf<Name extends TemplateName> = Templates[Name] extends EmailTemplate<infer Props> ? Props : never;

/**
 * An email as its job carries it: the template's name and its props, rendered when the job runs
 * (core/mail/job-handlers.ts), outside the transaction that queued it, so a booking's commit does
 * not wait for React to draw its email.
 */
export type EmailJob = { [Name in TemplateName]: { to: string; template: Name; props: PropsOf<Name>; attachments?: EmailAttachment[] } }[TemplateName];

/**
 * An email job queued by the version before the templates, which a job table may still hold
 * after an upgrade (due, or failed and then retried by an admin): sent as it was written.
 */
export interface EarlierEmailJob {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

export function emailJob<Name extends TemplateName>(to: string, template: Name, props: PropsOf<Name>): EmailJob {
  return { to, template, props } as EmailJob;
}

/**
 * The templates and React Email's renderer, loaded once, by the thread that draws the emails
 * (see templates/index.ts): a web-only process never pays for them.
 */
const importRenderer = () => Promise.all([import('./templates/index.js'), import('@react-email/render')]);
let renderer: ReturnType<typeof importRenderer> | undefined;
export function loadRenderer() {
  renderer ??= importRenderer().catch((error: unknown) => {
    renderer = undefined; // tried again by the next email
    throw error;
  });
  return renderer;
}

/** The job's email drawn in this thread: what the render thread (render-thread.ts) runs for each email. */
export async function drawEmail(job: EmailJob, site: Site): Promise<Email> {
  const [{ templates }, { render, toPlainText }] = await loadRenderer();
  const template = templates[job.template] as EmailTemplate<typeof job.props>;
  const html = await render(template.body(job.props, site));
  // What render(element, { plainText: true }) gives, read from the HTML already drawn instead of
  // drawing it again: the same text in 11 ms an email rather than 25.
  const text = toPlainText(html);
  return { to: job.to, subject: template.subject(job.props), html, text, ...(job.attachments ? { attachments: job.attachments } : {}) };
}

/**
 * The job's email as it is sent: its subject, the HTML part and its plain-text twin, drawn by
 * this process's render thread (render-thread.ts), off the event loop that answers requests.
 */
export async function renderEmail(job: EmailJob | EarlierEmailJob, site: Site): Promise<Email> {
  if (!('template' in job)) return job;
  return renderThread().draw(job, site);
}
