import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from './chef-fixtures.js';
import { ApiClient, adminClient, registerBusiness, startTestServer, type TestServer } from './harness.js';

/**
 * /api/openapi.json and /api/docs say how each operation is called and what it
 * answers. Each operation names the session it needs as its security requirement, checked
 * against what the server does: without a cookie an operation with a requirement answers 401
 * and one with `security: []` does not; with the cookie of a scheme it lists, it does not
 * answer 401; with only the other kinds' cookies it does.
 */

type Scheme = 'businessSession' | 'adminSession' | 'chefSession';

interface DocumentedOperation {
  method: string;
  path: string;
  operationId: string;
  security: Partial<Record<Scheme, []>>[];
}

let server: TestServer;
let document: { servers: { url: string }[]; paths: Record<string, Record<string, { operationId: string; security: DocumentedOperation['security'] }>> };
const signedIn = {} as Record<Scheme, ApiClient>;

beforeAll(async () => {
  server = await startTestServer();
  document = (await new ApiClient(server.url).get('/api/openapi.json')).json;
  const admin = await adminClient(server);
  const business = new ApiClient(server.url);
  await registerBusiness(business);
  const chefs = chefFixtures(server, admin);
  signedIn.adminSession = admin;
  signedIn.businessSession = business;
  signedIn.chefSession = await chefs.signedInChef((await chefs.addChef()).email);
});

afterAll(async () => {
  await server?.stop();
});

/** The documented operations, those that end a session last so the sessions hold for the others. */
function operations(): DocumentedOperation[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, ...operation })))
    .sort((a, b) => Number(a.operationId.startsWith('logOut')) - Number(b.operationId.startsWith('logOut')));
}

/** Calls an operation with ids that name nothing and an empty JSON body: enough to reach its session check, never enough to change anything. */
function call(client: ApiClient, operation: DocumentedOperation) {
  const path = operation.path.replace('{kind}', 'bookings').replace('{token}', 'no-such-token').replace(/\{\w+\}/g, '999999');
  return operation.method === 'get' || operation.method === 'delete' ? client.request(operation.method.toUpperCase(), path) : client.request(operation.method.toUpperCase(), path, {});
}

describe('the security of each operation in /api/openapi.json', () => {
  it('names the server at its public URL', () => {
    expect(document.servers).toEqual([{ url: server.config.publicUrl }]);
  });

  it('matches the sessions the server asks for', async () => {
    const mismatches: string[] = [];
    for (const operation of operations()) {
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement) as Scheme[]);
      const name = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
      const anonymous = (await call(new ApiClient(server.url), operation)).status;
      if ((anonymous === 401) !== (schemes.length > 0)) mismatches.push(`${name}: ${anonymous} without a session`);
      if (schemes.length === 0) continue;
      for (const scheme of Object.keys(signedIn) as Scheme[]) {
        const status = (await call(signedIn[scheme], operation)).status;
        if ((status === 401) === schemes.includes(scheme)) mismatches.push(`${name}: ${status} with ${scheme}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the groups of /api/openapi.json', () => {
  it('lists every operation under one tag, its area, each tag with a description', () => {
    const { tags, paths } = document as unknown as { tags: { name: string; description?: string }[]; paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    const tagOf = new Map(Object.values(paths).flatMap((item) => Object.values(item).map((operation) => [operation.operationId, operation.tags] as const)));
    expect([...tagOf.values()].filter((operationTags) => operationTags.length !== 1)).toEqual([]);
    const listed = new Set([...tagOf.values()].map(([tag]) => tag));
    // Every tag declared is used, every tag used is declared, each says what it groups.
    expect(tags.map(({ name }) => name).sort()).toEqual([...listed].sort());
    expect(tags.filter(({ description }) => !description)).toEqual([]);
    expect(Object.fromEntries(['createBooking', 'createOrder', 'getChefCalendar', 'registerBusiness', 'getApiDocs', 'receiveStripeEvent'].map((id) => [id, tagOf.get(id)]))).toEqual({
      createBooking: ['Bookings'],
      createOrder: ['Billing'],
      getChefCalendar: ['Chefs'],
      registerBusiness: ['Registration'],
      getApiDocs: ['This document'],
      receiveStripeEvent: ['Stripe webhook'],
    });
  });
});

describe('GET /api/docs', () => {
  it("loads its viewer from the app's own files, which answer cacheable for a year", async () => {
    const page = (await new ApiClient(server.url).get('/api/docs')).text;
    const assets = [...page.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const response = await fetch(`${server.url}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('content-type'), asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
    // Nothing else of the viewer's package is served.
    expect((await fetch(`${server.url}${assets[0]!.replace(/[^/]+$/, 'package.json')}`)).status).toBe(404);
  });
});
