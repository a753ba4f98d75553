import type { EndpointsOf } from './core/endpoints/area.js';
import { mergeProcedures, procedureRecordOf, type ProcedureRecord, type ProcedureTree } from './core/trpc/endpoints.js';
import { createCallerFactory, router } from './core/trpc/init.js';
import { areaDescriptors, type Area } from './areas.js';

/**
 * The app router, from the areas' endpoints: every procedure keeps its path, public.*, business.*, admin.*, chef.*, and
 * business.bookings holds the bookings area's procedures beside session life's answers to a
 * booking (timesheet, rating). Two procedures at one path stop the server at start-up.
 */
type AppProcedures = ProcedureTree<EndpointsOf<Area>>;

const procedures = areaDescriptors.reduce<ProcedureRecord>((tree, area) => mergeProcedures(tree, procedureRecordOf(area.endpoints ?? [])), {});

export const appRouter = router(procedures as AppProcedures);

/** The client imports this type only: end-to-end types with no server code in the bundle. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

/** Read from any router by core/trpc (which may not import this one); the security suites use it on appRouter. */
export { procedureTypes, type ProcedureType } from './core/trpc/procedure-types.js';
