import { bookingStart } from '../../src/common/vancouver-time.js';

/** A server's clock as the tests move it: how far it is from the real now. */
export interface TestClock {
  offsetMs: number;
}

/** A minute into a session: it has started, so it may be completed (DECISIONS.md section 17). */
const INTO_THE_SESSION_MS = 60_000;

/** Moves the clock a minute into the booking's session, as an admin completing it would find it; answers that instant. */
export function intoSession(clock: TestClock, booking: { bookingDate: string; timeSlot: string }): number {
  const at = bookingStart(booking).getTime() + INTO_THE_SESSION_MS;
  clock.offsetMs = at - Date.now();
  return at;
}

/**
 * Runs `work` (completing a booking, say) a minute into the booking's session, then puts the
 * clock back where it was, so the rest of the test (more bookings, offers) goes on at its own
 * time. Answers the instant `work` ran at, and what it answered.
 */
export async function duringSession<T>(clock: TestClock, booking: { bookingDate: string; timeSlot: string }, work: () => Promise<T>): Promise<{ at: number; result: T }> {
  const before = clock.offsetMs;
  const at = intoSession(clock, booking);
  try {
    return { at, result: await work() };
  } finally {
    clock.offsetMs = before;
  }
}
