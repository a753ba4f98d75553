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
    summary: 'Who is signed in: {business, admin, chef}, each null when nobody of that kind is; chef is {id, name}',
    answer: sessionAnswer,
  },
});
