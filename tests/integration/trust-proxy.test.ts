import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../src/server/core/security/request-limits.js';
import { ApiClient, startTestServer, type TestServer } from './harness.js';

/**
 * Behind a load balancer every request comes from the balancer's address: the login
 * throttle's "20 failures from one address" must count the client named in X-Forwarded-For
 * when TRUST_PROXY trusts that balancer, and must ignore the header otherwise (anyone can
 * send it). The tests reach the server from 127.0.0.1, the "proxy" here.
 */
let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A failed login as the client at `forwardedFor`; a new username each time, so only the address limit applies. */
let attempt = 0;
async function failedLogin(forwardedFor: string): Promise<number> {
  attempt += 1;
  const response = await new ApiClient(server!.url).post('/api/mobile/login', { username: `nobody_${attempt}`, password: 'wrong guess' }, { 'x-forwarded-for': forwardedFor });
  return response.status;
}

async function exhaustAddress(forwardedFor: string): Promise<void> {
  for (let failure = 1; failure <= REQUEST_LIMITS.loginFailuresPerAddress.max; failure += 1) expect(await failedLogin(forwardedFor)).toBe(401);
}

describe('TRUST_PROXY', () => {
  it('with loopback trusted, throttles two clients behind one proxy address separately by X-Forwarded-For', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
    await exhaustAddress('203.0.113.7');
    expect(await failedLogin('203.0.113.7')).toBe(429);
    expect(await failedLogin('198.51.100.23')).toBe(401);
  });

  it('without it, ignores X-Forwarded-For: every client behind the proxy counts as the one address', async () => {
    server = await startTestServer();
    await exhaustAddress('203.0.113.7');
    expect(await failedLogin('198.51.100.23')).toBe(429);
  });
});
