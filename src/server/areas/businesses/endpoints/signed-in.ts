import { sessionAnswer } from '../../../../common/schemas/answers/businesses.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { whoIsSignedIn } from '../signed-in.js';

export const getSession = defineEndpoint({
  procedure: { path: 'public.session', type: 'query' },
  access: 'public',
  handler: (ctx) => whoIsSignedIn(ctx),
  rest: {
    operationId: 'getSession',
    method: 'get',
    path: '/api/session',
    summary:
      "Who is signed in: {business, member, memberships, admin, chef}, each null when nobody of that kind is; business is the one the session acts for, with the member's names and role there; memberships every business the person belongs to; chef is {id, name}",
    answer: sessionAnswer,
  },
});
