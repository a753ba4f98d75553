import { contactMessageInput, newsletterInput } from '../../../common/schemas/requests.js';
import { type Operation, limited } from '../../core/http/openapi-operation.js';
import { inboxAnswer } from '../../../common/schemas/answers/inbox.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const inboxOperations: Operation[] = [
  { operationId: 'sendContactMessage', method: 'post', path: '/api/contact', status: 201, summary: 'Send a message to the team', access: 'anyone', body: contactMessageInput, answer: inboxAnswer, errors: limited },
  { operationId: 'subscribeToNewsletter', method: 'post', path: '/api/newsletter', summary: 'Subscribe an email to the newsletter (idempotent)', access: 'anyone', body: newsletterInput, answer: inboxAnswer, errors: limited },
];
