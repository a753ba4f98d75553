import type { EntityManager } from 'typeorm';
import { CONFIRMATION_DEADLINE_HOURS, CONFIRMATION_REQUEST_HOURS } from '../../../common/reliability.js';
import { UNSTAFFED_ALERT_HOURS } from '../../../common/session-life.js';
import { hoursBeforeStart } from '../../../common/vancouver-time.js';
import type { Booking } from '../../core/db/entities/booking.js';
import type { JobQueue } from '../../core/jobs/queue.js';

/**
 * The jobs that follow whether a booking has a chef, named after their booking: the unstaffed
 * alert (reminders sends it) and the assigned chef's confirmation request and its escalation
 * (reliability's). Each is scheduled where its booking gains or loses a chef, in the same
 * transaction; the handlers decide, when they run, what is still due.
 */

type Schedule = Pick<Booking, 'id' | 'bookingDate' | 'timeSlot'>;

const unstaffedAlertKey = (bookingId: number) => `unstaffedAlert:${bookingId}`;
const confirmationKeys = (bookingId: number) => [`confirmation:${bookingId}`, `confirmationEscalation:${bookingId}`] as const;

/** The keys of every job that follows a booking's staffing: what a booking that ended (canceled, completed) unschedules. */
export const staffingFollowUpKeys = (bookingId: number) => [unstaffedAlertKey(bookingId), ...confirmationKeys(bookingId)];

/**
 * The support alert of a confirmed booking, due 48 hours before its start (at once when less
 * is left: a booking made or left without a chef that late needs a coordinator now).
 */
export async function scheduleUnstaffedAlert(jobs: JobQueue, manager: EntityManager, booking: Schedule): Promise<void> {
  await jobs.schedule(manager, unstaffedAlertKey(booking.id), 'alertUnstaffed', { bookingId: booking.id }, hoursBeforeStart(booking, UNSTAFFED_ALERT_HOURS));
}

/**
 * An assigned booking's request to its chef to confirm, 48 hours before the start, and its
 * escalation 12 hours before (DECISIONS.md section 14), in place of any it had: at once when that
 * time has passed (their handlers decide what is still due).
 */
export async function scheduleConfirmation(jobs: JobQueue, manager: EntityManager, booking: Schedule): Promise<void> {
  const [ask, escalate] = confirmationKeys(booking.id);
  await jobs.schedule(manager, ask, 'askConfirmation', { bookingId: booking.id }, hoursBeforeStart(booking, CONFIRMATION_REQUEST_HOURS));
  await jobs.schedule(manager, escalate, 'escalateConfirmation', { bookingId: booking.id }, hoursBeforeStart(booking, CONFIRMATION_DEADLINE_HOURS));
}

/** A released chef has nothing to confirm. */
export async function unscheduleConfirmation(jobs: JobQueue, manager: EntityManager, bookingId: number): Promise<void> {
  await jobs.unschedule(manager, ...confirmationKeys(bookingId));
}
