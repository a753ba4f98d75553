import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * The chef portal (DECISIONS.md section 8), shown without the public layout: the sign-in page
 * that the emailed links open, and the portal itself. Each page is its own lazy chunk. The
 * sign-in page is plain CSS and paints without antd; the portal's pages load antd's theme
 * with them.
 */
export const chefRoutes: RouteObject[] = [
  {
    path: 'chef',
    lazy: () => import('./components/ChefRoot').then((module) => ({ Component: module.ChefRoot })),
    children: [
      { path: 'login', lazy: () => import('./pages/ChefLoginPage').then((module) => ({ Component: module.ChefLoginPage })) },
      {
        lazy: () => import('./components/ChefPortalTheme').then((module) => ({ Component: module.ChefPortalTheme })),
        children: [{ index: true, lazy: () => import('./pages/ChefPortalPage').then((module) => ({ Component: module.ChefPortalPage })) }],
      },
      { path: '*', element: <Navigate to="/chef" replace /> },
    ],
  },
];
