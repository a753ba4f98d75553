import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { SessionCookies } from '../../src/server/core/security/sessions.js';
import { restRoutes } from '../security/helpers.js';
import { ApiClient, startTestServer, type TestServer } from './harness.js';

/**
 * DECISIONS.md section 6: /api/openapi.json lists every REST operation the server mounts,
 * and nothing it does not, so the document can never drift from the server.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** "METHOD /api/path/{param}" for every route under /api, Express's :param written as OpenAPI's {param}. */
function mountedOperations(): string[] {
  const app = createApp({ services: server.services, cookies: new SessionCookies(server.config.sessionSecret, false), publicUrl: server.config.publicUrl, log: () => undefined, databaseAnswers: () => Promise.resolve(true) });
  return restRoutes(app)
    .filter((route) => route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
}

/** "METHOD /api/path/{param}" for every operation of the document. */
function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('GET /api/openapi.json', () => {
  it('documents exactly the REST operations the server mounts', async () => {
    const response = await new ApiClient(server.url).get('/api/openapi.json');
    expect(response.status).toBe(200);
    const documented = documentedOperations(response.json);
    const mounted = mountedOperations();
    expect(mounted.length).toBeGreaterThan(20);
    expect({
      'mounted but missing from /api/openapi.json': mounted.filter((operation) => !documented.includes(operation)).sort(),
      'in /api/openapi.json but not mounted': documented.filter((operation) => !mounted.includes(operation)).sort(),
    }).toEqual({ 'mounted but missing from /api/openapi.json': [], 'in /api/openapi.json but not mounted': [] });
  });

  it('describes every path parameter of every operation', async () => {
    const { paths } = (await new ApiClient(server.url).get('/api/openapi.json')).json as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const undescribed = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        [...path.matchAll(/\{(\w+)\}/g)]
          .map((match) => match[1]!)
          .filter((name) => !operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name))
          .map((name) => `${method.toUpperCase()} ${path}: {${name}}`),
      ),
    );
    expect(undescribed).toEqual([]);
  });
});

describe('the answers section 16 added', () => {
  it('documents each new 409 and 400 with its message, and the control-character rule', async () => {
    const document = (await new ApiClient(server.url).get('/api/openapi.json')).json as {
      info: { description: string };
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const answer = (method: string, path: string, status: number) => document.paths[path]?.[method]?.responses[String(status)]?.description ?? '';
    expect(answer('patch', '/api/bookings/{id}', 409)).toContain('A booking with a chef cannot be moved within 24 hours of its start; cancel it instead');
    expect(answer('patch', '/api/bookings/{id}', 409)).toContain('This time slot has already started');
    expect(answer('post', '/api/bookings', 409)).toContain('This time slot has already started');
    expect(answer('post', '/api/register', 409)).toContain('This time slot has already started');
    expect(answer('delete', '/api/admin/bookings/{id}/chef', 409)).toContain('Hours were reported for this booking: it is settled through its timesheet');
    expect(answer('delete', '/api/admin/bookings/{id}/chef', 409)).toContain('This booking is completed');
    expect(answer('patch', '/api/chef/me', 400)).toContain('Nothing to update');
    expect(document.info.description).toContain('Use one line of text without control characters');
  });
});
