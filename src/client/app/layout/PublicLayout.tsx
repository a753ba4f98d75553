import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header and footer around every route except /admin/*. */
export function PublicLayout() {
  return (
    <div className="cc-layout">
      <a className="cc-skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" className="cc-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* A new page opens at its top (SPEC.md: service pages scroll to the top on open);
          back and forward restore the earlier position. */}
      <ScrollRestoration />
    </div>
  );
}
