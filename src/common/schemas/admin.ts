import { z } from 'zod';
import { ADMIN_ADD_HOURS_MAX, JOB_STATES, LEDGER_REASON_MAX, TIME_SLOTS } from '../constants.js';
import { bookingDate } from './booking.js';
import { entityId, oneOf, optionalText, requiredText, valuesOf, wholeNumber } from './fields.js';

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_SORT_FIELDS = ['businessName', 'city', 'remainingHours', 'nextBooking', 'createdAt'] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];

/** Page, page size and search of an admin table: they run on the server and live in the URL. */
export const tablePaging = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), {
      error: `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
    })
    .default(20),
  search: z.string().trim().max(200).default(''),
};

/** The admin businesses table's view. */
export const businessListInput = z.strictObject({
  ...tablePaging,
  sortBy: z.enum(ADMIN_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type BusinessListInput = z.input<typeof businessListInput>;

export const addHoursInput = z.strictObject({
  businessId: entityId(),
  hours: wholeNumber(1, ADMIN_ADD_HOURS_MAX, `Hours must be a whole number from 1 to ${ADMIN_ADD_HOURS_MAX}`),
  reason: requiredText('Please give a reason', LEDGER_REASON_MAX),
});

export const blockAvailabilityInput = z.strictObject({
  date: bookingDate,
  /** Missing means the whole day. */
  timeSlot: oneOf(valuesOf(TIME_SLOTS), 'Please choose a time slot').optional(),
  reason: optionalText(500),
});

export const exportKinds = ['businesses', 'bookings', 'ledger'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The admin's jobs screen lists one state at a time; failed jobs are the ones that need a person. */
export const jobListInput = z.strictObject({
  state: z.enum(JOB_STATES, { error: `State must be one of: ${JOB_STATES.join(', ')}` }).default('failed'),
});
