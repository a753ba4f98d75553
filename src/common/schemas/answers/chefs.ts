import { z } from 'zod';
import { valuesOf } from '../fields.js';
import { AVAILABILITY_SLOTS, CHEF_GROUPS, CHEF_STATUSES, CHEF_TIERS, WEEKDAYS } from '../../chefs.js';
import { SERVICE_TYPES } from '../../constants.js';
import { reliabilityAnswer } from './reliability.js';
import { timesheetAnswer } from './session-life.js';
import { exportedRow, sessionInstantsAnswer, sessionNeedsAnswer, timestampAnswer } from './shared.js';

/**
 * The JSON answers of DECISIONS.md section 8's REST calls: the OpenAPI document names
 * them, and the chef services' views are their z.output, so a drift fails the typecheck.
 */

/** A chef in JSON, exactly as section 8 names it: every chef answer is this one. */
export const chefAnswer = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  specialty: z.string(),
  group: z.enum(valuesOf(CHEF_GROUPS)),
  yearsExperience: z.number().int(),
  tier: z.enum(CHEF_TIERS),
  redSeal: z.boolean(),
  redSealNumber: z.string().nullable(),
  credentials: z.string().nullable(),
  achievements: z.array(z.string()),
  serviceTypes: z.array(z.enum(valuesOf(SERVICE_TYPES))),
  hourlyRate: z.number().int(),
  showOnSite: z.boolean(),
  status: z.enum(valuesOf(CHEF_STATUSES)),
  /** DECISIONS.md section 14: the record of the last 90 days and its score. */
  reliability: reliabilityAnswer,
});

const daySlotsAnswer = z.array(z.enum(AVAILABILITY_SLOTS));
/** A chef's week: every weekday present, its slots in the day's order (an empty list is a day off). */
export const weeklyAvailabilityAnswer = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, daySlotsAnswer])) as Record<(typeof WEEKDAYS)[number], typeof daySlotsAnswer>,
);

/** PUT /api/chef/availability. */
export const setAvailabilityAnswer = z.strictObject({ weekly: weeklyAvailabilityAnswer });

/** Days off, from and to inclusive (YYYY-MM-DD). */
export const timeOffAnswer = z.strictObject({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: z.string().nullable(),
});

/** GET /api/chef/me (and the sign-in and profile change that answer it): the chef with their week and time off to come. */
export const chefSelfAnswer = chefAnswer.extend({
  availability: weeklyAvailabilityAnswer,
  timeOff: z.array(timeOffAnswer),
});

/** A booking the chef is assigned to, with its start and end and the hours they reported, if any. */
export const portalAssignmentAnswer = z.strictObject({
  assignmentId: z.number().int(),
  bookingId: z.number().int(),
  bookingDate: z.string(),
  timeSlot: z.string(),
  duration: z.number().int(),
  serviceType: z.string(),
  serviceDescription: z.string().nullable(),
  specialRequests: z.string().nullable(),
  /** Assigned, the chef sees whom to ask for and may call them (DECISIONS.md section 17); an offer never carries these (section 9). */
  business: z.strictObject({
    name: z.string(),
    city: z.string(),
    address: z.string(),
    state: z.string(),
    zipCode: z.string(),
    contact: z.strictObject({ name: z.string(), phone: z.string() }),
  }),
  /** What the session pays: its hours at the rate recorded on the assignment, in cents. */
  payCents: z.number().int(),
  needs: sessionNeedsAnswer,
  /** When the chef confirmed they will come (DECISIONS.md section 14), or null. */
  confirmedAt: z.string().nullable(),
  ...sessionInstantsAnswer,
  timesheet: timesheetAnswer.nullable(),
});

/** GET /api/chef/assignments. */
export const chefAssignmentsAnswer = z.strictObject({
  upcoming: z.array(portalAssignmentAnswer),
  past: z.array(portalAssignmentAnswer),
});

/** A done with a sentence to show: the sign-in link request (the same either way) and an invitation. */
export const chefMessageAnswer = z.strictObject({ success: z.literal(true), message: z.string() });

/** A done with nothing more to say: sign-out, time off removed. */
export const chefDoneAnswer = z.strictObject({ success: z.literal(true) });

/** GET /api/chef/export: everything held about the signed-in chef, the tax id masked, no token. */
export const chefExportAnswer = z.strictObject({
  exportedAt: timestampAnswer,
  chef: exportedRow,
  availability: z.array(exportedRow),
  timeOff: z.array(exportedRow),
  credentials: z.array(exportedRow),
  assignments: z.array(exportedRow),
  offers: z.array(exportedRow),
  timesheets: z.array(exportedRow),
  ratings: z.array(exportedRow),
  ledgerLines: z.array(exportedRow),
  payouts: z.array(exportedRow),
  reliabilityEvents: z.array(exportedRow),
});
export type ChefExportAnswer = z.output<typeof chefExportAnswer>;
