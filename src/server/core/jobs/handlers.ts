import type { JobKind, JobPayloads } from './queue.js';

/**
 * One function per kind; a throw is a failed attempt, retried with backoff (core/jobs/runner.ts).
 * The signal aborts when the attempt's time limit has passed: a handler that can stop its work
 * then (an HTTP request) should, since its result is no longer awaited.
 *
 * Handlers may run twice for one job (a process that dies after the work but before recording
 * it): fine for an email, and every future kind must be written so that it is fine for it too.
 * Each area hands its own kinds' handlers (areas/<area>/job-handlers.ts); src/server/job-handlers.ts
 * composes them.
 */
export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K], signal: AbortSignal) => Promise<void> };
