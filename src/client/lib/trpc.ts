import { httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { MAX_CALLS_PER_BATCH } from '../../common/constants';
import type { AppRouter } from '../../server/router';

// Annotated because the client project emits declarations, and the inferred type would name
// an internal @trpc/server path.
export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** What each procedure answers, by its path: `RouterOutputs['public']['chefs']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient(): TRPCClient<AppRouter> {
  return trpc.createClient({
    links: [
      // Not httpBatchStreamLink: a streamed response starts before a mutation can set its
      // session cookie (STACK-NOTES.md).
      httpBatchLink({
        url: '/trpc',
        maxItems: MAX_CALLS_PER_BATCH,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
