import type { EntityManager } from 'typeorm';
import { REMINDER_HOURS, UNSTAFFED_ALERT_HOURS } from '../../../common/session-life.js';
import { company } from '../../../common/site.js';
import { bookingStart, hoursBeforeStart } from '../../../common/vancouver-time.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';
import { Contact } from '../../core/db/entities/contact.js';
import { BusinessSettings } from '../../core/db/entities/business-settings.js';
import { toE164 } from '../../core/mail/phone.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordAudit } from '../../core/audit.js';
import { businessReminderEmail, chefReminderEmail, unstaffedBookingEmail } from './emails.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import { markReminderSent } from '../bookings/index.js';

/**
 * Reminders and the unstaffed alert (DECISIONS.md section 10), as their jobs run: bookings
 * schedules them with its bookings, and marks each sent once per start (markReminderSent) in the
 * transaction that enqueues the emails.
 */

export function createReminderService(ctx: ServiceContext) {
  /**
   * The booking, if it is still confirmed and now lies within `hours` of its start and before
   * it: a run of a job whose booking moved later, or that comes after the start, does nothing.
   */
  async function dueBooking(manager: EntityManager, bookingId: number, hours: number): Promise<Booking | null> {
    const booking = await manager.findOneBy(Booking, { id: bookingId });
    if (!booking || booking.status !== 'confirmed') return null;
    const now = ctx.now();
    return now >= hoursBeforeStart(booking, hours) && now < bookingStart(booking) ? booking : null;
  }

  return {
    /**
     * The `remindBooking` job: the business's contact by email (email toggle) and SMS (SMS
     * toggle), and the chef assigned at this moment, if any.
     */
    async remind(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const booking = await dueBooking(manager, bookingId, REMINDER_HOURS);
        if (!booking || !(await markReminderSent(manager, booking, 'remindedAt', ctx.now()))) return;
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
        if (!(await markReminderSent(manager, booking, 'unstaffedAlertAt', ctx.now()))) return;
        const business = await manager.findOneByOrFail(Business, { id: booking.businessId });
        const facts = { ...booking, business: { name: business.businessName, city: business.city } };
        await ctx.jobs.enqueue(manager, 'email', unstaffedBookingEmail(company.supportEmail, facts, `${ctx.publicUrl}/admin/business/${business.id}`));
      });
    },
  };
}
