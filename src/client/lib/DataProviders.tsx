import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createTrpcClient, trpc } from './trpc';

/** SPEC.md section 7: cached data never goes stale, no retry, no refetch on window focus. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
const trpcClient = createTrpcClient();

/**
 * tRPC and React Query for the parts of the page that talk to the server. Most public pages
 * make no call, so this is not at the root: the router wraps the areas that need it, and
 * islands of the public layout (newsletter, signed-in header) wrap themselves. Every wrapper
 * shares the one client and cache above, so data fetched in one is visible in all.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
