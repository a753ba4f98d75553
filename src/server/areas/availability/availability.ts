import type { EntityManager } from 'typeorm';
import { BlockedSlot } from './entities.js';
import { lockName } from '../../core/db/locks.js';
import { sqlStatements } from '../../core/db/statements.js';
import { bookingStart, vancouverToday } from '../../../common/vancouver-time.js';
import { AppError } from '../../core/errors.js';
import { recordAudit } from '../../core/audit.js';
import type { AdminPrincipal, ServiceContext } from '../../core/service-context.js';
import { availabilitySql } from './queries.js';
import type { BlockedSlotAnswer } from '../../../common/schemas/answers/availability.js';

export const PAST_DATE_MESSAGE = 'Please choose today or a later date';
export const BLOCKED_DATE_MESSAGE = 'That date is not available. Please choose another day.';
export const BLOCKED_SLOT_MESSAGE = 'That time slot is not available on this date. Please choose another.';
export const SLOT_STARTED = 'This time slot has already started';

/** A closed day or slot as GET /api/availability answers it (typed by its schema). */
export type BlockedSlotView = BlockedSlotAnswer;

const availabilityStatements = sqlStatements(availabilitySql);

/** Overlapping slots: the all-day slot overlaps every other, and every other overlaps it. */
function slotsOverlap(a: string, b: string): boolean {
  return a === b || a === 'all-day' || b === 'all-day';
}

/**
 * The rule every booking passes through (registration, new booking, reschedule): not before
 * today in Vancouver, not in a slot of today that has already begun (a session moved into the
 * past would let its chef report its hours at once), and not on a day or slot the admin closed.
 */
export async function assertBookable(
  manager: EntityManager,
  now: Date,
  bookingDate: string,
  timeSlot: string,
): Promise<void> {
  const refusal = await bookingRefusal(manager, now, bookingDate, timeSlot);
  if (refusal) throw refusal;
}

/**
 * assertBookable's refusal without throwing it, for a caller that books many days at once (a
 * series skips the days a single booking would be refused on, and says why).
 */
export async function bookingRefusal(manager: EntityManager, now: Date, bookingDate: string, timeSlot: string): Promise<AppError | null> {
  if (bookingDate < vancouverToday(now)) return new AppError('BAD_REQUEST', PAST_DATE_MESSAGE, { bookingDate: PAST_DATE_MESSAGE });
  if (bookingStart({ bookingDate, timeSlot }) <= now) return new AppError('CONFLICT', SLOT_STARTED, { timeSlot: SLOT_STARTED });
  const blocks = (await manager.query(availabilityStatements(manager).blocksOn, [bookingDate])) as Pick<BlockedSlot, 'timeSlot'>[];
  if (blocks.some((block) => block.timeSlot === null)) return new AppError('CONFLICT', BLOCKED_DATE_MESSAGE, { bookingDate: BLOCKED_DATE_MESSAGE });
  if (blocks.some((block) => block.timeSlot !== null && slotsOverlap(block.timeSlot, timeSlot))) {
    return new AppError('CONFLICT', BLOCKED_SLOT_MESSAGE, { timeSlot: BLOCKED_SLOT_MESSAGE });
  }
  return null;
}

function describeBlock(block: BlockedSlot): string {
  return block.timeSlot ? `${block.date} (${block.timeSlot})` : `${block.date} (whole day)`;
}

function toView(block: BlockedSlot): BlockedSlotView {
  return { id: block.id, date: block.date, timeSlot: block.timeSlot, reason: block.reason };
}

export function createAvailabilityService(ctx: ServiceContext) {
  return {
    /** Blocks from today on: what the booking calendar disables. */
    upcomingBlocks(): Promise<BlockedSlotView[]> {
      return ctx.db.read(async (manager) => {
        const rows = await manager
          .createQueryBuilder(BlockedSlot, 'block')
          .where('block.date >= :today', { today: vancouverToday(ctx.now()) })
          .orderBy('block.date', 'ASC')
          .addOrderBy('block.timeSlot', 'ASC')
          .getMany();
        return rows.map(toView);
      });
    },

    block(admin: AdminPrincipal, input: { date: string; timeSlot?: string | undefined; reason?: string | undefined }): Promise<BlockedSlotView> {
      return ctx.db.write(async (manager) => {
        if (input.date < vancouverToday(ctx.now())) {
          throw new AppError('BAD_REQUEST', 'Past dates cannot be blocked', { date: 'Past dates cannot be blocked' });
        }
        const timeSlot = input.timeSlot ?? null;
        // No row to lock before the first block of a day: the day's name is the lock.
        await lockName(manager, `blocked_slot:${input.date}`);
        const existing = await manager.findBy(BlockedSlot, { date: input.date });
        const duplicate = existing.find((block) => block.timeSlot === timeSlot);
        if (duplicate) return toView(duplicate);
        const { identifiers } = await manager.insert(BlockedSlot, { date: input.date, timeSlot, reason: input.reason ?? null });
        const created = await manager.findOneByOrFail(BlockedSlot, { id: identifiers[0]?.id as number });
        await recordAudit(manager, admin, null, 'availability.block', `Blocked ${describeBlock(created)}`);
        return toView(created);
      });
    },

    unblock(admin: AdminPrincipal, id: number): Promise<void> {
      return ctx.db.write(async (manager) => {
        const block = await manager.findOneBy(BlockedSlot, { id });
        if (!block) throw new AppError('NOT_FOUND', 'That blocked date no longer exists');
        await manager.delete(BlockedSlot, { id });
        await recordAudit(manager, admin, null, 'availability.unblock', `Reopened ${describeBlock(block)}`);
      });
    },
  };
}
