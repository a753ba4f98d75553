import { eventFeedAnswer } from '../../../../common/schemas/answers/integrations.js';
import { eventFeedInput, UNKNOWN_CURSOR } from '../../../../common/schemas/integrations.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';

/** REST only: what integrators poll to catch up with a business's changes. */
export const readEventFeed = defineEndpoint({
  access: 'business',
  input: eventFeedInput,
  handler: (ctx, input) => ctx.services.events.feed(ctx.business, input, ctx.services.integratorReads),
  rest: {
    operationId: 'listEvents',
    method: 'get',
    path: '/api/events',
    summary:
      "The business's events of the last 30 days, oldest first, each with the id its webhook deliveries carry as webhook-id. Pass the last id seen as `after`: however many processes write at once, no event is skipped. nextCursor is the last event's id when the page is full (limit 1-100, default 50), else null",
    answer: eventFeedAnswer,
    errors: { 400: `${UNKNOWN_CURSOR} (an after that names no event of this business in the feed), or a limit outside 1-100` },
  },
});
