import { BUSINESS_TIME_ZONE } from './constants.js';
import { oneLine } from './text.js';
import { shiftDay } from './vancouver-time.js';

/**
 * An iCalendar (RFC 5545) writer for every calendar the product hands out: a business's
 * "add to calendar" file and a chef's private feed. Booking days are calendar days in Vancouver
 * (DECISIONS.md section 4), so events are written in that zone with its VTIMEZONE rules, not
 * in UTC: a calendar in any other zone shows the session at the right local time, before and
 * after British Columbia's last clock change too.
 */

export interface CalendarEvent {
  /** Stable across versions of the calendar, so a subscribed feed updates the event in place. */
  uid: string;
  /**
   * A Vancouver calendar day, YYYY-MM-DD, and the wall-clock hours the event spans from that
   * day's midnight: an end past 24 falls on the next day (an evening booked before sessions
   * ended by midnight).
   */
  day: string;
  startHour: number;
  endHour: number;
  summary: string;
  description: string;
  location?: string;
}

/**
 * America/Vancouver as IANA time-zone data 2026b and later have it (DECISIONS.md section 22):
 * daylight time from the second Sunday of March and standard time from the first Sunday of
 * November, until British Columbia kept daylight time's UTC−7 from its change of 2026-03-08 on.
 * The old rules end there (UNTIL is UTC: 2025-11-02 02:00 PDT, 2026-03-08 02:00 PST), and UTC−7
 * becomes standard time on 2026-11-01, where it first differs from the old fall-back. A
 * calendar that trusts the feed's own rules, as Outlook does, shows an 8 AM session at 8 AM.
 */
const VANCOUVER_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU;UNTIL=20260308T100000Z',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;UNTIL=20251102T090000Z',
  'END:STANDARD',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:20261101T020000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks (CRLF, LF or a lone CR)
 * are escaped in TEXT; any other control character, which TEXT does not allow and which a row
 * written before DECISIONS.md section 16 may hold, becomes a space.
 */
function escapeText(text: string): string {
  return oneLine(text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n'));
}

/** RFC 5545 section 3.1: lines longer than 75 octets continue on a line starting with a space, never inside a character. */
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

function localDateTime(day: string, hour: number): string {
  return `${shiftDay(day, Math.floor(hour / 24)).replace(/-/g, '')}T${String(hour % 24).padStart(2, '0')}0000`;
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A whole calendar; `now` is every event's DTSTAMP, passed in so the function stays pure. */
export function icsCalendar(calendar: { product: string; name?: string; events: CalendarEvent[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendar.product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...VANCOUVER_TIMEZONE,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(calendar.now)}`,
      `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.day, event.startHour)}`,
      `DTEND;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.day, event.endHour)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
