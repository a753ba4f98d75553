import { randomBytes } from 'node:crypto';
import { In, LessThan, MoreThan, MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { EventAnswer, EventDataAnswer, EventFeedAnswer } from '../../../common/schemas/answers/integrations.js';
import { UNKNOWN_CURSOR, type EventFeedInput, type EventType } from '../../../common/schemas/integrations.js';
import { nextVancouverTime } from '../../../common/vancouver-time.js';
import { Job } from '../../core/db/entities/job.js';
import { lockName } from '../../core/db/locks.js';
import { columnParameter, returnedRows, sqlStatements } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import type { BusinessPrincipal, ServiceContext } from '../../core/service-context.js';
import type { Services } from '../../core/services.js';
import { queueDeliveries } from './deliveries.js';
import { IntegrationEvent, WebhookDelivery } from './entities.js';
import { eventSql } from './queries.js';

/** How far back the feed reaches (DECISIONS.md section 19). */
export const EVENTS_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

const eventStatements = sqlStatements(eventSql);

/** This area's daily job, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
    /** Deletes the events and webhook deliveries older than 30 days (DECISIONS.md section 19). */
    purgeIntegrationHistory: Record<string, never>;
  }
}

const DAILY_PURGE_KEY = 'integrations:daily-purge';
/** 04:00 in Vancouver: after the 03:30 backup, which therefore still holds what this deletes. */
const PURGE_HOUR = 4;
/**
 * Rows deleted per transaction: each batch holds the write lock (SQLite has one writer) for a
 * moment only, so bookings recording their events go on between batches.
 */
export const PURGE_BATCH = 500;

/** What an event is about: a booking for booking.* and timesheet.submitted, an order for order.paid. */
export interface NewEvent {
  type: EventType;
  businessId: number;
  subjectId: number;
}

/** An id no other event has, of any business: what a receiver de-duplicates deliveries by. */
export function newEventId(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

/**
 * Records that a change happened, in the transaction that makes it (the face every area that
 * reports a change calls): it commits with the change or not at all, numbered after every
 * earlier event of its business.
 */
export async function recordEvent(jobs: JobQueue, manager: EntityManager, now: Date, event: NewEvent): Promise<void> {
  const statements = eventStatements(manager);
  const [counter] = await returnedRows<{ lastSequence: number }>(manager, statements.nextSequence, [event.businessId]);
  const eventId = newEventId();
  await manager.query(statements.insert, [event.businessId, counter!.lastSequence, eventId, event.type, event.subjectId, columnParameter(manager, IntegrationEvent, 'createdAt', now)]);
  await queueDeliveries(jobs, manager, now, { ...event, eventId, occurredAt: now });
}

/** Where an event's data comes from: the booking or the order as the business's integrators read it now. */
export type EventSubjects = Pick<Services['integratorReads'], 'bookingsOf' | 'ordersOf'>;

/** The events with what each says, in their order. */
export async function withData(subjects: EventSubjects, businessId: number, events: IntegrationEvent[]): Promise<EventAnswer[]> {
  const orderIds = events.filter((event) => event.type === 'order.paid').map((event) => event.subjectId);
  const bookingIds = events.filter((event) => event.type !== 'order.paid').map((event) => event.subjectId);
  const [bookings, orders] = await Promise.all([subjects.bookingsOf(businessId, [...new Set(bookingIds)]), subjects.ordersOf(businessId, [...new Set(orderIds)])]);
  const bookingById = new Map(bookings.map((booking) => [booking.id, booking]));
  const orderById = new Map(orders.map((order) => [order.id, order]));
  return events.map((event) => {
    const subject = event.type === 'order.paid' ? orderById.get(event.subjectId) : bookingById.get(event.subjectId);
    // An event goes with its business, and its subject is never deleted without the business.
    if (!subject) throw new Error(`The ${event.type} event ${event.publicId} has no subject ${event.subjectId}`);
    const data = (event.type === 'order.paid' ? { order: subject } : { booking: subject }) as EventDataAnswer;
    return { id: event.publicId, type: event.type, timestamp: event.createdAt.toISOString(), data };
  });
}

export function createEventService(ctx: ServiceContext) {
  const scheduleNextPurge = (manager: EntityManager) => ctx.jobs.schedule(manager, DAILY_PURGE_KEY, 'purgeIntegrationHistory', {}, nextVancouverTime(ctx.now(), PURGE_HOUR));

  /**
   * Deletes the rows created before `before`, oldest first, one batch per transaction, until none
   * is left or the job's time is up. Both tables grow with their ids as time passes, so walking
   * the primary key from the start meets the old rows first and each batch reads little.
   */
  async function deleteOlder(entity: typeof IntegrationEvent | typeof WebhookDelivery, before: Date, signal: AbortSignal): Promise<number> {
    let deleted = 0;
    while (!signal.aborted) {
      const batch = await ctx.db.write(async (manager) => {
        const rows = await manager.find<{ id: number; createdAt: Date }>(entity, { select: { id: true }, where: { createdAt: LessThan(before) }, order: { id: 'ASC' }, take: PURGE_BATCH });
        if (rows.length > 0) await manager.delete(entity, { id: In(rows.map(({ id }) => id)) });
        return rows.length;
      });
      deleted += batch;
      if (batch < PURGE_BATCH) break;
    }
    return deleted;
  }

  return {
    /**
     * The daily job: the events and deliveries older than the feed and the delivery log reach
     * are deleted (until then they are only out of sight). Tomorrow's run is queued first, so
     * that a run cut short by its time limit leaves the rest to it rather than ending the days.
     */
    async purgeExpired(signal: AbortSignal): Promise<void> {
      await ctx.db.write(scheduleNextPurge);
      const before = new Date(ctx.now().getTime() - EVENTS_KEPT_DAYS * DAY_MS);
      const events = await deleteOlder(IntegrationEvent, before, signal);
      const deliveries = await deleteOlder(WebhookDelivery, before, signal);
      if (events + deliveries > 0) ctx.log(`Deleted ${events} events and ${deliveries} webhook deliveries older than ${EVENTS_KEPT_DAYS} days`);
    },

    /** At start-up: the daily purge queued once, whichever process starts first. */
    ensureDailyPurge(): Promise<void> {
      return ctx.db.write(async (manager) => {
        await lockName(manager, DAILY_PURGE_KEY);
        if (!(await manager.existsBy(Job, { jobKey: DAILY_PURGE_KEY, state: 'queued' }))) await scheduleNextPurge(manager);
      });
    },

    /**
     * GET /api/events: the events after `after`, oldest first. Numbers commit in order (see
     * EventCounter), so whatever this read does not see yet comes after the last one it returns.
     */
    async feed(principal: BusinessPrincipal, input: EventFeedInput, subjects: EventSubjects): Promise<EventFeedAnswer> {
      const since = new Date(ctx.now().getTime() - EVENTS_KEPT_DAYS * DAY_MS);
      const events = await ctx.db.read(async (manager) => {
        let after = 0;
        if (input.after !== undefined) {
          const last = await manager.findOne(IntegrationEvent, { select: { sequence: true }, where: { businessId: principal.businessId, publicId: input.after } });
          if (!last) throw new AppError('BAD_REQUEST', UNKNOWN_CURSOR);
          after = last.sequence;
        }
        return manager.find(IntegrationEvent, {
          where: { businessId: principal.businessId, sequence: MoreThan(after), createdAt: MoreThanOrEqual(since) },
          order: { sequence: 'ASC' },
          take: input.limit,
        });
      });
      const page = await withData(subjects, principal.businessId, events);
      return { events: page, nextCursor: page.length === input.limit ? page.at(-1)!.id : null };
    },
  };
}
