import type { AnyTRPCRouter } from '@trpc/server';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/** Every procedure's dotted path and type, read from the router itself (tRPC keeps them flat). */
export function procedureTypes(router: AnyTRPCRouter): Map<string, ProcedureType> {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>;
  return new Map(Object.entries(procedures).map(([path, procedure]) => [path, procedure._def.type]));
}
