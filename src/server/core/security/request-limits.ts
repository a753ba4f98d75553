import type { EntityManager } from 'typeorm';
import type { Database } from '../db/database.js';
import { RequestCounter } from '../db/entities/request-counter.js';
import { columnParameter, sqlStatements } from '../db/statements.js';
import { AppError } from '../errors.js';
import { clientNetworkOf } from './client-network.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every throttle of DECISIONS.md sections 2 and 11. The server always runs with these; a test
 * hands the services its own (`StartOptions.limits`). No environment variable changes them, so
 * no deployment can switch the protection off by accident.
 */
export const REQUEST_LIMITS = {
  loginFailuresPerUsername: { max: 5, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  registrationsPerAddress: { max: 5, windowSeconds: HOUR },
  contactMessagesPerAddress: { max: 5, windowSeconds: HOUR },
  newsletterSignupsPerAddress: { max: 10, windowSeconds: HOUR },
  /**
   * Emails with a sign-in link (password recovery, the chef sign-in link): per email asked for,
   * whether or not it has an account, and counted together, since either lands in that inbox.
   */
  signInEmailsPerEmail: { max: 3, windowSeconds: HOUR },
  signInEmailsPerAddress: { max: 10, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

export type RequestLimits = Record<keyof typeof REQUEST_LIMITS, Limit>;
type LimitName = keyof RequestLimits;

/**
 * REQUEST_LIMITS with the named limits out of reach: for the demo seeder and tests, which act
 * as many clients from one address. (A bound the counter's integer column still holds.)
 */
export function liftLimits(names: readonly LimitName[]): RequestLimits {
  const lifted = { ...REQUEST_LIMITS };
  for (const name of names) lifted[name] = { ...lifted[name], max: 1_000_000_000 };
  return lifted;
}

/** The anonymous calls of section 11 and what each counts against: a new call is one line here and one `admit` in its service. */
const LIMITED_CALLS = {
  register: { perAddress: 'registrationsPerAddress' },
  contactMessage: { perAddress: 'contactMessagesPerAddress' },
  newsletter: { perAddress: 'newsletterSignupsPerAddress' },
  passwordRecovery: { perAddress: 'signInEmailsPerAddress', perEmail: 'signInEmailsPerEmail' },
  chefLoginLink: { perAddress: 'signInEmailsPerAddress', perEmail: 'signInEmailsPerEmail' },
} as const satisfies Record<string, { perAddress: LimitName; perEmail?: LimitName }>;

export type LimitedCall = keyof typeof LIMITED_CALLS;

/** Admin sign-in has counters of its own: guesses at one door never lock the other. */
export type LoginDoor = 'business' | 'admin';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** Nothing lives in these windows any more once the longest limit's window has passed. */
const PRUNE_EVERY_MS = 10 * MINUTE * 1000;

/**
 * One fixed window per key: `count` goes up by one with an atomic upsert that refuses to pass
 * `max`, so racing processes can never admit more than the limit between them (SQLite ≥ 3.35
 * and PostgreSQL both have ON CONFLICT … DO UPDATE … WHERE … RETURNING). No row back means
 * the limit was already reached, and nothing was written. Quoted identifiers: "key" and
 * "count" are keywords on one engine or the other.
 */
const counterStatements = sqlStatements((parameter) => ({
  take: `INSERT INTO request_counter ("key", "windowStart", "count") VALUES (${parameter(0)}, ${parameter(1)}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = request_counter."count" + 1 WHERE request_counter."count" < ${parameter(2)}
    RETURNING "count"`,
  giveBack: `UPDATE request_counter SET "count" = "count" - 1 WHERE "key" = ${parameter(0)} AND "windowStart" = ${parameter(1)} AND "count" > 0`,
  clear: `DELETE FROM request_counter WHERE "key" = ${parameter(0)}`,
  prune: `DELETE FROM request_counter WHERE "windowStart" < ${parameter(0)}`,
}));

interface Counted {
  key: string;
  limit: Limit;
}

/** A login attempt that the throttle let through, counted as a failure until the password check says otherwise. */
export interface LoginAttempt {
  /** The right password: the username's failures are forgiven, and the address's count gives this attempt back. */
  succeeded(): Promise<void>;
}

/**
 * The throttles, counted in the database so that every process (and every host on one
 * PostgreSQL) shares them. Fixed windows: a client may spend one window's allowance at its
 * end and the next at the start of the next, which these limits tolerate.
 */
export class RequestLimiter {
  private nextPruneAt = 0;

  constructor(
    private readonly db: Database,
    private readonly limits: RequestLimits,
    private readonly now: () => Date,
  ) {}

  /** Counts one call of section 11, or answers 429 with Retry-After and writes nothing. */
  async admit(call: LimitedCall, who: { address: string; email?: string }): Promise<void> {
    const rule: { perAddress: LimitName; perEmail?: LimitName } = LIMITED_CALLS[call];
    const counted = [this.countedPerClient(rule.perAddress, who.address)];
    if (rule.perEmail && who.email !== undefined) counted.push(this.counted(rule.perEmail, who.email.trim().toLowerCase()));
    const waitSeconds = await this.take(counted);
    if (waitSeconds > 0) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS, undefined, waitSeconds);
  }

  /**
   * 429 once the username or the address has used up its failed attempts (DECISIONS.md section
   * 2); a username is compared without case. The attempt is counted as a failure before the
   * password is checked, in the same atomic step that refuses it once the limit is reached, so
   * guesses racing in parallel (through any number of processes) are refused like guesses in
   * turn: a check first and a count after would let every guess in flight through. The right
   * password gives its count back, so a burst of right passwords (several tabs, several devices)
   * is refused only while it is more than the attempts left.
   */
  async beginLogin(username: string, address: string, door: LoginDoor): Promise<LoginAttempt> {
    const user = this.counted('loginFailuresPerUsername', username.trim().toLowerCase(), door);
    const from = this.countedPerClient('loginFailuresPerAddress', address, door);
    const at = this.now();
    const waitSeconds = await this.take([user, from], at);
    if (waitSeconds > 0) {
      const minutes = Math.ceil(waitSeconds / 60);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        waitSeconds,
      );
    }
    return {
      succeeded: () =>
        this.db.write(async (manager) => {
          const sql = counterStatements(manager);
          await manager.query(sql.clear, [user.key]);
          await manager.query(sql.giveBack, [from.key, this.windowStart(manager, from.limit, at)]);
        }),
    };
  }

  private counted(name: LimitName, subject: string, door: LoginDoor = 'business'): Counted {
    return { key: `${name}:${door === 'admin' ? 'admin:' : ''}${subject}`, limit: this.limits[name] };
  }

  /** Every per-address limit counts the client's network, so one IPv6 host cannot multiply its allowance. */
  private countedPerClient(name: LimitName, address: string, door?: LoginDoor): Counted {
    return this.counted(name, clientNetworkOf(address), door);
  }

  /** Counts each key once in one transaction: all of them, or none when one is used up (then the wait in seconds). */
  private take(counted: Counted[], at = this.now()): Promise<number> {
    return this.db
      .write(async (manager) => {
        await this.pruneNow(manager);
        const sql = counterStatements(manager);
        for (const { key, limit } of counted) {
          const rows = (await manager.query(sql.take, [key, this.windowStart(manager, limit, at), limit.max])) as unknown[];
          if (rows.length === 0) throw new LimitReached(this.secondsLeftInWindow(limit));
        }
        return 0;
      })
      .catch((error: unknown) => {
        if (error instanceof LimitReached) return error.waitSeconds;
        throw error;
      });
  }

  /** The start of the limit's window at `at` (now by default), as the driver stores a `Date` column. */
  private windowStart(manager: EntityManager, limit: Limit, at = this.now()): unknown {
    const windowMs = limit.windowSeconds * 1000;
    const start = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
    return columnParameter(manager, RequestCounter, 'windowStart', start);
  }

  private secondsLeftInWindow(limit: Limit): number {
    const windowMs = limit.windowSeconds * 1000;
    const left = windowMs - (this.now().getTime() % windowMs);
    return Math.max(1, Math.ceil(left / 1000));
  }

  /** Housekeeping, at most every few minutes per process: windows older than the longest limit count for nothing. */
  private async pruneNow(manager: EntityManager): Promise<void> {
    const now = this.now().getTime();
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + PRUNE_EVERY_MS;
    const longestWindowMs = Math.max(...Object.values(this.limits).map((limit) => limit.windowSeconds)) * 1000;
    const cutoff = new Date(now - 2 * longestWindowMs);
    await manager.query(counterStatements(manager).prune, [columnParameter(manager, RequestCounter, 'windowStart', cutoff)]);
  }
}

/** Rolls the counting transaction back when one key is used up. */
class LimitReached extends Error {
  constructor(readonly waitSeconds: number) {
    super('limit reached');
  }
}
