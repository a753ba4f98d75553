import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_SOURCES, NOT_FOUND_SOURCES, ROUTE_SOURCES } from '../../src/server/core/http/route-preloads.js';
import { registerWithAccount, startTestServer, type TestServer } from './harness.js';

/** The served index.html names the chunks of the page it opens, from Vite's build manifest. */

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOME = 'src/client/features/marketing/pages/HomePage.tsx';
const BUSINESS_STEP = 'src/client/features/registration/pages/BusinessStepPage.tsx';
const CONTACT_STEP = 'src/client/features/registration/pages/ContactStepPage.tsx';
const NOT_FOUND = 'src/client/features/marketing/pages/NotFoundPage.tsx';
const BUSINESS_FORM = 'src/client/features/registration/components/BusinessStepForm.tsx';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'], css: ['assets/card-1.css'] },
  [HOME]: { file: 'assets/HomePage-1.js', isDynamicEntry: true, imports: ['_react-1.js', '_card-1.js'] },
  'src/client/features/registration/routes.tsx': { file: 'assets/registration-1.js', isDynamicEntry: true },
  'src/client/features/account/routes.tsx': { file: 'assets/account-1.js', isDynamicEntry: true },
  'src/client/features/registration/components/RegistrationLayout.tsx': {
    file: 'assets/RegistrationLayout-1.js',
    isDynamicEntry: true,
    css: ['assets/RegistrationLayout-1.css'],
  },
  [BUSINESS_STEP]: { file: 'assets/BusinessStepPage-1.js', isDynamicEntry: true, imports: ['_card-1.js'] },
  '_antd-1.js': { file: 'assets/antd-1.js', imports: ['_react-1.js'] },
  [BUSINESS_FORM]: { file: 'assets/BusinessStepForm-1.js', isDynamicEntry: true, imports: ['_card-1.js', '_antd-1.js'], css: ['assets/BusinessStepForm-1.css'] },
  'src/client/features/dashboard/routes.tsx': { file: 'assets/dashboard-1.js', isDynamicEntry: true },
  'src/client/features/dashboard/pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_card-1.js'],
  },
  [CONTACT_STEP]: { file: 'assets/ContactStepPage-1.js', isDynamicEntry: true, imports: ['_card-1.js'] },
  [NOT_FOUND]: { file: 'assets/NotFoundPage-1.js', isDynamicEntry: true, imports: ['_react-1.js'] },
};

let clientDir: string;
let server: TestServer;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'chefconnect-client-'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets/index-1.js'), 'export {};\n');
  server = await startTestServer({ clientDir });
});

afterAll(async () => {
  await server.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

async function page(pathname: string): Promise<{ status: number; contentType: string | null; html: string }> {
  const response = await fetch(new URL(pathname, server.url));
  return { status: response.status, contentType: response.headers.get('content-type'), html: await response.text() };
}

/** The tags in the head that the browser acts on at once, not those of the after-paint template. */
function hints(html: string): string[] {
  return [...html.replace(/<template[^]*?<\/template>/g, '').matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
}

describe('route preloads', () => {
  it('names the home page chunk and what it imports, beyond what index.html already loads', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.contentType).toMatch(/^text\/html/);
    expect(hints(home.html)).toEqual([
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/HomePage-1.js',
      'modulepreload /assets/card-1.js',
      'stylesheet /assets/card-1.css',
    ]);
  });

  it('names the route tables, the wizard layout and the step of a later /register step, not what they import, trailing slash or not', async () => {
    for (const pathname of ['/register/contact', '/register/contact/']) {
      expect(hints((await page(pathname)).html)).toEqual([
        'modulepreload /assets/react-1.js',
        'modulepreload /assets/registration-1.js',
        'modulepreload /assets/account-1.js',
        'modulepreload /assets/RegistrationLayout-1.js',
        'stylesheet /assets/RegistrationLayout-1.css',
        'modulepreload /assets/ContactStepPage-1.js',
      ]);
    }
  });

  it('names the route tables and the first step with what it imports, as it paints without the wizard layout', async () => {
    expect(hints((await page('/register/business')).html)).toEqual([
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/registration-1.js',
      'modulepreload /assets/account-1.js',
      'modulepreload /assets/BusinessStepPage-1.js',
      'modulepreload /assets/card-1.js',
      'stylesheet /assets/card-1.css',
    ]);
  });

  it('names the chunks of the first step\'s form, beyond those of the page, in a template for after the first paint', async () => {
    const html = (await page('/register/business')).html;
    const template = /<template id="cc-after-paint">(.*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/BusinessStepForm-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/BusinessStepForm-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/antd-1.js">',
    );
    expect((await page('/register/contact')).html).not.toContain('<template');
  });

  it("preloads a dashboard's first data request: its data and the session, with the cookie", async () => {
    const tag = (input: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/trpc/business.dashboard,public.session?batch=1&input=${input}">`;
    expect((await page('/dashboard/42')).html).toContain(tag('%7B%220%22%3A%7B%22businessId%22%3A42%7D%7D'));
    expect((await page('/dashboard/')).html).toContain(tag('%7B%220%22%3A%7B%7D%7D'));
    expect((await page('/dashboard/abc')).html).not.toContain('rel="preload"');
  });

  it('names every chunk a dashboard path paints with', async () => {
    expect(hints((await page('/dashboard/42')).html)).toEqual([
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/dashboard-1.js',
      'modulepreload /assets/DashboardPage-1.js',
      'modulepreload /assets/card-1.js',
      'stylesheet /assets/card-1.css',
    ]);
  });

  it('serves index.html as built for a client route it has no list for, or whose sources the manifest lacks', async () => {
    expect((await page('/pricing')).html).toBe(INDEX_HTML);
    expect((await page('/login')).html).toBe(INDEX_HTML);
  });

  it('answers a path that is no client route with a 404 that names the not-found page chunk', async () => {
    const notFound = await page('/no-such-page');
    expect(notFound.status).toBe(404);
    expect(notFound.contentType).toMatch(/^text\/html/);
    expect(hints(notFound.html)).toEqual(['modulepreload /assets/react-1.js', 'modulepreload /assets/NotFoundPage-1.js']);
  });

  it('lists only client sources that exist, so a moved page cannot silently lose its hint', () => {
    const missing = [...[...ROUTE_SOURCES, ...AFTER_PAINT_SOURCES].flatMap(([, sources]) => sources), ...NOT_FOUND_SOURCES].filter(
      (source) => !existsSync(path.join(ROOT, source)),
    );
    expect(missing).toEqual([]);
  });
});

/** What a browser may keep: hashed files for a year, pages revalidated, API answers never. */
describe('caching', () => {
  it('lets browsers keep a hashed asset for a year without asking again', async () => {
    const response = await fetch(new URL('/assets/index-1.js', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on each visit and answers 304 while it has not changed', async () => {
    const first = await fetch(new URL('/dashboard/42', server.url));
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch() itself would add 'no-cache', which asks for the page anew).
    const again = await fetch(new URL('/dashboard/42', server.url), { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    // Another page's preloads differ, so its validator does too.
    expect((await fetch(new URL('/dashboard/43', server.url))).headers.get('etag')).not.toBe(etag);
  });

  it('marks API answers no-store, with no validator to revalidate them by', async () => {
    for (const pathname of ['/api/session', '/healthz']) {
      const response = await fetch(new URL(pathname, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it("tells the header a business is signed in only when the request carries that business's current session (DECISIONS.md section 17)", async () => {
    const SIGNED_IN = '<meta name="cc-session" content="business">';
    const business = await registerWithAccount(server);
    const asBusiness = async (pathname: string) => (await fetch(new URL(pathname, server.url), { headers: { cookie: business.client.cookieHeader() } })).text();
    for (const pathname of ['/pricing', '/', '/no-such-page']) {
      expect(await asBusiness(pathname)).toContain(SIGNED_IN);
      expect((await page(pathname)).html).not.toContain(SIGNED_IN);
    }
    const signedInPage = await fetch(new URL('/pricing', server.url), { headers: { cookie: business.client.cookieHeader() } });
    expect(signedInPage.headers.get('vary')).toMatch(/Cookie/);
    expect(signedInPage.headers.get('etag')).not.toBe((await fetch(new URL('/pricing', server.url))).headers.get('etag'));
    // A logout voids the cookie on the server: replayed, it no longer counts.
    const cookies = business.client.snapshot();
    expect((await business.client.post('/api/logout')).status).toBe(200);
    business.client.restore(cookies);
    expect(await asBusiness('/pricing')).not.toContain(SIGNED_IN);
  });
});
