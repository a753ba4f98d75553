import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { assignmentsCalendar, assignmentVenue, directionsUrl, telHref, type AssignmentFacts } from './assignment-calendar.js';

const assignment: AssignmentFacts = {
  assignmentId: 7,
  bookingDate: '2026-12-03',
  timeSlot: 'evening',
  duration: 1,
  serviceType: 'in-person',
  serviceDescription: 'Training 2 baristas',
  specialRequests: null,
  business: { name: 'Café Olé', address: '12 Main St, Unit #4', city: 'Vancouver', state: 'BC', zipCode: 'V5T 3E1', contact: { name: 'Jo Park', phone: '+1 (604) 555-0150' } },
};

describe("an assignment's venue, directions and calendar event (DECISIONS.md section 17)", () => {
  it('leads to the full address of an in-person session, with every character of it encoded, and nowhere for a virtual one', () => {
    expect(assignmentVenue(assignment)).toBe('12 Main St, Unit #4, Vancouver, BC V5T 3E1');
    expect(new URL(directionsUrl(assignment)!).searchParams.get('query')).toBe('12 Main St, Unit #4, Vancouver, BC V5T 3E1');
    const virtual = { ...assignment, serviceType: 'virtual' };
    expect(directionsUrl(virtual)).toBeNull();
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(assignmentsCalendar([virtual], new Date()))).getFirstSubcomponent('vevent')!).location).toBeNull();
  });

  it('dials the phone as written, its digits and leading +', () => {
    expect(telHref(assignment.business.contact.phone)).toBe('tel:+16045550150');
    expect(telHref('604.555.0150')).toBe('tel:6045550150');
  });

  it('writes one event per assignment, naming the contact, with "1 hour" in the singular', () => {
    const calendar = new ICAL.Component(ICAL.parse(assignmentsCalendar([assignment, { ...assignment, assignmentId: 8, bookingDate: '2026-12-04' }], new Date(), 'Noor Haddad')));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('ChefConnect: Noor Haddad');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map(({ uid }) => uid)).toEqual(['assignment-7@chefconnect.ca', 'assignment-8@chefconnect.ca']);
    expect(events[0]!.description).toBe('Evening, 4:00 p.m. to 5:00 p.m., 1 hour\nContact: Jo Park, +1 (604) 555-0150\nTraining 2 baristas');
  });

  it('ends the event its duration after the start (DECISIONS.md section 23): 4 PM to 10 PM, 23:00Z to 05:00Z in December', () => {
    const calendar = new ICAL.Component(ICAL.parse(assignmentsCalendar([{ ...assignment, duration: 6 }], new Date())));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const event = calendar.getFirstSubcomponent('vevent')!;
    const instant = (name: string) => {
      const time = event.getFirstPropertyValue(name) as ICAL.Time;
      return new ICAL.Time({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute }, zone).toJSDate().toISOString();
    };
    expect([instant('dtstart'), instant('dtend')]).toEqual(['2026-12-03T23:00:00.000Z', '2026-12-04T05:00:00.000Z']);
  });
});
