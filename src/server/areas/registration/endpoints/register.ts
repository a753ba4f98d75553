import { registerAnswer } from '../../../../common/schemas/answers/registration.js';
import { EMAIL_ALREADY_REGISTERED, EMAIL_OF_CLOSED_ACCOUNT, registrationInput } from '../../../../common/schemas/registration.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { bookingInputErrors, limited } from '../../../core/http/openapi-operation.js';
import { SLOT_STARTED } from '../../availability/index.js';
import { registerAndSignIn } from '../register-and-sign-in.js';

/** A new business with its first booking, its contact signed in. */
export const register = defineEndpoint({
  procedure: { path: 'public.register', type: 'mutation' },
  access: 'public',
  input: registrationInput,
  handler: (ctx, input) => registerAndSignIn(ctx, input),
  rest: {
    operationId: 'registerBusiness',
    method: 'post',
    path: '/api/register',
    status: 201,
    summary: 'Register a business with its first booking; signs the contact in',
    answer: registerAnswer,
    errors: {
      ...bookingInputErrors,
      409: `${EMAIL_ALREADY_REGISTERED} (errors.email; any case, surrounding spaces ignored) | ${EMAIL_OF_CLOSED_ACCOUNT} (errors.email) | ${SLOT_STARTED} (errors.timeSlot)`,
      ...limited,
    },
    reply: (registration) => ({ success: true, message: 'Your booking has been confirmed!', ...registration }),
  },
});
