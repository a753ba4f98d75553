import { z } from 'zod';
import { BUSINESS_TYPES, EMPLOYEE_COUNTS, PREFERRED_CONTACT_METHODS, PROVINCES } from '../constants.js';
import { emailAddress, oneOf, optionalMultiLineText, requiredText, valuesOf } from './fields.js';

/*
 * A business and its contact: the wizard's first two steps and a profile edit. Apart from the
 * rest of the registration (registration.ts, which re-exports these) so that step 1's form,
 * which loads after the page has painted, does not also build the booking and series schemas.
 */

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

/** Every business and contact field of a profile, with the wizard's rules: the admin's Edit Business. */
export const profileInput = z.strictObject({
  ...businessInfoFields,
  ...contactInfoFields,
  employeeCount: employeeCount.optional(),
  description: optionalMultiLineText(),
});
export type ProfileInput = z.input<typeof profileInput>;
