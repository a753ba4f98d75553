import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '../../../common/client-routes';

/**
 * The chef portal (DECISIONS.md section 8), shown without the public layout: the sign-in page
 * that the emailed links open, and the portal itself. Each page is its own lazy chunk. The
 * sign-in page is plain CSS and paints without antd; the portal's pages load antd's theme
 * with them. Any other /chef/… path is the site's not-found page (DECISIONS.md section 15).
 */
export const chefRoutes: RouteObject[] = [
  {
    path: CLIENT_ROUTES.chef,
    lazy: () => import('./components/ChefRoot').then((module) => ({ Component: module.ChefRoot })),
    children: [
      { path: CLIENT_ROUTES.chefLogin, lazy: () => import('./pages/ChefLoginPage').then((module) => ({ Component: module.ChefLoginPage })) },
      {
        lazy: () => import('./components/ChefPortalTheme').then((module) => ({ Component: module.ChefPortalTheme })),
        children: [{ index: true, lazy: () => import('./pages/ChefPortalPage').then((module) => ({ Component: module.ChefPortalPage })) }],
      },
    ],
  },
];
