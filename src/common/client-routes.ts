/**
 * Every path the client shows a page for (SPEC.md section 2 and DECISIONS.md), in
 * react-router's pattern syntax. The client's route tables take their paths from here and
 * the server answers 200 for a path that matches one, 404 with the not-found page otherwise
 * (DECISIONS.md section 15): a route added on one side only is a page that answers 404, or a
 * wrong path that answers 200. src/client/app/routes.test.ts checks the client's tables
 * against this list.
 */
/** The service pages (SPEC.md section 2); /services alone shows the first. */
export const SERVICE_SLUGS = ['in-person-chefs', 'virtual-assistance', 'menu-development', 'staff-training', 'special-events'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function servicePath(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}

export const CLIENT_ROUTES = {
  home: '/',
  about: '/about',
  pricing: '/pricing',
  rateSheet: '/rate-sheet',
  terms: '/terms',
  contact: '/contact',
  ourChefs: '/our-chefs',
  /** Each service page's path is servicePath(slug). */
  services: '/services',

  /** Redirects to the first step. */
  register: '/register',
  registerBusiness: '/register/business',
  registerContact: '/register/contact',
  registerScheduleType: '/register/schedule-type',
  registerScheduleCalendar: '/register/schedule-calendar',
  registerConfirmation: '/register/confirmation',
  accountSetup: '/register/account-setup',
  login: '/login',
  passwordRecovery: '/password-recovery',
  resetPassword: '/reset-password',
  /** Joining a business's team with an invitation's link (DECISIONS.md section 18). */
  join: '/join',

  dashboard: '/dashboard/:businessId?',
  mobileSetup: '/mobile-setup',
  iosInstructions: '/mobile-setup/ios-instructions',

  /** Redirects to the admin dashboard. */
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminBusiness: '/admin/business/:businessId',
  adminEditBusiness: '/admin/business/:businessId/edit',
  adminAddHours: '/admin/business/:businessId/add-hours',
  adminOperations: '/admin/operations',
  adminChefs: '/admin/chefs',
  adminNewChef: '/admin/chefs/new',
  adminEditChef: '/admin/chefs/:chefId/edit',
  adminExportData: '/admin/export-data',
  adminAvailability: '/admin/availability',
  adminInbox: '/admin/inbox',
  adminTimesheets: '/admin/timesheets',
  adminJobs: '/admin/jobs',
  /** The database's backups and "Back up now" (DECISIONS.md section 21). */
  adminBackups: '/admin/backups',
  /** Orders, monthly totals, hour packs and the tax and payment settings (DECISIONS.md section 12). */
  adminFinance: '/admin/finance',
  /** Runs, pending and paid payouts, mark paid, the exports (DECISIONS.md section 13). */
  adminPayouts: '/admin/payouts',
  /** The credential review queue and the "in-person needs FOODSAFE" setting (DECISIONS.md section 14). */
  adminCredentials: '/admin/credentials',
  /** "Any other /admin/* path: the business dashboard" (SPEC.md section 2). */
  adminOther: '/admin/*',

  chef: '/chef',
  chefLogin: '/chef/login',
} as const;

/** The one list: every route above and each service page. */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [...Object.values(CLIENT_ROUTES), ...SERVICE_SLUGS.map(servicePath)];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern as a regular expression that matches what react-router matches: letters in any
 * case, trailing slashes or not, `:name` one segment, `:name?` one segment or none, a final
 * `*` the rest of the path, empty included.
 */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${source}/*$`, 'i');
}

const PATTERNS = CLIENT_ROUTE_PATTERNS.map((route) => [route, routePattern(route)] as const);

/**
 * A pathname as react-router matches it: each segment percent-decoded, an encoded slash kept
 * inside its segment; left as it is if it does not decode.
 */
function decodedPathname(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The first route of the list that matches this pathname (the list names a route before the
 * `*` of its area), or undefined where the client shows its not-found page.
 */
export function clientRouteOf(pathname: string): string | undefined {
  const decoded = decodedPathname(pathname);
  return PATTERNS.find(([, pattern]) => pattern.test(decoded))?.[0];
}

/**
 * Paths that a route's pattern stands for, its parameters filled with a sample value (an
 * optional one both given and left out, a final `*` both empty and two segments deep): what
 * the tests walk to check that the client and the server agree on every route.
 */
export function samplePaths(route: string): string[] {
  const segments = route.split('/').filter(Boolean);
  const fill = (part: string[]) =>
    `/${part.map((segment) => (segment === '*' ? 'some/where' : segment.startsWith(':') ? '42' : segment)).join('/')}`;
  const last = segments.at(-1) ?? '';
  return last === '*' || last.endsWith('?') ? [fill(segments.slice(0, -1)), fill(segments)] : [fill(segments)];
}
