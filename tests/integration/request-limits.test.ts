import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../src/server/security/request-limits.js';
import { ApiClient, registerWithAccount, startTestServer, type TestServer } from './harness.js';

/**
 * The throttles of DECISIONS.md sections 2 and 11 with their production values, on a clock the
 * tests move: windows reset without sleeping.
 */
let server: TestServer;
let clock = Date.parse('2026-11-25T18:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ limits: REQUEST_LIMITS, now: () => new Date(clock) });
});

afterAll(async () => {
  await server?.stop();
});

function advanceMinutes(minutes: number): void {
  clock += minutes * 60 * 1000;
}

describe('login throttling, counted in the database', () => {
  it('the username is free again once its 15-minute window has passed', async () => {
    const { username, password } = await registerWithAccount(server);
    const client = new ApiClient(server.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/api/mobile/login', { username, password: 'wrong password' })).status).toBe(401);
    }
    const throttled = await client.post('/api/mobile/login', { username, password });
    expect(throttled.status).toBe(429);
    expect(throttled.json.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    advanceMinutes(15);
    expect((await client.post('/api/mobile/login', { username, password })).status).toBe(200);
  });

  it('a successful login forgives the username its earlier failures', async () => {
    const { username, password } = await registerWithAccount(server);
    const client = new ApiClient(server.url);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await client.post('/api/mobile/login', { username, password: 'wrong password' })).status).toBe(401);
    }
    expect((await client.post('/api/mobile/login', { username, password })).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/api/mobile/login', { username, password: 'wrong password' })).status).toBe(401);
    }
    expect((await client.post('/api/mobile/login', { username, password })).status).toBe(429);
    advanceMinutes(15);
  });
});
