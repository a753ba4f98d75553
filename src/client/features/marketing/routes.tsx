import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES, SERVICE_SLUGS, servicePath, type ServiceSlug } from '../../../common/client-routes';

/** A service page's route loads the one page chunk of all five, told which service to show. */
function servicePage(slug: ServiceSlug): RouteObject['lazy'] {
  return () => import('./pages/ServicePage').then((module) => ({ element: <module.ServicePage slug={slug} /> }));
}

/**
 * The public site. Every page is its own lazy chunk, so visiting one downloads only that page
 * (and never another area's code).
 */
export const marketingRoutes: RouteObject[] = [
  { path: CLIENT_ROUTES.home, lazy: () => import('./pages/HomePage').then((module) => ({ Component: module.HomePage })) },
  { path: CLIENT_ROUTES.about, lazy: () => import('./pages/AboutPage').then((module) => ({ Component: module.AboutPage })) },
  { path: CLIENT_ROUTES.pricing, lazy: () => import('./pages/PricingPage').then((module) => ({ Component: module.PricingPage })) },
  {
    path: CLIENT_ROUTES.rateSheet,
    lazy: () => import('./pages/RateSheetPage').then((module) => ({ Component: module.RateSheetPage })),
  },
  { path: CLIENT_ROUTES.terms, lazy: () => import('./pages/TermsPage').then((module) => ({ Component: module.TermsPage })) },
  { path: CLIENT_ROUTES.contact, lazy: () => import('./pages/ContactPage').then((module) => ({ Component: module.ContactPage })) },
  {
    path: CLIENT_ROUTES.ourChefs,
    lazy: () => import('./pages/OurChefsPage').then((module) => ({ Component: module.OurChefsPage })),
  },
  // /services shows the in-person page (SPEC.md section 2). A route per service, not one with
  // a slug parameter, so that a wrong slug is the not-found route the server answers 404 for.
  { path: CLIENT_ROUTES.services, lazy: servicePage('in-person-chefs') },
  ...SERVICE_SLUGS.map((slug) => ({ path: servicePath(slug), lazy: servicePage(slug) })),
  { path: '*', lazy: () => import('./pages/NotFoundPage').then((module) => ({ Component: module.NotFoundPage })) },
];
