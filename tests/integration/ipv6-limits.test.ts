import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../src/server/core/security/request-limits.js';
import { ApiClient, registrationBody, startTestServer, type TestServer } from './harness.js';

/**
 * DECISIONS.md section 16: the per-address limits of sections 2 and 11 count an IPv6 client by
 * its /64, since one host can pick a fresh address from its /64 for every request, and an
 * IPv4-mapped IPv6 address as the IPv4 address it names. The clients arrive through a trusted
 * proxy (the tests' loopback) that names them in X-Forwarded-For, on a clock that stands still
 * so no window ends halfway through a test.
 */
let server: TestServer;
const frozenNow = Date.now();

beforeAll(async () => {
  server = await startTestServer({ limits: REQUEST_LIMITS, env: { TRUST_PROXY: 'loopback' }, now: () => new Date(frozenNow) });
});

afterAll(async () => {
  await server?.stop();
});

function registerFrom(forwardedFor: string) {
  return new ApiClient(server.url).post('/api/register', registrationBody(), { 'x-forwarded-for': forwardedFor });
}

let attempt = 0;
/** A failed login with a new username each time, so only the per-address count can stop it. */
function failedLoginFrom(forwardedFor: string) {
  attempt += 1;
  return new ApiClient(server.url).post('/api/mobile/login', { username: `nobody_v6_${attempt}`, password: 'wrong guess' }, { 'x-forwarded-for': forwardedFor });
}

const TOO_MANY = { message: 'Too many requests. Please try again later.' };

describe('per-address limits for IPv6 clients', () => {
  it('counts six addresses of one /64 as one client: the 6th registration within the hour is 429; another /64 still registers', async () => {
    const { max } = REQUEST_LIMITS.registrationsPerAddress;
    for (let host = 1; host <= max; host += 1) {
      expect((await registerFrom(`2001:db8:1:2::${host.toString(16)}`)).status).toBe(201);
    }
    const sixth = await registerFrom('2001:DB8:1:2:FFFF:ffff:ffff:fffe');
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual(TOO_MANY);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await registerFrom('2001:db8:1:3::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', async () => {
    const { max } = REQUEST_LIMITS.registrationsPerAddress;
    for (let registration = 1; registration <= max - 2; registration += 1) expect((await registerFrom('203.0.113.9')).status).toBe(201);
    expect((await registerFrom('::ffff:203.0.113.9')).status).toBe(201);
    expect((await registerFrom('::FFFF:203.0.113.9')).status).toBe(201);
    expect((await registerFrom('::ffff:cb00:7109')).status).toBe(429);
    expect((await registerFrom('203.0.113.9')).status).toBe(429);
    expect((await registerFrom('203.0.113.10')).status).toBe(201);
  });

  it('throttles failed logins from one /64 together: 20, then 429 from a fresh address of it', async () => {
    for (let host = 1; host <= REQUEST_LIMITS.loginFailuresPerAddress.max; host += 1) {
      expect((await failedLoginFrom(`2001:db8:5:6:${host.toString(16)}::1`)).status).toBe(401);
    }
    expect((await failedLoginFrom('2001:db8:5:6:abcd::9')).status).toBe(429);
    expect((await failedLoginFrom('2001:db8:5:7::1')).status).toBe(401);
  });
});
