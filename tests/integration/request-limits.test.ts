import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../src/server/core/security/request-limits.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import { ContactMessage } from '../../src/server/areas/inbox/index.js';
import { ApiClient, postFromAddress, registerWithAccount, registrationBody, startTestServer, type TestServer } from './harness.js';

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

function postFrom(address: string, pathname: string, body: unknown) {
  return postFromAddress(server.url, address, pathname, body);
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

const TOO_MANY = { message: 'Too many requests. Please try again later.' };

function expectThrottled(answer: Awaited<ReturnType<typeof postFrom>>, withinSeconds: number) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(withinSeconds);
}

describe('the anonymous calls of section 11, per client address', () => {
  it('the 6th registration from one address within the hour is 429 and writes nothing; another address still registers', async () => {
    for (let registration = 1; registration <= 5; registration += 1) {
      expect((await postFrom('127.0.0.11', '/api/register', registrationBody())).status).toBe(201);
    }
    const businessesBefore = await server.dataSource.manager.count(Business);
    const sixth = await postFrom('127.0.0.11', '/api/register', registrationBody());
    expectThrottled(sixth, 60 * 60);
    expect(sixth.json).toEqual(TOO_MANY);
    expect(await server.dataSource.manager.count(Business)).toBe(businessesBefore);

    expect((await postFrom('127.0.0.12', '/api/register', registrationBody())).status).toBe(201);
  });

  it('the tRPC registration counts against the same limit', async () => {
    for (let registration = 1; registration <= 5; registration += 1) {
      expect((await postFrom('127.0.0.13', '/trpc/public.register', registrationBody())).status).toBe(200);
    }
    expectThrottled(await postFrom('127.0.0.13', '/api/register', registrationBody()), 60 * 60);
    const overTrpc = await postFrom('127.0.0.13', '/trpc/public.register', registrationBody());
    expectThrottled(overTrpc, 60 * 60);
    expect(overTrpc.json).toMatchObject({ error: { message: TOO_MANY.message } });
  });

  it('contact messages: 5 per address per hour, and nothing stored beyond them', async () => {
    const message = { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello there' };
    for (let sent = 1; sent <= 5; sent += 1) expect((await postFrom('127.0.0.14', '/api/contact', message)).status).toBe(201);
    const storedBefore = await server.dataSource.manager.count(ContactMessage);
    const sixth = await postFrom('127.0.0.14', '/api/contact', message);
    expectThrottled(sixth, 60 * 60);
    expect(sixth.json).toEqual(TOO_MANY);
    expectThrottled(await postFrom('127.0.0.14', '/trpc/public.contact.send', message), 60 * 60);
    expect(await server.dataSource.manager.count(ContactMessage)).toBe(storedBefore);
  });

  it('newsletter sign-ups: 10 per address per hour', async () => {
    for (let signup = 1; signup <= 10; signup += 1) {
      expect((await postFrom('127.0.0.15', '/api/newsletter', { email: `reader${signup}@example.com` })).status).toBe(200);
    }
    expectThrottled(await postFrom('127.0.0.15', '/api/newsletter', { email: 'one.more@example.com' }), 60 * 60);
    expectThrottled(await postFrom('127.0.0.15', '/trpc/public.newsletter.subscribe', { email: 'one.more@example.com' }), 60 * 60);
  });

  it('password recovery: 3 per email per hour, the same whether or not the email has an account', async () => {
    const { body } = await registerWithAccount(server);
    for (const email of [body.email, 'nobody.here@example.com']) {
      const answers = [];
      for (let request = 1; request <= 4; request += 1) {
        answers.push(await postFrom(`127.0.0.${15 + request}`, '/api/password-recovery/request', { email: request === 2 ? ` ${email.toUpperCase()} ` : email }));
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]!.json).toEqual(TOO_MANY);
    }
  });

  it('password recovery: 10 per address per hour, whatever the emails', async () => {
    for (let request = 1; request <= 10; request += 1) {
      expect((await postFrom('127.0.0.21', '/trpc/public.passwordRecovery.request', { email: `someone${request}@example.com` })).status).toBe(200);
    }
    expectThrottled(await postFrom('127.0.0.21', '/api/password-recovery/request', { email: 'someone.else@example.com' }), 60 * 60);
  });

  it('chef sign-in links: 3 per email per hour, counted with password recovery (both land in that inbox)', async () => {
    const email = 'chef.or.cook@example.com';
    const answers = [
      await postFrom('127.0.0.31', '/api/chef/login-link', { email }),
      await postFrom('127.0.0.32', '/api/password-recovery/request', { email }),
      await postFrom('127.0.0.33', '/trpc/chef.requestLoginLink', { email }),
      await postFrom('127.0.0.34', '/api/chef/login-link', { email: ` ${email.toUpperCase()}` }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expectThrottled(answers[3]!, 60 * 60);
  });

  it('chef sign-in links: 10 per address per hour, whatever the emails', async () => {
    for (let request = 1; request <= 10; request += 1) {
      expect((await postFrom('127.0.0.35', '/api/chef/login-link', { email: `cook${request}@example.com` })).status).toBe(200);
    }
    expectThrottled(await postFrom('127.0.0.35', '/api/chef/login-link', { email: 'cook.eleven@example.com' }), 60 * 60);
  });

  it('every limit resets when its hour has passed', async () => {
    expectThrottled(await postFrom('127.0.0.11', '/api/register', registrationBody()), 60 * 60);
    advanceMinutes(60);
    expect((await postFrom('127.0.0.11', '/api/register', registrationBody())).status).toBe(201);
    expect((await postFrom('127.0.0.14', '/api/contact', { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello again' })).status).toBe(201);
    expect((await postFrom('127.0.0.15', '/api/newsletter', { email: 'back.again@example.com' })).status).toBe(200);
    expect((await postFrom('127.0.0.21', '/api/password-recovery/request', { email: 'someone.else@example.com' })).status).toBe(200);
  });
});
