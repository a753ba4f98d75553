import type { RouteObject } from 'react-router-dom';

/** Account setup after registration, login, and password recovery (SPEC.md section 2). */
export const accountRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/AccountLayout').then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: 'register/account-setup',
        lazy: () => import('./pages/AccountSetupPage').then((module) => ({ Component: module.AccountSetupPage })),
      },
      { path: 'login', lazy: () => import('./pages/LoginPage').then((module) => ({ Component: module.LoginPage })) },
      {
        path: 'password-recovery',
        lazy: () =>
          import('./pages/PasswordRecoveryPage').then((module) => ({ Component: module.PasswordRecoveryPage })),
      },
      {
        path: 'reset-password',
        lazy: () => import('./pages/ResetPasswordPage').then((module) => ({ Component: module.ResetPasswordPage })),
      },
    ],
  },
];
