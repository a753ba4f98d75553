import type { RouteObject } from 'react-router-dom';

/** The mobile app pages: public (SPEC.md section 6), inside the public layout. */
export const mobileRoutes: RouteObject[] = [
  {
    path: 'mobile-setup',
    lazy: () => import('./pages/MobileSetupPage').then((module) => ({ Component: module.MobileSetupPage })),
  },
  {
    path: 'mobile-setup/ios-instructions',
    lazy: () => import('./pages/IosInstructionsPage').then((module) => ({ Component: module.IosInstructionsPage })),
  },
];
