import { adminProcedure } from '../../core/trpc/init.js';

/** This area's part of the admin router (src/server/router.ts). */
export const backupsAdminProcedures = {
  backups: adminProcedure.query(({ ctx }) => ctx.services.backups.list()),

  takeBackup: adminProcedure.mutation(({ ctx }) => ctx.services.backups.takeNow(ctx.admin)),
};
