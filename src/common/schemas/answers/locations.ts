import { z } from 'zod';
import { laborBankAnswer } from './shared.js';

/** POST /api/business/locations (201): the new business, of which the caller is the owner. */
export const locationCreatedAnswer = z.strictObject({ success: z.literal(true), business: z.strictObject({ id: z.number().int(), businessName: z.string() }) });
export type LocationCreatedAnswer = z.output<typeof locationCreatedAnswer>;

/** POST /api/business/transfers (201): both banks after the move, as the dashboard shows them. */
export const transferAnswer = z.strictObject({ success: z.literal(true), fromBank: laborBankAnswer, toBank: laborBankAnswer });
export type TransferAnswer = z.output<typeof transferAnswer>;
