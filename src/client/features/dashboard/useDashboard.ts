import type { TRPCClientErrorLike } from '@trpc/client';
import type { CreateTRPCReact } from '@trpc/react-query';
import type { UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { inferRouterOutputs } from '@trpc/server';
import { apiErrorStatus } from '../../lib/apiError';
import { trpc } from '../../lib/trpc';

// The router type, read off the client (the lint boundary lets only lib/trpc.ts name it).
type AppRouter = typeof trpc extends CreateTRPCReact<infer Router, unknown> ? Router : never;

export type DashboardData = inferRouterOutputs<AppRouter>['business']['dashboard'];
export type DashboardBooking = DashboardData['bookings'][number];
export type LaborTransaction = DashboardData['laborTransactions'][number];

/** SPEC.md section 7: retried 3 times, cached 5 minutes, no refetch on window focus. */
const DASHBOARD_RETRIES = 3;
const DASHBOARD_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * A refusal (401 not signed in, 403 another business, 404) will not change on a retry: only
 * failures that may be passing (network, 5xx) use the spec's three retries, so a signed-out
 * visitor reaches /login at once rather than after seven seconds of back-off.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < DASHBOARD_RETRIES;
}

/** The dashboard data of `businessId`, or of the signed-in business when it is undefined. */
export function useDashboard(
  businessId: number | undefined,
  enabled = true,
): UseTRPCQueryResult<DashboardData, TRPCClientErrorLike<AppRouter>> {
  return trpc.business.dashboard.useQuery(businessId === undefined ? {} : { businessId }, {
    enabled,
    retry: shouldRetry,
    staleTime: DASHBOARD_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

/** After any change to bookings, hours or the profile. */
export function useRefreshDashboard(): () => Promise<void> {
  const utils = trpc.useUtils();
  return () => utils.business.dashboard.invalidate();
}
