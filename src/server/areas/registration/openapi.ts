import { EMAIL_ALREADY_REGISTERED, EMAIL_OF_CLOSED_ACCOUNT, registrationInput } from '../../../common/schemas/registration.js';
import { bookingInputErrors, type Operation, limited } from '../../core/http/openapi-operation.js';
import { SLOT_STARTED } from '../availability/index.js';
import { registerAnswer } from '../../../common/schemas/answers/registration.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const registrationOperations: Operation[] = [
  { operationId: 'registerBusiness', method: 'post', path: '/api/register', status: 201, summary: 'Register a business with its first booking; signs the contact in', access: 'anyone', body: registrationInput, answer: registerAnswer, errors: { ...bookingInputErrors, 409: `${EMAIL_ALREADY_REGISTERED} (errors.email; any case, surrounding spaces ignored) | ${EMAIL_OF_CLOSED_ACCOUNT} (errors.email) | ${SLOT_STARTED} (errors.timeSlot)`, ...limited } },
];
