import { BUSINESS_TIME_ZONE, serviceTypeLabel, TIME_SLOTS } from '../../../common/constants';
import { company } from '../../../common/site';

/** What an .ics event needs from a booking (a subset of the dashboard's booking). */
export interface IcsBooking {
  id: number;
  bookingDate: string;
  serviceType: string;
  timeSlot: string;
  duration: number;
  specialRequests?: string | null;
}

/**
 * Booking dates are calendar days in Vancouver (DECISIONS.md section 4), so the event is
 * written in that zone with its VTIMEZONE rules, not in UTC: a calendar in any other zone
 * then shows the session at the right local time, across daylight saving changes too.
 */
const VANCOUVER_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 section 3.1: lines longer than 75 octets continue on a line starting with a space. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const character of line) {
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = '';
      limit = 74; // the leading space of a continuation line counts
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localDateTime(isoDate: string, hour: number): string {
  return `${isoDate.replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000`;
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A file name that says what the event is: chefconnect-booking-2025-12-21.ics */
export function bookingIcsFileName(booking: Pick<IcsBooking, 'bookingDate'>): string {
  return `chefconnect-booking-${booking.bookingDate}.ics`;
}

/**
 * The booking as an iCalendar file. The event spans its time slot (TIME_SLOTS); `now` is the
 * DTSTAMP, passed in so the function stays pure.
 */
export function bookingToIcs(booking: IcsBooking, now: Date): string {
  const slot = TIME_SLOTS.find((candidate) => candidate.value === booking.timeSlot) ?? TIME_SLOTS[0];
  const label = serviceTypeLabel(booking.serviceType);
  const hours = `${booking.duration} ${booking.duration === 1 ? 'hour' : 'hours'}`;
  const description = [
    `${label} booked through ${company.name}: ${hours}, ${slot.label} (${slot.hours}).`,
    booking.specialRequests ? `Special requests: ${booking.specialRequests}` : null,
    `Questions: ${company.supportEmail} or ${company.supportPhone}.`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${company.name}//Dashboard//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VANCOUVER_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@chefconnect.ca`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(booking.bookingDate, slot.start)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(booking.bookingDate, slot.end)}`,
    `SUMMARY:${escapeText(`${company.name}: ${label}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
