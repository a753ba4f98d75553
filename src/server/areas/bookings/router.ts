import { z } from 'zod';
import { createBookingInput, rescheduleBookingInput } from '../../../common/schemas/booking.js';
import { entityId } from '../../../common/schemas/fields.js';
import { idempotencyKeyOf } from '../../core/call-context.js';
import { businessProcedure, adminProcedure } from '../../core/trpc/init.js';

const byId = z.strictObject({ id: entityId() });

/** Its procedures under business.bookings, beside the other areas' (src/server/router.ts merges them). */
export const bookingsBusinessBookingProcedures = {
  create: businessProcedure
    .input(createBookingInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.create(ctx.business, input, idempotencyKeyOf(ctx))),
  cancel: businessProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.bookings.cancel(ctx.business, input.bookingId)),
  reschedule: businessProcedure
    .input(rescheduleBookingInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input: { bookingId, ...change } }) => ctx.services.bookings.reschedule(ctx.business, bookingId, change)),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const bookingsAdminProcedures = {
  completeBooking: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.bookings.complete(ctx.admin, input.id)),

  cancelBooking: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.bookings.adminCancel(ctx.admin, input.id)),

  chefNoShow: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.bookings.chefNoShow(ctx.admin, input.id)),

  completePastBookings: adminProcedure.mutation(({ ctx }) => ctx.services.bookings.completePast(ctx.admin)),
};
