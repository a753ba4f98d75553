import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * The five-step wizard (SPEC.md section 2); /register/account-setup belongs to the account area.
 * This area brings antd's theme itself (app/router.tsx): step 1 paints without it.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'register',
    children: [
      { index: true, element: <Navigate to="business" replace /> },
      {
        path: 'business',
        lazy: () => import('./pages/BusinessStepPage').then((module) => ({ Component: module.BusinessStepPage })),
      },
      {
        lazy: () => import('./components/RegistrationLayout').then((module) => ({ Component: module.RegistrationLayout })),
        children: [
          {
            path: 'contact',
            lazy: () => import('./pages/ContactStepPage').then((module) => ({ Component: module.ContactStepPage })),
          },
          {
            path: 'schedule-type',
            lazy: () =>
              import('./pages/ServiceTypeStepPage').then((module) => ({ Component: module.ServiceTypeStepPage })),
          },
          {
            path: 'schedule-calendar',
            lazy: () =>
              import('./pages/ScheduleCalendarPage').then((module) => ({ Component: module.ScheduleCalendarPage })),
          },
          {
            path: 'confirmation',
            lazy: () => import('./pages/ConfirmationPage').then((module) => ({ Component: module.ConfirmationPage })),
          },
        ],
      },
    ],
  },
];
