import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/usePageMeta';
import { isNotSignedIn } from '../../../lib/apiError';
import { DataProviders } from '../../../lib/DataProviders';
import { useSignedInBusiness } from '../../../lib/session';
import { DashboardError, DashboardSkeleton } from '../components/DashboardStates';
import { DashboardShell } from '../components/DashboardShell';
import { useDashboard } from '../useDashboard';
import { idFrom } from '../../../../common/schemas/fields';


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
  const signedOut = dashboard.isError && isNotSignedIn(dashboard.error);

  useEffect(() => {
    if (signedOut) navigate('/login', { replace: true });
  }, [signedOut, navigate]);

  if (businessId === null) return <DashboardError />;
  if (dashboard.isPending || signedOut) return <DashboardSkeleton />;
  // SPEC.md section 2: the error state also shows when the load returns nothing.
  if (dashboard.isError || !dashboard.data) return <DashboardError />;
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
