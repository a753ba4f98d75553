import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNotSignedIn } from './apiError';

/**
 * The signed-in areas with a session of their own (admin, chef) each watch their own tRPC
 * router: its calls, and no other area's, tell them the session has ended.
 */
export type SessionRouter = 'admin' | 'chef';

/** tRPC keys read [['admin', 'businesses'], {...}]: true for any procedure of `router`. */
export function isRouterKey(router: SessionRouter, key: QueryKey | undefined): boolean {
  const path = key?.[0];
  return Array.isArray(path) && path[0] === router;
}

/** Drops every cached answer of `router`, so the next person who signs in never sees stale data. */
export function forgetRouterData(queryClient: QueryClient, router: SessionRouter): void {
  queryClient.removeQueries({ predicate: (query) => isRouterKey(router, query.queryKey) });
}

/**
 * One place for the rule "a 401 from any call of the area leads to its login page": it watches
 * every query and mutation of `router` in the shared cache while the area is open. Pass a
 * stable `onSignedOut` (useCallback), or the cache is subscribed again on every render.
 */
export function useOnSignedOut(router: SessionRouter, onSignedOut: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () => {
      forgetRouterData(queryClient, router);
      onSignedOut();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isRouterKey(router, event.query.queryKey) && isNotSignedIn(event.action.error)) {
        signedOut();
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      const mutation = event.mutation;
      if (event.type === 'updated' && mutation?.state.status === 'error' && isRouterKey(router, mutation.options.mutationKey) && isNotSignedIn(mutation.state.error)) {
        signedOut();
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, router, onSignedOut]);
}
