import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * The admin area (SPEC.md section 2), shown without the public layout. Every page is its own
 * lazy chunk; the login page and the signed-in shell share the data layer of AdminRoot.
 * "Any other /admin/* path" shows the businesses dashboard.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: () => import('./components/AdminRoot').then((module) => ({ Component: module.AdminRoot })),
    children: [
      { path: 'login', lazy: () => import('./pages/AdminLoginPage').then((module) => ({ Component: module.AdminLoginPage })) },
      {
        lazy: () => import('./components/AdminShell').then((module) => ({ Component: module.AdminShell })),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: () => import('./pages/AdminDashboardPage').then((module) => ({ Component: module.AdminDashboardPage })),
          },
          {
            path: 'business/:businessId',
            lazy: () => import('./pages/BusinessDetailsPage').then((module) => ({ Component: module.BusinessDetailsPage })),
          },
          {
            path: 'business/:businessId/edit',
            lazy: () => import('./pages/EditBusinessPage').then((module) => ({ Component: module.EditBusinessPage })),
          },
          {
            path: 'business/:businessId/add-hours',
            lazy: () => import('./pages/AddHoursPage').then((module) => ({ Component: module.AddHoursPage })),
          },
          {
            path: 'operations',
            lazy: () => import('./pages/OperationsPage').then((module) => ({ Component: module.OperationsPage })),
          },
          { path: 'chefs', lazy: () => import('./pages/ChefsPage').then((module) => ({ Component: module.ChefsPage })) },
          { path: 'chefs/new', lazy: () => import('./pages/ChefFormPage').then((module) => ({ Component: module.ChefFormPage })) },
          {
            path: 'chefs/:chefId/edit',
            lazy: () => import('./pages/ChefFormPage').then((module) => ({ Component: module.ChefFormPage })),
          },
          {
            path: 'export-data',
            lazy: () => import('./pages/ExportDataPage').then((module) => ({ Component: module.ExportDataPage })),
          },
          {
            path: 'availability',
            lazy: () => import('./pages/AvailabilityPage').then((module) => ({ Component: module.AvailabilityPage })),
          },
          { path: 'inbox', lazy: () => import('./pages/InboxPage').then((module) => ({ Component: module.InboxPage })) },
          {
            path: 'timesheets',
            lazy: () => import('./pages/TimesheetsPage').then((module) => ({ Component: module.TimesheetsPage })),
          },
          { path: 'jobs', lazy: () => import('./pages/FailedJobsPage').then((module) => ({ Component: module.FailedJobsPage })) },
          {
            path: '*',
            lazy: () => import('./pages/AdminDashboardPage').then((module) => ({ Component: module.AdminDashboardPage })),
          },
        ],
      },
    ],
  },
];
