import { z } from 'zod';
import { STAFFING_STATES } from '../chefs.js';
import { calendarDay, entityId, oneOf, valuesOf } from './fields.js';

/** How many chefs one offer may go to at once: a coordinator's shortlist, not a broadcast. */
export const OFFER_MAX_CHEFS = 50;

/** POST /api/admin/bookings/{id}/offers. */
export const offerInput = z.strictObject({
  chefIds: z
    .array(entityId('Each chef is an id'), { error: 'Choose at least one chef' })
    .min(1, { error: 'Choose at least one chef' })
    .max(OFFER_MAX_CHEFS, { error: `Offer to at most ${OFFER_MAX_CHEFS} chefs at once` })
    .transform((ids) => [...new Set(ids)]),
});

/** PUT /api/admin/bookings/{id}/chef. */
export const assignChefInput = z.strictObject({ chefId: entityId('Choose a chef') });

/** GET /api/admin/bookings?from=&to=&staffing=: the next 14 days unless told otherwise. */
export const operationsBoardInput = z.strictObject({
  from: calendarDay('From must be a date').optional(),
  to: calendarDay('To must be a date').optional(),
  staffing: oneOf(valuesOf(STAFFING_STATES), 'Staffing is awaiting-chef, offered or assigned').optional(),
});
export type OperationsBoardInput = z.output<typeof operationsBoardInput>;
