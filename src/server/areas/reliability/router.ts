import { z } from 'zod';
import { entityId } from '../../../common/schemas/fields.js';
import { appealInput, releaseInput } from '../../../common/schemas/reliability.js';
import { chefProcedure } from '../../core/trpc/init.js';

/** This area's part of the chef router (src/server/router.ts): a chef session acts on its own assignments only. */
export const reliabilityChefProcedures = {
  confirmAssignment: chefProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.reliability.confirm(ctx.chef, input.bookingId)),

  releaseAssignment: chefProcedure
    .input(releaseInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.reliability.release(ctx.chef, input.bookingId, input.reason)),

  /** The chef's reliability record and suspension, for the portal (DECISIONS.md section 14). */
  reliability: chefProcedure.query(({ ctx }) => ctx.services.reliability.ownRecord(ctx.chef)),

  appealSuspension: chefProcedure.input(appealInput).mutation(({ ctx, input }) => ctx.services.reliability.appeal(ctx.chef, input.text)),
};
