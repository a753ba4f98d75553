import { z } from 'zod';
import { entityId } from '../../../../common/schemas/fields.js';
import { defineEndpoint, type FileAnswer, type RestRequest } from '../../../core/endpoints/define.js';
import { PAYOUT_NOT_FOUND } from '../payouts.js';

/** A payout's statement PDF, to its chef (their own payouts only) and to the admin (any payout). */

const byPayout = z.strictObject({ id: entityId() });
const payoutInPath = (request: RestRequest) => ({ id: request.id('id') });

function statementFile(pdf: Buffer, payoutId: number): FileAnswer {
  return { body: pdf, type: 'application/pdf', attachment: `chefconnect-payout-statement-${payoutId}.pdf` };
}

/** Another chef's payout is 404, as one that does not exist. */
export const chefPayoutStatement = defineEndpoint({
  access: 'chef',
  input: byPayout,
  handler: async (ctx, input) => statementFile(await ctx.services.payouts.statementPdf(ctx.chef, input.id), input.id),
  rest: {
    operationId: 'getChefPayoutStatementPdf',
    method: 'get',
    path: '/api/chef/payouts/{id}/statement.pdf',
    summary: "A payout's statement: ChefConnect, the chef's legal name and address, every line it paid out, subtotal, GST, total, and paid (day, reference) or pending",
    errors: { 404: `${PAYOUT_NOT_FOUND} (also another chef's payout)` },
    input: payoutInPath,
    file: 'application/pdf',
  },
});

export const adminPayoutStatement = defineEndpoint({
  access: 'admin',
  input: byPayout,
  handler: async (ctx, input) => statementFile(await ctx.services.payouts.statementPdf(ctx.admin, input.id), input.id),
  rest: {
    operationId: 'getPayoutStatementPdf',
    method: 'get',
    path: '/api/admin/payouts/{id}/statement.pdf',
    summary: "Any payout's statement, as its chef downloads it",
    errors: { 404: PAYOUT_NOT_FOUND },
    input: payoutInPath,
    file: 'application/pdf',
  },
});
