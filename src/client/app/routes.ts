import type { RouteObject } from 'react-router-dom';
import { marketingRoutes } from '../features/marketing/routes';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The public site's routes are known up front. Every other area's route table is fetched the
 * first time a path under it is visited (router.tsx, react-router's patchRoutesOnNavigation),
 * so the entry chunk, which every marketing visitor downloads, does not grow with each new
 * area. Each area's pages are lazy chunks of their own as well. Kept apart from the browser
 * router so that routes.test.ts can match paths against the very same tables.
 */

export const PUBLIC_LAYOUT_ID = 'public-layout';

export interface LazyArea {
  /** First path segments the area serves. */
  prefixes: string[];
  /** Inside the public layout (header and footer), or standalone like the admin area. */
  parent: typeof PUBLIC_LAYOUT_ID | null;
  /**
   * The area's routes bring antd's themed ConfigProvider themselves rather than inside one
   * lazy layout route that every page of the area waits for (the wizard's first step and the
   * dashboard's first screen paint before antd loads).
   */
  themesItself?: true;
  load: () => Promise<RouteObject[]>;
}

export const lazyAreas: LazyArea[] = [
  {
    prefixes: ['register'],
    parent: PUBLIC_LAYOUT_ID,
    themesItself: true,
    load: () => import('../features/registration/routes').then((module) => module.registrationRoutes),
  },
  {
    prefixes: ['register', 'login', 'password-recovery', 'reset-password', 'join'],
    parent: PUBLIC_LAYOUT_ID,
    load: () => import('../features/account/routes').then((module) => module.accountRoutes),
  },
  {
    prefixes: ['dashboard'],
    parent: PUBLIC_LAYOUT_ID,
    themesItself: true,
    load: () => import('../features/dashboard/routes').then((module) => module.dashboardRoutes),
  },
  {
    prefixes: ['mobile-setup'],
    parent: PUBLIC_LAYOUT_ID,
    load: () => import('../features/mobile/routes').then((module) => module.mobileRoutes),
  },
  {
    prefixes: ['admin'],
    parent: null,
    load: () =>
      import('../features/admin/routes').then((module) =>
        module.adminRoutes.map((route) => ({ ErrorBoundary: RouteErrorPage, ...route })),
      ),
  },
  {
    prefixes: ['chef'],
    parent: null,
    // The sign-in page paints without antd; the portal's pages load its theme themselves (ChefPortalTheme).
    themesItself: true,
    load: () =>
      import('../features/chef/routes').then((module) => module.chefRoutes.map((route) => ({ ErrorBoundary: RouteErrorPage, ...route }))),
  },
];

/**
 * The areas whose routes a path may need: those serving its first segment, in any case, as
 * react-router matches paths (and the server answers 200 for /Register/Business too).
 */
export function areasFor(path: string): LazyArea[] {
  const firstSegment = path.split('/').find(Boolean)?.toLowerCase() ?? '';
  return lazyAreas.filter((area) => area.prefixes.includes(firstSegment));
}

/** An area's routes as they are patched in under its parent. */
export function themedAreaRoutes(area: LazyArea, routes: RouteObject[]): RouteObject[] {
  // Every area uses antd: its pages render inside antd's themed ConfigProvider, which the
  // entry (and so the marketing pages) does not load.
  if (area.themesItself) return routes;
  return [{ lazy: () => import('../lib/AntdTheme').then((module) => ({ Component: module.AntdThemeOutlet })), children: routes }];
}

export const rootRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    // A page opened directly under a lazy area shows nothing until its route table and page
    // chunk have loaded (the served HTML preloads them); said here, not left to a warning.
    HydrateFallback: () => null,
    // A pathless child holds the error boundary so a failing page keeps the header and footer.
    children: [{ id: PUBLIC_LAYOUT_ID, ErrorBoundary: RouteErrorPage, children: marketingRoutes }],
  },
];
