import { z } from 'zod';
import { dayAnswer, laborBankAnswer, sessionInstantsAnswer } from './shared.js';

/** What registering answers besides the success flag and message. */
export const registeredAnswer = z.strictObject({
  business: z.strictObject({ id: z.number().int(), businessName: z.string() }),
  contact: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  booking: z.strictObject({ id: z.number().int(), bookingDate: dayAnswer, timeSlot: z.string(), duration: z.number(), ...sessionInstantsAnswer, status: z.string() }),
  laborBank: laborBankAnswer,
});
export type RegisteredAnswer = z.output<typeof registeredAnswer>;

/** POST /api/register: 201 with the new business, its contact, its first booking and its labor bank. */
export const registerAnswer = z.strictObject({ success: z.literal(true), message: z.string(), ...registeredAnswer.shape });
