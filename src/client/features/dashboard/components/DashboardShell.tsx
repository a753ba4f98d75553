import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyThemed } from '../../../lib/lazyThemed';
import { useMay } from '../../../lib/role';
import '../dashboard.css';
import type { DashboardData } from '../useDashboard';
import { DashboardHome } from './DashboardHome';
import { DashboardSidebar, type DashboardViewName } from './DashboardSidebar';
import { WelcomeDialog } from './WelcomeDialog';

// The first screen (the Dashboard view and the welcome dialog) is plain CSS and paints
// without antd; the other views and the hours dialog are antd forms, switches and filters,
// and load with antd's theme when first opened.
const BookingsView = lazyThemed(() => import('./BookingsView').then((module) => module.BookingsView));
const LaborBankView = lazyThemed(() => import('./LaborBankView').then((module) => module.LaborBankView));
const ProfileView = lazyThemed(() => import('./ProfileView').then((module) => module.ProfileView));
const LocationsView = lazyThemed(() => import('./LocationsView').then((module) => module.LocationsView));
const TeamView = lazyThemed(() => import('./TeamView').then((module) => module.TeamView));
const IntegrationsView = lazyThemed(() => import('./IntegrationsView').then((module) => module.IntegrationsView));
const SettingsView = lazyThemed(() => import('./SettingsView').then((module) => module.SettingsView));
const RequestHoursDialog = lazyThemed(() => import('./RequestHoursDialog').then((module) => module.RequestHoursDialog));

/** ?requestHours=1 opens the Request Additional Hours dialog (e.g. from the booking calendar). */
const REQUEST_HOURS_PARAM = 'requestHours';

/**
 * ?view= opens a view directly (the low-balance email and Stripe Checkout link to
 * ?view=labor-bank). The parameters that belong to the view it opened go with it once the
 * business picks another view from the sidebar.
 */
const VIEW_PARAM = 'view';
const VIEW_PARAMS: Record<string, DashboardViewName> = {
  dashboard: 'dashboard',
  bookings: 'bookings',
  'labor-bank': 'labor',
  team: 'team',
  locations: 'locations',
  integrations: 'integrations',
  profile: 'profile',
  settings: 'settings',
};
const VIEW_SCOPED_PARAMS = [VIEW_PARAM, 'order', 'checkout'];

/** 'never' until first opened: the dialog's code loads then, and it stays mounted to close. */
type DialogState = 'never' | 'open' | 'closed';

/**
 * The signed-in area: a sidebar that switches views in the page (the route stays the same),
 * and the dialogs every view can open.
 */
export function DashboardShell({ data }: { data: DashboardData }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<DashboardViewName>(() => VIEW_PARAMS[searchParams.get(VIEW_PARAM) ?? ''] ?? 'dashboard');
  const [editingProfile, setEditingProfile] = useState(false);
  const [requestHours, setRequestHours] = useState<DialogState>(searchParams.get(REQUEST_HOURS_PARAM) === '1' ? 'open' : 'never');
  // The first view's heading is not focused (the page just loaded); later switches move focus
  // to the new view's heading, so keyboard and screen reader users land on what changed.
  const [focusHeading, setFocusHeading] = useState(false);

  useEffect(() => {
    if (searchParams.has(REQUEST_HOURS_PARAM)) {
      setSearchParams(
        (params) => {
          params.delete(REQUEST_HOURS_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams]);

  const select = useCallback(
    (next: DashboardViewName) => {
      setFocusHeading(true);
      setEditingProfile(false);
      setView(next);
      if (VIEW_SCOPED_PARAMS.some((name) => searchParams.has(name))) {
        setSearchParams(
          (params) => {
            VIEW_SCOPED_PARAMS.forEach((name) => params.delete(name));
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    },
    [searchParams, setSearchParams],
  );

  const editProfile = useCallback(() => {
    setFocusHeading(true);
    setView('profile');
    setEditingProfile(true);
  }, []);

  // Only an owner is offered Integrations; anyone else sent to it sees the Dashboard view.
  const runsTheBusiness = useMay('runTheBusiness');
  const shown = view === 'integrations' && !runsTheBusiness ? 'dashboard' : view;

  const openRequestHours = useCallback(() => setRequestHours('open'), []);

  return (
    <div className="cc-dash cc-container">
      <DashboardSidebar data={data} view={shown} onSelect={select} />
      <div className="cc-dash__content">
        {shown === 'dashboard' ? (
          <DashboardHome
            data={data}
            focusHeading={focusHeading}
            onRequestHours={openRequestHours}
            onEditProfile={editProfile}
            onShowAllBookings={() => select('bookings')}
            onShowLedger={() => select('labor')}
          />
        ) : (
          <Suspense fallback={null}>
            {view === 'bookings' && <BookingsView data={data} focusHeading={focusHeading} />}
            {view === 'labor' && (
              <LaborBankView data={data} focusHeading={focusHeading} onRequestHours={openRequestHours} />
            )}
            {view === 'profile' && (
              <ProfileView
                data={data}
                focusHeading={focusHeading}
                editing={editingProfile}
                onEditingChange={setEditingProfile}
              />
            )}
            {view === 'team' && <TeamView data={data} focusHeading={focusHeading} />}
            {view === 'locations' && <LocationsView data={data} focusHeading={focusHeading} />}
            {view === 'integrations' && <IntegrationsView focusHeading={focusHeading} />}
            {view === 'settings' && <SettingsView data={data} focusHeading={focusHeading} />}
          </Suspense>
        )}
      </div>
      {requestHours !== 'never' && (
        <Suspense fallback={null}>
          <RequestHoursDialog data={data} open={requestHours === 'open'} onClose={() => setRequestHours('closed')} />
        </Suspense>
      )}
      <WelcomeDialog data={data} />
    </div>
  );
}
