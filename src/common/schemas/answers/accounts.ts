import { z } from 'zod';

/** GET /api/mobile/check-username. */
export const usernameCheckAnswer = z.strictObject({ exists: z.boolean() });

/** POST /api/mobile/login. */
export const businessLoginAnswer = z.strictObject({ success: z.literal(true), businessId: z.number().int(), message: z.string() });
export type BusinessLoginAnswer = z.output<typeof businessLoginAnswer>;

/** POST /api/logout. */
export const logoutAnswer = z.strictObject({ success: z.literal(true) });
export type LogoutAnswer = z.output<typeof logoutAnswer>;

/** POST /api/admin/login. */
export const adminLoginAnswer = z.strictObject({ success: z.literal(true), username: z.string(), message: z.string() });
export type AdminLoginAnswer = z.output<typeof adminLoginAnswer>;
