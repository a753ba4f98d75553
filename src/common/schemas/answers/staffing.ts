import { z } from 'zod';
import { valuesOf } from '../fields.js';
import { CHEF_TIERS, OFFER_STATUSES, STAFFING_STATES } from '../../chefs.js';
import { chefRatingFields } from './session-life.js';
import { sessionInstantsAnswer, sessionNeedsAnswer } from './shared.js';

/**
 * The JSON answers of DECISIONS.md section 9's REST calls: the OpenAPI document names
 * them, and the staffing service's views are their z.output, so a drift fails the typecheck.
 */

/** An offer in JSON (section 9); expiresAt is an ISO datetime. */
export const offerAnswer = z.strictObject({
  id: z.number().int(),
  bookingId: z.number().int(),
  chefId: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  expiresAt: z.string(),
});

/** A chef's open offer with its booking, never the business's contact details. */
export const chefOfferAnswer = offerAnswer.extend({
  booking: z.strictObject({
    bookingDate: z.string(),
    timeSlot: z.string(),
    duration: z.number().int(),
    serviceType: z.string(),
    business: z.strictObject({ name: z.string(), city: z.string() }),
  }),
  ...sessionInstantsAnswer,
  /** Why an accept would be refused now (another assignment at that time, time off since), or null. */
  cannotAccept: z.string().nullable(),
  /** What the session would pay: its hours at the chef's rate today, in cents (DECISIONS.md section 17). */
  payCents: z.number().int(),
  needs: sessionNeedsAnswer,
});

/** The chef of a booking as a business and the board see them. */
export const bookingChefAnswer = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  tier: z.enum(CHEF_TIERS),
  redSeal: z.boolean(),
  photoUrl: z.string().nullable(),
});

/** A chef who may work a booking, with what the admin chooses by. */
export const eligibleChefAnswer = bookingChefAnswer.extend({
  ...chefRatingFields,
  hourlyRate: z.number().int(),
  /** The booking's business marked this chef as a favourite. */
  favourite: z.boolean(),
  /** The reliability score (DECISIONS.md section 14); null for a chef still New. */
  score: z.number().int().nullable(),
  assignmentsThatWeek: z.number().int(),
});

/** Whether a chef may work a booking and, when not, every reason why (DECISIONS.md section 17). */
export const candidateAnswer = z.strictObject({
  chefId: z.number().int(),
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.string()),
});

/** One row of the admin's Operations board. */
export const boardRowAnswer = z.strictObject({
  bookingId: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  city: z.string(),
  bookingDate: z.string(),
  timeSlot: z.string(),
  serviceType: z.string(),
  duration: z.number().int(),
  ...sessionInstantsAnswer,
  staffing: z.enum(valuesOf(STAFFING_STATES)),
  chef: bookingChefAnswer.nullable(),
  openOffers: z.number().int(),
  /** Whom the open offers went to, and when each closes (an ISO datetime), soonest first (DECISIONS.md section 17). */
  offers: z.array(z.strictObject({ chefId: z.number().int(), name: z.string(), expiresAt: z.string() })),
  /** Starts within 48 hours with no chef. */
  urgent: z.boolean(),
  /** Its chef has not confirmed and it starts within 12 hours (DECISIONS.md section 14). */
  unconfirmed: z.boolean(),
  /** The standing booking it is a session of, which the board groups (DECISIONS.md section 20); null for a single booking. */
  seriesId: z.number().int().nullable(),
});

/** DELETE /api/admin/bookings/{id}/offers: how many open offers were withdrawn (0 when none was open, say an accept came first). */
export const withdrawnOffersAnswer = z.strictObject({ success: z.literal(true), withdrawn: z.number().int() });

/** POST /api/admin/series/{id}/offers (DECISIONS.md section 20): one series offer to each chef newly asked. */
export const seriesOffersMadeAnswer = z.strictObject({
  success: z.literal(true),
  seriesOffers: z.array(z.strictObject({ id: z.number().int(), chefId: z.number().int() })),
});

/** A session of a series offer: those still open to the chef, each dropping out at its start. */
export const seriesOfferSessionAnswer = z.strictObject({
  bookingId: z.number().int(),
  bookingDate: z.string(),
  timeSlot: z.string(),
  duration: z.number().int(),
  ...sessionInstantsAnswer,
});

/** A chef's series offer: one card with its sessions and what they pay together, at the chef's rate today. */
export const chefSeriesOfferAnswer = z.strictObject({
  id: z.number().int(),
  seriesId: z.number().int(),
  businessName: z.string(),
  sessions: z.array(seriesOfferSessionAnswer),
  payCents: z.number().int(),
  expiresAt: z.string(),
});

export const chefSeriesOffersAnswer = z.strictObject({ seriesOffers: z.array(chefSeriesOfferAnswer) });

/** Accepting a series offer: the sessions the chef now holds, and why not each other one still offered. */
export const seriesAcceptAnswer = z.strictObject({
  success: z.literal(true),
  taken: z.array(z.number().int()),
  notTaken: z.array(z.strictObject({ bookingId: z.number().int(), reason: z.string() })),
});
