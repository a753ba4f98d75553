import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../../../../common/site';
import { StandaloneAreaRoot } from '../../../lib/StandaloneAreaRoot';
import './chef.css';

/** Everything under /chef: the data layer, without the public header and footer. */
export function ChefRoot() {
  return <StandaloneAreaRoot />;
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
