import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants.js';
import { INVALID_LOGIN } from '../messages.js';
import { emailAddress, entityId } from './fields.js';

const USERNAME_MAX_LENGTH = 30;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
const PASSWORD_MAX_LENGTH = 128;

export const username = z
  .string({ error: 'Username must be at least 3 characters' })
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: 'Username must be at least 3 characters' })
  .max(USERNAME_MAX_LENGTH, { error: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
  .regex(/^[A-Za-z0-9_]+$/, { error: 'Username can only contain letters, numbers and underscores' });

export const newPassword = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 6 characters' })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** POST /api/mobile/setup. The form's confirmPassword is checked by accountSetupForm only. */
export const accountSetupInput = z.strictObject({
  username,
  password: newPassword,
  contactId: entityId(),
});
export type AccountSetupInput = z.input<typeof accountSetupInput>;

/** The account setup form as the browser sees it. */
export const accountSetupForm = z
  .object({
    username,
    password: newPassword,
    confirmPassword: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 6 characters' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const usernameCheckInput = z.strictObject({
  username: z.string({ error: 'Username is required' }).trim().min(1, { error: 'Username is required' }).max(100),
});

/** Business and admin login alike (SPEC.md section 5). */
export const loginInput = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(100, { error: 'Username is required' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { error: INVALID_LOGIN }),
});
export type LoginInput = z.input<typeof loginInput>;

/** Closing a business account: the owner's own password (DECISIONS.md section 21). */
export const closeAccountInput = z.strictObject({ password: loginInput.shape.password });

export const passwordRecoveryRequestInput = z.strictObject({
  email: emailAddress('Please enter a valid email address'),
});

export const RESET_TOKEN_REQUIRED = 'No reset token provided';
export const passwordResetInput = z.strictObject({
  token: z
    .string({ error: RESET_TOKEN_REQUIRED })
    .trim()
    .min(1, { error: RESET_TOKEN_REQUIRED })
    .max(200, { error: 'Invalid or expired reset link' }),
  password: newPassword,
});
