import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './harness.js';

/**
 * The document integrators generate their clients from, held to the one the server served
 * before the endpoints were defined once each (tests/fixtures/openapi-before.json): deriving
 * the REST routes and the OpenAPI operations from one definition changes nothing an
 * integrator reads. Objects compare whatever their key order; lists keep theirs. The server's
 * own address (servers[0].url) differs per test run and is left out.
 *
 * The fixture was written once from the server as it stood, by this test's document with its
 * servers entry set to "http://server.test"; a deliberate change to the API writes it anew.
 */

const FIXTURE = new URL('../fixtures/openapi-before.json', import.meta.url);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('GET /api/openapi.json after the move to one definition per endpoint', () => {
  it('is the document served before it, order aside', async () => {
    const response = await new ApiClient(server.url).get('/api/openapi.json');
    expect(response.status).toBe(200);
    const served = { ...(response.json as Record<string, unknown>), servers: [{ url: 'http://server.test' }] };
    expect(served).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  });
});
