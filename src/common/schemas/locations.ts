import { z } from 'zod';
import { entityId, wholeNumber } from './fields.js';
import { businessInfoSchema } from './registration.js';

/** A group's locations (DECISIONS.md section 18): moving the session between them, a new one, moving hours. */

/** POST /api/session/business: the business the session acts for from now on. */
export const switchBusinessInput = z.strictObject({ businessId: entityId() });
export type SwitchBusinessInput = z.output<typeof switchBusinessInput>;

/** POST /api/business/locations: a new location is asked for as registration's business step. */
export const newLocationInput = businessInfoSchema;
export type NewLocationInput = z.input<typeof newLocationInput>;

/** More than any bank holds: bounded, as every number of a body is. */
export const TRANSFER_HOURS_MAX = 100_000;
export const TRANSFER_HOURS_MESSAGE = 'Hours must be a whole number of at least 1';
export const SAME_BUSINESS_TRANSFER = 'Choose two different locations';

/** POST /api/business/transfers: whole hours from 1, between two different businesses. */
export const transferInput = z
  .strictObject({
    fromBusinessId: entityId(),
    toBusinessId: entityId(),
    hours: wholeNumber(1, TRANSFER_HOURS_MAX, TRANSFER_HOURS_MESSAGE),
  })
  .refine(({ fromBusinessId, toBusinessId }) => fromBusinessId !== toBusinessId, { error: SAME_BUSINESS_TRANSFER, path: ['toBusinessId'] });
export type TransferInput = z.output<typeof transferInput>;
