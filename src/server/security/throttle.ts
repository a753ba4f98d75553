import { AppError } from '../errors.js';

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Failed logins within a sliding 15-minute window, per username and per client address
 * (DECISIONS.md section 2). In memory: one process serves the app, and a restart forgetting
 * the counts is acceptable for a throttle.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 when either key has used up its attempts. */
  assertAllowed(username: string, address: string): void {
    const wait = Math.max(
      this.secondsUntilFree(`user:${username.toLowerCase()}`, MAX_FAILURES_PER_USERNAME),
      this.secondsUntilFree(`addr:${address}`, MAX_FAILURES_PER_ADDRESS),
    );
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        wait,
      );
    }
  }

  recordFailure(username: string, address: string): void {
    for (const key of [`user:${username.toLowerCase()}`, `addr:${address}`]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
  }

  /** A successful login clears the username's count, not the address's. */
  recordSuccess(username: string): void {
    this.failures.delete(`user:${username.toLowerCase()}`);
  }

  private secondsUntilFree(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    const oldestThatCounts = recent[recent.length - limit] ?? this.now();
    return Math.max(1, Math.ceil((oldestThatCounts + WINDOW_MS - this.now()) / 1000));
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - WINDOW_MS;
    const recent = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }
}
