import { z } from 'zod';
import { bookingPageAnswer, oneBookingAnswer, transactionPageAnswer } from '../../../../common/schemas/answers/integrations.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { bookingPageInput, transactionPageInput, UNKNOWN_CURSOR } from '../../../../common/schemas/integrations.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { BOOKING_NOT_FOUND } from '../../bookings/index.js';

/** REST only: what an integrator reads a page at a time (DECISIONS.md section 19); the dashboard keeps its one answer. */

const pageErrors = `${UNKNOWN_CURSOR} (a cursor this call did not give), or a limit outside 1-100`;

export const listBookings = defineEndpoint({
  access: 'business',
  input: bookingPageInput,
  handler: (ctx, input) => ctx.services.integratorReads.bookingsPage(ctx.business, input),
  rest: {
    operationId: 'listBookings',
    method: 'get',
    path: '/api/bookings',
    summary:
      "The business's bookings as the dashboard shows them, by date then id, a page at a time: status, from and to (days, both included) filter; limit 1-100 (default 50); pass nextCursor as cursor for the next page, null when no booking follows. Bookings that existed at the first page are each seen once; later changes come through GET /api/events",
    answer: bookingPageAnswer,
    errors: { 400: `${pageErrors}, or a status or day that is not one` },
  },
});

export const getBooking = defineEndpoint({
  access: 'business',
  input: z.strictObject({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.integratorReads.booking(ctx.business, input.bookingId),
  rest: {
    operationId: 'getBooking',
    method: 'get',
    path: '/api/bookings/{id}',
    summary: 'One booking of the business as the dashboard shows it, as its events carry it',
    answer: oneBookingAnswer,
    errors: { 400: ID_MESSAGE, 404: `${BOOKING_NOT_FOUND} (also another business's booking)` },
    input: (request) => ({ bookingId: request.id('id') }),
  },
});

export const listLaborTransactions = defineEndpoint({
  access: 'business',
  input: transactionPageInput,
  handler: (ctx, input) => ctx.services.integratorReads.transactionsPage(ctx.business, input),
  rest: {
    operationId: 'listLaborTransactions',
    method: 'get',
    path: '/api/labor-bank/transactions',
    summary: "The business's labor bank ledger, newest first, each line as the dashboard's laborTransactions shows it; limit 1-100 (default 50), nextCursor as cursor for the next page, null at the last",
    answer: transactionPageAnswer,
    errors: { 400: pageErrors },
  },
});
