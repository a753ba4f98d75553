import { ADMIN_PAGE_SIZES, ADMIN_SORT_FIELDS, type AdminSortField } from '../../../common/schemas/admin.js';

/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/floor.ts)
 * imports them from here, never from a service.
 */

/**
 * The dashboard's statements as parameterised SQL, not find()/the query builder: this is the
 * hottest read (every dashboard load, every refresh after a change), and building the query
 * and hydrating entities cost more CPU than SQLite running it. The text is the same on every
 * call, so the query runner's prepared-statement cache reuses it. Portable SQL: quoted
 * camelCase identifiers and the driver's own placeholder ('?' on SQLite, '$1' on PostgreSQL).
 * A closed business is not found: its screens answer 404 (DECISIONS.md section 24).
 */
export const dashboardSql = (parameter: (index: number) => string) => ({
  business: `SELECT id, "businessName", "businessType", "businessAddress", city, state, "zipCode", "employeeCount", description, "createdAt"
    FROM business WHERE id = ${parameter(0)} AND "closedAt" IS NULL`,
  contact: `SELECT id, "firstName", "lastName", "jobTitle", email, phone, "preferredContact" FROM contact WHERE "businessId" = ${parameter(0)} LIMIT 1`,
  bookings: `${dashboardBookingSelect(parameter)} WHERE booking."businessId" = ${parameter(1)} ORDER BY booking."bookingDate" ASC, booking.id ASC`,
  bank: `SELECT "totalHours", "usedHours" FROM labor_bank WHERE "businessId" = ${parameter(0)} LIMIT 1`,
  ledger: `SELECT id, description, "transactionDate", hours, "bookingId" FROM labor_transaction WHERE "businessId" = ${parameter(0)} ORDER BY id DESC`,
  settings: `SELECT "emailNotifications", "smsReminders" FROM business_settings WHERE "businessId" = ${parameter(0)} LIMIT 1`,
  activeMembers: `SELECT COUNT(*) AS count FROM member WHERE "businessId" = ${parameter(0)} AND status = 'active'`,
});

/**
 * A booking as the dashboard shows it: each with its chef, if any, and how many of its offers
 * are still open (DECISIONS.md section 9); the offers' deadline is parameter 0, the conditions
 * that follow number theirs from 1. SQLite's '?' are numbered by position in the text, so the
 * parameters go in that order.
 */
export function dashboardBookingSelect(parameter: (index: number) => string): string {
  return `SELECT booking.id, booking.status, booking."bookingDate", booking."serviceType", booking."timeSlot", booking.duration,
      booking."serviceHours", booking."serviceDescription", booking."specialRequests", booking."seriesId", booking."createdByMemberId", booking."createdByName", booking."createdAt",
      chef.id AS "chefId", chef.name AS "chefName", chef."yearsExperience" AS "chefYears", chef."redSeal" AS "chefRedSeal", chef."photoUrl" AS "chefPhotoUrl",
      assignment."confirmedAt" AS "chefConfirmedAt",
      (SELECT COUNT(*) FROM offer WHERE offer."bookingId" = booking.id AND offer.status = 'open' AND offer."expiresAt" > ${parameter(0)}) AS "openOffers",
      timesheet.hours AS "timesheetHours", timesheet.note AS "timesheetNote", timesheet.status AS "timesheetStatus",
      timesheet."disputeReason" AS "timesheetDisputeReason", timesheet."submittedAt" AS "timesheetSubmittedAt", timesheet."decidedAt" AS "timesheetDecidedAt"
    FROM booking LEFT JOIN assignment ON assignment."bookingId" = booking.id LEFT JOIN chef ON chef.id = assignment."chefId"
      LEFT JOIN timesheet ON timesheet."bookingId" = booking.id`;
}

/** Numbers a text's placeholders in the order they appear: what SQLite's positional '?' needs. */
function inTextOrder(parameter: (index: number) => string): () => string {
  let next = 0;
  return () => parameter(next++);
}

/** A business's earliest confirmed booking from today on, as one of its columns; `today` is the placeholder of the Vancouver day. */
function nextBookingOf(column: 'bookingDate' | 'timeSlot' | 'duration', today: string): string {
  return `(SELECT next."${column}" FROM booking next WHERE next."businessId" = business.id AND next.status = 'confirmed' AND next."bookingDate" >= ${today} ORDER BY next."bookingDate", next.id LIMIT 1)`;
}

const REMAINING_HOURS = 'COALESCE(bank."totalHours" - bank."usedHours", 0)';

/** What each sort orders by: computed from the business and its bank only, never the whole row. */
const SORT_KEYS: Record<AdminSortField, (today: () => string) => string> = {
  businessName: () => 'business."businessNameKey"',
  city: () => 'business."cityKey"',
  remainingHours: () => REMAINING_HOURS,
  nextBooking: (today) => nextBookingOf('bookingDate', today()),
  createdAt: () => 'business."createdAt"',
};

/**
 * The admin search (SPEC.md section 5) among the open businesses (a deleted business is closed
 * and hidden, DECISIONS.md section 24): a case-insensitive substring of the name or city, on the
 * stored search keys, its pattern (business-search.ts) given at both placeholders. The table, its
 * count and the CSV exports all search with this condition, so an export holds exactly the rows
 * the table showed.
 */
export function openBusinessesMatching(searched: boolean, parameter: () => string, alias = 'business'): string {
  const open = `"${alias}"."closedAt" IS NULL`;
  return searched ? `${open} AND ("${alias}"."businessNameKey" LIKE ${parameter()} ESCAPE '\\' OR "${alias}"."cityKey" LIKE ${parameter()} ESCAPE '\\')` : open;
}

/** A row of the admin's lists: the business, its contact, its bank and its next session; its three placeholders are today's day. */
function adminRowSelect(parameter: () => string): string {
  return `SELECT business.id AS id, business."businessName" AS "businessName", business.city AS city, business.state AS state,
      business."createdAt" AS "createdAt", contact."firstName" AS "firstName", contact."lastName" AS "lastName", contact.email AS email,
      bank."totalHours" AS "totalHours", bank."usedHours" AS "usedHours", ${REMAINING_HOURS} AS "remainingHours",
      ${nextBookingOf('bookingDate', parameter())} AS "nextBookingDate",
      ${nextBookingOf('timeSlot', parameter())} AS "nextBookingSlot",
      ${nextBookingOf('duration', parameter())} AS "nextBookingDuration"
    FROM business business LEFT JOIN contact contact ON contact."businessId" = business.id LEFT JOIN labor_bank bank ON bank."businessId" = business.id`;
}

/** The key of the admin table's page statement for a sort, a direction and a search. */
export function adminPageStatement(sortBy: AdminSortField, direction: 'ASC' | 'DESC', searched: boolean): `page:${string}` {
  return `page:${sortBy}:${direction}:${searched ? 'searched' : 'all'}`;
}

/**
 * The admin table (SPEC.md section 5) as fixed texts, one per sort, direction, search and page
 * size: it is paged, sorted and searched in SQL so it stays fast at 10,000 businesses, and a
 * fixed text is built once and prepared once, where a query builder rebuilt the same SQL on every
 * page. The open businesses counted (matching the search, if any); the page on the sort key
 * alone (LIMIT and OFFSET last); then that page's rows by id, padded to the page size with 0,
 * which names no business. Businesses with no upcoming booking sort last whichever the direction.
 */
export const adminTableSql = (parameter: (index: number) => string) => {
  const texts: Record<string, string> = {};
  for (const searched of [false, true]) {
    texts[searched ? 'countSearched' : 'count'] = `SELECT COUNT(*) AS total FROM business business WHERE ${openBusinessesMatching(searched, inTextOrder(parameter))}`;
    for (const sortBy of ADMIN_SORT_FIELDS) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const next = inTextOrder(parameter);
        const sortKey = SORT_KEYS[sortBy](next);
        texts[adminPageStatement(sortBy, direction, searched)] = `SELECT business.id AS id, ${sortKey} AS "sortKey" FROM business business
          LEFT JOIN labor_bank bank ON bank."businessId" = business.id WHERE ${openBusinessesMatching(searched, next)}
          ORDER BY "sortKey" ${direction} NULLS LAST, business.id ${direction} LIMIT ${next()} OFFSET ${next()}`;
      }
    }
  }
  for (const size of ADMIN_PAGE_SIZES) {
    const next = inTextOrder(parameter);
    const select = adminRowSelect(next);
    texts[`rows:${size}`] = `${select} WHERE business."closedAt" IS NULL AND business.id IN (${Array.from({ length: size }, next).join(', ')})`;
  }
  texts.allRows = `${adminRowSelect(inTextOrder(parameter))} WHERE business."closedAt" IS NULL ORDER BY business.id`;
  return texts;
};
