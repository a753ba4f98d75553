import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../dashboard.css';
import type { DashboardData } from '../useDashboard';
import { BookingsView } from './BookingsView';
import { DashboardHome } from './DashboardHome';
import { DashboardSidebar, type DashboardViewName } from './DashboardSidebar';
import { LaborBankView } from './LaborBankView';
import { ProfileView } from './ProfileView';
import { RequestHoursDialog } from './RequestHoursDialog';
import { SettingsView } from './SettingsView';
import { WelcomeDialog } from './WelcomeDialog';

/** ?requestHours=1 opens the Request Additional Hours dialog (e.g. from the booking calendar). */
const REQUEST_HOURS_PARAM = 'requestHours';

/**
 * The signed-in area: a sidebar that switches views in the page (the route stays the same),
 * and the dialogs every view can open.
 */
export function DashboardShell({ data }: { data: DashboardData }) {
  const [view, setView] = useState<DashboardViewName>('dashboard');
  const [editingProfile, setEditingProfile] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const [requestingHours, setRequestingHours] = useState(searchParams.get(REQUEST_HOURS_PARAM) === '1');
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

  const select = useCallback((next: DashboardViewName) => {
    setFocusHeading(true);
    setEditingProfile(false);
    setView(next);
  }, []);

  const editProfile = useCallback(() => {
    setFocusHeading(true);
    setView('profile');
    setEditingProfile(true);
  }, []);

  const openRequestHours = useCallback(() => setRequestingHours(true), []);

  return (
    <div className="cc-dash cc-container">
      <DashboardSidebar data={data} view={view} onSelect={select} />
      <div className="cc-dash__content">
        {view === 'dashboard' && (
          <DashboardHome
            data={data}
            focusHeading={focusHeading}
            onRequestHours={openRequestHours}
            onEditProfile={editProfile}
            onShowAllBookings={() => select('bookings')}
            onShowLedger={() => select('labor')}
          />
        )}
        {view === 'bookings' && <BookingsView data={data} focusHeading={focusHeading} />}
        {view === 'labor' && <LaborBankView data={data} focusHeading={focusHeading} onRequestHours={openRequestHours} />}
        {view === 'profile' && (
          <ProfileView data={data} focusHeading={focusHeading} editing={editingProfile} onEditingChange={setEditingProfile} />
        )}
        {view === 'settings' && <SettingsView data={data} focusHeading={focusHeading} />}
      </div>
      <RequestHoursDialog data={data} open={requestingHours} onClose={() => setRequestingHours(false)} />
      <WelcomeDialog data={data} />
    </div>
  );
}
