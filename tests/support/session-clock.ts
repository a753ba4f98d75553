import { bookingStart } from '../../src/common/vancouver-time.js';
import type { RunningServer } from '../../src/server/server.js';

/** A server's clock as the tests move it: how far it is from the real now. */
export interface TestClock {
  offsetMs: number;
}

/** The clock a test server's services (and so its job runner) read, and a way to let its jobs settle. */
export interface ServerClock {
  readonly clock: TestClock;
  /** Runs every job that is due and waits for those in flight: the job runner's drain. */
  runJobs(): Promise<void>;
}

/**
 * The ServerClock of a test's own server, started with `now` reading `clock`; `server` answers
 * it once started. A server that runs no jobs (JOBS=off) has none to wait for.
 */
export function serverClock(clock: TestClock, server: () => Pick<RunningServer, 'jobs'>): ServerClock {
  return { clock, runJobs: async () => server().jobs?.drain() };
}

/**
 * Sets the server's clock to `at` (ms since the epoch), or back to the real now, once its job
 * runner has run every job that is due and holds none. A job in flight when time jumps finds
 * its lease, on the moved clock, run out (a month on, every lease has), and the runner claims
 * it again: an email sent twice, the worst case DECISIONS.md section 7 accepts but not what a
 * test counting emails expects. Time moves only when nothing is in flight.
 */
export async function setClock({ clock, runJobs }: ServerClock, at?: number): Promise<void> {
  await runJobs();
  clock.offsetMs = at === undefined ? 0 : at - Date.now();
}

/** A minute into a session: it has started, so it may be completed (DECISIONS.md section 17). */
const INTO_THE_SESSION_MS = 60_000;

/** Moves the clock a minute into the booking's session, as an admin completing it would find it; answers that instant. */
export async function intoSession(timed: ServerClock, booking: { bookingDate: string; timeSlot: string }): Promise<number> {
  const at = bookingStart(booking).getTime() + INTO_THE_SESSION_MS;
  await setClock(timed, at);
  return at;
}

/**
 * Runs `work` (completing a booking, say) a minute into the booking's session, then puts the
 * clock back where it was, so the rest of the test (more bookings, offers) goes on at its own
 * time. Answers the instant `work` ran at, and what it answered.
 */
export async function duringSession<T>(timed: ServerClock, booking: { bookingDate: string; timeSlot: string }, work: () => Promise<T>): Promise<{ at: number; result: T }> {
  const before = timed.clock.offsetMs;
  const at = await intoSession(timed, booking);
  try {
    return { at, result: await work() };
  } finally {
    await timed.runJobs();
    timed.clock.offsetMs = before;
  }
}
