import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/usePageMeta';
import { isNotSignedIn } from '../../../lib/apiError';
import { DataProviders } from '../../../lib/DataProviders';
import { useSignedInBusiness } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { DashboardError, DashboardSkeleton } from '../components/DashboardStates';
import { DashboardShell } from '../components/DashboardShell';
import { useDashboard } from '../useDashboard';
import { idFrom } from '../../../../common/ids';

/**
 * Whether the page may show the business it is about: 'waiting' while the session is asked and,
 * on the dashboard of another of the person's businesses (DECISIONS.md section 18), while the
 * session switches to it, so that every view then acts for the business shown; 'failed' when
 * either call failed, since what the views would act for is then not known. A business the
 * person is not a member of is left to the dashboard's own 403.
 */
function useSwitchToBusiness(businessId: number | null | undefined): 'ready' | 'waiting' | 'failed' {
  const session = trpc.public.session.useQuery();
  const queryClient = useQueryClient();
  // The business last asked for: a refused switch is not asked again and again.
  const asked = useRef<number | null>(null);
  const switchBusiness = trpc.business.locations.switch.useMutation({
    // Every answer held was the previous business's (the session's too, asked again at once).
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const current = session.data?.business?.businessId;
  const wanted =
    businessId !== null && businessId !== undefined && current !== undefined && current !== businessId && (session.data?.memberships ?? []).some((membership) => membership.businessId === businessId);
  const { mutate } = switchBusiness;
  useEffect(() => {
    if (wanted && asked.current !== businessId) {
      asked.current = businessId;
      mutate({ businessId });
    }
  }, [wanted, mutate, businessId]);
  if (businessId === null || businessId === undefined) return 'ready';
  if (session.isError || switchBusiness.isError) return 'failed';
  return session.isPending || wanted ? 'waiting' : 'ready';
}

function Dashboard() {
  usePageMeta('Dashboard', 'Your ChefConnect bookings, labor bank hours, business profile and settings.');
  const { businessId: param } = useParams();
  const navigate = useNavigate();
  const businessId = param === undefined ? undefined : idFrom(param);
  const dashboard = useDashboard(businessId ?? undefined, businessId !== null);
  // The header's greeting (app/layout/SignedInActions.tsx) reads the session. Asking for it
  // here, in the same render as the dashboard, puts both into the one request that the
  // served index.html preloads (src/server/core/http/route-preloads.ts), before any script runs.
  useSignedInBusiness();
  const switching = useSwitchToBusiness(businessId);
  const signedOut = dashboard.isError && isNotSignedIn(dashboard.error);

  useEffect(() => {
    if (signedOut) navigate('/login', { replace: true });
  }, [signedOut, navigate]);

  if (businessId === null) return <DashboardError />;
  if (dashboard.isPending || signedOut || switching === 'waiting') return <DashboardSkeleton />;
  // SPEC.md section 2: the error state also shows when the load returns nothing.
  if (dashboard.isError || !dashboard.data || switching === 'failed') return <DashboardError />;
  return <DashboardShell data={dashboard.data} />;
}

/** /dashboard (the signed-in business) and /dashboard/{businessId}. */
export function DashboardPage() {
  return (
    <DataProviders>
      <Dashboard />
    </DataProviders>
  );
}
