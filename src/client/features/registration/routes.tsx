import { Navigate, type RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '../../../common/client-routes';

/**
 * The five-step wizard (SPEC.md section 2); /register/account-setup belongs to the account area.
 * This area brings antd's theme itself (app/router.tsx): step 1 paints without it.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: CLIENT_ROUTES.register,
    children: [
      { index: true, element: <Navigate to={CLIENT_ROUTES.registerBusiness} replace /> },
      {
        path: CLIENT_ROUTES.registerBusiness,
        lazy: () => import('./pages/BusinessStepPage').then((module) => ({ Component: module.BusinessStepPage })),
      },
      {
        lazy: () => import('./components/RegistrationLayout').then((module) => ({ Component: module.RegistrationLayout })),
        children: [
          {
            path: CLIENT_ROUTES.registerContact,
            lazy: () => import('./pages/ContactStepPage').then((module) => ({ Component: module.ContactStepPage })),
          },
          {
            path: CLIENT_ROUTES.registerScheduleType,
            lazy: () =>
              import('./pages/ServiceTypeStepPage').then((module) => ({ Component: module.ServiceTypeStepPage })),
          },
          {
            path: CLIENT_ROUTES.registerScheduleCalendar,
            lazy: () =>
              import('./pages/ScheduleCalendarPage').then((module) => ({ Component: module.ScheduleCalendarPage })),
          },
          {
            path: CLIENT_ROUTES.registerConfirmation,
            lazy: () => import('./pages/ConfirmationPage').then((module) => ({ Component: module.ConfirmationPage })),
          },
        ],
      },
    ],
  },
];
