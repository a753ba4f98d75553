import { createCallerFactory, router } from './init.js';
import { adminRouter } from './routers/admin.js';
import { businessRouter } from './routers/business.js';
import { publicRouter } from './routers/public.js';

export const appRouter = router({
  public: publicRouter,
  business: businessRouter,
  admin: adminRouter,
});

/** The client imports this type only: end-to-end types with no server code in the bundle. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
