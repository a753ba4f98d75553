import { In, IsNull, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { groupBy } from '../../../common/collections.js';
import {
  CONFIRMATION_DEADLINE_HOURS,
  CONFIRMATION_REQUEST_HOURS,
  LATE_RELEASE_HOURS,
  RELIABILITY_WINDOW_DAYS,
  reliabilityScore,
  STRIKES,
  SUSPENSION_DAYS,
  SUSPENSION_STRIKES,
  suspensionEndText,
  type ReliabilityEventKind,
} from '../../../common/reliability.js';
import type { ConfirmAnswer, ReliabilityAnswer, SuccessAnswer } from '../../../common/schemas/answers/reliability.js';
import { company } from '../../../common/site.js';
import { bookingStart, hoursBeforeStart, shiftDay, vancouverToday } from '../../../common/vancouver-time.js';
import { recordAudit } from '../../core/audit.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import type { ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';
import { ReliabilityEvent } from './entities.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { chefReleaseSupportEmail, chefSuspendedEmail, confirmationRequestEmail, unconfirmedSessionEmail } from './emails.js';
import { toE164 } from '../../core/mail/phone.js';
import { assertNotSettled, chefBookingFacts, markConfirmationMissed, recordConfirmation, releaseAssignment, withdrawOffersOf } from '../assignments/index.js';
import { fileContactMessage } from '../inbox/index.js';

/**
 * A chef's reliability (DECISIONS.md section 14): confirming and handing back a session, the
 * record of late releases, no-shows and missed confirmations that the score is made from, and the
 * suspension that three strikes bring.
 */

/** A booking that is not the chef's (or no booking at all): never revealed to another chef. */
export const ASSIGNMENT_NOT_FOUND = 'Assignment not found';
export const RELEASE_TOO_LATE = 'A session that has started cannot be released';
export const NOT_SUSPENDED = 'This chef is not suspended';
/** DECISIONS.md section 24, word for word: a suspension is appealed once. */
export const APPEAL_OPEN = 'Your appeal is already with us';
export const CONFIRM_TOO_LATE = 'A session that has started cannot be confirmed';
/** The admin inbox's subject of an appeal, shown as written. */
export const APPEAL_SUBJECT = 'Suspension appeal';

const DAY_MS = 24 * 3_600_000;

/** What recording an event needs of the services' context: a suspension emails and schedules its end, and chefs writes it on the chef's row. */
type RecordContext = Pick<ServiceContext, 'jobs' | 'publicUrl' | 'now' | 'chefSuspensions'>;

const suspensionKey = (chefId: number) => `liftSuspension:${chefId}`;

/**
 * Three strikes within 90 days suspend the chef for 14 days from the last (a strike while
 * suspended moves the end): their open offers are withdrawn, a job ends the suspension and the
 * chef is told why. An inactive or invited chef gets no work anyway and stays as they are.
 */
async function suspendOnStrikes(ctx: RecordContext, manager: EntityManager, chef: Chef): Promise<void> {
  const now = ctx.now();
  const { strikes } = (await reliabilityRecords(manager, [chef.id], now)).get(chef.id)!;
  if (strikes < SUSPENSION_STRIKES || (chef.status !== 'active' && chef.status !== 'suspended')) return;
  const until = new Date(now.getTime() + SUSPENSION_DAYS * DAY_MS);
  await ctx.chefSuspensions.suspend(manager, chef, until);
  await withdrawOffersOf(manager, chef.id);
  await ctx.jobs.schedule(manager, suspensionKey(chef.id), 'liftSuspension', { chefId: chef.id }, until);
  await ctx.jobs.enqueue(manager, 'email', chefSuspendedEmail(chef.email, chef.name, strikes, suspensionEndText(until), `${ctx.publicUrl}/chef`));
  await recordAudit(manager, null, null, 'chef.suspend', `Suspended chef ${chef.name} (#${chef.id}) until ${until.toISOString()}: ${strikes} strikes in ${RELIABILITY_WINDOW_DAYS} days`);
}

/**
 * Writes one event of the chef's record with the strikes its kind carries, and suspends the chef
 * on the third strike. It holds the chef's row lock (taken after the booking's, as every staffing
 * change does), so two events of one chef, on two bookings at once, are counted one after the
 * other and the second sees the first's strikes.
 */
export async function recordReliabilityEvent(ctx: RecordContext, manager: EntityManager, chefId: number, bookingId: number, kind: ReliabilityEventKind): Promise<void> {
  const chef = await findOneForUpdate(manager, Chef, { id: chefId });
  // A no-show also counts on the chef's row for good (the admin's chef views show it), where the
  // events' 90-day window forgets it.
  if (kind === 'no-show') await ctx.chefSuspensions.countNoShow(manager, chefId);
  await manager.insert(ReliabilityEvent, { chefId, bookingId, kind, strikes: STRIKES[kind], occurredAt: ctx.now() });
  if (chef && STRIKES[kind] > 0) await suspendOnStrikes(ctx, manager, chef);
}

/** A chef's events of the last 90 days, counted by kind, with the strikes they carry. */
type EventTally = Omit<ReliabilityAnswer, 'score' | 'completed'>;

/** The events of the last 90 days of the chefs named (every chef when none are), in one query whatever their number. */
export async function recentEventTallies(manager: EntityManager, now: Date, chefIds?: number[]): Promise<Map<number, EventTally>> {
  const since = new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * DAY_MS);
  const events = await manager.find(ReliabilityEvent, {
    select: { chefId: true, kind: true, strikes: true },
    where: { ...(chefIds && { chefId: In(chefIds) }), occurredAt: MoreThanOrEqual(since) },
  });
  return new Map(
    [...groupBy(events, ({ chefId }) => chefId)].map(([chefId, own]) => {
      const count = (kind: ReliabilityEventKind) => own.filter((event) => event.kind === kind).length;
      return [chefId, { lateReleases: count('late-release'), noShows: count('no-show'), missedConfirmations: count('missed-confirmation'), strikes: own.reduce((sum, event) => sum + event.strikes, 0) }];
    }),
  );
}

const NO_EVENTS: EventTally = { lateReleases: 0, noShows: 0, missedConfirmations: 0, strikes: 0 };

/** A condition on the row `chef`: they have completed a session, ever (a score is given from the first). EXISTS stops at the first. */
export const HAS_COMPLETED_A_SESSION =
  "EXISTS (SELECT 1 FROM assignment INNER JOIN booking ON booking.id = assignment.\"bookingId\" WHERE assignment.\"chefId\" = chef.id AND booking.status = 'completed')";

/** A chef's score from their events of the window (recentEventTallies) and whether they ever completed a session. */
export function scoreOf(tally: EventTally | undefined, hasCompletedASession: boolean): number | null {
  return reliabilityScore(tally ?? NO_EVENTS, hasCompletedASession);
}

/**
 * The records of many chefs over the last 90 days, in two queries whatever their number: their
 * completed sessions (ever, for the score, and by the booking's day in the window), and their
 * events by when they happened.
 */
export async function reliabilityRecords(manager: EntityManager, chefIds: number[], now: Date): Promise<Map<number, ReliabilityAnswer>> {
  if (chefIds.length === 0) return new Map();
  const completed = await manager
    .createQueryBuilder(Assignment, 'assignment')
    .innerJoin(Booking, 'booking', 'booking.id = assignment.bookingId')
    .select('assignment.chefId', 'chefId')
    .addSelect('SUM(CASE WHEN "booking"."bookingDate" >= :sinceDay THEN 1 ELSE 0 END)', 'recent')
    .where({ chefId: In(chefIds) })
    .andWhere('booking.status = :completed', { completed: 'completed', sinceDay: shiftDay(vancouverToday(now), -RELIABILITY_WINDOW_DAYS) })
    .groupBy('assignment.chefId')
    .getRawMany<{ chefId: number | string; recent: number | string }>();
  // A chef with a row has completed a session, ever: the score is given from the first.
  const recentByChef = new Map(completed.map((row) => [Number(row.chefId), Number(row.recent)]));
  const tallies = await recentEventTallies(manager, now, chefIds);
  return new Map(
    chefIds.map((chefId) => {
      const tally = tallies.get(chefId) ?? NO_EVENTS;
      return [chefId, { score: scoreOf(tally, recentByChef.has(chefId)), completed: recentByChef.get(chefId) ?? 0, ...tally }];
    }),
  );
}

/** When the chef's suspension ends, while they are suspended (deactivating a suspended chef leaves the column behind). */
export function suspensionEnd(chef: Pick<Chef, 'status' | 'suspendedUntil'>): string | null {
  return chef.status === 'suspended' && chef.suspendedUntil ? isoTimestamp(chef.suspendedUntil) : null;
}

/** A suspension the admin lifted early needs no job to end it. */
export async function unscheduleSuspensionEnd(jobs: JobQueue, manager: EntityManager, chefId: number): Promise<void> {
  await jobs.unschedule(manager, suspensionKey(chefId));
}

export function createReliabilityService(ctx: ServiceContext) {
  /** The chef's assignment of a booking, its booking locked, or 404 (409 when it is settled). */
  async function ownUpcomingAssignment(manager: EntityManager, principal: ChefPrincipal, bookingId: number) {
    const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
    const assignment = booking && (await manager.findOneBy(Assignment, { bookingId, chefId: principal.chefId }));
    if (!booking || !assignment) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND);
    await assertNotSettled(manager, booking);
    return { booking, assignment, chef: await manager.findOneByOrFail(Chef, { id: principal.chefId }) };
  }

  /**
   * The booking of a confirmation job with its unconfirmed assignment and chef, if the booking is
   * still confirmed and now lies within `hours` of its start and before it; else null (a run of a
   * job whose booking moved later, was confirmed meanwhile or has started does nothing).
   */
  async function unconfirmedDue(manager: EntityManager, bookingId: number, hours: number) {
    const booking = await manager.findOneBy(Booking, { id: bookingId });
    const assignment = await manager.findOneBy(Assignment, { bookingId, confirmedAt: IsNull() });
    if (!booking || !assignment || booking.status !== 'confirmed') return null;
    const now = ctx.now();
    if (now < hoursBeforeStart(booking, hours) || now >= bookingStart(booking)) return null;
    return { booking, assignment, chef: await manager.findOneByOrFail(Chef, { id: assignment.chefId }) };
  }

  /** The request to confirm, by email and, when the chef has a phone, the same text by SMS. */
  async function askToConfirm(manager: EntityManager, chef: Chef, booking: Booking, last: boolean): Promise<void> {
    const email = confirmationRequestEmail(chef.email, chef.name, await chefBookingFacts(manager, booking), last, `${ctx.publicUrl}/chef#assignments`);
    await ctx.jobs.enqueue(manager, 'email', email);
    const to = chef.phone && toE164(chef.phone);
    if (to) await ctx.jobs.enqueue(manager, 'sms', { to, sameTextAs: email });
  }

  return {
    /**
     * One tap in the portal (DECISIONS.md section 14): the chef will come. Allowed any time after
     * the assignment and before the start; confirming again answers the first confirmation.
     */
    confirm(principal: ChefPrincipal, bookingId: number): Promise<ConfirmAnswer> {
      return ctx.db.write(async (manager) => {
        const { booking, assignment } = await ownUpcomingAssignment(manager, principal, bookingId);
        if (bookingStart(booking) <= ctx.now()) throw new AppError('CONFLICT', CONFIRM_TOO_LATE);
        const confirmedAt = assignment.confirmedAt ?? ctx.now();
        if (!assignment.confirmedAt) await recordConfirmation(manager, assignment.id, confirmedAt);
        return { success: true as const, confirmedAt: isoTimestamp(confirmedAt) };
      });
    },

    /** The `askConfirmation` job, 48 hours before the start (at once for a later assignment). */
    async askConfirmation(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const due = await unconfirmedDue(manager, bookingId, CONFIRMATION_REQUEST_HOURS);
        if (due) await askToConfirm(manager, due.chef, due.booking, false);
      });
    },

    /**
     * The `escalateConfirmation` job, 12 hours before the start: still unconfirmed, the chef gets a
     * last reminder, support is emailed and the chef's record counts a missed confirmation, once
     * (the assignment's confirmationMissedAt, set by a conditional UPDATE). A chef assigned within
     * those 12 hours had no confirmation to miss.
     */
    async escalateConfirmation(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const due = await unconfirmedDue(manager, bookingId, CONFIRMATION_DEADLINE_HOURS);
        if (!due) return;
        if (due.assignment.createdAt > hoursBeforeStart(due.booking, CONFIRMATION_DEADLINE_HOURS)) return;
        if (!(await markConfirmationMissed(manager, due.assignment.id, ctx.now()))) return;
        await askToConfirm(manager, due.chef, due.booking, true);
        const adminLink = `${ctx.publicUrl}/admin/business/${due.booking.businessId}`;
        await ctx.jobs.enqueue(manager, 'email', unconfirmedSessionEmail(company.supportEmail, due.chef.name, await chefBookingFacts(manager, due.booking), adminLink));
        await recordReliabilityEvent(ctx, manager, due.chef.id, bookingId, 'missed-confirmation');
      });
    },

    /**
     * The chef hands a session back (DECISIONS.md section 14): the booking awaits a chef again,
     * the business and support are told, and less than 24 hours before the start it is a late
     * release on the chef's record. The booking's lock makes a second release of it a 404.
     */
    release(principal: ChefPrincipal, bookingId: number, reason: string): Promise<SuccessAnswer> {
      return ctx.db.write(async (manager) => {
        const { booking, assignment, chef } = await ownUpcomingAssignment(manager, principal, bookingId);
        const now = ctx.now();
        if (bookingStart(booking) <= now) throw new AppError('CONFLICT', RELEASE_TOO_LATE);
        const late = now > hoursBeforeStart(booking, LATE_RELEASE_HOURS);
        await releaseAssignment(ctx.jobs, manager, assignment, { tellChef: false });
        const adminLink = `${ctx.publicUrl}/admin/business/${booking.businessId}`;
        await ctx.jobs.enqueue(manager, 'email', chefReleaseSupportEmail(company.supportEmail, chef.name, await chefBookingFacts(manager, booking), { reason, late }, adminLink));
        if (late) await recordReliabilityEvent(ctx, manager, chef.id, booking.id, 'late-release');
        await recordAudit(manager, null, booking.businessId, 'booking.release', `${chef.name} (#${chef.id}) released booking #${booking.id}${late ? ' late' : ''}: ${reason}`);
        return { success: true as const };
      });
    },

    /**
     * The `liftSuspension` job: 14 days after the last strike the chef is active again. Does
     * nothing if the admin lifted it already or a later strike moved the end (its own job then
     * comes later); run twice, the second run finds nothing to do.
     */
    async endSuspension(chefId: number): Promise<void> {
      await ctx.db.write((manager) => ctx.chefSuspensions.endDue(manager, chefId, ctx.now()));
    },

    /** The chef's own record, and when their suspension ends (null when not suspended), for the portal. */
    ownRecord(principal: ChefPrincipal): Promise<{ reliability: ReliabilityAnswer; suspendedUntil: string | null }> {
      return ctx.db.read(async (manager) => {
        const chef = await manager.findOneByOrFail(Chef, { id: principal.chefId });
        const reliability = (await reliabilityRecords(manager, [chef.id], ctx.now())).get(chef.id)!;
        return { reliability, suspendedUntil: suspensionEnd(chef) };
      });
    },

    /**
     * A suspended chef's appeal, to the admin inbox with the chef's name and contact (201); one
     * per suspension, claimed by a conditional UPDATE: of appeals sent at once (a double click,
     * two tabs) one finds it unclaimed and the others answer 409, writing nothing.
     */
    appeal(principal: ChefPrincipal, text: string): Promise<SuccessAnswer> {
      return ctx.db.write(async (manager) => {
        const chef = await manager.findOneByOrFail(Chef, { id: principal.chefId });
        if (chef.status !== 'suspended') throw new AppError('CONFLICT', NOT_SUSPENDED);
        if (!(await ctx.chefSuspensions.claimAppeal(manager, chef.id, ctx.now()))) throw new AppError('CONFLICT', APPEAL_OPEN);
        await fileContactMessage(manager, { name: chef.name, email: chef.email, phone: chef.phone, subject: APPEAL_SUBJECT, message: text });
        return { success: true as const };
      });
    },
  };
}
