import type { EmailTemplate, Site } from './layout.js';
import { composeMessage, type Email, type EmailAttachment } from './mailer.js';

/**
 * Every email template by name, the name an email job carries. Core imports no area, so this
 * starts empty and each area adds the templates of the emails it sends (areas/<area>/emails.ts,
 * `declare module '../../core/mail/render.js' { interface EmailTemplates { … } }`), as
 * core/services.ts is filled; the composition root hands the renderer their modules.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declaration merging
export interface EmailTemplates {}
export type TemplateName = keyof EmailTemplates;
export type PropsOf<Name extends TemplateName> = EmailTemplates[Name] extends EmailTemplate<infer Props> ? Props : never;

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
 * Draws email jobs with the areas' templates (`loadTemplates`, from src/server/job-handlers.ts).
 * The templates and React Email's renderer are loaded once, by a process that sends email only:
 * React Email's components bring Tailwind's compiler, over a second to load, which a web-only
 * process never needs.
 */
export function emailRenderer(loadTemplates: () => Promise<EmailTemplates>): EmailRenderer {
  const importRenderer = async () => {
    const [templates, { render, plainTextSelectors }, { compile }] = await Promise.all([loadTemplates(), import('@react-email/render'), import('html-to-text')]);
    // React Email's toPlainText, with its options compiled once: toPlainText compiles them
    // (html-to-text's selector tree) again for every email: 0.86 ms of the 1.05 an email took.
    const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });
    return { templates, render, toPlainText };
  };
  let renderer: ReturnType<typeof importRenderer> | undefined;
  function load() {
    renderer ??= importRenderer().catch((error: unknown) => {
      renderer = undefined; // tried again by the next email
      throw error;
    });
    return renderer;
  }

  return {
    load,
    /** The job's email as it is sent: its subject, the HTML part and its plain-text twin; with `compose`, its whole message too. */
    async render(job: EmailJob | EarlierEmailJob, site: Site, { compose = false } = {}): Promise<Email> {
      if (!('template' in job)) return job;
      const { templates, render, toPlainText } = await load();
      const template = templates[job.template] as EmailTemplate<typeof job.props>;
      const html = await render(template.body(job.props, site));
      // What render(element, { plainText: true }) gives, read from the HTML already drawn instead of
      // drawing it again: the text costs 0.19 ms an email this way, where React's drawing alone
      // takes 1.1-1.4 ms.
      const text = toPlainText(html);
      const email: Email = { to: job.to, subject: template.subject(job.props), html, text, ...(job.attachments ? { attachments: job.attachments } : {}) };
      return compose ? { ...email, raw: await composeMessage(email) } : email;
    },
  };
}

/** What the email jobs draw with: loaded ahead of the first email, then one email per job. */
export interface EmailRenderer {
  load(): Promise<unknown>;
  render(job: EmailJob | EarlierEmailJob, site: Site, options?: { compose?: boolean }): Promise<Email>;
}
