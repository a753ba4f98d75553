import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { company } from '../../../../common/site';
import { AreaDataRoot } from '../../../lib/AreaDataRoot';
import './chef.css';

/**
 * Everything under /chef: the data layer, without the public header and footer, and without
 * antd, which the portal's pages bring with them (ChefPortalTheme) and the sign-in page does
 * not need.
 */
export function ChefRoot() {
  return (
    <AreaDataRoot>
      <Outlet />
    </AreaDataRoot>
  );
}

/** The portal's frame: a bar with the brand (and, signed in, the chef's actions), then the page. */
export function ChefFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="cc-chef">
      <a className="cc-skip-link" href="#chef-main">
        Skip to main content
      </a>
      <header className="cc-chef-header">
        <Link to="/" className="cc-chef-brand">
          {company.name} <span className="cc-chef-brand__tag">Chef portal</span>
        </Link>
        {actions && <div className="cc-chef-header__actions">{actions}</div>}
      </header>
      <main id="chef-main" className="cc-chef-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
