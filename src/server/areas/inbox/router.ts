import { contactMessageInput, newsletterInput } from '../../../common/schemas/requests.js';
import { publicProcedure, router, adminProcedure } from '../../core/trpc/init.js';

/** This area's part of the public router (src/server/router.ts). What anybody may call. */
export const inboxPublicProcedures = {
  contact: router({
    send: publicProcedure.input(contactMessageInput).mutation(({ ctx, input }) => ctx.services.inbox.sendContactMessage(input, ctx.clientAddress)),
  }),

  newsletter: router({
    subscribe: publicProcedure
      .input(newsletterInput)
      .mutation(({ ctx, input }) => ctx.services.inbox.subscribeToNewsletter(input.email, ctx.clientAddress)),
  }),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const inboxAdminProcedures = {
  inbox: adminProcedure.query(({ ctx }) => ctx.services.inbox.adminInbox()),
};
