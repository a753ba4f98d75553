import { NOT_ENOUGH_HOURS } from '../../../../common/messages.js';
import { createSeriesAnswer, seriesBookingsAnswer } from '../../../../common/schemas/answers/bookings.js';
import { createSeriesInput, idempotencyHeaders } from '../../../../common/schemas/booking.js';
import { z } from 'zod';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { SERIES_NONE_BOOKABLE, SERIES_TOO_LONG, SERIES_TOO_MANY } from '../../../../common/series.js';
import { idempotencyKeyOf } from '../../../core/call.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { KEY_REUSED } from '../../../core/idempotency.js';
import { SERIES_NOT_FOUND } from '../series.js';
import { MAY } from '../../../../common/team.js';

/** Standing bookings (DECISIONS.md section 20): many sessions booked at once, each an ordinary booking. */

export const createSeries = defineEndpoint({
  procedure: { path: 'business.bookings.createSeries', type: 'mutation' },
  access: { business: MAY.book },
  input: createSeriesInput,
  handler: (ctx, input) => ctx.services.bookingSeries.create(ctx.business, input, idempotencyKeyOf(ctx)),
  rest: {
    operationId: 'createBookingSeries',
    method: 'post',
    path: '/api/bookings/series',
    status: 201,
    summary:
      'Book a session on the chosen weekdays of every `every`-th week from firstDate (Vancouver calendar days) until a date or for a count of dates: days the admin blocked and slots already started are skipped and listed, every other session is booked with its own ledger entry, all in one transaction or none; with Idempotency-Key, a repeat within 24 hours answers the first series again',
    headers: idempotencyHeaders,
    answer: createSeriesAnswer,
    errors: {
      400: `${SERIES_TOO_MANY} | ${SERIES_TOO_LONG} (errors.count or errors.until), or a field's own message`,
      409: `${SERIES_NONE_BOOKABLE} | ${NOT_ENOUGH_HOURS} for N sessions: they need X hours, you have Y`,
      422: `${KEY_REUSED}: the key was first used with another body`,
    },
    reply: (created) => ({ success: true, ...created }),
  },
});

export const getSeries = defineEndpoint({
  procedure: { path: 'business.bookings.series', type: 'query' },
  access: 'business',
  input: z.strictObject({ seriesId: entityId() }),
  handler: (ctx, input) => ctx.services.bookingSeries.get(ctx.business, input.seriesId),
  rest: {
    operationId: 'getBookingSeries',
    method: 'get',
    path: '/api/bookings/series/{id}',
    summary: 'A standing booking of the signed-in business and every session it booked, by date then slot, each as it stands now (confirmed, completed or canceled)',
    answer: seriesBookingsAnswer,
    errors: { 400: `${ID_MESSAGE} (id)`, 404: `${SERIES_NOT_FOUND} (also another business's series)` },
    input: (request) => ({ seriesId: request.id('id') }),
  },
});
