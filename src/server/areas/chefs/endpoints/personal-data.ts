import { chefExportAnswer } from '../../../../common/schemas/answers/chefs.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';

/** A chef's own data (DECISIONS.md section 21). */
export const exportChefData = defineEndpoint({
  access: 'chef',
  handler: (ctx) => ctx.services.chefData.exportChef(ctx.chef),
  rest: {
    operationId: 'exportChefData',
    method: 'get',
    path: '/api/chef/export',
    summary: 'Everything held about the signed-in chef: profile (the tax id masked), availability, time off, credentials, assignments, offers, timesheets, ratings, earnings, payouts and reliability (no token)',
    answer: chefExportAnswer,
  },
});
