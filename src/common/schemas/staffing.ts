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

/** The longest stretch the board shows at once (a month of bookings is thousands of rows), and what it shows unasked. */
export const BOARD_MAX_DAYS = 31;
export const BOARD_DEFAULT_DAYS = 14;

/** GET /api/admin/bookings?from=&to=&staffing=: the next 14 days unless told otherwise. */
export const operationsBoardInput = z
  .strictObject({
    from: calendarDay('From must be a date').optional(),
    to: calendarDay('To must be a date').optional(),
    staffing: oneOf(valuesOf(STAFFING_STATES), 'Staffing is awaiting-chef, offered or assigned').optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    const problem = from && to ? boardRangeProblem(from, to) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });

/** What is wrong with a board's days, from and to inclusive (YYYY-MM-DD), or null. */
export function boardRangeProblem(from: string, to: string): string | null {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) return 'To cannot be before from';
  if (days > BOARD_MAX_DAYS) return `The board shows at most ${BOARD_MAX_DAYS} days at once`;
  return null;
}
export type OperationsBoardInput = z.output<typeof operationsBoardInput>;
