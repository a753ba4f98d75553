import { z } from 'zod';
import { dayAnswer } from './shared.js';

/** A day or one time slot of it closed for booking. */
export const blockedSlotAnswer = z.strictObject({
  id: z.number().int(),
  date: dayAnswer,
  /** null: the whole day is closed. */
  timeSlot: z.string().nullable(),
  reason: z.string().nullable(),
});
export type BlockedSlotAnswer = z.output<typeof blockedSlotAnswer>;

/** GET /api/availability: the closed days and slots from today on. */
export const availabilityAnswer = z.array(blockedSlotAnswer);
