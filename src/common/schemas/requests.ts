import { z } from 'zod';
import { CONTACT_SUBJECTS, HOURS_REQUEST_MAX, HOURS_REQUEST_MIN } from '../constants.js';
import {
  emailAddress,
  entityId,
  oneOf,
  optionalMultiLineText,
  optionalText,
  requiredMultiLineText,
  requiredText,
  valuesOf,
  wholeNumber,
} from './fields.js';

export const NO_BUSINESS_ID = 'No business ID available';

/**
 * POST /api/request-hours: the union of the dashboard's and the form's payloads (SPEC.md
 * section 3). The server takes the business, contact name and email from its own records;
 * the copies the dashboard sends are accepted and ignored.
 */
export const hoursRequestInput = z.strictObject({
  businessId: entityId(NO_BUSINESS_ID),
  phone: requiredText('Phone number is required', 40),
  hoursNeeded: wholeNumber(
    HOURS_REQUEST_MIN,
    HOURS_REQUEST_MAX,
    `Hours needed must be a whole number from ${HOURS_REQUEST_MIN} to ${HOURS_REQUEST_MAX}`,
  ),
  reason: optionalMultiLineText(),
  businessName: optionalText(),
  contactName: optionalText(),
  email: optionalText(),
});
export type HoursRequestInput = z.input<typeof hoursRequestInput>;

/** POST /api/contact (SPEC.md section 5). */
export const contactMessageInput = z.strictObject({
  name: requiredText('Name is required'),
  email: emailAddress('Please enter a valid email address'),
  phone: optionalText(40),
  subject: oneOf(valuesOf(CONTACT_SUBJECTS), 'Please select a subject'),
  message: requiredMultiLineText('Message is required', 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const newsletterInput = z.strictObject({
  email: emailAddress('Please enter a valid email address'),
});

export const settingsInput = z.strictObject({
  emailNotifications: z.boolean({ error: 'Must be true or false' }),
  smsReminders: z.boolean({ error: 'Must be true or false' }),
});
export type SettingsInput = z.input<typeof settingsInput>;
