import { z } from 'zod';
import { entityId } from '../../../../common/schemas/fields.js';
import { timesheetSettleInput } from '../../../../common/schemas/timesheets.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';

/** The operations team on what follows the sessions: disputed timesheets and every rating. */

export const timesheetDisputes = defineEndpoint({
  procedure: { path: 'admin.timesheetDisputes', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.timesheets.disputes(ctx.admin),
});

export const settleTimesheet = defineEndpoint({
  procedure: { path: 'admin.settleTimesheet', type: 'mutation' },
  access: 'admin',
  input: timesheetSettleInput.extend({ id: entityId() }),
  handler: (ctx, { id, ...settlement }) => ctx.services.timesheets.settleDispute(ctx.admin, id, settlement),
});

/** Every rating of one business's bookings or one chef's, blind or not: the admin sees them all. */
export const adminRatings = defineEndpoint({
  procedure: { path: 'admin.ratings', type: 'query' },
  access: 'admin',
  input: z.strictObject({ businessId: entityId().optional(), chefId: entityId().optional() }),
  handler: (ctx, input) => ctx.services.ratings.adminRatings(ctx.admin, input),
});
