import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { marketingRoutes } from '../features/marketing/routes';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The public site's routes are known up front. Every other area's route table is fetched the
 * first time a path under it is visited (react-router's patchRoutesOnNavigation), so the
 * entry chunk, which every marketing visitor downloads, does not grow with each new area.
 * Each area's pages are lazy chunks of their own as well.
 */

const PUBLIC_LAYOUT_ID = 'public-layout';

interface LazyArea {
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

const lazyAreas: LazyArea[] = [
  {
    prefixes: ['register'],
    parent: PUBLIC_LAYOUT_ID,
    themesItself: true,
    load: () => import('../features/registration/routes').then((module) => module.registrationRoutes),
  },
  {
    prefixes: ['register', 'login', 'password-recovery', 'reset-password'],
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
    load: () =>
      import('../features/chef/routes').then((module) => module.chefRoutes.map((route) => ({ ErrorBoundary: RouteErrorPage, ...route }))),
  },
];

const patchedAreas = new Set<LazyArea>();

export const router = createBrowserRouter(
  [
    {
      Component: PublicLayout,
      // A page opened directly under a lazy area shows nothing until its route table and page
      // chunk have loaded (the served HTML preloads them); said here, not left to a warning.
      HydrateFallback: () => null,
      // A pathless child holds the error boundary so a failing page keeps the header and footer.
      children: [{ id: PUBLIC_LAYOUT_ID, ErrorBoundary: RouteErrorPage, children: marketingRoutes }],
    },
  ],
  {
    async patchRoutesOnNavigation({ path, patch }) {
      const firstSegment = path.split('/').find(Boolean) ?? '';
      const areas = lazyAreas.filter((area) => !patchedAreas.has(area) && area.prefixes.includes(firstSegment));
      await Promise.all(
        areas.map(async (area) => {
          const routes = await area.load();
          // Two navigations may race to the same area: patch it once.
          if (patchedAreas.has(area)) return;
          patchedAreas.add(area);
          // Every area uses antd: its pages render inside antd's themed ConfigProvider, which
          // the entry (and so the marketing pages) does not load.
          patch(
            area.parent,
            area.themesItself
              ? routes
              : [
                  {
                    lazy: () => import('../lib/AntdTheme').then((module) => ({ Component: module.AntdThemeOutlet })),
                    children: routes,
                  },
                ],
          );
        }),
      );
    },
  },
);
