import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIcsFileName, bookingToIcs } from './ics';

const booking = {
  id: 42,
  bookingDate: '2026-07-14',
  serviceType: 'in-person',
  timeSlot: 'afternoon',
  duration: 5,
  specialRequests: null,
};
const now = new Date('2026-06-01T17:30:05.123Z');

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('bookingToIcs', () => {
  it("starts at its slot's start and ends its duration later, in Vancouver time (DECISIONS.md section 23)", () => {
    const lines = unfold(bookingToIcs(booking, now));
    expect(lines).toContain('DTSTART;TZID=America/Vancouver:20260714T120000');
    expect(lines).toContain('DTEND;TZID=America/Vancouver:20260714T170000');
    const event = new ICAL.Component(ICAL.parse(bookingToIcs(booking, now))).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('description')).toContain('5 hours, Afternoon, 12:00 p.m. to 5:00 p.m.');
  });

  it('runs an all-day booking from 8 AM for its hours, and an evening booked before the 8-hour limit past midnight', () => {
    const allDay = unfold(bookingToIcs({ ...booking, timeSlot: 'all-day', duration: 3 }, now));
    expect(allDay).toContain('DTSTART;TZID=America/Vancouver:20260714T080000');
    expect(allDay).toContain('DTEND;TZID=America/Vancouver:20260714T110000');
    const longEvening = unfold(bookingToIcs({ ...booking, timeSlot: 'evening', duration: 10 }, now));
    expect(longEvening).toContain('DTSTART;TZID=America/Vancouver:20260714T160000');
    expect(longEvening).toContain('DTEND;TZID=America/Vancouver:20260715T020000');
  });

  // ical.js applies the feed's own VTIMEZONE, as Outlook does, not the runtime's zone data;
  // the expected instants are written by hand (DECISIONS.md section 22).
  it.each([
    ['2026-01-15', '2026-01-15T16:00:00.000Z', 'standard time, UTC−8, before the last change'],
    ['2026-03-01', '2026-03-01T16:00:00.000Z', 'the last winter at UTC−8'],
    ['2026-07-10', '2026-07-10T15:00:00.000Z', 'daylight time, UTC−7'],
    ['2026-11-02', '2026-11-02T15:00:00.000Z', 'the day after the fall-back that no longer happens'],
    ['2026-12-10', '2026-12-10T15:00:00.000Z', 'the first winter at UTC−7'],
    ['2027-03-15', '2027-03-15T15:00:00.000Z', 'no spring change in 2027'],
    ['2027-11-08', '2027-11-08T15:00:00.000Z', 'no autumn change in 2027'],
  ])('puts 8 AM in Vancouver on %s at %s by its own VTIMEZONE (%s)', (bookingDate, instant) => {
    const calendar = new ICAL.Component(ICAL.parse(bookingToIcs({ ...booking, bookingDate, timeSlot: 'morning' }, now)));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const start = calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstart') as ICAL.Time;
    // Bound to the parsed zone itself, so no zone registered elsewhere can answer instead.
    const local = new ICAL.Time({ year: start.year, month: start.month, day: start.day, hour: start.hour, minute: start.minute }, zone);
    expect(local.toJSDate().toISOString()).toBe(instant);
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Vancouver');
  });

  it('writes the zone before the event', () => {
    const ics = bookingToIcs(booking, now);
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('names the service, a stable id per booking and the time it was made', () => {
    const lines = unfold(bookingToIcs(booking, now));
    expect(lines).toContain('SUMMARY:ChefConnect: In-Person Chef Service');
    expect(lines).toContain('UID:booking-42@chefconnect.ca');
    expect(lines).toContain('DTSTAMP:20260601T173005Z');
    expect(unfold(bookingToIcs({ ...booking, serviceType: 'virtual' }, now))).toContain(
      'SUMMARY:ChefConnect: Virtual Consultation',
    );
  });

  it('uses CRLF line endings, escapes text and folds lines longer than 75 octets', () => {
    const ics = bookingToIcs({ ...booking, specialRequests: 'Gluten-free; nut-free, please\nand vegan options '.repeat(3) }, now);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const description = unfold(ics).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('Gluten-free\\; nut-free\\, please\\nand vegan options');
  });

  it('wraps exactly one event in one calendar', () => {
    const ics = bookingToIcs(booking, now);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('names the file after the booking day', () => {
    expect(bookingIcsFileName(booking)).toBe('chefconnect-booking-2026-07-14.ics');
  });
});
