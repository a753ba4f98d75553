import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { AVAILABILITY_SLOTS, WEEKDAYS } from '../../src/common/chefs.js';
import type { WeeklyAvailability } from '../../src/common/schemas/chefs.js';
import { BOARD_MAX_DAYS } from '../../src/common/schemas/staffing.js';

/**
 * The offer-acceptance load of `npm run bench` (DECISIONS.md section 9), set up through the
 * app's own REST calls: chefs added and invited by the admin, signed in by their emailed
 * links, working every slot; then booked sessions of the seed offered one per chef per day, so
 * that every accept of the load is a distinct chef taking a distinct booking with nothing to
 * overlap: each should answer 200.
 */

/** Chefs taking part: at most this many accepted bookings per day. */
const CHEFS = 40;
/** A weekly availability of every slot of every day: eligible for any booking that fits the rest. */
export const EVERY_SLOT_OF_THE_WEEK = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, [...AVAILABILITY_SLOTS]])) as WeeklyAvailability;
const SIGN_IN_LINK = /\/chef\/login\?token=([A-Za-z0-9_%-]+)/;

export interface OfferToAccept {
  offerId: number;
  /** The cc_chef cookie of the chef it was offered to. */
  cookie: string;
}

/**
 * How long the chef's sign-in email may take: the job runner sends it after the booking load's
 * own jobs (thousands of confirmations and alerts queued before it), a minute and more on a slow machine.
 */
const SIGN_IN_EMAIL_WAIT_MS = 300_000;

/** The sign-in link the server emailed to `email`, once its job runner has written it to the outbox. */
export async function emailedSignInToken(outboxDir: string, email: string): Promise<string> {
  const deadline = Date.now() + SIGN_IN_EMAIL_WAIT_MS;
  // An email file never changes once written: each is read once it is a second old (the outbox
  // writes it in place, so a younger one may still be half-written), not on every look.
  const read = new Set<string>();
  for (;;) {
    // The outbox directory appears with its first email.
    const files = existsSync(outboxDir) ? readdirSync(outboxDir, { withFileTypes: true }).filter((entry) => entry.isFile() && !read.has(entry.name)) : [];
    for (const file of files) {
      const filePath = path.join(outboxDir, file.name);
      if (Date.now() - statSync(filePath).mtimeMs > 1000) read.add(file.name);
      const raw = readFileSync(filePath, 'utf8');
      // The address stands plainly in the To header: only the chef's own emails are worth
      // parsing, not the thousands a booking load leaves in the outbox.
      if (!raw.includes(email)) continue;
      // An .eml of multipart parts in quoted-printable: read as a mail client reads it.
      const mail = await simpleParser(raw);
      const link = mail.text && SIGN_IN_LINK.exec(mail.text);
      if (link && [mail.to].flat().some((to) => to?.value.some(({ address }) => address === email))) return decodeURIComponent(link[1]!);
    }
    if (Date.now() > deadline) throw new Error(`no sign-in link reached ${email} within ${SIGN_IN_EMAIL_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function call(url: string, method: string, pathname: string, cookie: string, body?: unknown) {
  const response = await fetch(new URL(pathname, url), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 200)}`);
  return { json: JSON.parse(text) as unknown, cookies: response.headers.getSetCookie() };
}

function day(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** `wanted` open offers, each of a different booking, for chefs signed in here. */
export async function offersToAccept(url: string, adminCookie: string, outboxDir: string, wanted: number): Promise<OfferToAccept[]> {
  const run = Date.now();
  const chefs: { id: number; cookie: string }[] = [];
  for (let index = 0; index < CHEFS; index += 1) {
    const email = `bench.chef.${run}.${index}@example.com`;
    const { json } = await call(url, 'POST', '/api/admin/chefs', adminCookie, {
      name: `Bench Chef ${index}`,
      email,
      specialty: 'Load',
      group: 'rising',
      yearsExperience: 5,
      serviceTypes: ['in-person', 'virtual'],
      hourlyRate: 45,
      status: 'active',
    });
    const id = (json as { id: number }).id;
    await call(url, 'POST', `/api/admin/chefs/${id}/invite`, adminCookie);
    const { cookies } = await call(url, 'POST', '/api/chef/login', '', { token: await emailedSignInToken(outboxDir, email) });
    const cookie = cookies.find((line) => line.startsWith('cc_chef='))!.split(';')[0]!;
    await call(url, 'PUT', '/api/chef/availability', cookie, { weekly: EVERY_SLOT_OF_THE_WEEK });
    chefs.push({ id, cookie });
  }

  const takenOnDay = new Map<string, number>();
  const pairs: { bookingId: number; chef: (typeof chefs)[number] }[] = [];
  // The board shows a month at a time: month after month from three days ahead, until enough.
  for (let from = 3; from < 365 && pairs.length < wanted; from += BOARD_MAX_DAYS) {
    const { json } = await call(url, 'GET', `/api/admin/bookings?from=${day(from)}&to=${day(from + BOARD_MAX_DAYS - 1)}&staffing=awaiting-chef`, adminCookie);
    for (const row of json as { bookingId: number; bookingDate: string }[]) {
      const taken = takenOnDay.get(row.bookingDate) ?? 0;
      if (taken >= CHEFS || pairs.length >= wanted) continue;
      takenOnDay.set(row.bookingDate, taken + 1);
      pairs.push({ bookingId: row.bookingId, chef: chefs[taken]! });
    }
  }
  if (pairs.length < wanted) throw new Error(`only ${pairs.length} bookings to offer, ${wanted} wanted`);

  const offers: OfferToAccept[] = [];
  // Eight offers in flight at once: the setup is not what is measured.
  for (let start = 0; start < pairs.length; start += 8) {
    const made = await Promise.all(
      pairs.slice(start, start + 8).map(async ({ bookingId, chef }) => {
        const { json: created } = await call(url, 'POST', `/api/admin/bookings/${bookingId}/offers`, adminCookie, { chefIds: [chef.id] });
        return { offerId: (created as { id: number }[])[0]!.id, cookie: chef.cookie };
      }),
    );
    offers.push(...made);
  }
  return offers;
}
