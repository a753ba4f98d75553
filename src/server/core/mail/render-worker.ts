import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from './layout.js';
import { emailRenderer, type EmailJob, type EmailTemplates } from './render.js';

/**
 * The render thread's side (render-thread.ts): draws each email it is sent with the areas'
 * templates, from the module the composition root named (core imports no area), and answers
 * with it, or with the error's message.
 */
const { templatesModule } = workerData as { templatesModule: string };
const renderer = emailRenderer(async () => ((await import(templatesModule)) as { loadEmailTemplates(): Promise<EmailTemplates> }).loadEmailTemplates());

// Loaded at once, before the first email asks; a failure shows on the first email instead.
renderer.load().catch(() => undefined);

parentPort!.on('message', ({ id, job, site, compose }: { id: number; job: EmailJob; site: Site; compose: boolean }) => {
  renderer.render(job, site, { compose }).then(
    (email) => parentPort!.postMessage({ id, email }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
