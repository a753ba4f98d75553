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
