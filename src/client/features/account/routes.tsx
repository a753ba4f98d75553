import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '../../../common/client-routes';

/** Account setup after registration, login, and password recovery (SPEC.md section 2). */
export const accountRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/AccountLayout').then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: CLIENT_ROUTES.accountSetup,
        lazy: () => import('./pages/AccountSetupPage').then((module) => ({ Component: module.AccountSetupPage })),
      },
      { path: CLIENT_ROUTES.login, lazy: () => import('./pages/LoginPage').then((module) => ({ Component: module.LoginPage })) },
      {
        path: CLIENT_ROUTES.passwordRecovery,
        lazy: () =>
          import('./pages/PasswordRecoveryPage').then((module) => ({ Component: module.PasswordRecoveryPage })),
      },
      { path: CLIENT_ROUTES.join, lazy: () => import('./pages/JoinPage').then((module) => ({ Component: module.JoinPage })) },
      {
        path: CLIENT_ROUTES.resetPassword,
        lazy: () => import('./pages/ResetPasswordPage').then((module) => ({ Component: module.ResetPasswordPage })),
      },
    ],
  },
];
