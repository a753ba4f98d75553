import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, clientRouteOf, samplePaths } from '../../src/common/client-routes.js';
import { NOT_FOUND_SOURCES, ROUTE_SOURCES } from '../../src/server/core/http/route-preloads.js';
import { CLIENT_DIR } from '../e2e/helpers/build.js';
import { startTestServer } from '../e2e/helpers/server.js';
import type { TestServer } from './harness.js';

/**
 * Every path answers truly (DECISIONS.md section 15), against the production client build:
 * each client route of the one list 200 with its page, any other path 404 with the page
 * from which the client renders "404 Page Not Found" (tests/e2e/marketing.test.ts sees it
 * rendered), and files as what they are. src/client/app/routes.test.ts holds the client's
 * router to the same list.
 */

let server: TestServer;
let builtIndex: string;
let manifest: Record<string, { file: string }>;

beforeAll(async () => {
  server = await startTestServer();
  builtIndex = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as typeof manifest;
});

afterAll(async () => {
  await server.stop();
});

async function get(pathname: string) {
  const response = await fetch(new URL(pathname, server.url));
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) };
}

/** The hashed chunk the build made of a client source file. */
function chunkOf(source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}

/** The routes whose HTML names their page's chunks, with the page each shows. */
const PRELOADED = new Map(ROUTE_SOURCES.map(([route, sources]) => [route, sources.at(-1) ?? '']));
/** A path of every route, with the route it is. */
const SAMPLES = [...new Set(CLIENT_ROUTE_PATTERNS.flatMap(samplePaths))].map((pathname) => [pathname, clientRouteOf(pathname) ?? ''] as const);
const PRELOADED_PATHS = SAMPLES.filter(([, route]) => PRELOADED.has(route));
const SPA_PATHS = SAMPLES.filter(([, route]) => !PRELOADED.has(route));

const WRONG_PATHS = [
  '/no-such-page',
  '/admin-nope',
  '/dashboard/extra/x',
  '/services/nope',
  '/register/nope',
  '/chefs',
  '/chef/nope',
  '/no-such-page.png',
  '/icons/nope.png',
];

describe('client routes', () => {
  it('covers every route of the one list, the preloaded ones and the others', () => {
    expect(PRELOADED_PATHS.length).toBeGreaterThan(10);
    expect(SPA_PATHS.length).toBeGreaterThan(10);
  });

  it.each(PRELOADED_PATHS)('%s (%s) answers 200 with index.html naming its page chunk', async (pathname, route) => {
    const page = await get(pathname);
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body.toString()).toContain(`<link rel="modulepreload" crossorigin href="${chunkOf(PRELOADED.get(route) ?? '')}">`);
  });

  it.each(SPA_PATHS)('%s (%s) answers 200 with index.html as built', async (pathname) => {
    const page = await get(pathname);
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body.toString()).toBe(builtIndex);
  });

  it.each(WRONG_PATHS)('%s answers 404 with the page of the not-found page', async (pathname) => {
    const page = await get(pathname);
    expect(page.status).toBe(404);
    expect(page.contentType).toMatch(/^text\/html/);
    const html = page.body.toString();
    expect(html).toContain('<div id="root"></div>');
    for (const source of NOT_FOUND_SOURCES) expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunkOf(source)}">`);
  });
});

describe('files', () => {
  it('serves /favicon.ico as an icon', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.contentType).toMatch(/^image\//);
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('serves robots.txt as plain text', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.contentType).toMatch(/^text\/plain/);
  });

  it('serves a built asset, and a missing one as a plain 404, never the app', async () => {
    expect((await get(chunkOf(NOT_FOUND_SOURCES[0] ?? ''))).status).toBe(200);
    for (const pathname of ['/assets/nope.js', '/assets/nope.css', '/assets/']) {
      const asset = await get(pathname);
      expect(asset.status).toBe(404);
      expect(asset.contentType).not.toMatch(/html/);
    }
  });

  it('keeps a wrong API path a JSON 404', async () => {
    for (const pathname of ['/api/nope', '/api/admin/nope']) {
      const api = await get(pathname);
      expect(api.status).toBe(404);
      expect(api.contentType).toMatch(/^application\/json/);
    }
  });
});
