import { IsNull, type EntityManager } from 'typeorm';
import { CONFIRMATION_DEADLINE_HOURS, CONFIRMATION_REQUEST_HOURS } from '../../../common/reliability.js';
import { REMINDER_HOURS, UNSTAFFED_ALERT_HOURS } from '../../../common/session-life.js';
import { company } from '../../../common/site.js';
import { bookingStart } from '../../../common/vancouver-time.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';
import { Contact } from '../../core/db/entities/contact.js';
import { BusinessSettings } from '../../core/db/entities/business-settings.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { toE164 } from '../../core/mail/phone.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordAudit } from '../../core/audit.js';
import { businessReminderEmail, chefReminderEmail, unstaffedBookingEmail } from './emails.js';
import { notifyBusiness } from '../../core/mail/notifications.js';

/**
 * Reminders and the unstaffed alert (DECISIONS.md section 10): jobs named after their booking,
 * due a fixed time before its start, moved when it is rescheduled and removed when it is
 * canceled or completed, in the same transaction. Each sends at most once per start: its
 * booking column (remindedAt, unstaffedAlertAt) is set by a conditional UPDATE in the
 * transaction that enqueues the emails.
 */

const HOUR_MS = 3_600_000;
type Schedule = Pick<Booking, 'id' | 'bookingDate' | 'timeSlot'>;

const reminderKey = (bookingId: number) => `reminder:${bookingId}`;
const unstaffedAlertKey = (bookingId: number) => `unstaffedAlert:${bookingId}`;
const confirmationKeys = (bookingId: number) => [`confirmation:${bookingId}`, `confirmationEscalation:${bookingId}`] as const;

/** `hours` before the start, in elapsed time: right across a daylight-saving change. */
function before(booking: Schedule, hours: number): Date {
  return new Date(bookingStart(booking).getTime() - hours * HOUR_MS);
}

/**
 * The support alert of a confirmed booking, due 48 hours before its start (at once when less
 * is left: a booking made or left without a chef that late needs a coordinator now).
 */
export async function scheduleUnstaffedAlert(jobs: JobQueue, manager: EntityManager, booking: Schedule): Promise<void> {
  await jobs.schedule(manager, unstaffedAlertKey(booking.id), 'alertUnstaffed', { bookingId: booking.id }, before(booking, UNSTAFFED_ALERT_HOURS));
}

/** A new or moved booking's reminder and unstaffed alert, in place of any it had. */
export async function scheduleReminders(jobs: JobQueue, manager: EntityManager, booking: Schedule): Promise<void> {
  await jobs.schedule(manager, reminderKey(booking.id), 'remindBooking', { bookingId: booking.id }, before(booking, REMINDER_HOURS));
  await scheduleUnstaffedAlert(jobs, manager, booking);
}

/**
 * An assigned booking's request to its chef to confirm, 48 hours before the start, and its
 * escalation 12 hours before (DECISIONS.md section 14), in place of any it had: at once when that
 * time has passed (their handlers decide what is still due).
 */
export async function scheduleConfirmation(jobs: JobQueue, manager: EntityManager, booking: Schedule): Promise<void> {
  const [ask, escalate] = confirmationKeys(booking.id);
  await jobs.schedule(manager, ask, 'askConfirmation', { bookingId: booking.id }, before(booking, CONFIRMATION_REQUEST_HOURS));
  await jobs.schedule(manager, escalate, 'escalateConfirmation', { bookingId: booking.id }, before(booking, CONFIRMATION_DEADLINE_HOURS));
}

/** A released chef has nothing to confirm. */
export async function unscheduleConfirmation(jobs: JobQueue, manager: EntityManager, bookingId: number): Promise<void> {
  await jobs.unschedule(manager, ...confirmationKeys(bookingId));
}

/**
 * Removes the queued reminders and alerts of bookings that ended (canceled, completed): their
 * runs would do nothing, but a queued row says there is still something to send, on the admin's
 * job list and to anyone counting the table.
 */
export async function unscheduleReminders(jobs: JobQueue, manager: EntityManager, ...bookingIds: number[]): Promise<void> {
  await jobs.unschedule(manager, ...bookingIds.flatMap((bookingId) => [reminderKey(bookingId), unstaffedAlertKey(bookingId), ...confirmationKeys(bookingId)]));
}

export function createReminderService(ctx: ServiceContext) {
  /**
   * The booking, if it is still confirmed and now lies within `hours` of its start and before
   * it: a run of a job whose booking moved later, or that comes after the start, does nothing.
   */
  async function dueBooking(manager: EntityManager, bookingId: number, hours: number): Promise<Booking | null> {
    const booking = await manager.findOneBy(Booking, { id: bookingId });
    if (!booking || booking.status !== 'confirmed') return null;
    const now = ctx.now();
    return now >= before(booking, hours) && now < bookingStart(booking) ? booking : null;
  }

  /**
   * Marks the booking as sent by `column`, unless another run (a second runner, a rerun after
   * a restart) did already, or the booking changed since it was read (on PostgreSQL the UPDATE
   * re-reads a row that a concurrent reschedule or cancel committed): whether this run sends.
   */
  async function claimOnce(manager: EntityManager, booking: Booking, column: 'remindedAt' | 'unstaffedAlertAt'): Promise<boolean> {
    const { affected } = await manager.update(
      Booking,
      { id: booking.id, status: 'confirmed', bookingDate: booking.bookingDate, timeSlot: booking.timeSlot, [column]: IsNull() },
      { [column]: ctx.now() },
    );
    return affected === 1;
  }

  return {
    /**
     * The `remindBooking` job: the business's contact by email (email toggle) and SMS (SMS
     * toggle), and the chef assigned at this moment, if any.
     */
    async remind(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const booking = await dueBooking(manager, bookingId, REMINDER_HOURS);
        if (!booking || !(await claimOnce(manager, booking, 'remindedAt'))) return;
        const business = await manager.findOneByOrFail(Business, { id: booking.businessId });
        const contact = await manager.findOneByOrFail(Contact, { businessId: business.id });
        const assignment = await manager.findOneBy(Assignment, { bookingId });
        const chef = assignment && (await manager.findOneByOrFail(Chef, { id: assignment.chefId }));
        const venue = booking.serviceType === 'in-person' ? `${business.businessAddress}, ${business.city}, ${business.state} ${business.zipCode}` : null;
        const reminder = (to: string, firstName: string) => businessReminderEmail(to, firstName, booking, venue, chef?.name ?? null);

        await notifyBusiness(ctx.jobs, manager, business.id, reminder);
        const settings = await manager.findOneBy(BusinessSettings, { businessId: business.id });
        if (settings?.smsReminders) {
          // The phone is kept as the business wrote it; a provider takes E.164. One that is no
          // number is the business's to fix, never an error of the job: skipped, and recorded.
          const to = toE164(contact.phone);
          if (to) await ctx.jobs.enqueue(manager, 'sms', { to, sameTextAs: reminder(contact.email, contact.firstName) });
          else await recordAudit(manager, null, business.id, 'sms.skipped', `No SMS reminder for booking #${booking.id}: the phone number is not a valid number`);
        }
        if (chef) {
          const facts = { ...booking, business: { name: business.businessName, city: business.city } };
          await ctx.jobs.enqueue(manager, 'email', chefReminderEmail(chef.email, chef.name, facts, venue, `${contact.firstName} ${contact.lastName}`));
        }
      });
    },

    /** The `alertUnstaffed` job: support hears of a booking with no chef 48 hours before its start. */
    async alertUnstaffed(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const booking = await dueBooking(manager, bookingId, UNSTAFFED_ALERT_HOURS);
        if (!booking || (await manager.existsBy(Assignment, { bookingId }))) return;
        if (!(await claimOnce(manager, booking, 'unstaffedAlertAt'))) return;
        const business = await manager.findOneByOrFail(Business, { id: booking.businessId });
        const facts = { ...booking, business: { name: business.businessName, city: business.city } };
        await ctx.jobs.enqueue(manager, 'email', unstaffedBookingEmail(company.supportEmail, facts, `${ctx.publicUrl}/admin/business/${business.id}`));
      });
    },
  };
}
