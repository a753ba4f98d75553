import { parentPort } from 'node:worker_threads';
import type { Site } from './layout.js';
import { drawEmail, loadRenderer, type EmailJob } from './render.js';

// Loaded at once, before the first email asks; a failure shows on the first email instead.
loadRenderer().catch(() => undefined);

/** The render thread's side (render-thread.ts): draws each email it is sent and answers with it, or with the error's message. */
parentPort!.on('message', ({ id, job, site }: { id: number; job: EmailJob; site: Site }) => {
  drawEmail(job, site).then(
    (email) => parentPort!.postMessage({ id, email }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
