import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '../../../common/client-routes';

/** The mobile app pages: public (SPEC.md section 6), inside the public layout. */
export const mobileRoutes: RouteObject[] = [
  {
    path: CLIENT_ROUTES.mobileSetup,
    lazy: () => import('./pages/MobileSetupPage').then((module) => ({ Component: module.MobileSetupPage })),
  },
  {
    path: CLIENT_ROUTES.iosInstructions,
    lazy: () => import('./pages/IosInstructionsPage').then((module) => ({ Component: module.IosInstructionsPage })),
  },
];
