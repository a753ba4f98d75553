import type { JobHandlersOf } from './core/endpoints/area.js';
import type { JobHandlers } from './core/jobs/handlers.js';
import { mailJobHandlers } from './core/mail/job-handlers.js';
import type { Site } from './core/mail/layout.js';
import type { Mailer } from './core/mail/mailer.js';
import { renderThread } from './core/mail/render-thread.js';
import type { SmsTransport } from './core/mail/sms.js';
import type { Services } from './services.js';
import { areaDescriptors, type Area } from './areas.js';

export type { JobHandlers };

/** The module the render thread loads the areas' templates from: email-templates.ts beside this file, compiled or not. */
const EMAIL_TEMPLATES = new URL(`./email-templates${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** The handlers of the job kinds the areas own, from their descriptors. */
function areaJobHandlers(services: Services): JobHandlersOf<Area> {
  return Object.assign({}, ...areaDescriptors.map((area) => area.jobHandlers?.(services) ?? {})) as JobHandlersOf<Area>;
}

/** Every kind's handler, from core's outbox and the areas that own the other kinds (a missing kind is a type error). */
export function jobHandlers(mailer: Mailer, sms: SmsTransport, services: Services, site: Site): JobHandlers {
  return { ...mailJobHandlers(mailer, sms, site, renderThread(EMAIL_TEMPLATES)), ...areaJobHandlers(services) };
}
