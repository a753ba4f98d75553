import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Site } from './layout.js';
import type { Email } from './mailer.js';
import type { EarlierEmailJob, EmailJob, EmailRenderer } from './render.js';

/** The thread's name, as top -H and /proc show it. */
export const RENDER_THREAD_NAME = 'email-render';

/**
 * Drawing an email (React Email, then its plain text) takes about 4 ms of CPU, twice what a
 * booking's request takes, and a booking sends one: in the web process's event loop it cost
 * booking creation much of its throughput, and nodemailer's composing of the message about 2.8 ms
 * more. Each process therefore draws and composes its emails in one worker thread of its own;
 * the job runner (DECISIONS.md section 7) still runs in the process, waits for the message and
 * writes or sends it.
 */
class RenderThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (email: Email) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(templatesModule: URL, onEnd: () => void) {
    // Compiled, the thread runs render-worker.js; from the sources (tests, `npm run dev`), tsx
    // compiles render-worker.ts with the server's compiler options.
    const fromSource = import.meta.url.endsWith('.ts');
    const here = path.dirname(fileURLToPath(import.meta.url));
    const common = { workerData: { templatesModule: templatesModule.href }, name: RENDER_THREAD_NAME };
    const options = fromSource
      ? { ...common, execArgv: ['--import', 'tsx'], env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve(here, '../../../../tsconfig.server.json') } }
      : common;
    this.worker = new Worker(path.join(here, fromSource ? 'render-worker.ts' : 'render-worker.js'), options);
    // An idle thread never keeps the process alive.
    this.worker.unref();
    this.worker.on('message', ({ id, email, error }: { id: number; email?: Email; error?: string }) => {
      const caller = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) caller?.reject(new Error(error));
      else caller?.resolve(email!);
    });
    const end = (error: Error) => {
      onEnd();
      for (const caller of this.waiting.values()) caller.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', end);
    this.worker.on('exit', (code) => end(new Error(`The email render thread stopped (exit code ${code})`)));
  }

  draw(job: EmailJob, site: Site, compose: boolean): Promise<Email> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, job, site, compose });
    });
  }
}

let thread: RenderThread | undefined;

/**
 * The renderer the email jobs use: this process's render thread, started now (so that the first
 * email after start does not wait for it) and again after it ended (the failed emails' jobs are
 * retried). `templatesModule` exports `loadEmailTemplates`, the areas' templates.
 */
export function renderThread(templatesModule: URL): EmailRenderer {
  const started = () => (thread ??= new RenderThread(templatesModule, () => (thread = undefined)));
  started();
  return {
    load: async () => {
      started();
    },
    render: async (job: EmailJob | EarlierEmailJob, site: Site, { compose = false } = {}) => ('template' in job ? started().draw(job, site, compose) : job),
  };
}
