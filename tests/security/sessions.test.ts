import { IsNull, Not } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { Account } from '../../src/server/core/db/entities/account.js';
import { Admin } from '../../src/server/core/db/entities/admin.js';
import { BillingOrder, PaymentEvent } from '../../src/server/areas/billing/entities.js';
import { SessionCookies } from '../../src/server/core/security/sessions.js';
import { ADMIN, ApiClient, adminClient, registerBusiness, registerWithAccount, registrationBody, type TestServer } from '../integration/harness.js';
import {
  MUTATING_METHODS,
  createSignedInChef,
  createWorld,
  followChefLink,
  latestChefLinkToken,
  latestResetToken,
  restRoutes,
  send,
  startFastServer,
  trpcCall,
  trpcProcedures,
  type Call,
  type World,
} from './helpers.js';

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startFastServer();
  world = await createWorld(server);
});

afterAll(async () => {
  await server?.stop();
});

/**
 * The writes a session does not authenticate, so that neither the Origin rule nor the JSON-only
 * rule applies to them, each with its reason. They are tested below for what they do instead.
 */
const NOT_BY_SESSION: Record<string, string> = {
  // Stripe calls it server to server, with no Origin and no cookie, its body as Stripe sends it
  // (DECISIONS.md section 12): a cross-site page cannot forge the signature, so an Origin check
  // would add nothing but stand in Stripe's way.
  'POST /api/webhooks/stripe': 'its authentication is the Stripe-Signature over the raw body',
};

function restWrites(): { method: string; path: string }[] {
  const app = createApp({ services: server.services, cookies: new SessionCookies(server.config.sessionSecret, false), publicUrl: server.config.publicUrl, log: () => undefined, databaseAnswers: () => Promise.resolve(true) });
  return restRoutes(app).filter((route) => MUTATING_METHODS.has(route.method));
}

/** Every state-changing call of the app that a session authenticates: tRPC mutations and REST writes, with A's ids in the paths. */
function everyMutation(w: World): Call[] {
  const rest = restWrites()
    .filter((route) => !(`${route.method} ${route.path}` in NOT_BY_SESSION))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(':businessId', String(w.a.businessId)).replace(':id', String(route.path.includes('booking') ? w.a.bookingId : w.a.businessId)),
    }));
  const trpc = trpcProcedures()
    .filter((procedure) => procedure.type === 'mutation')
    .map((procedure) => trpcCall(procedure, {}));
  return [...rest, ...trpc];
}

/** One client that carries A's business cookie, the admin cookie and the chef's: whatever is refused is refused for the origin, not the session. */
async function doublySignedIn(): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  await client.post('/api/mobile/login', { username: world.a.username, password: world.a.password });
  await client.post('/api/admin/login', ADMIN);
  await signInChefIn(client, world.chef.email);
  const session = await client.get('/api/session');
  expect(session.json.business?.businessId).toBe(world.a.businessId);
  expect(session.json.admin).not.toBeNull();
  expect((await client.get('/api/chef/me')).json.email).toBe(world.chef.email);
  return client;
}

/** Asks for a sign-in link as the chef would at /chef/login, and follows it in `client`. */
async function signInChefIn(client: ApiClient, email: string): Promise<void> {
  expect((await new ApiClient(server.url).post('/api/chef/login-link', { email })).status).toBe(200);
  await followChefLink(server, client, email);
}

describe('cross-site requests', () => {
  it('refuses every mutation from another origin, even with valid cookies and a JSON body', async () => {
    const client = await doublySignedIn();
    const calls = everyMutation(world);
    expect(calls.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const call of calls) {
      for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`, 'http://localhost:1']) {
        const response = await send(client, { ...call, body: call.body ?? { status: 'canceled' } }, { origin, 'content-type': 'application/json' });
        if (response.status !== 403) wrong.push(`${call.method} ${call.path} from ${origin}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Nothing was done: the three sessions still stand (the logouts were refused too).
    const session = await client.get('/api/session');
    expect(session.json.business?.businessId).toBe(world.a.businessId);
    expect(session.json.admin).not.toBeNull();
    expect((await client.get('/api/chef/me')).status).toBe(200);
  });

  it('refuses every mutation whose body is text/plain, form-encoded or multipart (what an HTML form can send)', async () => {
    const client = await doublySignedIn();
    const bodies: [string, string][] = [
      ['text/plain', '{"status":"canceled","0":{}}'],
      ['text/plain;charset=UTF-8', '{"email":"x@example.com"}'],
      ['application/x-www-form-urlencoded', 'status=canceled&email=x%40example.com'],
      ['multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="status"\r\n\r\ncanceled\r\n--XyZ--\r\n'],
    ];
    const wrong: string[] = [];
    for (const call of everyMutation(world)) {
      for (const [type, body] of bodies) {
        // No Origin (anonymous) and the app's own origin (signed in) alike: the content type alone is refused.
        const response = await world.anon.request(call.method, call.path, body, { 'content-type': type });
        const signedIn = await client.request(call.method, call.path, body, { 'content-type': type, origin: server.url });
        if (response.status !== 415) wrong.push(`${call.method} ${call.path} as ${type} (anonymous): ${response.status}`);
        if (signedIn.status !== 415) wrong.push(`${call.method} ${call.path} as ${type} (signed in): ${signedIn.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const session = await client.get('/api/session');
    expect(session.json.business?.businessId).toBe(world.a.businessId);
  });

  it(`exempts only the Stripe webhook (${NOT_BY_SESSION['POST /api/webhooks/stripe']}): a cross-site or form-encoded POST to it changes nothing and answers 404 in invoice mode`, async () => {
    const writes = restWrites().map((route) => `${route.method} ${route.path}`);
    expect(Object.keys(NOT_BY_SESSION).filter((write) => !writes.includes(write)), 'exemptions of writes that are gone').toEqual([]);
    const client = await doublySignedIn();
    const pack = (await world.a.client.get('/api/billing/packs')).json[0] as { id: number };
    expect((await world.a.client.post('/api/billing/orders', { packId: pack.id })).status).toBe(201);
    const orders = () => server.dataSource.manager.find(BillingOrder, { order: { id: 'ASC' } });
    const before = { orders: await orders(), events: await server.dataSource.manager.count(PaymentEvent), bank: (await world.a.client.get(`/api/dashboard/${world.a.businessId}`)).json.laborBank };
    const event = JSON.stringify({ id: 'evt_cross_site', type: 'checkout.session.completed', data: { object: { id: 'cs_cross_site', client_reference_id: String(before.orders.at(-1)!.id) } } });
    const bodies: [string, string][] = [
      ['application/json', event],
      ['text/plain', event],
      ['application/x-www-form-urlencoded', `type=checkout.session.completed&data=${encodeURIComponent(event)}`],
      ['multipart/form-data; boundary=XyZ', `--XyZ\r\nContent-Disposition: form-data; name="type"\r\n\r\ncheckout.session.completed\r\n--XyZ--\r\n`],
    ];
    const wrong: string[] = [];
    for (const [type, body] of bodies) {
      for (const origin of [undefined, 'https://evil.example', 'null', server.url]) {
        for (const [who, caller] of [['anonymous', world.anon], ['signed in', client]] as const) {
          const headers: Record<string, string> = { 'content-type': type, 'stripe-signature': 't=1,v1=forged', ...(origin ? { origin } : {}) };
          const response = await caller.request('POST', '/api/webhooks/stripe', body, headers);
          if (response.status !== 404 || response.json?.message !== 'Card payments are not enabled') wrong.push(`${type} from ${origin ?? 'no origin'} (${who}): ${response.status} ${response.text.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await orders()).toEqual(before.orders);
    expect(await server.dataSource.manager.count(PaymentEvent)).toBe(before.events);
    expect((await world.a.client.get(`/api/dashboard/${world.a.businessId}`)).json.laborBank).toEqual(before.bank);
    const session = await client.get('/api/session');
    expect(session.json.business?.businessId).toBe(world.a.businessId);
    expect(session.json.admin).not.toBeNull();
  });

  it('accepts a same-origin JSON write (the refusals above are not refusing everything)', async () => {
    const response = await world.a.client.put('/api/business/settings', { emailNotifications: true, smsReminders: false }, { origin: server.url });
    expect(response.status).toBe(200);
  });
});

function cookieAttributes(setCookies: string[], name: string): string[] {
  const cookie = setCookies.find((line) => line.startsWith(`${name}=`));
  expect(cookie, `${name} cookie`).toBeDefined();
  return cookie!.split(';').slice(1).map((part) => part.trim().toLowerCase());
}

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, on the whole site, and not Secure in development (plain http on loopback)', async () => {
    const registered = await new ApiClient(server.url).post('/api/register', registrationBody());
    const business = cookieAttributes(registered.headers.getSetCookie(), 'cc_business');
    const admin = cookieAttributes((await new ApiClient(server.url).post('/api/admin/login', ADMIN)).headers.getSetCookie(), 'cc_admin');
    expect((await new ApiClient(server.url).post('/api/chef/login-link', { email: world.chef.email })).status).toBe(200);
    const chefLogin = await new ApiClient(server.url).post('/api/chef/login', { token: await latestChefLinkToken(server, world.chef.email) });
    const chef = cookieAttributes(chefLogin.headers.getSetCookie(), 'cc_chef');
    for (const attributes of [business, admin, chef]) {
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      expect(attributes).not.toContain('secure');
      expect(attributes.some((attribute) => attribute.startsWith('max-age=') || attribute.startsWith('expires='))).toBe(true);
    }
  });

  it('are Secure as well when the server runs with NODE_ENV=production', async () => {
    const production = await startFastServer({ env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' } });
    try {
      expect(production.config.production).toBe(true);
      const client = new ApiClient(production.url);
      const registered = await registerBusiness(client);
      const setup = await client.post('/api/mobile/setup', { username: `prod_${registered.contactId}`, password: 'correct horse battery', contactId: registered.contactId });
      expect(setup.status).toBe(201);
      const responses = [
        (await new ApiClient(production.url).post('/api/mobile/login', { username: `prod_${registered.contactId}`, password: 'correct horse battery' })).headers.getSetCookie(),
        (await new ApiClient(production.url).post('/trpc/public.login?batch=1', { 0: { username: `prod_${registered.contactId}`, password: 'correct horse battery' } })).headers.getSetCookie(),
      ];
      for (const setCookies of responses) {
        const attributes = cookieAttributes(setCookies, 'cc_business');
        expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
      }
      for (const setCookies of [
        (await new ApiClient(production.url).post('/api/admin/login', ADMIN)).headers.getSetCookie(),
        (await new ApiClient(production.url).post('/trpc/admin.login?batch=1', { 0: ADMIN })).headers.getSetCookie(),
      ]) {
        expect(cookieAttributes(setCookies, 'cc_admin')).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
      }
      const chef = await createSignedInChef(production);
      for (const path of ['/api/chef/login', '/trpc/chef.login?batch=1']) {
        await new ApiClient(production.url).post('/api/chef/login-link', { email: chef.email });
        const token = await latestChefLinkToken(production, chef.email);
        const login = await new ApiClient(production.url).post(path, path.startsWith('/trpc') ? { 0: { token } } : { token });
        expect(login.status).toBe(200);
        expect(cookieAttributes(login.headers.getSetCookie(), 'cc_chef')).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
      }
      // No stack traces in production either.
      const broken = await client.post('/api/bookings', '{"businessId": ', { 'content-type': 'application/json' });
      expect(broken.status).toBe(400);
      expect(broken.text).not.toMatch(/\bat |node_modules/);
    } finally {
      await production.stop();
    }
  });

  it('refuses a business cookie replayed after logout, by REST and by tRPC', async () => {
    for (const logout of ['/api/logout', '/trpc/public.logout?batch=1']) {
      const user = await registerWithAccount(server);
      const saved = user.client.snapshot();
      expect((await user.client.get(`/api/dashboard/${user.businessId}`)).status).toBe(200);
      const out = await user.client.request('POST', logout, logout.startsWith('/trpc') ? {} : undefined);
      expect(out.status).toBe(200);
      user.client.restore(saved);
      expect((await user.client.get(`/api/dashboard/${user.businessId}`)).status).toBe(401);
      expect((await user.client.get('/api/session')).json.business).toBeNull();
      // Every other device of the account is signed out as well.
      const other = new ApiClient(server.url);
      await other.post('/api/mobile/login', { username: user.username, password: user.password });
      const beforeSecondLogout = other.snapshot();
      await other.post('/api/logout');
      other.restore(beforeSecondLogout);
      expect((await other.get(`/api/dashboard/${user.businessId}`)).status).toBe(401);
    }
  });

  it('refuses an admin cookie replayed after logout', async () => {
    for (const logout of ['/api/admin/logout', '/trpc/admin.logout?batch=1']) {
      const admin = await adminClient(server);
      const saved = admin.snapshot();
      expect((await admin.get('/api/admin/businesses')).status).toBe(200);
      expect((await admin.request('POST', logout, logout.startsWith('/trpc') ? {} : undefined)).status).toBe(200);
      admin.restore(saved);
      expect((await admin.get('/api/admin/businesses')).status).toBe(401);
    }
    world.admin = world.clients.admin = await adminClient(server);
  });

  it("refuses every earlier cookie of a chef after the chef's logout, on every device, by REST and tRPC", async () => {
    for (const logout of ['/api/chef/logout', '/trpc/chef.logout?batch=1']) {
      const chef = await createSignedInChef(server);
      const saved = chef.client.snapshot();
      // A second device, signed in by a link of its own before the logout.
      const phone = new ApiClient(server.url);
      await signInChefIn(phone, chef.email);
      const phoneSaved = phone.snapshot();
      expect((await chef.client.get('/api/chef/me')).status).toBe(200);
      expect((await phone.get('/api/chef/me')).status).toBe(200);
      expect((await chef.client.request('POST', logout, logout.startsWith('/trpc') ? {} : undefined)).status).toBe(200);
      expect(chef.client.snapshot().has('cc_chef')).toBe(false);
      chef.client.restore(saved);
      phone.restore(phoneSaved);
      for (const client of [chef.client, phone]) {
        expect((await client.get('/api/chef/me')).status).toBe(401);
        expect((await client.get('/trpc/chef.me')).status).toBe(401);
      }
      // A new link signs the chef in again.
      await signInChefIn(phone, chef.email);
      expect((await phone.get('/api/chef/me')).status).toBe(200);
    }
  });

  it("refuses a deactivated chef's cookie, by REST and tRPC, and still after the chef is made active again", async () => {
    for (const deactivate of ['PATCH', 'tRPC'] as const) {
      const chef = await createSignedInChef(server);
      const saved = chef.client.snapshot();
      const feed = (await chef.client.get('/trpc/chef.calendarUrl')).json.result.data.url as string;
      const response =
        deactivate === 'PATCH'
          ? await world.admin.patch(`/api/admin/chefs/${chef.chefId}`, { status: 'inactive' })
          : await world.admin.post('/trpc/admin.deactivateChef', { id: chef.chefId });
      expect(response.status).toBe(200);
      expect((await chef.client.get('/api/chef/me')).status).toBe(401);
      expect((await chef.client.get('/trpc/chef.me')).status).toBe(401);
      expect((await chef.client.put('/api/chef/availability', { weekly: { monday: ['morning'] } })).status).toBe(401);
      expect((await new ApiClient(server.url).get(new URL(feed).pathname)).status).toBe(404);
      // Made active again, the chef signs in anew: the cookie from before deactivation stays dead.
      expect((await world.admin.patch(`/api/admin/chefs/${chef.chefId}`, { status: 'active' })).status).toBe(200);
      chef.client.restore(saved);
      expect((await chef.client.get('/api/chef/me')).status).toBe(401);
      await signInChefIn(chef.client, chef.email);
      expect((await chef.client.get('/api/chef/me')).status).toBe(200);
    }
  });

  it('keeps business, admin and chef sessions apart in one browser: signing in or out as one leaves the others', async () => {
    const browser = new ApiClient(server.url);
    const user = await registerWithAccount(server);
    const chef = await createSignedInChef(server);
    const signedIn = async () => {
      const session = (await browser.get('/api/session')).json;
      return { business: session.business?.businessId ?? null, admin: session.admin !== null, chef: (await browser.get('/api/chef/me')).json?.email ?? null };
    };
    await signInChefIn(browser, chef.email);
    expect(await signedIn()).toEqual({ business: null, admin: false, chef: chef.email });
    expect((await browser.post('/api/mobile/login', { username: user.username, password: user.password })).status).toBe(200);
    expect((await browser.post('/api/admin/login', ADMIN)).status).toBe(200);
    expect(await signedIn()).toEqual({ business: user.businessId, admin: true, chef: chef.email });
    expect((await browser.post('/api/chef/logout')).status).toBe(200);
    expect(await signedIn()).toEqual({ business: user.businessId, admin: true, chef: null });
    await signInChefIn(browser, chef.email);
    expect(await signedIn()).toEqual({ business: user.businessId, admin: true, chef: chef.email });
    expect((await browser.post('/api/logout')).status).toBe(200);
    expect(await signedIn()).toEqual({ business: null, admin: true, chef: chef.email });
    expect((await browser.post('/trpc/admin.logout?batch=1', {})).status).toBe(200);
    expect(await signedIn()).toEqual({ business: null, admin: false, chef: chef.email });
    expect((await browser.get('/api/chef/assignments')).status).toBe(200);
    // The admin logout ended every admin cookie: the shared world's admin signs in again.
    world.admin = world.clients.admin = await adminClient(server);
  });

  it('refuses a cookie replayed after a password reset, and the reset link works once', async () => {
    const user = await registerWithAccount(server);
    const saved = user.client.snapshot();
    expect((await new ApiClient(server.url).post('/api/password-recovery/request', { email: user.body.email })).status).toBe(200);
    const token = await latestResetToken(server, user.body.email);
    const reset = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'an entirely new passphrase' });
    expect(reset.status).toBe(200);
    user.client.restore(saved);
    expect((await user.client.get(`/api/dashboard/${user.businessId}`)).status).toBe(401);
    const again = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    const oldPassword = await new ApiClient(server.url).post('/api/mobile/login', { username: user.username, password: user.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new ApiClient(server.url).post('/api/mobile/login', { username: user.username, password: 'an entirely new passphrase' });
    expect(newPassword.status).toBe(200);
  });

  it('refuses a cookie whose seal was tampered with, or sealed with another secret', async () => {
    const user = await registerWithAccount(server);
    const cookie = user.client.snapshot().get('cc_business')!;
    const tampered = new ApiClient(server.url);
    tampered.restore(new Map([['cc_business', cookie.slice(0, -4) + (cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA')]]));
    expect((await tampered.get(`/api/dashboard/${user.businessId}`)).status).toBe(401);
    const other = await startFastServer({ sessionSecret: 'another-secret-that-is-at-least-32-characters' });
    try {
      const foreign = await registerWithAccount(other);
      const forged = new ApiClient(server.url);
      forged.restore(foreign.client.snapshot());
      expect((await forged.get('/api/session')).json.business).toBeNull();
    } finally {
      await other.stop();
    }
  });
});

describe('login throttling', () => {
  async function expectThrottled(response: Awaited<ReturnType<ApiClient['post']>>) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('answers 429 with Retry-After after 5 failed business logins for one username, even to the right password', async () => {
    const own = await startFastServer();
    try {
      const user = await registerWithAccount(own);
      const client = new ApiClient(own.url);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await client.post('/api/mobile/login', { username: user.username, password: `wrong ${attempt}` })).status).toBe(401);
      }
      await expectThrottled(await client.post('/api/mobile/login', { username: user.username, password: user.password }));
      await expectThrottled(await client.post('/trpc/public.login?batch=1', { 0: { username: user.username.toUpperCase(), password: user.password } }));
    } finally {
      await own.stop();
    }
  });

  it('answers 429 after 20 failed business logins from one address across usernames', async () => {
    const own = await startFastServer();
    try {
      const client = new ApiClient(own.url);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await client.post('/api/mobile/login', { username: `nobody_${attempt}`, password: 'wrong password' })).status).toBe(401);
      }
      await expectThrottled(await client.post('/api/mobile/login', { username: 'somebody_else', password: 'wrong password' }));
    } finally {
      await own.stop();
    }
  });

  it('answers 429 with Retry-After after 5 failed admin logins, even to the right password, by REST and tRPC', async () => {
    const own = await startFastServer();
    try {
      const client = new ApiClient(own.url);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const path = attempt % 2 ? '/api/admin/login' : '/trpc/admin.login?batch=1';
        const body = { username: ADMIN.username, password: `wrong ${attempt}` };
        expect((await client.post(path, attempt % 2 ? body : { 0: body })).status).toBe(401);
      }
      await expectThrottled(await client.post('/api/admin/login', ADMIN));
      await expectThrottled(await client.post('/trpc/admin.login?batch=1', { 0: ADMIN }));
    } finally {
      await own.stop();
    }
  });

  it('answers 429 after 20 failed admin logins from one address across usernames', async () => {
    const own = await startFastServer();
    try {
      const client = new ApiClient(own.url);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await client.post('/api/admin/login', { username: `root_${attempt}`, password: 'wrong password' })).status).toBe(401);
      }
      await expectThrottled(await client.post('/api/admin/login', ADMIN));
    } finally {
      await own.stop();
    }
  });
});

describe('password recovery', () => {
  it('answers the same for an email with an account, one without, and one never seen', async () => {
    const withAccount = world.a.body.email;
    const registeredOnly = (await registerBusiness(new ApiClient(server.url))).body.email;
    const answers = [];
    for (const email of [withAccount, registeredOnly, 'never-seen@example.com', withAccount.toUpperCase()]) {
      const rest = await new ApiClient(server.url).post('/api/password-recovery/request', { email });
      const trpc = await new ApiClient(server.url).post('/trpc/public.passwordRecovery.request?batch=1', { 0: { email } });
      answers.push({ rest: [rest.status, rest.text], trpc: [trpc.status, trpc.text] });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.rest[0]).toBe(200);
  });
});

describe('stored passwords', () => {
  it('are argon2id hashes with m=19456, t=2, p=1 and a salt of their own', async () => {
    await registerWithAccount(server);
    const accounts = await server.dataSource.getRepository(Account).findBy({ passwordHash: Not(IsNull()) });
    const admins = await server.dataSource.getRepository(Admin).find();
    expect(accounts.length).toBeGreaterThan(1);
    expect(admins.length).toBe(1);
    const hashes = [...accounts, ...admins].map((row) => row.passwordHash ?? '');
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const salts = hashes.map((hash) => hash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});
