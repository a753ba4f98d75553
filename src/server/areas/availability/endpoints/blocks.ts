import { z } from 'zod';
import { availabilityAnswer } from '../../../../common/schemas/answers/availability.js';
import { blockAvailabilityInput } from '../../../../common/schemas/admin.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';

/** The days and time slots the admin closes, and what the booking calendar reads of them. */

/** Days and slots the admin closed, from today on: the booking calendar disables them. */
export const blockedSlots = defineEndpoint({
  procedure: { path: 'public.blockedSlots', type: 'query' },
  access: 'public',
  handler: (ctx) => ctx.services.availability.upcomingBlocks(),
  rest: { operationId: 'getAvailability', method: 'get', path: '/api/availability', summary: 'Days and time slots closed for booking, from today on', answer: availabilityAnswer },
});

export const adminBlockedSlots = defineEndpoint({
  procedure: { path: 'admin.blockedSlots', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.availability.upcomingBlocks(),
});

export const blockSlot = defineEndpoint({
  procedure: { path: 'admin.blockSlot', type: 'mutation' },
  access: 'admin',
  input: blockAvailabilityInput,
  handler: (ctx, input) => ctx.services.availability.block(ctx.admin, input),
});

export const unblockSlot = defineEndpoint({
  procedure: { path: 'admin.unblockSlot', type: 'mutation' },
  access: 'admin',
  input: z.strictObject({ id: entityId() }),
  handler: (ctx, input) => ctx.services.availability.unblock(ctx.admin, input.id),
});
