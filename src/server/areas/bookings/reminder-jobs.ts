import { IsNull, type EntityManager } from 'typeorm';
import { REMINDER_HOURS } from '../../../common/session-life.js';
import { hoursBeforeStart } from '../../../common/vancouver-time.js';
import { Booking } from '../../core/db/entities/booking.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { scheduleUnstaffedAlert, staffingFollowUpKeys } from '../assignments/index.js';

/**
 * A booking's reminder and unstaffed alert (DECISIONS.md section 10), which reminders sends: jobs
 * named after their booking, due a fixed time before its start, moved when it is rescheduled and
 * removed when it is canceled or completed, in the same transaction. Each sends at most once per
 * start: its booking column (remindedAt, unstaffedAlertAt) is set by a conditional UPDATE in the
 * transaction that enqueues the emails (markReminderSent).
 */

type Schedule = Pick<Booking, 'id' | 'bookingDate' | 'timeSlot'>;

const reminderKey = (bookingId: number) => `reminder:${bookingId}`;

/** A new or moved booking's reminder and unstaffed alert, in place of any it had. */
export async function scheduleReminders(jobs: JobQueue, manager: EntityManager, booking: Schedule): Promise<void> {
  await jobs.schedule(manager, reminderKey(booking.id), 'remindBooking', { bookingId: booking.id }, hoursBeforeStart(booking, REMINDER_HOURS));
  await scheduleUnstaffedAlert(jobs, manager, booking);
}

/**
 * Removes the queued reminders and alerts of bookings that ended (canceled, completed): their
 * runs would do nothing, but a queued row says there is still something to send, on the admin's
 * job list and to anyone counting the table.
 */
export async function unscheduleReminders(jobs: JobQueue, manager: EntityManager, ...bookingIds: number[]): Promise<void> {
  await jobs.unschedule(manager, ...bookingIds.flatMap((bookingId) => [reminderKey(bookingId), ...staffingFollowUpKeys(bookingId)]));
}

/**
 * Marks the booking as sent by `column`, unless another run (a second runner, a rerun after
 * a restart) did already, or the booking changed since it was read (on PostgreSQL the UPDATE
 * re-reads a row that a concurrent reschedule or cancel committed): whether this run sends.
 */
export async function markReminderSent(manager: EntityManager, booking: Booking, column: 'remindedAt' | 'unstaffedAlertAt', now: Date): Promise<boolean> {
  const { affected } = await manager.update(
    Booking,
    { id: booking.id, status: 'confirmed', bookingDate: booking.bookingDate, timeSlot: booking.timeSlot, [column]: IsNull() },
    { [column]: now },
  );
  return affected === 1;
}
