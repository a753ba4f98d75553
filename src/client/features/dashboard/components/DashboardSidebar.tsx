import {
  ApiOutlined,
  AppstoreOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  LogoutOutlined,
  MenuOutlined,
  MobileOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../../lib/trpc';
import { useMay } from '../../../lib/role';
import { useBusinessLogout } from '../../../lib/session';
import { initialsOf } from '../format';
import type { DashboardData } from '../useDashboard';

export type DashboardViewName = 'dashboard' | 'bookings' | 'labor' | 'team' | 'locations' | 'integrations' | 'profile' | 'settings';

/** `ownerOnly`: the "run the business" line of section 18's table, offered to owners alone. */
const VIEWS: { name: DashboardViewName; label: string; icon: ReactNode; ownerOnly?: true }[] = [
  { name: 'dashboard', label: 'Dashboard', icon: <AppstoreOutlined aria-hidden /> },
  { name: 'bookings', label: 'My Bookings', icon: <CalendarOutlined aria-hidden /> },
  { name: 'labor', label: 'Labor Bank', icon: <ClockCircleOutlined aria-hidden /> },
  { name: 'team', label: 'Team', icon: <TeamOutlined aria-hidden /> },
  { name: 'locations', label: 'Locations', icon: <ShopOutlined aria-hidden /> },
  { name: 'integrations', label: 'Integrations', icon: <ApiOutlined aria-hidden />, ownerOnly: true },
  { name: 'profile', label: 'Profile', icon: <UserOutlined aria-hidden /> },
  { name: 'settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> },
];

/**
 * With two or more memberships, the person's businesses as links: each opens that business's
 * dashboard, which switches the session to it (DECISIONS.md section 18). Links rather than a
 * select, so that moving through them with the keyboard changes nothing until one is chosen.
 */
function LocationSwitcher({ currentId }: { currentId: number }) {
  const memberships = trpc.public.session.useQuery().data?.memberships ?? [];
  const titleId = useId();
  if (memberships.length < 2) return null;
  return (
    <nav className="cc-dash__locations" aria-labelledby={titleId}>
      <p id={titleId} className="cc-dash__locations-title">
        Your locations
      </p>
      <ul>
        {memberships.map((membership) => (
          <li key={membership.businessId}>
            <Link to={`/dashboard/${membership.businessId}`} className="cc-dash__location" aria-current={membership.businessId === currentId ? 'page' : undefined}>
              {membership.businessName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SidebarProps {
  data: DashboardData;
  view: DashboardViewName;
  onSelect: (view: DashboardViewName) => void;
}

/**
 * Who is signed in and the in-page views. On a phone it collapses behind a button that names
 * the current view, so the content starts at the top of the screen.
 */
export function DashboardSidebar({ data, view, onSelect }: SidebarProps) {
  const [expanded, setExpanded] = useState(false);
  const navId = useId();
  const logout = useBusinessLogout();
  const { contact, business } = data;
  const fullName = contact ? `${contact.firstName} ${contact.lastName}`.trim() : 'Chef';
  const runsTheBusiness = useMay('runTheBusiness');
  const offered = VIEWS.filter((item) => !item.ownerOnly || runsTheBusiness);
  const current = offered.find((candidate) => candidate.name === view) ?? offered[0];

  return (
    <aside className="cc-dash__sidebar" aria-label="Account">
      <div className="cc-dash__identity">
        <span className="cc-dash__avatar" aria-hidden>
          {initialsOf(contact?.firstName, contact?.lastName)}
        </span>
        <div className="cc-dash__identity-text">
          <p className="cc-dash__name">{fullName}</p>
          <p className="cc-dash__business">{business.businessName}</p>
        </div>
      </div>
      <LocationSwitcher currentId={business.id} />
      <button
        type="button"
        className="cc-dash__menu-toggle"
        aria-expanded={expanded}
        aria-controls={navId}
        onClick={() => setExpanded((open) => !open)}
      >
        <MenuOutlined aria-hidden />
        <span>
          Dashboard menu<span className="cc-visually-hidden">, current view:</span>{' '}
          <span className="cc-dash__menu-current">{current?.label}</span>
        </span>
      </button>
      <nav id={navId} className={expanded ? 'cc-dash__nav cc-dash__nav--open' : 'cc-dash__nav'} aria-label="Dashboard">
        <ul>
          {offered.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                className="cc-dash__nav-item"
                aria-current={item.name === view ? 'page' : undefined}
                onClick={() => {
                  setExpanded(false);
                  onSelect(item.name);
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
          <li className="cc-dash__nav-separator">
            <Link to="/mobile-setup" className="cc-dash__nav-item">
              <MobileOutlined aria-hidden />
              Mobile App Setup
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="cc-dash__nav-item"
              disabled={logout.pending}
              onClick={logout.logOut}
            >
              <LogoutOutlined aria-hidden />
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
