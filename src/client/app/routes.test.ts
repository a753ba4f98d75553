import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, clientRouteOf, samplePaths } from '../../common/client-routes';
import { marketingRoutes } from '../features/marketing/routes';
import { areasFor, lazyAreas, rootRoutes, themedAreaRoutes, type LazyArea } from './routes';

/**
 * The server answers 404 where the client shows its not-found page, and 200 elsewhere, by
 * one list (src/common/client-routes.ts); these tests hold the client's route tables to it.
 */

const NOT_FOUND_ROUTE = marketingRoutes.find((route) => route.path === '*');

/** The route tree after areas are patched in, as react-router's `patch(parentId, routes)` does. */
function patched(routes: RouteObject[], area: LazyArea, children: RouteObject[]): RouteObject[] {
  if (area.parent === null) return [...routes, ...children];
  return routes.map((route): RouteObject => {
    if (route.index) return route;
    if (route.id === area.parent) return { ...route, children: [...(route.children ?? []), ...children] };
    return route.children ? { ...route, children: patched(route.children, area, children) } : route;
  });
}

async function treeWith(areas: LazyArea[]): Promise<RouteObject[]> {
  let tree = rootRoutes;
  for (const area of areas) tree = patched(tree, area, themedAreaRoutes(area, await area.load()));
  return tree;
}

/** Whether the browser, opening this path, shows a page rather than the not-found page. */
async function clientShowsPage(pathname: string): Promise<boolean> {
  // As router.tsx does on a first visit: only the areas of the path's first segment are loaded.
  const matches = matchRoutes(await treeWith(areasFor(pathname)), pathname);
  return matches !== null && matches.at(-1)?.route !== NOT_FOUND_ROUTE;
}

/** The full path of every route that renders something of its own (no layout, no not-found). */
function leafPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route === NOT_FOUND_ROUTE) return [];
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return route.children?.length ? leafPaths(route.children, own) : [own || '/'];
  });
}

const WRONG_PATHS = [
  '/no-such-page',
  '/admin-nope',
  '/adminx/dashboard',
  '/dashboard/extra/x',
  '/dashboardfoo',
  '/services/nope',
  '/services/in-person-chefs/more',
  '/register/nope',
  '/login/x',
  '/mobile-setup/android',
  '/chefs',
  '/chef/nope',
  '/favicon.ico',
  '/assets/nope.js',
  '/api/nope',
  '//about',
  '/admin%2Fdashboard',
];
/** What react-router also takes for a route: any case, trailing slashes, percent-encoding. */
const VARIANT_PATHS = ['/About', '/about/', '/about//', '/ab%6Fut', '/REGISTER/Business', '/Admin/Anything', '/dashboard/42/', '/chef/login/'];

describe('client routes', () => {
  it('are the one list: every route the client renders a page for is on it, and nothing else', async () => {
    expect(leafPaths(await treeWith(lazyAreas)).sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });

  it.each([...CLIENT_ROUTE_PATTERNS.flatMap(samplePaths), ...VARIANT_PATHS])('%s is a page on the client and a route on the server', async (pathname) => {
    expect(await clientShowsPage(pathname)).toBe(true);
    expect(clientRouteOf(pathname)).toBeDefined();
  });

  it.each(WRONG_PATHS)('%s is the not-found page on the client and no route on the server', async (pathname) => {
    expect(await clientShowsPage(pathname)).toBe(false);
    expect(clientRouteOf(pathname)).toBeUndefined();
  });
});
