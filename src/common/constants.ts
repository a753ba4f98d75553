/** Business constants of SPEC.md section 9 and DECISIONS.md section 4. */

export const COMPLIMENTARY_HOURS = 20;
export const COMPLIMENTARY_HOURS_DESCRIPTION =
  'Complimentary Platinum hours (2 in-person days + 10 virtual hours)';

export const BOOKING_MIN_HOURS = 1;
export const BOOKING_MAX_HOURS = 12;
export const BOOKING_DEFAULT_HOURS = 5;

export const HOURS_REQUEST_MIN = 1;
export const HOURS_REQUEST_MAX = 100;
export const ADMIN_ADD_HOURS_MAX = 1000;

/** Admin status thresholds on remaining hours: above 5 Active, above 0 Low Hours, else No Hours. */
export const LOW_HOURS_THRESHOLD = 5;

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

/** Booking dates are calendar days in this zone, whatever the server's own zone is. */
export const BUSINESS_TIME_ZONE = 'America/Vancouver';

export const BUSINESS_TYPES = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'cafe', label: 'Cafe' },
  { value: 'bakery', label: 'Bakery' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'catering', label: 'Catering' },
  { value: 'food-truck', label: 'Food Truck' },
  { value: 'other', label: 'Other' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

export const EMPLOYEE_COUNTS = ['1-5', '6-20', '21-50', '51-100', '100+'] as const;

export const PROVINCES = [
  { value: 'BC', label: 'British Columbia' },
  { value: 'AB', label: 'Alberta' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'ON', label: 'Ontario' },
  { value: 'QC', label: 'Quebec' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'YT', label: 'Yukon' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NU', label: 'Nunavut' },
] as const;

export const PREFERRED_CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'text', label: 'Text message' },
] as const;

export const SERVICE_TYPES = [
  { value: 'in-person', label: 'In-Person Chef' },
  { value: 'virtual', label: 'Virtual Assistance' },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]['value'];

/** The dashboard's label for a booking's service type (SPEC.md section 2). */
export function serviceTypeLabel(serviceType: string): string {
  return serviceType === 'in-person' ? 'In-Person Chef Service' : 'Virtual Consultation';
}

export const SERVICE_HOURS = [
  { value: '1-2', label: '1-2 hours' },
  { value: '3-4', label: '3-4 hours' },
  { value: '5-8', label: '5-8 hours' },
  { value: 'full-day', label: 'Full day' },
  { value: 'multi-day', label: 'Multiple days' },
] as const;

export const TIME_SLOTS = [
  { value: 'morning', label: 'Morning', hours: '8 AM-12 PM', start: 8, end: 12 },
  { value: 'afternoon', label: 'Afternoon', hours: '12-4 PM', start: 12, end: 16 },
  { value: 'evening', label: 'Evening', hours: '4-8 PM', start: 16, end: 20 },
  { value: 'all-day', label: 'All Day', hours: '8 AM-8 PM', start: 8, end: 20 },
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number]['value'];

/** 'Morning (8 AM-12 PM)': how a booking's slot reads on screens and in emails. */
export function timeSlotLabel(value: string): string {
  const slot = TIME_SLOTS.find((candidate) => candidate.value === value);
  return slot ? `${slot.label} (${slot.hours})` : value;
}

export const BOOKING_STATUSES = ['confirmed', 'completed', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'services', label: 'Our Services' },
  { value: 'booking', label: 'Booking Help' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'support', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const;

export const HOURS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type HoursRequestStatus = (typeof HOURS_REQUEST_STATUSES)[number];

/** A background job's life (DECISIONS.md section 7): queued until due, running under a lease, then done or failed. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export type BusinessHoursStatus = 'Active' | 'Low Hours' | 'No Hours';

/** SPEC.md section 4: the admin table's status from the remaining hours. */
export function businessHoursStatus(remainingHours: number): BusinessHoursStatus {
  if (remainingHours > LOW_HOURS_THRESHOLD) return 'Active';
  if (remainingHours > 0) return 'Low Hours';
  return 'No Hours';
}

/** Longest text accepted in a one-line field, and in a free-text field. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
/**
 * The reason an admin gives for a ledger line (hours added to a bank, a chef's adjustment): the
 * line's description, 500 characters, holds it after its prefix ("Added by ChefConnect: ").
 */
export const LEDGER_REASON_MAX = 450;

/**
 * The most calls one tRPC request may carry (DECISIONS.md section 16): the client's batch link
 * sends no more, and the server refuses a longer batch before running any of it, so one small
 * request cannot ask for thousands of answers.
 */
export const MAX_CALLS_PER_BATCH = 10;

/** The longest comment a rating takes (DECISIONS.md section 10). */
export const RATING_COMMENT_MAX = 1000;
