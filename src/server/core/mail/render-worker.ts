import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from './layout.js';
import { emailRenderer, type EmailJob, type EmailTemplates } from './render.js';

/**
 * Drawing emails is background work: once its templates are loaded, this thread takes a lower
 * CPU priority (Linux keeps a nice value per thread), so that when every core is busy the
 * process's requests go first. A booking's email costs about 3.7 ms of CPU (drawing, plain
 * text, MIME), more than the booking's request: at full speed the thread took a core from the
 * requests of a two-core machine. Nice 10, not the lowest: a busy machine still gives it about
 * a tenth of a core, so a burst's emails follow within moments and never wait for the load to end.
 */
function yieldToRequests() {
  // Elsewhere there is no priority per thread: setPriority would lower the whole process.
  if (process.platform !== 'linux') return;
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(thread, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch (error) {
    // Without /proc (an odd container) the emails are still drawn, at the usual priority.
    console.error(`email render thread: its priority stays as it is: ${(error as Error).message}`);
  }
}

/**
 * The render thread's side (render-thread.ts): draws each email it is sent with the areas'
 * templates, from the module the composition root named (core imports no area), and answers
 * with it, or with the error's message.
 */
const { templatesModule } = workerData as { templatesModule: string };
const renderer = emailRenderer(async () => ((await import(templatesModule)) as { loadEmailTemplates(): Promise<EmailTemplates> }).loadEmailTemplates());

// Loaded at once, before the first email asks, at the process's priority (React Email and the
// templates take a second or more of CPU); a failure shows on the first email instead.
renderer.load().then(yieldToRequests, () => undefined);

parentPort!.on('message', ({ id, job, site, compose }: { id: number; job: EmailJob; site: Site; compose: boolean }) => {
  renderer.render(job, site, { compose }).then(
    (email) => parentPort!.postMessage({ id, email }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
