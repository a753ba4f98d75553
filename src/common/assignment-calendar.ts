import { serviceTypeLabel } from './constants.js';
import { icsCalendar, type CalendarEvent } from './icalendar.js';
import { sessionHours, sessionLabel } from './session-time.js';
import { company } from './site.js';
import { formatHours } from './text.js';

/**
 * A chef's assignment where the chef goes and in their calendar (DECISIONS.md sections 8 and
 * 17): the private feed (on the server) and the portal's "Add to calendar" (in the browser)
 * write the same event, and the portal's directions lead to the same place.
 */

/** What these need of an assignment as GET /api/chef/assignments answers it. */
export interface AssignmentFacts {
  assignmentId: number;
  bookingDate: string;
  timeSlot: string;
  duration: number;
  serviceType: string;
  serviceDescription: string | null;
  specialRequests: string | null;
  business: { name: string; address: string; city: string; state: string; zipCode: string; contact: { name: string; phone: string } };
}

/** Where an in-person session is, as one line ("1 Main St, Vancouver, BC V6B 1A1"); a virtual one is at no address. */
export function assignmentVenue({ serviceType, business }: Pick<AssignmentFacts, 'serviceType' | 'business'>): string | null {
  if (serviceType === 'virtual') return null;
  return `${business.address}, ${business.city}, ${business.state} ${business.zipCode}`;
}

/** A maps search of the venue: it opens the phone's maps app, or the web page, with the way there. */
export function directionsUrl(assignment: Pick<AssignmentFacts, 'serviceType' | 'business'>): string | null {
  const venue = assignmentVenue(assignment);
  return venue && `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}`;
}

/** A phone number as written ("(604) 555-0150") as a tel: link, which takes digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** The assignment as a calendar event: stable uid, the session's start and end in Vancouver, who to ask for. */
export function assignmentEvent(assignment: AssignmentFacts): CalendarEvent {
  const { contact } = assignment.business;
  return {
    uid: `assignment-${assignment.assignmentId}@chefconnect.ca`,
    day: assignment.bookingDate,
    ...sessionHours(assignment),
    summary: `${serviceTypeLabel(assignment.serviceType)} at ${assignment.business.name}`,
    location: assignmentVenue(assignment) ?? undefined,
    description: [
      `${sessionLabel(assignment)}, ${formatHours(assignment.duration)}`,
      `Contact: ${contact.name}, ${contact.phone}`,
      assignment.serviceDescription,
      assignment.specialRequests && `Special requests: ${assignment.specialRequests}`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

/** The chef's assignments as one calendar: the private feed holds them all, "Add to calendar" one. */
export function assignmentsCalendar(assignments: AssignmentFacts[], now: Date, chefName?: string): string {
  return icsCalendar({
    product: `${company.name}//Chef assignments`,
    name: chefName && `${company.name}: ${chefName}`,
    events: assignments.map(assignmentEvent),
    now,
  });
}

/** A file name that says what the event is: chefconnect-assignment-2026-12-03.ics */
export function assignmentIcsFileName(assignment: Pick<AssignmentFacts, 'bookingDate'>): string {
  return `chefconnect-assignment-${assignment.bookingDate}.ics`;
}
