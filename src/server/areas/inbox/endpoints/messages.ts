import { inboxAnswer } from '../../../../common/schemas/answers/inbox.js';
import { contactMessageInput, newsletterInput } from '../../../../common/schemas/requests.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { limited } from '../../../core/http/openapi-operation.js';

/** What anybody sends the team (a message, a newsletter sign-up), and the admin inbox that reads it. */

export const sendContactMessage = defineEndpoint({
  procedure: { path: 'public.contact.send', type: 'mutation' },
  access: 'public',
  input: contactMessageInput,
  handler: (ctx, input) => ctx.services.inbox.sendContactMessage(input, ctx.clientAddress),
  rest: { operationId: 'sendContactMessage', method: 'post', path: '/api/contact', status: 201, summary: 'Send a message to the team', answer: inboxAnswer, errors: limited },
});

export const subscribeToNewsletter = defineEndpoint({
  procedure: { path: 'public.newsletter.subscribe', type: 'mutation' },
  access: 'public',
  input: newsletterInput,
  handler: (ctx, input) => ctx.services.inbox.subscribeToNewsletter(input.email, ctx.clientAddress),
  rest: { operationId: 'subscribeToNewsletter', method: 'post', path: '/api/newsletter', summary: 'Subscribe an email to the newsletter (idempotent)', answer: inboxAnswer, errors: limited },
});

export const adminInbox = defineEndpoint({
  procedure: { path: 'admin.inbox', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.inbox.adminInbox(),
});
