import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { mobileRoutes } from '../features/mobile/routes';
import { marketingRoutes } from '../features/marketing/routes';
import { registrationRoutes } from '../features/registration/routes';
import { adminRoutes } from '../features/admin/routes';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Each feature area exports lazy RouteObject[] from features/<area>/routes.tsx, so a page only
 * downloads its own area's code. Add an area with one spread in the right list.
 */

/** Shown inside the public layout (header and footer). */
const publicLayoutRoutes: RouteObject[] = [...marketingRoutes, ...registrationRoutes, ...accountRoutes, ...dashboardRoutes, ...mobileRoutes];

/** Shown without the public layout: the admin area brings its own. */
const standaloneRoutes: RouteObject[] = [...adminRoutes];

export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    // A pathless child holds the error boundary so a failing page keeps the header and footer.
    children: [{ ErrorBoundary: RouteErrorPage, children: publicLayoutRoutes }],
  },
  ...standaloneRoutes.map((route) => ({ ErrorBoundary: RouteErrorPage, ...route })),
]);
