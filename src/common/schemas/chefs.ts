import { z } from 'zod';
import { AVAILABILITY_SLOTS, CHEF_ACHIEVEMENTS_MAX, CHEF_EXPERIENCE_MAX_YEARS, CHEF_GROUPS, CHEF_STATUSES, CHEF_TIERS, SETTABLE_CHEF_STATUSES } from '../chefs.js';
import { SERVICE_TYPES, SHORT_TEXT_MAX } from '../constants.js';
import { CHEF_RATE_MAX, CHEF_RATE_MIN } from '../pricing.js';
import { tablePaging } from './admin.js';
import { boundedText, calendarDay, emailAddress, multiLineText, oneOf, requiredText, singleLineText, valuesOf, wholeNumber } from './fields.js';
import { somethingToUpdate } from './registration.js';

export const CHEF_EMAIL_TAKEN = 'A chef with this email already exists';
export const CHEF_NOT_FOUND = 'Chef not found';

/** Optional text that may also be cleared: an empty string or null is stored as "none" (null). */
function clearable(text: z.ZodType<string, string>) {
  return text
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** One line that may be cleared: a phone, a number, credentials. */
function clearableText(max: number) {
  return clearable(singleLineText(boundedText(max)));
}

/** Several lines that may be cleared: a bio, a reason for time off. */
function clearableMultiLineText(max: number) {
  return clearable(multiLineText(boundedText(max)));
}

const photoUrl = clearable(
  singleLineText(
    z
      .string({ error: 'Photo URL must be a web address' })
      .trim()
      .max(500, { error: 'Must be at most 500 characters' }),
  ).refine((value) => value === '' || /^https:\/\/\S+$/i.test(value), { error: 'Photo URL must start with https://' }),
);

/** Every field a chef has, as an admin sends it; `tier` is never sent: it follows from the years. */
const chefFields = {
  name: requiredText('Name is required'),
  email: emailAddress('Please enter a valid email address'),
  phone: clearableText(40),
  photoUrl,
  bio: clearableMultiLineText(2000),
  specialty: requiredText('Specialty is required'),
  group: oneOf(valuesOf(CHEF_GROUPS), 'Please choose a group'),
  yearsExperience: wholeNumber(
    1,
    CHEF_EXPERIENCE_MAX_YEARS,
    `Years of experience must be a whole number from 1 to ${CHEF_EXPERIENCE_MAX_YEARS}`,
  ),
  redSeal: z.boolean({ error: 'Red Seal must be true or false' }),
  redSealNumber: clearableText(40),
  credentials: clearableText(SHORT_TEXT_MAX * 2),
  achievements: z
    .array(requiredText('An achievement cannot be empty', SHORT_TEXT_MAX), { error: 'Achievements must be a list' })
    .max(CHEF_ACHIEVEMENTS_MAX, { error: `At most ${CHEF_ACHIEVEMENTS_MAX} achievements` }),
  serviceTypes: z
    .array(oneOf(valuesOf(SERVICE_TYPES), 'Service types are in-person and virtual'), { error: 'Choose at least one service type' })
    .min(1, { error: 'Choose at least one service type' })
    .transform((types) => [...new Set(types)].sort()),
  hourlyRate: wholeNumber(
    CHEF_RATE_MIN,
    CHEF_RATE_MAX,
    `Hourly rate must be a whole number of dollars from ${CHEF_RATE_MIN} to ${CHEF_RATE_MAX}`,
  ),
  showOnSite: z.boolean({ error: 'Show on site must be true or false' }),
  status: oneOf(valuesOf(SETTABLE_CHEF_STATUSES), 'Status is invited, active or inactive'),
};

/** POST /api/admin/chefs and the add screen. A new chef is invited unless the admin says otherwise. */
export const chefCreateInput = z.strictObject({
  ...chefFields,
  redSeal: chefFields.redSeal.default(true),
  achievements: chefFields.achievements.default([]),
  showOnSite: chefFields.showOnSite.default(false),
  status: chefFields.status.default('invited'),
});
export type ChefCreateInput = z.input<typeof chefCreateInput>;
export type ChefCreate = z.output<typeof chefCreateInput>;

/** PATCH /api/admin/chefs/{id} and the edit screen: any of the fields, each with the same rules. */
export const chefUpdateInput = z.strictObject(chefFields).partial();
export type ChefUpdateInput = z.input<typeof chefUpdateInput>;
export type ChefUpdate = z.output<typeof chefUpdateInput>;

export const CHEF_SORT_FIELDS = ['name', 'yearsExperience', 'hourlyRate', 'group', 'status', 'createdAt'] as const;
export type ChefSortField = (typeof CHEF_SORT_FIELDS)[number];

/** The admin Chefs table's view: paged, sorted, searched and filtered on the server. */
export const chefListInput = z.strictObject({
  ...tablePaging,
  sortBy: z.enum(CHEF_SORT_FIELDS).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  tier: z.enum(CHEF_TIERS).optional(),
  status: oneOf(valuesOf(CHEF_STATUSES), 'Status is invited, active, inactive or suspended').optional(),
  serviceType: oneOf(valuesOf(SERVICE_TYPES), 'Service types are in-person and virtual').optional(),
});
export type ChefListInput = z.input<typeof chefListInput>;

/** One weekday's slots, each at most once, in the day's order; a missing day is a day off. */
const daySlots = z
  .array(oneOf(AVAILABILITY_SLOTS, 'Slots are morning, afternoon and evening'), { error: 'A day is a list of slots' })
  .transform((slots) => AVAILABILITY_SLOTS.filter((slot) => slots.includes(slot)))
  .default([]);

/** PUT /api/chef/availability: `{"weekly": {"monday": ["morning", "evening"], …}}`. */
export const weeklyAvailabilityInput = z.strictObject({
  weekly: z.strictObject({
    monday: daySlots,
    tuesday: daySlots,
    wednesday: daySlots,
    thursday: daySlots,
    friday: daySlots,
    saturday: daySlots,
    sunday: daySlots,
  }),
});
export type WeeklyAvailability = z.output<typeof weeklyAvailabilityInput>['weekly'];

/** The longest stretch of time off one entry may cover; a longer absence is several entries or a word with the coordinator. */
export const TIME_OFF_MAX_DAYS = 366;
export const TIME_OFF_DATE_MESSAGE = 'Please choose a valid date';
export const TIME_OFF_ORDER_MESSAGE = 'The last day off cannot be before the first';
export const TIME_OFF_LENGTH_MESSAGE = `Time off can cover at most ${TIME_OFF_MAX_DAYS} days at once`;

const timeOffDate = calendarDay(TIME_OFF_DATE_MESSAGE);

/** POST /api/chef/time-off: days from and to inclusive, with a reason the chef may leave out. */
export const timeOffInput = z
  .strictObject({
    from: timeOffDate,
    to: timeOffDate,
    reason: clearableMultiLineText(500),
  })
  .superRefine(({ from, to }, ctx) => {
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: TIME_OFF_ORDER_MESSAGE });
    else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > TIME_OFF_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: TIME_OFF_LENGTH_MESSAGE });
    }
  });
export type TimeOffInput = z.input<typeof timeOffInput>;
export type TimeOff = z.output<typeof timeOffInput>;

/**
 * PATCH /api/chef/me and its tRPC twin: what a chef edits of their own profile, any of it, at
 * least one field; rate, tier, Red Seal and the rest are the admin's.
 */
export const chefProfileInput = somethingToUpdate(
  z.strictObject({
    phone: chefFields.phone,
    photoUrl: chefFields.photoUrl,
    bio: chefFields.bio,
    specialty: chefFields.specialty.optional(),
  }),
);
export type ChefProfileInput = z.input<typeof chefProfileInput>;
export type ChefProfile = z.output<typeof chefProfileInput>;

/** POST /api/chef/login-link. */
export const chefLoginLinkInput = z.strictObject({ email: emailAddress('Please enter a valid email address') });
/** POST /api/chef/login: the token of the emailed link. */
export const chefLoginInput = z.strictObject({ token: requiredText('Invalid or expired sign-in link', 200) });
