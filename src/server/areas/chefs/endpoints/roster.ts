import { defineEndpoint } from '../../../core/endpoints/define.js';

/** /our-chefs: the active chefs shown on the site, in their four groups. */
export const ourChefs = defineEndpoint({
  procedure: { path: 'public.chefs', type: 'query' },
  access: 'public',
  handler: (ctx) => ctx.services.chefs.publicRoster(),
});
