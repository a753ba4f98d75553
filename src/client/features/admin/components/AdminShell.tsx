import { useQueryClient } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import { useCallback, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { company } from '../../../../common/site';
import { isNotSignedIn } from '../../../lib/apiError';
import { useOnSignedOut } from '../../../lib/signedInArea';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { forgetAdminData, LOGIN_PATH, type LoginRedirectState } from './adminSession';

/** SPEC.md section 6: a 401 from any admin call leads to /admin/login, and back here after it. */
function useRedirectOnUnauthorized() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const toLogin = useCallback(() => {
    const state: LoginRedirectState = { from };
    navigate(LOGIN_PATH, { replace: true, state });
  }, [navigate, from]);
  useOnSignedOut('admin', toLogin);
}

const navItems = [
  { to: '/admin/dashboard', label: 'Businesses' },
  { to: '/admin/operations', label: 'Operations' },
  { to: '/admin/chefs', label: 'Chefs' },
  { to: '/admin/timesheets', label: 'Timesheets' },
  { to: '/admin/finance', label: 'Finance' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/credentials', label: 'Credentials' },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/availability', label: 'Availability' },
  { to: '/admin/export-data', label: 'Export' },
  { to: '/admin/jobs', label: 'Failed jobs' },
];

/** What waits for the admin behind a menu item: pending hours requests in the inbox, disputed timesheets. */
const WAITING = {
  '/admin/inbox': { count: (summary: AdminSummary) => summary.pendingHoursRequests, what: 'pending hours requests' },
  '/admin/timesheets': { count: (summary: AdminSummary) => summary.openDisputes, what: 'disputed timesheets' },
} as const;
type AdminSummary = RouterOutputs['admin']['summary'];

function WaitingBadge({ to }: { to: keyof typeof WAITING }) {
  const summary = trpc.admin.summary.useQuery();
  const waiting = summary.data ? WAITING[to].count(summary.data) : 0;
  if (waiting === 0) return null;
  return (
    <>
      <Badge count={waiting} size="small" aria-hidden="true" />
      <span className="cc-visually-hidden">
        , {waiting} {WAITING[to].what}
      </span>
    </>
  );
}

/** The signed-in admin area: header with View Site and Logout, then the page. */
export function AdminShell() {
  useRedirectOnUnauthorized();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();

  const logout = trpc.admin.logout.useMutation({
    // SPEC.md section 4: to the login page whatever the server answered.
    onSettled: (_data, error) => {
      forgetAdminData(queryClient);
      if (!error || isNotSignedIn(error)) toast.success('Logged out', 'You have been logged out successfully');
      navigate(LOGIN_PATH, { replace: true });
    },
  });

  const links = navItems.map((item) => (
    <NavLink key={item.to} to={item.to} className="cc-admin-nav__link">
      {item.label}
      {item.to in WAITING && <WaitingBadge to={item.to as keyof typeof WAITING} />}
    </NavLink>
  ));

  return (
    <div className="cc-admin">
      <a className="cc-skip-link" href="#admin-main">
        Skip to main content
      </a>
      <header className="cc-admin-header">
        <div className="cc-admin-header__bar">
          <Link to="/admin/dashboard" className="cc-admin-brand">
            {company.name} <span className="cc-admin-brand__tag">Admin</span>
          </Link>
          <nav aria-label="Admin" className="cc-admin-nav cc-admin-nav--desktop">
            {links}
          </nav>
          <div className="cc-admin-header__actions">
            <Button href="/" className="cc-admin-desktop-only">
              View Site
            </Button>
            <Button type="primary" loading={logout.isPending} onClick={() => logout.mutate()}>
              Logout
            </Button>
            <Button
              className="cc-admin-menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              Menu
            </Button>
          </div>
        </div>
        <div id={menuId} className="cc-admin-mobile-menu" hidden={!menuOpen}>
          <nav aria-label="Admin (mobile)" className="cc-admin-nav cc-admin-nav--mobile">
            {links}
            <a href="/" className="cc-admin-nav__link">
              View Site
            </a>
          </nav>
        </div>
      </header>
      <main id="admin-main" className="cc-admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
