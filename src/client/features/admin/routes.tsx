import { Navigate, type RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '../../../common/client-routes';

/**
 * The admin area (SPEC.md section 2), shown without the public layout. Every page is its own
 * lazy chunk; the login page and the signed-in shell share the data layer of AdminRoot.
 * "Any other /admin/* path" shows the businesses dashboard.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: CLIENT_ROUTES.admin,
    lazy: () => import('./components/AdminRoot').then((module) => ({ Component: module.AdminRoot })),
    children: [
      { path: CLIENT_ROUTES.adminLogin, lazy: () => import('./pages/AdminLoginPage').then((module) => ({ Component: module.AdminLoginPage })) },
      {
        lazy: () => import('./components/AdminShell').then((module) => ({ Component: module.AdminShell })),
        children: [
          { index: true, element: <Navigate to={CLIENT_ROUTES.adminDashboard} replace /> },
          {
            path: CLIENT_ROUTES.adminDashboard,
            lazy: () => import('./pages/AdminDashboardPage').then((module) => ({ Component: module.AdminDashboardPage })),
          },
          {
            path: CLIENT_ROUTES.adminBusiness,
            lazy: () => import('./pages/BusinessDetailsPage').then((module) => ({ Component: module.BusinessDetailsPage })),
          },
          {
            path: CLIENT_ROUTES.adminEditBusiness,
            lazy: () => import('./pages/EditBusinessPage').then((module) => ({ Component: module.EditBusinessPage })),
          },
          {
            path: CLIENT_ROUTES.adminAddHours,
            lazy: () => import('./pages/AddHoursPage').then((module) => ({ Component: module.AddHoursPage })),
          },
          {
            path: CLIENT_ROUTES.adminOperations,
            lazy: () => import('./pages/OperationsPage').then((module) => ({ Component: module.OperationsPage })),
          },
          { path: CLIENT_ROUTES.adminChefs, lazy: () => import('./pages/ChefsPage').then((module) => ({ Component: module.ChefsPage })) },
          { path: CLIENT_ROUTES.adminNewChef, lazy: () => import('./pages/ChefFormPage').then((module) => ({ Component: module.ChefFormPage })) },
          {
            path: CLIENT_ROUTES.adminEditChef,
            lazy: () => import('./pages/ChefFormPage').then((module) => ({ Component: module.ChefFormPage })),
          },
          {
            path: CLIENT_ROUTES.adminExportData,
            lazy: () => import('./pages/ExportDataPage').then((module) => ({ Component: module.ExportDataPage })),
          },
          {
            path: CLIENT_ROUTES.adminAvailability,
            lazy: () => import('./pages/AvailabilityPage').then((module) => ({ Component: module.AvailabilityPage })),
          },
          { path: CLIENT_ROUTES.adminInbox, lazy: () => import('./pages/InboxPage').then((module) => ({ Component: module.InboxPage })) },
          {
            path: CLIENT_ROUTES.adminTimesheets,
            lazy: () => import('./pages/TimesheetsPage').then((module) => ({ Component: module.TimesheetsPage })),
          },
          {
            path: CLIENT_ROUTES.adminFinance,
            lazy: () => import('./pages/FinancePage').then((module) => ({ Component: module.FinancePage })),
          },
          {
            path: CLIENT_ROUTES.adminPayouts,
            lazy: () => import('./pages/PayoutsPage').then((module) => ({ Component: module.PayoutsPage })),
          },
          {
            path: CLIENT_ROUTES.adminCredentials,
            lazy: () => import('./pages/CredentialsPage').then((module) => ({ Component: module.CredentialsPage })),
          },
          { path: CLIENT_ROUTES.adminJobs, lazy: () => import('./pages/FailedJobsPage').then((module) => ({ Component: module.FailedJobsPage })) },
          { path: CLIENT_ROUTES.adminBackups, lazy: () => import('./pages/BackupsPage').then((module) => ({ Component: module.BackupsPage })) },
          {
            path: CLIENT_ROUTES.adminOther,
            lazy: () => import('./pages/AdminDashboardPage').then((module) => ({ Component: module.AdminDashboardPage })),
          },
        ],
      },
    ],
  },
];
