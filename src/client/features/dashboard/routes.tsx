import type { RouteObject } from 'react-router-dom';

/** The signed-in business area, inside the public layout (its header greets the contact). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard/:businessId?',
    lazy: () => import('./pages/DashboardPage').then((module) => ({ Component: module.DashboardPage })),
  },
];
