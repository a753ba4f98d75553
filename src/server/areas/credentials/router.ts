import { z } from 'zod';
import { entityId } from '../../../common/schemas/fields.js';
import { credentialInput, credentialListInput, credentialRejectInput, staffingSettingsInput } from '../../../common/schemas/credentials.js';
import { adminProcedure, chefProcedure, router } from '../../core/trpc/init.js';

const credentialId = z.strictObject({ credentialId: entityId() });

/**
 * This area's part of the chef router: the portal's credentials. The document itself goes by
 * REST (PUT /api/chef/credentials/{id}/document): a file of up to 5 MB is no JSON batch call.
 */
export const credentialsChefProcedures = {
  credentials: router({
    list: chefProcedure.query(({ ctx }) => ctx.services.credentials.list(ctx.chef.chefId)),
    add: chefProcedure.input(credentialInput).mutation(({ ctx, input }) => ctx.services.credentials.add(ctx.chef.chefId, input)),
    update: chefProcedure
      .input(z.strictObject({ credentialId: entityId(), credential: credentialInput }))
      .mutation(({ ctx, input }) => ctx.services.credentials.update(ctx.chef.chefId, input.credentialId, input.credential)),
  }),
};

/** This area's part of the admin router: the credential review queue and the staffing settings. */
export const credentialsAdminProcedures = {
  credentials: router({
    list: adminProcedure.input(credentialListInput).query(({ ctx, input }) => ctx.services.credentials.adminList(input.status)),
    verify: adminProcedure.input(credentialId).mutation(({ ctx, input }) => ctx.services.credentials.verify(ctx.admin, input.credentialId)),
    reject: adminProcedure.input(credentialId.extend(credentialRejectInput.shape)).mutation(({ ctx, input }) => ctx.services.credentials.reject(ctx.admin, input.credentialId, input.reason)),
    settings: adminProcedure.query(({ ctx }) => ctx.services.credentials.settings()),
    updateSettings: adminProcedure.input(staffingSettingsInput).mutation(({ ctx, input }) => ctx.services.credentials.updateSettings(ctx.admin, input)),
  }),
};
