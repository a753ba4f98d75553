import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { registrationInput, type Registration } from '../../src/common/schemas/registration.js';
import { bookingStart, vancouverInstant } from '../../src/common/vancouver-time.js';
import { jobHandlers } from '../../src/server/job-handlers.js';
import { JobRunner } from '../../src/server/core/jobs/runner.js';
import type { Email, Mailer } from '../../src/server/core/mail/mailer.js';
import type { SmsTransport, TextMessage } from '../../src/server/core/mail/sms.js';
import { liftLimits, REQUEST_LIMITS } from '../../src/server/core/security/request-limits.js';
import { openBackend, type Backend } from '../../src/server/server.js';
import { AppError } from '../../src/server/core/errors.js';
import { toErrorResponse } from '../../src/server/core/http/errors.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal } from '../../src/server/core/service-context.js';
import { createContextInner } from '../../src/server/core/trpc/init.js';
import { createCaller } from '../../src/server/router.js';
import { registrationBody, vancouverDayOf } from '../integration/fixtures.js';
import { ADMIN_PRINCIPAL } from '../integration/harness.js';
import { invariantViolations } from './invariants.js';

/**
 * The world of a use-case test (ARCHITECTURE.md, "Areas"): the whole backend on in-memory
 * SQLite, no HTTP, with a clock the test moves, the job runner drained on demand into lists of
 * the emails and texts it sent, and tRPC callers for each kind of user. Seconds, not minutes:
 * the HTTP, browser, matrix and fault suites stay as the contract around these.
 *
 * Everything a use-case test needs of the server comes through this module, so a test names
 * behaviour, not file paths.
 */

export type Caller = ReturnType<typeof createCaller>;
export type { AdminPrincipal, BusinessPrincipal, ChefPrincipal, Email, TextMessage };
export { bookingStart, vancouverInstant };

export interface UseCaseWorld {
  /** How far the services' clock is from the real now; tests move it, and it is back at 0 after each test. */
  readonly clock: { offsetMs: number };
  readonly backend: Backend;
  readonly services: Backend['services'];
  readonly dataSource: Backend['dataSource'];
  readonly admin: AdminPrincipal;
  /** Every email the job runner has sent since the world began, oldest first. */
  readonly mail: Email[];
  readonly texts: TextMessage[];
  /** Runs every job due on the moved clock (emails, reminders, offer expiries, the 72 h confirmation…). */
  runJobs(): Promise<void>;
  /** Moves the clock so that now is `offsetMs` from the booking's start (negative: before it). */
  atStartOf(booking: { bookingDate: string; timeSlot: string }, offsetMs: number): void;
  callerFor(who: { business?: BusinessPrincipal; admin?: AdminPrincipal; chef?: ChefPrincipal; clientAddress?: string }): Caller;
  /** A new business through the registration use case, with its first booking. */
  register(overrides?: Record<string, unknown>): Promise<{ principal: BusinessPrincipal; businessId: number; bookingId: number; email: string; caller: Caller }>;
  /** An active chef (admin-made) who works every slot of every day unless told otherwise. */
  activeChef(overrides?: Record<string, unknown>): Promise<{ id: number; email: string; name: string; principal: ChefPrincipal; caller: Caller }>;
  /** Every invariant of tests/support/invariants.ts that does not hold now (empty when all do). */
  invariantViolations(): Promise<string[]>;
}

let sequence = 0;

/** How a call was refused, as either transport's caller sees it: the HTTP status, the message, the field errors and any wait. */
export interface Refusal {
  status: number;
  message: string;
  fieldErrors: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
}

/**
 * The refusal of a tRPC call (a TRPCError whose cause is the service's AppError) or of a service
 * called directly (the AppError), mapped by the app's own error mapper; anything else is thrown
 * on, and an answered call fails the test.
 */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to be refused, but it was answered');
    },
    (thrown: unknown) => thrown,
  );
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) {
    const { status, body, retryAfterSeconds } = toErrorResponse(cause);
    return { status, message: body.message, fieldErrors: body.errors, retryAfterSeconds };
  }
  if (error instanceof TRPCError) return { status: getHTTPStatusCodeFromError(error), message: error.message, fieldErrors: undefined };
  throw error;
}

/**
 * A registration that passes every rule, parsed by the schema the transports parse with (its
 * defaults filled); dates default to 30 days after the moved clock's today.
 */
export function registrationOf(world: Pick<UseCaseWorld, 'backend'>, overrides: Record<string, unknown> = {}): Registration {
  return registrationInput.parse(registrationBody({ bookingDate: dayFromNow(world, 30), ...overrides }));
}

/** The calendar day `days` after the moved clock's today in Vancouver, as YYYY-MM-DD. */
export function dayFromNow(world: Pick<UseCaseWorld, 'backend'>, days: number): string {
  return vancouverDayOf(world.backend.now().getTime() + days * 86_400_000);
}

const EVERY_SLOT = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, ['morning', 'afternoon', 'evening']]));

/**
 * One world for the test file that calls it at its top level: opened before its first test,
 * closed after its last. After each test the clock is back at the real now and every ledger
 * still sums to its bank (unless `checkInvariants` is false). The per-address and per-email
 * limits of DECISIONS.md section 11 are lifted unless `realLimits` is true.
 */
export function useCaseWorld({ checkInvariants = true, realLimits = false } = {}): UseCaseWorld {
  const clock = { offsetMs: 0 };
  const mail: Email[] = [];
  const texts: TextMessage[] = [];
  let backend: Backend | undefined;
  let runner: JobRunner | undefined;
  const now = () => new Date(Date.now() + clock.offsetMs);

  beforeAll(async () => {
    backend = await openBackend({
      env: {},
      databaseUrl: 'sqlite::memory:',
      sessionSecret: 'use-case-secret-that-is-at-least-32-characters',
      adminUsername: 'admin',
      adminPassword: 'admin-password-for-tests',
      // Chefs' tax ids can be stored (DECISIONS.md section 13); a server without the key is the integration suite's.
      piiKey: Buffer.alloc(32, 7),
      log: () => undefined,
      now,
      limits: realLimits ? REQUEST_LIMITS : liftLimits(Object.keys(REQUEST_LIMITS) as Parameters<typeof liftLimits>[0]),
    });
    const mailer: Mailer = { send: async (email) => void mail.push(email) };
    const sms: SmsTransport = { send: async (text) => void texts.push(text) };
    // Jobs run when a test drains them, on its clock, not behind its back: a long poll, and not
    // woken by each enqueue, so no job is ever running while a test moves the clock.
    runner = new JobRunner({ db: backend.db, queue: { onEnqueue: () => () => undefined }, handlers: jobHandlers(mailer, sms, backend.services, { publicUrl: backend.config.publicUrl }), now, log: () => undefined, pollIntervalMs: 3_600_000 });
  });
  afterEach(async () => {
    clock.offsetMs = 0;
    if (checkInvariants && backend) {
      const problems = await invariantViolations(backend.db);
      if (problems.length > 0) throw new Error(`invariants broken after the test:\n${problems.join('\n')}`);
    }
  });
  afterAll(async () => {
    await runner?.stop();
    await backend?.db.close();
  });

  const opened = (): Backend => {
    if (!backend) throw new Error('useCaseWorld: used outside a test');
    return backend;
  };
  const admin: AdminPrincipal = ADMIN_PRINCIPAL;
  const callerFor: UseCaseWorld['callerFor'] = (who) => createCaller(createContextInner({ services: opened().services, ...who, clientAddress: who.clientAddress ?? 'use-case' }));

  const world: UseCaseWorld = {
    clock,
    get backend() {
      return opened();
    },
    get services() {
      return opened().services;
    },
    get dataSource() {
      return opened().dataSource;
    },
    admin,
    mail,
    texts,
    async runJobs() {
      await runner!.drain();
    },
    atStartOf(booking, offsetMs) {
      clock.offsetMs = bookingStart(booking).getTime() + offsetMs - Date.now();
    },
    callerFor,
    async register(overrides = {}) {
      sequence += 1;
      const registration = registrationOf(world, overrides);
      // An address of its own: with the real limits on, registrations from one address are counted.
      const { principal, ...registered } = await opened().services.registration.register(registration, `use-case-${sequence}`);
      return { principal, businessId: principal.businessId, bookingId: registered.booking.id, email: registration.email, caller: callerFor({ business: principal }) };
    },
    async activeChef(overrides = {}) {
      sequence += 1;
      const chef = await callerFor({ admin }).admin.createChef({
        name: `Use Case Chef ${sequence}`,
        email: `use.case.chef.${sequence}.${Date.now()}@example.com`,
        specialty: 'Fermentation',
        group: 'rising',
        yearsExperience: 3,
        serviceTypes: ['in-person', 'virtual'],
        hourlyRate: 40,
        status: 'active',
        ...overrides,
      } as Parameters<Caller['admin']['createChef']>[0]);
      await opened().services.chefs.setWeeklyAvailability(chef.id, EVERY_SLOT as Parameters<Backend['services']['chefs']['setWeeklyAvailability']>[1]);
      const principal: ChefPrincipal = { kind: 'chef', chefId: chef.id };
      return { id: chef.id, email: chef.email, name: chef.name, principal, caller: callerFor({ chef: principal }) };
    },
    invariantViolations() {
      return invariantViolations(opened().db);
    },
  };
  return world;
}


/** The tables, for a test that must look under a use case (a job queued, a row not written). */
export { Assignment, Offer } from '../../src/server/core/db/entities/assignment.js';
export { AssignmentSlot } from '../../src/server/areas/assignments/entities.js';
export { Booking } from '../../src/server/core/db/entities/booking.js';
export { Chef } from '../../src/server/core/db/entities/chef.js';
export { ChefAvailability, ChefSignInToken, ChefTimeOff } from '../../src/server/areas/chefs/entities.js';
export { IdempotencyKey } from '../../src/server/core/db/entities/idempotency-key.js';
export { ContactMessage, HoursRequest, NewsletterSubscription } from '../../src/server/areas/inbox/entities.js';
export { Job } from '../../src/server/core/db/entities/job.js';
export { LaborBank, LaborTransaction } from '../../src/server/core/db/entities/labor.js';
export { BlockedSlot } from '../../src/server/areas/availability/entities.js';
export { BusinessSettings } from '../../src/server/core/db/entities/business-settings.js';
export { PasswordResetToken } from '../../src/server/areas/accounts/entities.js';
export { Favourite, Rating, Timesheet } from '../../src/server/areas/after-session/entities.js';
