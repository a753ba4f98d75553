import { z } from 'zod';
import { BUSINESS_TYPES, EMPLOYEE_COUNTS, PREFERRED_CONTACT_METHODS, PROVINCES } from '../constants.js';
import { bookingDate, duration, serviceHours, serviceType, timeSlot } from './booking.js';
import { emailAddress, oneOf, optionalMultiLineText, requiredText, valuesOf } from './fields.js';

/** Without a default: a profile edit that leaves it out keeps the stored value. */
const employeeCount = oneOf(EMPLOYEE_COUNTS, 'Please select the number of employees');

/** Step 1 of the wizard, and the business half of a profile edit. */
export const businessInfoFields = {
  businessName: requiredText('Business name is required'),
  businessType: oneOf(valuesOf(BUSINESS_TYPES), 'Please select a business type'),
  businessAddress: requiredText('Business address is required'),
  city: requiredText('City is required'),
  state: oneOf(valuesOf(PROVINCES), 'State is required'),
  zipCode: requiredText('ZIP code is required', 20),
};
export const businessInfoSchema = z.strictObject({
  ...businessInfoFields,
  employeeCount: employeeCount.default('1-5'),
  description: optionalMultiLineText(),
});
export type BusinessInfo = z.input<typeof businessInfoSchema>;
/** A business step as the server has it after parsing (defaults applied): a registration's business, or a new location. */
export type BusinessStep = z.output<typeof businessInfoSchema>;

/** Step 2 of the wizard, and the contact half of a profile edit. */
export const contactInfoFields = {
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  jobTitle: requiredText('Job title is required'),
  email: emailAddress('Valid email address is required'),
  phone: requiredText('Phone number is required', 40),
};
export const contactInfoSchema = z.strictObject({
  ...contactInfoFields,
  preferredContact: oneOf(valuesOf(PREFERRED_CONTACT_METHODS), 'Please choose how to reach you').default(
    'email',
  ),
  newsletter: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type ContactInfo = z.input<typeof contactInfoSchema>;
export type ContactStep = z.output<typeof contactInfoSchema>;

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

/** Every business and contact field of a profile, with the wizard's rules: the admin's Edit Business. */
export const profileInput = z.strictObject({
  ...businessInfoFields,
  ...contactInfoFields,
  employeeCount: employeeCount.optional(),
  description: optionalMultiLineText(),
});
export type ProfileInput = z.input<typeof profileInput>;

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
