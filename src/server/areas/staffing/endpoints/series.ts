import { z } from 'zod';
import { chefSeriesOffersAnswer, seriesAcceptAnswer, seriesOffersMadeAnswer } from '../../../../common/schemas/answers/staffing.js';
import { chefDoneAnswer } from '../../../../common/schemas/answers/chefs.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { offerInput } from '../../../../common/schemas/staffing.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { SERIES_NOT_FOUND } from '../../bookings/index.js';
import { OFFER_NOT_FOUND, OFFER_NOT_OPEN, SERIES_STAFFED, SESSION_HAS_A_CHEF } from '../staffing.js';

/** Staffing a standing booking (DECISIONS.md section 20): the admin offers the whole series; the chef sees one card and takes what they can. */

const bySeriesOffer = z.strictObject({ id: entityId() });

export const offerSeries = defineEndpoint({
  procedure: { path: 'admin.offerSeries', type: 'mutation' },
  access: 'admin',
  input: offerInput.extend({ seriesId: entityId() }),
  handler: async (ctx, input) => ({ success: true as const, seriesOffers: await ctx.services.staffing.offerSeries(ctx.admin, input.seriesId, input.chefIds) }),
  rest: {
    operationId: 'offerSeries',
    method: 'post',
    path: '/api/admin/series/{id}/offers',
    status: 201,
    summary:
      "Offer every session of the series still to come and without a chef to each chef at once (201): one series offer per chef, emailed once, open 12 hours, each session's part closing at its start; a chef already holding this series' offer keeps it and is not listed",
    body: offerInput,
    answer: seriesOffersMadeAnswer,
    errors: {
      400: `${ID_MESSAGE} (id), or chefIds' own message`,
      404: `${SERIES_NOT_FOUND} | Chef #<id> not found`,
      409: `${SERIES_STAFFED} | <chef name>: why the chef may work none of the sessions`,
    },
    // The body before the path's id, as a single booking's offer.
    input: (request) => {
      const { chefIds } = request.parse(offerInput, request.body);
      return { seriesId: request.id('id'), chefIds };
    },
  },
});

export const chefSeriesOffers = defineEndpoint({
  procedure: { path: 'chef.seriesOffers', type: 'query' },
  access: 'chef',
  handler: async (ctx) => ({ seriesOffers: await ctx.services.staffing.chefSeriesOffers(ctx.chef) }),
  rest: {
    operationId: 'listChefSeriesOffers',
    method: 'get',
    path: '/api/chef/series-offers',
    summary: "The signed-in chef's open series offers: the business, each session still offered (a session drops out at its start), their pay together at the chef's rate, and when the offer closes",
    answer: chefSeriesOffersAnswer,
  },
});

export const acceptSeriesOffer = defineEndpoint({
  procedure: { path: 'chef.acceptSeriesOffer', type: 'mutation' },
  access: 'chef',
  input: bySeriesOffer,
  handler: async (ctx, input) => ({ success: true as const, ...(await ctx.services.staffing.acceptSeries(ctx.chef, input.id)) }),
  rest: {
    operationId: 'acceptSeriesOffer',
    method: 'post',
    path: '/api/chef/series-offers/{id}/accept',
    summary: `Take every session still offered that the chef may work, in one transaction; the first accept wins each session. taken: those sessions' booking ids; notTaken: each other one still offered with the reason ("${SESSION_HAS_A_CHEF}", or a reason of the candidates list such as "Time off that day")`,
    answer: seriesAcceptAnswer,
    errors: { 404: `${OFFER_NOT_FOUND}: no such series offer, or another chef's`, 409: `${OFFER_NOT_OPEN}: no session of it is still offered` },
    input: (request) => ({ id: request.id('id') }),
  },
});

export const declineSeriesOffer = defineEndpoint({
  procedure: { path: 'chef.declineSeriesOffer', type: 'mutation' },
  access: 'chef',
  input: bySeriesOffer,
  handler: async (ctx, input) => {
    await ctx.services.staffing.declineSeries(ctx.chef, input.id);
    return { success: true as const };
  },
  rest: {
    operationId: 'declineSeriesOffer',
    method: 'post',
    path: '/api/chef/series-offers/{id}/decline',
    summary: 'Decline every session of the series offer still open',
    answer: chefDoneAnswer,
    errors: { 404: `${OFFER_NOT_FOUND}: no such series offer, or another chef's`, 409: OFFER_NOT_OPEN },
    input: (request) => ({ id: request.id('id') }),
  },
});
