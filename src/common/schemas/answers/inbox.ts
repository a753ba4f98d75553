import { z } from 'zod';

/** POST /api/contact (201) and POST /api/newsletter: `{success: true}`. */
export const inboxAnswer = z.strictObject({ success: z.literal(true) });
export type InboxAnswer = z.output<typeof inboxAnswer>;
