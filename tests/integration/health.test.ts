import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './harness.js';

/** The load balancer's two questions (DECISIONS.md section 7), answered without a session. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('health checks', () => {
  it('GET /healthz answers 200 with the process id, sets no cookie and is never cached', async () => {
    const response = await new ApiClient(server.url).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', pid: process.pid });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz answers 200 once migrations are done and the database answers', async () => {
    const response = await new ApiClient(server.url).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('GET /readyz answers 503 without a stack once the database is gone, while /healthz still answers 200', async () => {
    await server.db.close();
    const ready = await new ApiClient(server.url).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json).toEqual({ status: 'unavailable' });
    expect((await new ApiClient(server.url).get('/healthz')).status).toBe(200);
  });
});
