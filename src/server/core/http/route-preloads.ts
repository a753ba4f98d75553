import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AFTER_PAINT_TEMPLATE_ID } from '../../../common/after-paint.js';
import { CLIENT_ROUTES, clientRouteOf, SERVICE_SLUGS, servicePath } from '../../../common/client-routes.js';
import { idFrom } from '../../../common/ids.js';

/**
 * index.html for one path, with `<link rel="modulepreload">` (and stylesheet) tags for the
 * chunks that path's page is made of.
 *
 * The client is a SPA whose pages are lazy chunks: without hints the browser learns of a
 * page's chunk only after the entry chunk has run (and of a /register page only after the
 * area's route table has run too), so the first paint waits for two or three round trips in
 * a row. Naming them in the HTML fetches them alongside the entry. Only the public pages a
 * visitor lands on from outside are listed, and the not-found page, which every path that is
 * no client route (src/common/client-routes.ts) shows with a 404; any other client route gets
 * index.html as built.
 */

/** Client source files (keys of Vite's build manifest) each public path's first render needs. */
const MARKETING = 'src/client/features/marketing/pages';
const REGISTRATION = 'src/client/features/registration';
const ACCOUNT = 'src/client/features/account';
const DASHBOARD = 'src/client/features/dashboard';
const CHEF = 'src/client/features/chef';
/** A path under /register loads both areas' route tables (router.tsx, lazyAreas). */
const REGISTER_ROUTES = [`${REGISTRATION}/routes.tsx`, `${ACCOUNT}/routes.tsx`];
/** Steps 2 to 5 render inside the layout that brings antd's theme; step 1 paints before it. */
const WIZARD = [...REGISTER_ROUTES, `${REGISTRATION}/components/RegistrationLayout.tsx`];

/**
 * 'closure': the chunks and everything they import (a marketing page: a few small chunks).
 * 'chunks': only the listed chunks. A /register page imports some 40 antd and data chunks;
 * hinting them all made Lighthouse count every one before the first paint and evaluate them
 * in one long task (register: Performance 69 -> 66, FCP 3.4 -> 4.2 s), while hinting just the
 * route tables, the layout and the step removes two round trips (69 -> 74); Vite's preload
 * helper fetches their imports in parallel once the entry runs. /register/business paints its
 * frame before antd loads and fetches its form after (pages/BusinessStepPage.tsx): what its
 * first paint imports is a few small chunks, hinted whole, and the form's are not hinted.
 */
type Reach = 'closure' | 'chunks';

export const ROUTE_SOURCES: [route: string, sources: string[], reach: Reach][] = [
  [CLIENT_ROUTES.home, [`${MARKETING}/HomePage.tsx`], 'closure'],
  [CLIENT_ROUTES.about, [`${MARKETING}/AboutPage.tsx`], 'closure'],
  [CLIENT_ROUTES.pricing, [`${MARKETING}/PricingPage.tsx`], 'closure'],
  [CLIENT_ROUTES.rateSheet, [`${MARKETING}/RateSheetPage.tsx`], 'closure'],
  [CLIENT_ROUTES.terms, [`${MARKETING}/TermsPage.tsx`], 'closure'],
  [CLIENT_ROUTES.contact, [`${MARKETING}/ContactPage.tsx`], 'closure'],
  [CLIENT_ROUTES.ourChefs, [`${MARKETING}/OurChefsPage.tsx`], 'closure'],
  ...[CLIENT_ROUTES.services, ...SERVICE_SLUGS.map(servicePath)].map(
    (route): [string, string[], Reach] => [route, [`${MARKETING}/ServicePage.tsx`], 'closure'],
  ),
  [CLIENT_ROUTES.registerBusiness, [...REGISTER_ROUTES, `${REGISTRATION}/pages/BusinessStepPage.tsx`], 'closure'],
  [CLIENT_ROUTES.registerContact, [...WIZARD, `${REGISTRATION}/pages/ContactStepPage.tsx`], 'chunks'],
  [CLIENT_ROUTES.registerScheduleType, [...WIZARD, `${REGISTRATION}/pages/ServiceTypeStepPage.tsx`], 'chunks'],
  [CLIENT_ROUTES.registerScheduleCalendar, [...WIZARD, `${REGISTRATION}/pages/ScheduleCalendarPage.tsx`], 'chunks'],
  [CLIENT_ROUTES.registerConfirmation, [...WIZARD, `${REGISTRATION}/pages/ConfirmationPage.tsx`], 'chunks'],
  // The first screen paints without antd (the other views load it when opened): what it
  // imports is the page, the data layer and icons, all needed before the first paint.
  [CLIENT_ROUTES.dashboard, [`${DASHBOARD}/routes.tsx`, `${DASHBOARD}/pages/DashboardPage.tsx`], 'closure'],
  // Chefs land here from an emailed link. The page is plain CSS, no antd components: all it
  // imports is needed before its first paint, as on the dashboard.
  [CLIENT_ROUTES.chefLogin, [`${CHEF}/routes.tsx`, `${CHEF}/components/ChefRoot.tsx`, `${CHEF}/pages/ChefLoginPage.tsx`], 'closure'],
  [CLIENT_ROUTES.chef, [`${CHEF}/routes.tsx`, `${CHEF}/components/ChefRoot.tsx`, `${CHEF}/pages/ChefPortalPage.tsx`], 'chunks'],
  [
    CLIENT_ROUTES.accountSetup,
    [...REGISTER_ROUTES, `${ACCOUNT}/components/AccountLayout.tsx`, `${ACCOUNT}/pages/AccountSetupPage.tsx`],
    'chunks',
  ],
];

/**
 * What a page loads only once it has painted, named in an inert <template> (AFTER_PAINT_TEMPLATE_ID)
 * that the client adds to the document a few links per task (lib/preloadAfterPaint.ts) before it
 * imports them: fetched no earlier than now, they are asked for without the one long task in
 * which a lazy import asks for all of them (step 1's form: some 50 chunks).
 */
export const AFTER_PAINT_SOURCES: [route: string, sources: string[]][] = [
  [CLIENT_ROUTES.registerBusiness, [`${REGISTRATION}/components/BusinessStepForm.tsx`]],
];

/** What every path that is no client route shows: the public site's not-found page. */
export const NOT_FOUND_SOURCES = [`${MARKETING}/NotFoundPage.tsx`];

/** A dashboard path and its business id, read with idFrom as the client reads it (features/dashboard/pages/DashboardPage.tsx). */
const DASHBOARD_PATH = /^\/dashboard(?:\/([^/]+))?$/;

/**
 * The URL of the tRPC request with which a page starts, or null. The dashboard's first render
 * asks for its data and for the session together, /our-chefs for its roster; preloading that request from the HTML
 * starts it alongside the scripts instead of after them. It must be the very URL that the
 * client's httpBatchLink builds (procedures joined by commas, batch=1, the inputs as a JSON
 * object keyed by position), or the browser fetches twice: tests/e2e/dashboard.test.ts checks.
 */
export function firstDataRequest(pathname: string): string | null {
  // /our-chefs asks for the roster alone; public.chefs takes no input either.
  if (pathname === '/our-chefs') return `/trpc/public.chefs?batch=1&input=${encodeURIComponent('{}')}`;
  const dashboard = DASHBOARD_PATH.exec(pathname);
  if (!dashboard) return null;
  const businessId = dashboard[1] === undefined ? undefined : idFrom(dashboard[1]);
  if (businessId === null) return null;
  // public.session takes no input: JSON.stringify leaves its slot out.
  const inputs = { 0: businessId === undefined ? {} : { businessId } };
  return `/trpc/business.dashboard,public.session?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk's file and CSS, then those of everything it imports statically. */
function closure(manifest: Manifest, key: string, seen: Set<string>, files: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.push(chunk.file, ...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen, files);
}

function tag(file: string): string {
  // The attributes Vite's own tags and its preload helper use, so the browser reuses these
  // fetches and the helper sees the stylesheets are already there.
  return file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

export interface IndexHtml {
  /**
   * The answer for a GET of `pathname` that is no file and no API path: 200 and index.html
   * with the preload tags of its page for a client route (trailing slash or not), 404 and
   * index.html with those of the not-found page, which the client then renders, otherwise.
   * With `businessSignedIn`, the page says so (BUSINESS_SESSION_META) for the header.
   */
  forPath(pathname: string, options?: { businessSignedIn?: boolean }): { status: 200 | 404; html: string };
}

/**
 * What a page tells the header when its request carried a business's current session: the
 * header shows the greeting, Dashboard and Logout from the first paint on every page
 * (DECISIONS.md section 17), whatever the browser remembers, and no visitor's page asks the API.
 */
export const BUSINESS_SESSION_META = '<meta name="cc-session" content="business">';

function withSession(html: string, businessSignedIn: boolean): string {
  return businessSignedIn ? html.replace('</head>', `  ${BUSINESS_SESSION_META}\n  </head>`) : html;
}

/**
 * Reads index.html and Vite's manifest (.vite/manifest.json, build.manifest) once. Without a
 * manifest every path gets index.html unchanged; a source missing from it is skipped.
 */
export function loadIndexHtml(clientDir: string): IndexHtml {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  const hints = existsSync(manifestPath) && html.includes('</head>') ? preloadHints(html, JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : undefined;
  const afterPaint = new Map(AFTER_PAINT_SOURCES);
  const pages = new Map(ROUTE_SOURCES.map(([route, sources, reach]) => [route, hints?.(sources, reach, afterPaint.get(route)) ?? html]));
  const notFound = hints?.(NOT_FOUND_SOURCES, 'closure') ?? html;

  return {
    forPath(pathname, { businessSignedIn = false } = {}) {
      const route = clientRouteOf(pathname);
      if (route === undefined) return { status: 404, html: withSession(notFound, businessSignedIn) };
      const page = pages.get(route) ?? html;
      const data = hints && firstDataRequest(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
      // use-credentials: the client's fetch sends the session cookie (credentials: 'include'),
      // and the browser reuses a preload only for a request of the same credentials mode.
      return {
        status: 200,
        html: withSession(data ? page.replace('</head>', `  <link rel="preload" as="fetch" crossorigin="use-credentials" href="${data}">\n  </head>`) : page, businessSignedIn),
      };
    },
  };
}

/**
 * index.html with the tags that name the given sources' chunks, beyond what it already loads,
 * and the after-paint template that names the chunks of `later` (with what they import) beyond those.
 */
function preloadHints(html: string, manifest: Manifest): (sources: string[], reach: Reach, later?: string[]) => string {
  const inHtml = new Set<string>();
  const entryFiles: string[] = [];
  closure(manifest, 'index.html', inHtml, entryFiles);

  return (sources, reach, later = []) => {
    const files: string[] = [];
    const seen = new Set(inHtml);
    for (const source of sources) {
      const chunk = manifest[source];
      if (reach === 'closure') closure(manifest, source, seen, files);
      else if (chunk) files.push(chunk.file, ...(chunk.css ?? []));
    }
    const named = new Set([...entryFiles, ...files]);
    const laterFiles: string[] = [];
    for (const source of later) closure(manifest, source, seen, laterFiles);
    const tags = files.filter((file) => !entryFiles.includes(file)).map(tag);
    const laterTags = laterFiles.filter((file) => !named.has(file)).map(tag);
    if (laterTags.length > 0) tags.push(`<template id="${AFTER_PAINT_TEMPLATE_ID}">${laterTags.join('')}</template>`);
    return tags.length > 0 ? html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : html;
  };
}
