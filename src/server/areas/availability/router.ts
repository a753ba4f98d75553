import { z } from 'zod';
import { blockAvailabilityInput } from '../../../common/schemas/admin.js';
import { entityId } from '../../../common/schemas/fields.js';
import { publicProcedure, adminProcedure } from '../../core/trpc/init.js';

const byId = z.strictObject({ id: entityId() });

/** This area's part of the public router (src/server/router.ts). What anybody may call. */
export const availabilityPublicProcedures = {
  /** Days and slots the admin closed, from today on: the booking calendar disables them. */
  blockedSlots: publicProcedure.query(({ ctx }) => ctx.services.availability.upcomingBlocks()),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const availabilityAdminProcedures = {
  blockedSlots: adminProcedure.query(({ ctx }) => ctx.services.availability.upcomingBlocks()),

  blockSlot: adminProcedure
    .input(blockAvailabilityInput)
    .mutation(({ ctx, input }) => ctx.services.availability.block(ctx.admin, input)),

  unblockSlot: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.availability.unblock(ctx.admin, input.id)),
};
