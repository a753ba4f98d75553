import type { RouteObject } from 'react-router-dom';

/**
 * The public site. Every page is its own lazy chunk, so visiting one downloads only that page
 * (and never another area's code).
 */
export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/HomePage').then((module) => ({ Component: module.HomePage })) },
  { path: 'about', lazy: () => import('./pages/AboutPage').then((module) => ({ Component: module.AboutPage })) },
  { path: 'pricing', lazy: () => import('./pages/PricingPage').then((module) => ({ Component: module.PricingPage })) },
  {
    path: 'rate-sheet',
    lazy: () => import('./pages/RateSheetPage').then((module) => ({ Component: module.RateSheetPage })),
  },
  { path: 'terms', lazy: () => import('./pages/TermsPage').then((module) => ({ Component: module.TermsPage })) },
  { path: 'contact', lazy: () => import('./pages/ContactPage').then((module) => ({ Component: module.ContactPage })) },
  {
    path: 'our-chefs',
    lazy: () => import('./pages/OurChefsPage').then((module) => ({ Component: module.OurChefsPage })),
  },
  // /services shows the in-person page (SPEC.md section 2); ServicePage defaults to it.
  {
    path: 'services/:serviceSlug?',
    lazy: () => import('./pages/ServicePage').then((module) => ({ Component: module.ServicePage })),
  },
  { path: '*', lazy: () => import('./pages/NotFoundPage').then((module) => ({ Component: module.NotFoundPage })) },
];
