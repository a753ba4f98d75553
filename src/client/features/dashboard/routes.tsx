import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '../../../common/client-routes';

/** The signed-in business area, inside the public layout (its header greets the contact). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: CLIENT_ROUTES.dashboard,
    lazy: () => import('./pages/DashboardPage').then((module) => ({ Component: module.DashboardPage })),
  },
];
