import { z } from 'zod';
import { valuesOf } from '../fields.js';
import { STAFFING_STATES } from '../../chefs.js';
import { JOB_STATES } from '../../constants.js';
import { MEMBER_ROLES } from '../../team.js';
import { hoursRequestAnswer } from './inbox.js';
import { timesheetAnswer } from './session-life.js';
import { bookingAnswer, dayAnswer, exportedRow, laborBankAnswer, sessionInstantsAnswer, timestampAnswer } from './shared.js';
import { bookingChefAnswer } from './staffing.js';

/**
 * GET /api/session. For a business session (DECISIONS.md section 18): the business it acts for,
 * with the signed-in member's names and role there (contactId stays the business's contact), the
 * member, and every business the person belongs to; each null when no business is signed in.
 */
export const sessionAnswer = z.strictObject({
  business: z
    .strictObject({ businessId: z.number().int(), contactId: z.number().int(), firstName: z.string(), lastName: z.string(), businessName: z.string(), role: z.enum(MEMBER_ROLES) })
    .nullable(),
  member: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  memberships: z.array(z.strictObject({ businessId: z.number().int(), businessName: z.string(), role: z.enum(MEMBER_ROLES) })).nullable(),
  admin: z.strictObject({ adminId: z.number().int(), username: z.string() }).nullable(),
  chef: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
});
export type SessionAnswer = z.output<typeof sessionAnswer>;

export const businessAnswer = z.strictObject({
  id: z.number().int(),
  businessName: z.string(),
  businessType: z.string(),
  businessAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  employeeCount: z.string(),
  description: z.string().nullable(),
  createdAt: timestampAnswer,
});

export const contactAnswer = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  preferredContact: z.string(),
});

export const laborTransactionAnswer = z.strictObject({
  id: z.number().int(),
  description: z.string(),
  transactionDate: timestampAnswer,
  hours: z.number(),
  bookingId: z.number().int().nullable(),
});

/** GET and PUT /api/business/settings. */
export const settingsAnswer = z.strictObject({ emailNotifications: z.boolean(), smsReminders: z.boolean() });
export type SettingsAnswer = z.output<typeof settingsAnswer>;

/** A dashboard booking: the booking with its staffing, its chef and the hours its chef reported. */
export const dashboardBookingAnswer = z.strictObject({
  ...bookingAnswer.shape,
  staffing: z.enum(valuesOf(STAFFING_STATES)),
  chef: bookingChefAnswer.nullable(),
  /** The assigned chef confirmed they will come (DECISIONS.md section 14); false without a chef. */
  chefConfirmed: z.boolean(),
  timesheet: timesheetAnswer.nullable(),
});

/** GET /api/dashboard/{businessId}. */
export const dashboardAnswer = z.strictObject({
  business: businessAnswer,
  contact: contactAnswer.nullable(),
  bookings: z.array(dashboardBookingAnswer),
  laborBank: laborBankAnswer.nullable(),
  laborTransactions: z.array(laborTransactionAnswer),
  settings: settingsAnswer,
  /** How many people are on the team (its active members): "Booked by" shows where there is more than one (DECISIONS.md section 18). */
  activeMembers: z.number().int(),
});
export type DashboardAnswer = z.output<typeof dashboardAnswer>;

/** PATCH /api/business/profile: the whole profile after the change. */
export const profileAnswer = z.strictObject({ success: z.literal(true), business: businessAnswer, contact: contactAnswer.nullable() });

/** POST /api/request-hours: 201. */
export const hoursRequestedAnswer = z.strictObject({ success: z.literal(true), request: hoursRequestAnswer });

/** A business's confirmed session to come, as the admin's lists show it: its day, slot and hours, and when it starts and ends. */
export const upcomingSessionAnswer = z.strictObject({ bookingDate: dayAnswer, timeSlot: z.string(), duration: z.number(), ...sessionInstantsAnswer });
export type UpcomingSessionAnswer = z.output<typeof upcomingSessionAnswer>;

/** GET /api/admin/businesses: every business, with its upcoming confirmed bookings. */
export const adminBusinessListAnswer = z.array(
  z.strictObject({
    id: z.number().int(),
    businessName: z.string(),
    city: z.string(),
    state: z.string(),
    contact: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
    laborBank: z.strictObject({ totalHours: z.number(), usedHours: z.number() }).nullable(),
    bookings: z.array(upcomingSessionAnswer),
  }),
);
export type AdminBusinessListAnswer = z.output<typeof adminBusinessListAnswer>;

export const deletedBusinessAnswer = z.strictObject({ id: z.number().int(), businessName: z.string() });
export type DeletedBusinessAnswer = z.output<typeof deletedBusinessAnswer>;

/** DELETE /api/admin/business/{id}. */
export const deleteBusinessAnswer = z.strictObject({ success: z.literal(true), deleted: deletedBusinessAnswer });

/** A background job as the admin sees it; never its payload. */
export const jobAnswer = z.strictObject({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: timestampAnswer,
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});
export type JobAnswer = z.output<typeof jobAnswer>;

/** GET /api/admin/jobs. */
export const jobListAnswer = z.strictObject({ jobs: z.array(jobAnswer) });

/** POST /api/admin/jobs/{id}/retry. */
export const jobRetriedAnswer = z.strictObject({ success: z.literal(true), job: jobAnswer });

/** GET /api/business/export: everything held about the signed-in business, no hash or token. */
export const businessExportAnswer = z.strictObject({
  exportedAt: timestampAnswer,
  business: exportedRow,
  contact: exportedRow.nullable(),
  members: z.array(exportedRow),
  bookings: z.array(exportedRow),
  laborTransactions: z.array(exportedRow),
  orders: z.array(exportedRow),
  timesheets: z.array(exportedRow),
  ratings: z.array(exportedRow),
  settings: exportedRow.nullable(),
});
export type BusinessExportAnswer = z.output<typeof businessExportAnswer>;

/** POST /api/business/close. */
export const closeBusinessAnswer = z.strictObject({ success: z.literal(true) });
