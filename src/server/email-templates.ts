import { areaDescriptors } from './areas.js';
import type { EmailTemplates } from './core/mail/render.js';

/** The areas' template modules, each loaded only by the thread that draws emails. */
export const emailTemplateModules = areaDescriptors.flatMap((area) => (area.emailTemplates ? [area.emailTemplates] : []));

/**
 * Every area's templates by name; a name two areas used would hide one (src/server/emails.test.ts
 * checks). The email render thread (core/mail/render-thread.ts) imports this module by its URL.
 */
export async function loadEmailTemplates(): Promise<EmailTemplates> {
  return Object.assign({}, ...(await Promise.all(emailTemplateModules.map((load) => load())))) as EmailTemplates;
}
