import { In, IsNull, LessThan, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { sessionPayCents } from '../../../common/money.js';
import { sessionSlots } from '../../../common/session-time.js';
import type { SessionNeedsAnswer } from '../../../common/schemas/answers/shared.js';
import { Assignment, Offer } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';
import { Contact } from '../../core/db/entities/contact.js';
import { AppError } from '../../core/errors.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import { findForUpdate, findOneForUpdate } from '../../core/db/locks.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { chefIneligibility } from './eligibility.js';
import { AssignmentSlot } from './entities.js';
import { chefReleasedEmail, chefUnassignedEmail, offerClosedEmail } from './emails.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import { scheduleConfirmation, scheduleUnstaffedAlert, unscheduleConfirmation } from './follow-ups.js';

/**
 * Assignments of chefs to bookings, as every service that touches them needs them: the chef's
 * portal and calendar feed, deactivation, and (DECISIONS.md section 9) staffing.
 */

/** A booking as a chef sees it: never the business's contact details before they are assigned. */
export interface AssignedBooking {
  assignmentId: number;
  bookingId: number;
  bookingDate: string;
  timeSlot: string;
  duration: number;
  serviceType: string;
  serviceDescription: string | null;
  specialRequests: string | null;
  /** The contact is the business's person to ask for, with their phone: the chef holds the booking, so may call (section 17). */
  business: { name: string; city: string; address: string; state: string; zipCode: string; contact: { name: string; phone: string } };
  /** The session's hours at the rate recorded on the assignment, in cents. */
  payCents: number;
  needs: SessionNeedsAnswer;
  /** When the chef confirmed they will come (DECISIONS.md section 14), or null. */
  confirmedAt: string | null;
}

/**
 * Assigns a chef to a booking in the caller's transaction. The database refuses a second chef
 * for the booking and a chef in a slot they already hold (a unique violation, for the caller
 * to word); nothing else is checked here.
 */
export async function insertAssignment(manager: EntityManager, booking: Pick<Booking, 'id' | 'bookingDate' | 'timeSlot' | 'duration'>, chefId: number): Promise<Assignment> {
  // The rate of today is what the session earns, whatever the chef's rate becomes (DECISIONS.md section 13).
  const { hourlyRate } = await manager.findOneByOrFail(Chef, { id: chefId });
  const { identifiers } = await manager.insert(Assignment, { bookingId: booking.id, chefId, hourlyRateCents: hourlyRate * 100 });
  const assignmentId = identifiers[0]!.id as number;
  await manager.insert(AssignmentSlot, sessionSlots(booking).map((slot) => ({ chefId, bookingDate: booking.bookingDate, slot, assignmentId })));
  return manager.findOneByOrFail(Assignment, { id: assignmentId });
}

/**
 * A chef's assignments, nearest first: upcoming, the confirmed ones from `today` on; past, the
 * completed ones (a timesheet confirmed on the day of its booking included) and the confirmed
 * ones dated before `today`.
 */
export async function assignedBookings(manager: EntityManager, chefId: number, today: string, when: 'upcoming' | 'past'): Promise<AssignedBooking[]> {
  const assignments = await manager.findBy(Assignment, { chefId });
  if (assignments.length === 0) return [];
  const id = In(assignments.map(({ bookingId }) => bookingId));
  const bookings = await manager.find(Booking, {
    where:
      when === 'upcoming'
        ? { id, status: 'confirmed', bookingDate: MoreThanOrEqual(today) }
        : [
            { id, status: 'completed' },
            { id, status: 'confirmed', bookingDate: LessThan(today) },
          ],
    order: { bookingDate: when === 'upcoming' ? 'ASC' : 'DESC', id: 'ASC' },
  });
  const businessIds = In([...new Set(bookings.map(({ businessId }) => businessId))]);
  const businesses = await manager.findBy(Business, { id: businessIds });
  // The person who registered the business is its contact: newest first, so the map keeps each one's first.
  const contacts = await manager.find(Contact, { where: { businessId: businessIds }, order: { id: 'DESC' } });
  const contactOf = new Map(contacts.map((contact) => [contact.businessId, contact]));
  const assignmentOf = new Map(assignments.map((assignment) => [assignment.bookingId, assignment]));
  return bookings.map((booking) => {
    const business = businesses.find(({ id }) => id === booking.businessId)!;
    const contact = contactOf.get(booking.businessId)!;
    return {
      assignmentId: assignmentOf.get(booking.id)!.id,
      bookingId: booking.id,
      bookingDate: booking.bookingDate,
      timeSlot: booking.timeSlot,
      duration: booking.duration,
      serviceType: booking.serviceType,
      serviceDescription: booking.serviceDescription,
      specialRequests: booking.specialRequests,
      business: {
        name: business.businessName,
        city: business.city,
        address: business.businessAddress,
        state: business.state,
        zipCode: business.zipCode,
        contact: { name: `${contact.firstName} ${contact.lastName}`, phone: contact.phone },
      },
      payCents: sessionPayCents(booking.duration, assignmentOf.get(booking.id)!.hourlyRateCents),
      confirmedAt: assignmentOf.get(booking.id)!.confirmedAt && isoTimestamp(assignmentOf.get(booking.id)!.confirmedAt!),
      needs: { serviceDescription: booking.serviceDescription, specialRequests: booking.specialRequests },
    };
  });
}

/** A booking as a chef's emails describe it. */
export async function chefBookingFacts(manager: EntityManager, booking: Booking) {
  const business = await manager.findOneByOrFail(Business, { id: booking.businessId });
  return { ...booking, business: { name: business.businessName, city: business.city } };
}

/** The 409 of a chef's change (unassign, no-show) to a booking that has none. */
export const NO_CHEF_ASSIGNED = 'This booking has no chef';
export const HOURS_REPORTED = 'Hours were reported for this booking: it is settled through its timesheet';
export const BOOKING_COMPLETED = 'This booking is completed';

/**
 * A booking whose chef reported hours, or that is completed, is settled with that chef: taking
 * the chef off would let the business confirm hours nobody is assigned to and drop both sides'
 * ratings (DECISIONS.md section 16). The caller holds the booking's row lock, so a timesheet
 * cannot arrive between this check and the change. The timesheet is after-session's table, and
 * after-session stands above this library (a confirmed timesheet completes the booking through
 * bookings, which stands on this one): the one fact needed here is read by its table's name.
 */
export async function assertNotSettled(manager: EntityManager, booking: Pick<Booking, 'id' | 'status'>): Promise<void> {
  if (booking.status === 'completed') throw new AppError('CONFLICT', BOOKING_COMPLETED);
  const hoursReported = await manager.createQueryBuilder().select('1').from('timesheet', 'timesheet').where('"timesheet"."bookingId" = :bookingId', { bookingId: booking.id }).getExists();
  if (hoursReported) throw new AppError('CONFLICT', HOURS_REPORTED);
}

/**
 * Takes the chef off a booking (its slots go with it) and tells the chef, unless the chef asked
 * for it (a release); the business is told its booking awaits a chef again unless the booking
 * itself is going (a cancel), and support is alerted if that is within 48 hours of its start
 * and it was not already (DECISIONS.md section 10).
 */
export async function releaseAssignment(jobs: JobQueue, manager: EntityManager, assignment: Assignment, { tellChef = true, tellBusiness = true } = {}): Promise<void> {
  await manager.delete(Assignment, { id: assignment.id });
  const booking = await manager.findOneByOrFail(Booking, { id: assignment.bookingId });
  const chef = await manager.findOneByOrFail(Chef, { id: assignment.chefId });
  await unscheduleConfirmation(jobs, manager, booking.id);
  if (tellChef) await jobs.enqueue(manager, 'email', chefUnassignedEmail(chef.email, chef.name, await chefBookingFacts(manager, booking)));
  if (!tellBusiness) return;
  await notifyBusiness(jobs, manager, booking.businessId, (to, firstName) => chefReleasedEmail(to, firstName, booking));
  await scheduleUnstaffedAlert(jobs, manager, booking);
}

/**
 * Closes a booking's open offers (but `exceptOfferId`), telling each of those chefs why unless
 * the caller tells them itself (a series accept, once for all its sessions), and answers those
 * chefs. The offers are locked as they are read, so a chef's decline at the same moment either
 * comes first (and that chef is not told) or finds the offer closed.
 */
export async function closeOpenOffers(jobs: JobQueue, manager: EntityManager, booking: Booking, why: 'filled' | 'withdrawn', exceptOfferId?: number, { tellChefs = true } = {}): Promise<Chef[]> {
  const open = (await findForUpdate(manager, Offer, { bookingId: booking.id, status: 'open' })).filter(({ id }) => id !== exceptOfferId);
  if (open.length === 0) return [];
  await manager.update(Offer, { id: In(open.map(({ id }) => id)), status: 'open' }, { status: why });
  const chefs = await manager.findBy(Chef, { id: In(open.map(({ chefId }) => chefId)) });
  if (!tellChefs) return chefs;
  const facts = await chefBookingFacts(manager, booking);
  for (const chef of chefs) {
    await jobs.enqueue(manager, 'email', offerClosedEmail(chef.email, chef.name, facts, why));
  }
  return chefs;
}

/** A new open offer of a booking to a chef, as saved; `seriesOfferId` names the series offer it is part of. */
export async function insertOffer(manager: EntityManager, offer: Pick<Offer, 'bookingId' | 'chefId' | 'expiresAt' | 'seriesOfferId'>): Promise<Offer> {
  const { identifiers } = await manager.insert(Offer, { ...offer, status: 'open' });
  return manager.findOneByOrFail(Offer, { id: identifiers[0]!.id as number });
}

/** The chef took the offer; the caller holds the booking's and the offer's row locks. */
export async function markOfferAccepted(manager: EntityManager, offerId: number): Promise<void> {
  await manager.update(Offer, { id: offerId }, { status: 'accepted' });
}

/** The chef said no to an offer the caller found open under its row lock. */
export async function markOfferDeclined(manager: EntityManager, offerId: number): Promise<void> {
  await manager.update(Offer, { id: offerId }, { status: 'declined' });
}

/** The chef said no to these offers, those still open. */
export async function declineOpenOffers(manager: EntityManager, offerIds: number[]): Promise<void> {
  await manager.update(Offer, { id: In(offerIds), status: 'open' }, { status: 'declined' });
}

/** These offers, those still open and past their expiry at `now`, expire (run twice, nothing changes). */
export async function expireOpenOffers(manager: EntityManager, offerIds: number[], now: Date): Promise<void> {
  await manager.createQueryBuilder().update(Offer).set({ status: 'expired' }).where({ id: In(offerIds), status: 'open' }).andWhere('"expiresAt" <= :now', { now }).execute();
}

/** A suspended chef's open offers are withdrawn: a suspended chef gets no work (DECISIONS.md section 14). */
export async function withdrawOffersOf(manager: EntityManager, chefId: number): Promise<void> {
  await manager.update(Offer, { chefId, status: 'open' }, { status: 'withdrawn' });
}

/** The chef confirmed they will come (DECISIONS.md section 14). */
export async function recordConfirmation(manager: EntityManager, assignmentId: number, confirmedAt: Date): Promise<void> {
  await manager.update(Assignment, { id: assignmentId }, { confirmedAt });
}

/**
 * Marks an assignment's confirmation missed at `now`, only while it is neither confirmed nor
 * already missed: true for the one caller whose update matched, so a job run twice, or a
 * confirmation arriving at the same moment, counts the miss at most once.
 */
export async function markConfirmationMissed(manager: EntityManager, assignmentId: number, now: Date): Promise<boolean> {
  const { affected } = await manager.update(Assignment, { id: assignmentId, confirmedAt: IsNull(), confirmationMissedAt: IsNull() }, { confirmationMissedAt: now });
  return affected === 1;
}

/** A canceled booking releases its chef and closes its offers; the chef is told (DECISIONS.md section 9). */
export async function unstaffCanceled(jobs: JobQueue, manager: EntityManager, booking: Booking): Promise<void> {
  const assignment = await manager.findOneBy(Assignment, { bookingId: booking.id });
  if (assignment) await releaseAssignment(jobs, manager, assignment, { tellBusiness: false });
  await closeOpenOffers(jobs, manager, booking, 'withdrawn');
}

/**
 * A rescheduled booking (already saved with its new day and slot) keeps its chef only if they
 * are still eligible then, holding the new slots instead of the old; otherwise the chef is
 * released and both sides are told. Open offers were for the old time: they close. The caller
 * holds the booking's row lock; the chef's row is locked next, as staffing locks it, so an
 * accept of another booking at the new time either came first and is seen here, or waits.
 */
export async function restaffRescheduled(jobs: JobQueue, manager: EntityManager, booking: Booking): Promise<void> {
  await closeOpenOffers(jobs, manager, booking, 'withdrawn');
  const assignment = await manager.findOneBy(Assignment, { bookingId: booking.id });
  if (!assignment) return;
  const chef = (await findOneForUpdate(manager, Chef, { id: assignment.chefId }))!;
  if ((await chefIneligibility(manager, chef, booking)) !== null) {
    await releaseAssignment(jobs, manager, assignment);
    return;
  }
  await manager.delete(AssignmentSlot, { assignmentId: assignment.id });
  await manager.insert(AssignmentSlot, sessionSlots(booking).map((slot) => ({ chefId: chef.id, bookingDate: booking.bookingDate, slot, assignmentId: assignment.id })));
  await scheduleConfirmation(jobs, manager, booking);
}
