import { createCallerFactory, router } from './core/trpc/init.js';
import { adminRouter } from './trpc/routers/admin.js';
import { businessRouter } from './trpc/routers/business.js';
import { chefRouter } from './trpc/routers/chef.js';
import { publicRouter } from './trpc/routers/public.js';

export const appRouter = router({
  public: publicRouter,
  business: businessRouter,
  admin: adminRouter,
  chef: chefRouter,
});

/** The client imports this type only: end-to-end types with no server code in the bundle. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/** Every procedure's dotted path and type, read from the router itself (tRPC keeps them flat). */
export function procedureTypes(router: AppRouter): Map<string, ProcedureType> {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>;
  return new Map(Object.entries(procedures).map(([path, procedure]) => [path, procedure._def.type]));
}
