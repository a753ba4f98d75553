import { z } from 'zod';
import { adminBusinessListAnswer, deleteBusinessAnswer } from '../../../../common/schemas/answers/businesses.js';
import { addHoursInput, businessListInput } from '../../../../common/schemas/admin.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { profileInput } from '../../../../common/schemas/registration.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { BUSINESS_NOT_FOUND } from '../dashboard.js';
import { ORDER_PLACED_WHILE_DELETING } from '../admin.js';
import { CARD_PAYMENTS_UNAVAILABLE, PAID_BEFORE_CANCEL } from '../../billing/index.js';

/** The operations team's screens of businesses: the summary, the list, one business, its hours. */

const byId = z.strictObject({ id: entityId() });

export const adminSummary = defineEndpoint({
  procedure: { path: 'admin.summary', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.admin.summary(),
});

/** The admin's business table: a page of it, searched and sorted. */
export const adminBusinessList = defineEndpoint({
  procedure: { path: 'admin.businesses', type: 'query' },
  access: 'admin',
  input: businessListInput,
  handler: (ctx, input) => ctx.services.admin.listBusinesses(input),
});

/** REST only: every business, for integrators. */
export const listBusinesses = defineEndpoint({
  access: 'admin',
  handler: (ctx) => ctx.services.admin.allBusinesses(),
  rest: { operationId: 'listBusinesses', method: 'get', path: '/api/admin/businesses', summary: 'Every business with contact, labor bank and upcoming bookings', answer: adminBusinessListAnswer },
});

export const adminBusinessDetail = defineEndpoint({
  procedure: { path: 'admin.business', type: 'query' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.admin.businessDetail(input.id),
});

export const updateBusiness = defineEndpoint({
  procedure: { path: 'admin.updateBusiness', type: 'mutation' },
  access: 'admin',
  input: profileInput.extend({ id: entityId() }),
  handler: (ctx, { id, ...profile }) => ctx.services.admin.updateBusiness(ctx.admin, id, profile),
});

export const deleteBusiness = defineEndpoint({
  procedure: { path: 'admin.deleteBusiness', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.admin.deleteBusiness(ctx.admin, input.id, (ids) => ctx.services.billing.cancelPendingOrders(ctx.admin, ids)),
  rest: {
    operationId: 'deleteBusiness',
    method: 'delete',
    path: '/api/admin/business/{id}',
    summary:
      "Delete a business: it is closed and hidden from the admin's lists and paths, its people erased and signed out, its upcoming bookings canceled; its orders, invoices, ledger and the chefs' earnings stay",
    answer: deleteBusinessAnswer,
    errors: {
      400: `${ID_MESSAGE} (id)`,
      404: `${BUSINESS_NOT_FOUND} (also a business already deleted)`,
      409: `${PAID_BEFORE_CANCEL} (a pending card order was paid meanwhile: its hours are credited and the business stays) | ${ORDER_PLACED_WHILE_DELETING}`,
      503: `${CARD_PAYMENTS_UNAVAILABLE} (Stripe could not be reached to expire a pending card order's session)`,
    },
    input: (request) => ({ id: request.id('id') }),
    reply: ({ deleted }) => ({ success: true, deleted: deleted[0] }),
  },
});

export const deleteBusinesses = defineEndpoint({
  procedure: { path: 'admin.deleteBusinesses', type: 'mutation' },
  access: 'admin',
  input: z.strictObject({ ids: z.array(entityId()).min(1).max(500) }),
  handler: (ctx, input) => ctx.services.admin.bulkDeleteBusinesses(ctx.admin, input.ids, (ids) => ctx.services.billing.cancelPendingOrders(ctx.admin, ids)),
});

export const addHours = defineEndpoint({
  procedure: { path: 'admin.addHours', type: 'mutation' },
  access: 'admin',
  input: addHoursInput,
  handler: (ctx, input) => ctx.services.admin.addHours(ctx.admin, input),
});

export const decideHoursRequest = defineEndpoint({
  procedure: { path: 'admin.decideHoursRequest', type: 'mutation' },
  access: 'admin',
  input: z.strictObject({ id: entityId(), decision: z.enum(['approved', 'declined']) }),
  handler: (ctx, input) => ctx.services.admin.decideHoursRequest(ctx.admin, input.id, input.decision),
});
