import { z } from 'zod';
import { chefOfferAnswer, offerAnswer } from '../../../../common/schemas/answers/staffing.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { ALREADY_STAFFED, OFFER_NOT_FOUND, OFFER_NOT_OPEN, OVERLAPS_YOUR_ASSIGNMENT } from '../staffing.js';

/** A chef's offers in the portal (DECISIONS.md section 8): a chef session sees and answers only its own. */

const byOffer = z.strictObject({ id: entityId() });

export const chefOffers = defineEndpoint({
  procedure: { path: 'chef.offers', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.staffing.chefOffers(ctx.chef),
  rest: {
    operationId: 'listChefOffers',
    method: 'get',
    path: '/api/chef/offers',
    summary: "The signed-in chef's open offers, with the booking (no contact details) and cannotAccept: why an accept would be refused now, or null",
    answer: z.array(chefOfferAnswer),
  },
});

export const acceptOffer = defineEndpoint({
  procedure: { path: 'chef.acceptOffer', type: 'mutation' },
  access: 'chef',
  input: byOffer,
  handler: (ctx, input) => ctx.services.staffing.accept(ctx.chef, input.id),
  rest: {
    operationId: 'acceptOffer',
    method: 'post',
    path: '/api/chef/offers/{id}/accept',
    summary: "Accept an offer: the first accept wins (200, the offer, status accepted); another chef's offer is 404",
    answer: offerAnswer,
    errors: {
      404: `${OFFER_NOT_FOUND}: no such offer, or another chef's`,
      409: `${ALREADY_STAFFED} | ${OVERLAPS_YOUR_ASSIGNMENT} | ${OFFER_NOT_OPEN} | why the chef cannot work it now (time off since the offer, a changed week); the offer stays open, and GET /api/chef/offers names the same reason in cannotAccept`,
    },
    input: (request) => ({ id: request.id('id') }),
  },
});

export const declineOffer = defineEndpoint({
  procedure: { path: 'chef.declineOffer', type: 'mutation' },
  access: 'chef',
  input: byOffer,
  handler: (ctx, input) => ctx.services.staffing.decline(ctx.chef, input.id),
  rest: {
    operationId: 'declineOffer',
    method: 'post',
    path: '/api/chef/offers/{id}/decline',
    summary: 'Decline an open offer',
    answer: offerAnswer,
    errors: { 404: `${OFFER_NOT_FOUND}: no such offer, or another chef's`, 409: OFFER_NOT_OPEN },
    input: (request) => ({ id: request.id('id') }),
  },
});
