import { z } from 'zod';
import { bookingDate, duration, serviceHours, serviceType, timeSlot } from './booking.js';
import { optionalMultiLineText } from './fields.js';
import { businessInfoSchema, contactInfoSchema, profileInput } from './profile.js';

export {
  businessInfoFields,
  businessInfoSchema,
  contactInfoFields,
  contactInfoSchema,
  profileInput,
  type BusinessInfo,
  type BusinessStep,
  type ContactInfo,
  type ContactStep,
  type ProfileInput,
} from './profile.js';

/** Step 3 of the wizard. */
export const serviceInfoSchema = z.strictObject({
  serviceType: serviceType.default('in-person'),
  serviceDescription: optionalMultiLineText(),
  serviceHours: serviceHours.default('1-2'),
});
export type ServiceInfo = z.input<typeof serviceInfoSchema>;

/** DECISIONS.md section 11: complimentary hours are given once per email address. */
export const EMAIL_ALREADY_REGISTERED = 'An account with this email already exists. Please log in.';

/** DECISIONS.md section 24: one account per email, also when a profile's email changes. */
export const EMAIL_IN_USE = 'An account with this email already exists';

/** DECISIONS.md section 21: an erased contact's email registers no new business by itself. */
export const EMAIL_OF_CLOSED_ACCOUNT = 'This email belonged to a closed account: write to support to reopen it';

/** POST /api/register: the wizard's four steps flattened into one request (SPEC.md section 3). */
export const registrationInput = z.strictObject({
  ...businessInfoSchema.shape,
  ...contactInfoSchema.shape,
  ...serviceInfoSchema.shape,
  bookingDate,
  timeSlot,
  duration,
  specialRequests: optionalMultiLineText(),
});
export type RegistrationInput = z.input<typeof registrationInput>;
/** A registration as the server has it after parsing: defaults applied, dates as YYYY-MM-DD. */
export type Registration = z.output<typeof registrationInput>;

export const NOTHING_TO_UPDATE = 'Nothing to update';

/**
 * A PATCH body of optional fields that must name at least one of them: an empty body is 400
 * "Nothing to update" (DECISIONS.md sections 6 and 16) rather than a 200 that changed nothing.
 */
export function somethingToUpdate<Fields extends z.ZodType<Record<string, unknown>>>(fields: Fields): Fields {
  return fields.refine((values) => Object.values(values).some((value) => value !== undefined), { error: NOTHING_TO_UPDATE });
}

/**
 * PATCH /api/business/profile and its tRPC twin (DECISIONS.md section 6): any subset of the
 * profile's fields, each validated as at registration; what is left out keeps its value.
 */
export const profileUpdateInput = somethingToUpdate(profileInput.partial());
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;
