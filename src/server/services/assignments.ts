import { In, MoreThanOrEqual, LessThan, type EntityManager } from 'typeorm';
import { AVAILABILITY_SLOTS, type AvailabilitySlot } from '../../common/chefs.js';
import { Assignment, AssignmentSlot } from '../db/entities/assignment.js';
import { Booking } from '../db/entities/booking.js';
import { Business } from '../db/entities/business.js';
import type { JobQueue } from '../jobs/queue.js';
import { chefReleasedEmail } from './emails.js';
import { notifyBusiness } from './notifications.js';

/**
 * Assignments of chefs to bookings, as every service that touches them needs them: the chef's
 * portal and calendar feed, deactivation, and (DECISIONS.md section 9) staffing.
 */

/** The weekly-availability slots a booking's time slot covers: all day is all three. */
export function slotsOf(timeSlot: string): AvailabilitySlot[] {
  return timeSlot === 'all-day' ? [...AVAILABILITY_SLOTS] : AVAILABILITY_SLOTS.filter((slot) => slot === timeSlot);
}

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
  business: { name: string; city: string; address: string };
}

/**
 * Assigns a chef to a booking in the caller's transaction. The database refuses a second chef
 * for the booking and a chef in a slot they already hold (a unique violation, for the caller
 * to word); nothing else is checked here.
 */
export async function insertAssignment(manager: EntityManager, booking: Pick<Booking, 'id' | 'bookingDate' | 'timeSlot'>, chefId: number): Promise<Assignment> {
  const { identifiers } = await manager.insert(Assignment, { bookingId: booking.id, chefId });
  const assignmentId = identifiers[0]!.id as number;
  await manager.insert(
    AssignmentSlot,
    slotsOf(booking.timeSlot).map((slot) => ({ chefId, bookingDate: booking.bookingDate, slot, assignmentId })),
  );
  return manager.findOneByOrFail(Assignment, { id: assignmentId });
}

/** A chef's assignments of confirmed bookings, upcoming (from `today`) or past, nearest first. */
export async function assignedBookings(manager: EntityManager, chefId: number, today: string, when: 'upcoming' | 'past'): Promise<AssignedBooking[]> {
  const assignments = await manager.findBy(Assignment, { chefId });
  if (assignments.length === 0) return [];
  const bookings = await manager.find(Booking, {
    where: {
      id: In(assignments.map(({ bookingId }) => bookingId)),
      status: In(when === 'upcoming' ? ['confirmed'] : ['confirmed', 'completed']),
      bookingDate: when === 'upcoming' ? MoreThanOrEqual(today) : LessThan(today),
    },
    order: { bookingDate: when === 'upcoming' ? 'ASC' : 'DESC', id: 'ASC' },
  });
  const businesses = await manager.findBy(Business, { id: In([...new Set(bookings.map(({ businessId }) => businessId))]) });
  const assignmentOf = new Map(assignments.map((assignment) => [assignment.bookingId, assignment.id]));
  return bookings.map((booking) => {
    const business = businesses.find(({ id }) => id === booking.businessId)!;
    return {
      assignmentId: assignmentOf.get(booking.id)!,
      bookingId: booking.id,
      bookingDate: booking.bookingDate,
      timeSlot: booking.timeSlot,
      duration: booking.duration,
      serviceType: booking.serviceType,
      serviceDescription: booking.serviceDescription,
      specialRequests: booking.specialRequests,
      business: { name: business.businessName, city: business.city, address: business.businessAddress },
    };
  });
}

/** Takes the chef off a booking (its slots go with it) and tells the business it awaits a chef again. */
export async function releaseAssignment(jobs: JobQueue, manager: EntityManager, assignment: Assignment): Promise<void> {
  await manager.delete(Assignment, { id: assignment.id });
  const booking = await manager.findOneByOrFail(Booking, { id: assignment.bookingId });
  await notifyBusiness(jobs, manager, booking.businessId, (to, firstName) => chefReleasedEmail(to, firstName, booking));
}
