import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_REASON_MAX } from '../../src/common/constants.js';
import { chefFixtures } from './chef-fixtures.js';
import {
  ADMIN,
  adminCaller,
  ApiClient,
  adminClient,
  registerBusiness,
  registerWithAccount,
  registrationBody,
  startTestServer,
  vancouverDay,
  type TestServer,
} from './harness.js';

/** Bad input of every kind: a 4xx JSON answer, never a 500, and the process stays up. */

let server: TestServer;
let signedIn: Awaited<ReturnType<typeof registerWithAccount>>;

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await registerWithAccount(server, { businessName: 'Robust Kitchen' });
});

afterAll(async () => {
  await server.stop();
});

/** After every test the server still answers, and the data is still readable. */
afterEach(async () => {
  const alive = await signedIn.client.get(`/api/dashboard/${signedIn.businessId}`);
  expect(alive.status).toBe(200);
});

type Answer = { status: number; headers: Headers; text: string; json: { message?: unknown } | undefined };

function expectClientError(response: Answer, status?: number) {
  if (status !== undefined) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  expect(response.json?.message).toEqual(expect.any(String));
  expect(response.text).not.toMatch(/at .*\.(ts|js):\d+|SQLITE|QueryFailedError/);
}

/** Raw fetch, for bodies and headers the client would never send. */
async function raw(method: string, path: string, body: BodyInit | undefined, headers: Record<string, string>) {
  const response = await fetch(server.url + path, { method, body, headers });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

describe('malformed bodies', () => {
  it.each([
    ['a truncated object', '{"businessName": '],
    ['single quotes', "{'businessName': 'x'}"],
    ['a trailing comma', '{"businessName": "x",}'],
    ['plain words', 'hello world'],
    ['a bare string', '"just a string"'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['an array', '[]'],
    ['an array of the right object', JSON.stringify([registrationBody()])],
    ['deeply nested arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
  ])('%s answers 400 JSON', async (_name, body) => {
    const response = await signedIn.client.request('POST', '/api/register', body);
    expectClientError(response, 400);
  });

  it.each([
    ['/api/bookings', 'POST'],
    ['/api/bookings/1', 'PATCH'],
    ['/api/business/profile', 'PATCH'],
    ['/api/business/settings', 'PUT'],
    ['/api/request-hours', 'POST'],
    ['/api/mobile/setup', 'POST'],
    ['/api/mobile/login', 'POST'],
    ['/api/admin/login', 'POST'],
    ['/api/contact', 'POST'],
    ['/api/newsletter', 'POST'],
    ['/api/password-recovery/request', 'POST'],
    ['/api/password-recovery/reset', 'POST'],
  ])('%s (%s) answers malformed JSON with 400 JSON', async (path, method) => {
    expectClientError(await signedIn.client.request(method, path, '{"oops'), 400);
  });

  it.each([
    ['/api/bookings', 'POST'],
    ['/api/bookings/1', 'PATCH'],
    ['/api/business/profile', 'PATCH'],
    ['/api/business/settings', 'PUT'],
    ['/api/request-hours', 'POST'],
    ['/api/contact', 'POST'],
    ['/api/newsletter', 'POST'],
    ['/api/register', 'POST'],
  ])('%s (%s) with no body at all answers 400 JSON', async (path, method) => {
    expectClientError(await signedIn.client.request(method, path), 400);
  });
});

describe('wrong types', () => {
  it.each([
    ['businessName', 42],
    ['businessName', null],
    ['businessName', ['a']],
    ['businessName', { name: 'x' }],
    ['duration', 'five'],
    ['duration', '5'],
    ['duration', null],
    ['duration', 1e308],
    ['newsletter', 'yes'],
    ['email', 12345],
    ['bookingDate', 20300101],
    ['state', true],
  ])('registration with %s = %j answers 400 naming the field', async (field, value) => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ [field]: value }));
    expectClientError(response, 400);
    expect((response.json as { errors: Record<string, string> }).errors[field]).toEqual(expect.any(String));
  });

  it.each([
    { businessId: '1', bookingDate: vancouverDay(3), timeSlot: 'morning', duration: 1 },
    { businessId: -1, bookingDate: vancouverDay(3), timeSlot: 'morning', duration: 1 },
    { businessId: 1.5, bookingDate: vancouverDay(3), timeSlot: 'morning', duration: 1 },
    { businessId: 1e20, bookingDate: vancouverDay(3), timeSlot: 'morning', duration: 1 },
  ])('a booking with businessId %j answers 400', async (body) => {
    expectClientError(await signedIn.client.post('/api/bookings', body), 400);
  });

  it('account setup with contactId as text answers 400 with success: false', async () => {
    const client = new ApiClient(server.url);
    const { contactId } = await registerBusiness(client);
    const response = await client.post('/api/mobile/setup', { username: 'typed_wrong', password: 'pepper and salt', contactId: String(contactId) });
    expectClientError(response, 400);
    expect((response.json as { success?: boolean }).success).toBe(false);
  });

  it('login with a password that is not text answers 400', async () => {
    expectClientError(await new ApiClient(server.url).post('/api/mobile/login', { username: 'someone', password: 123456 }), 400);
    expectClientError(await new ApiClient(server.url).post('/api/admin/login', { username: ['admin'], password: { $ne: '' } }), 400);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999', '1e3', '%20'])('the path id "%s" answers 400 or 404 JSON', async (id) => {
    for (const response of [
      await signedIn.client.get(`/api/dashboard/${id}`),
      await signedIn.client.patch(`/api/bookings/${id}`, { status: 'canceled' }),
      await (await adminClient(server)).delete(`/api/admin/business/${id}`),
    ]) {
      expectClientError(response);
      expect([400, 404]).toContain(response.status);
    }
  });

  it('a path with a broken percent-encoding answers 400 JSON', async () => {
    expectClientError(await signedIn.client.get('/api/dashboard/%E0%A4%A'), 400);
    const trpc = await signedIn.client.get('/trpc/business.dashboard%E0%A4%A?batch=1');
    expect(trpc.status).toBe(400);
    expect(trpc.json?.error?.data?.code).toBe('BAD_REQUEST');
  });

  it('a REST path is found as Express finds one: in any case, with a trailing slash, by HEAD, and told by OPTIONS', async () => {
    const path = `/api/dashboard/${signedIn.businessId}`;
    const answer = await signedIn.client.get(path);
    expect(answer.status).toBe(200);
    for (const variant of [`/API/Dashboard/${signedIn.businessId}`, `${path}/`]) {
      const same = await signedIn.client.get(variant);
      expect(same.status).toBe(200);
      expect(same.json.business.id).toBe(signedIn.businessId);
    }
    const head = await signedIn.client.request('HEAD', path);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const options = await signedIn.client.request('OPTIONS', '/api/bookings/1');
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, PATCH');
    expectClientError(await signedIn.client.request('OPTIONS', '/api/no-such-path'), 404);
    // A path that is no route's in its group, and one in a group no route has.
    expectClientError(await signedIn.client.get('/api/dashboard'), 404);
    expectClientError(await signedIn.client.get(`/api/dashboards/${signedIn.businessId}`), 404);
  });

  it('check-username with the name given twice or not at all answers 400', async () => {
    expectClientError(await new ApiClient(server.url).get('/api/mobile/check-username?username=a&username=b'), 400);
    expectClientError(await new ApiClient(server.url).get('/api/mobile/check-username'), 400);
  });
});

describe('size limits', () => {
  it('a 1 MB body answers 413 JSON', async () => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ specialRequests: 'x'.repeat(1024 * 1024) }));
    expectClientError(response, 413);
  });

  it('a body just over 100 kB answers 413 JSON', async () => {
    const response = await new ApiClient(server.url).post('/api/contact', { name: 'Big', email: 'big@example.com', subject: 'other', message: 'y'.repeat(101 * 1024) });
    expectClientError(response, 413);
  });

  it('a small gzip body that inflates past 100 kB answers 413 JSON', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ email: 'bomb@example.com', padding: 'x'.repeat(5_000_000) })));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expectClientError(await raw('POST', '/api/newsletter', new Uint8Array(bomb), { 'content-type': 'application/json', 'content-encoding': 'gzip' }), 413);
  });

  it('a 1 MB body on a tRPC mutation answers 413', async () => {
    const response = await new ApiClient(server.url).post('/trpc/public.contact.send', { name: 'Big', email: 'big@example.com', subject: 'other', message: 'z'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
  });

  it.each(['businessName', 'businessAddress', 'city', 'zipCode', 'firstName', 'lastName', 'jobTitle', 'email', 'phone', 'serviceDescription', 'specialRequests'])(
    'a 10,000-character %s answers 400 and stores nothing',
    async (field) => {
      const before = await server.services.admin.summary();
      const response = await new ApiClient(server.url).post('/api/register', registrationBody({ [field]: 'a'.repeat(10_000) }));
      expectClientError(response, 400);
      expect((response.json as { errors: Record<string, string> }).errors[field]).toEqual(expect.any(String));
      expect((await server.services.admin.summary()).totalBusinesses).toBe(before.totalBusinesses);
    },
  );

  it.each([
    ['/api/contact', { name: 'n'.repeat(10_000), email: 'long@example.com', subject: 'other', message: 'hi' }],
    ['/api/contact', { name: 'Long', email: 'long@example.com', subject: 'other', message: 'm'.repeat(10_000) }],
    ['/api/newsletter', { email: `${'e'.repeat(10_000)}@example.com` }],
    ['/api/mobile/login', { username: 'u'.repeat(10_000), password: 'whatever' }],
    ['/api/mobile/login', { username: 'someone', password: 'p'.repeat(10_000) }],
    ['/api/admin/login', { username: 'admin', password: 'p'.repeat(10_000) }],
    ['/api/password-recovery/reset', { token: 't'.repeat(10_000), password: 'fine passphrase' }],
    ['/api/password-recovery/reset', { token: 'token', password: 'p'.repeat(10_000) }],
  ])('%s with a 10,000-character string answers 400', async (path, body) => {
    expectClientError(await new ApiClient(server.url).post(path, body), 400);
  });

  it('a 10,000-character reason on an hours request answers 400', async () => {
    const response = await signedIn.client.post('/api/request-hours', { businessId: signedIn.businessId, phone: '604', hoursNeeded: 1, reason: 'r'.repeat(10_000) });
    expectClientError(response, 400);
  });

  it('a 10,000-character username check answers 400 or a plain "exists: false"', async () => {
    const response = await new ApiClient(server.url).get(`/api/mobile/check-username?username=${'u'.repeat(10_000)}`);
    expect(response.status).toBeLessThan(500);
    if (response.status === 200) expect(response.json).toEqual({ exists: false });
  });
});

describe('text and ids that grow or overflow on their way to the database (PostgreSQL refuses what its column cannot hold)', () => {
  it("keeps an admin's reason whole in its ledger line up to the longest allowed, and refuses a longer one with 400", async () => {
    const admin = await adminClient(server);
    const longest = 'r'.repeat(LEDGER_REASON_MAX);
    const refused = await admin.post('/trpc/admin.addHours', { businessId: signedIn.businessId, hours: 1, reason: 'r'.repeat(500) });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toContain(`Must be at most ${LEDGER_REASON_MAX} characters`);
    const added = await admin.post('/trpc/admin.addHours', { businessId: signedIn.businessId, hours: 1, reason: longest });
    expect(added.status, added.text).toBe(200);
    const lines = (await signedIn.client.get(`/api/dashboard/${signedIn.businessId}`)).json.laborTransactions as { description: string }[];
    expect(lines.map(({ description }) => description)).toContain(`Added by ChefConnect: ${longest}`);

    const chef = await chefFixtures(server, admin).addChef();
    expectClientError(await admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: 500, reason: 'r'.repeat(500) }), 400);
    const adjusted = await admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: 500, reason: longest });
    expect(adjusted.status, adjusted.text).toBe(201);
    expect(adjusted.json.line.description).toBe(`Adjustment: ${longest}`);
  });

  it('refuses on its url a webhook address whose percent-encoded form, the one called, outgrows 2000 characters', async () => {
    // 430 characters as typed; each "é" is "%C3%A9" in the address called.
    const response = await signedIn.client.post('/api/business/webhooks', { url: `https://93.184.216.34/hook?n=${'é'.repeat(400)}`, events: ['*'] });
    expectClientError(response, 400);
    expect(response.json).toMatchObject({ errors: { url: 'Use a public https address' } });
  });

  it('registers a 200-character name whose lower case is longer ("İ" lowers to two characters), and the admin finds it', async () => {
    const name = `İstanbul Kebab ${'İ'.repeat(185)}`;
    const registered = await new ApiClient(server.url).post('/api/register', registrationBody({ businessName: name }));
    expect(registered.status, registered.text).toBe(201);
    const found = await adminCaller(server).admin.businesses({ search: 'stanbul kebab' });
    expect(found.rows.map(({ businessName }) => businessName)).toContain(name);
  });

  it.each([
    ['the ledger', '/api/labor-bank/transactions', '9999999999'],
    ['the bookings', '/api/bookings', '2026-01-01/9999999999'],
  ])('refuses a cursor of %s naming an id past the ids\' range with 400 "Unknown cursor"', async (_, path, position) => {
    const response = await signedIn.client.get(`${path}?cursor=${Buffer.from(position).toString('base64url')}`);
    expectClientError(response, 400);
    expect(response.json?.message).toBe('Unknown cursor');
  });
});

describe('unknown fields', () => {
  it.each([
    ['/api/register', () => registrationBody({ isAdmin: true })],
    ['/api/contact', () => ({ name: 'A', email: 'a@example.com', subject: 'other', message: 'hi', isAdmin: true })],
    ['/api/newsletter', () => ({ email: 'a@example.com', isAdmin: true })],
    ['/api/mobile/login', () => ({ username: 'abc', password: 'abcdef', isAdmin: true })],
    ['/api/admin/login', () => ({ ...ADMIN, isAdmin: true })],
  ])('%s with an unknown field answers 400 "Unknown field" for it', async (path, body) => {
    const response = await new ApiClient(server.url).post(path, body());
    expectClientError(response, 400);
    expect((response.json as { errors: Record<string, string> }).errors.isAdmin).toBe('Unknown field');
  });

  it('a booking with a status or labor-hours field answers 400 and books nothing', async () => {
    const response = await signedIn.client.post('/api/bookings', {
      businessId: signedIn.businessId,
      bookingDate: vancouverDay(3),
      timeSlot: 'morning',
      duration: 1,
      status: 'completed',
      usedHours: -100,
    });
    expectClientError(response, 400);
    expect((response.json as { errors: Record<string, string> }).errors).toMatchObject({ status: 'Unknown field', usedHours: 'Unknown field' });
  });

  it('a __proto__ key is refused, and pollutes nothing', async () => {
    const response = await new ApiClient(server.url).request('POST', '/api/newsletter', '{"email":"proto@example.com","__proto__":{"polluted":true}}');
    expectClientError(response, 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const constructorAttempt = await new ApiClient(server.url).request('POST', '/api/newsletter', '{"email":"proto@example.com","constructor":{"prototype":{"polluted":true}}}');
    expectClientError(constructorAttempt, 400);
  });
});

describe('SQL-looking and unusual text', () => {
  const injection = "'; DROP TABLE business; --";

  it('is stored verbatim as a business name, and the tables still work', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { businessName: injection, city: "O'Brien\" OR 1=1 --", specialRequests: 'Robert"); DROP TABLE booking;--' });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.business.businessName).toBe(injection);
    expect(dashboard.json.business.city).toBe("O'Brien\" OR 1=1 --");
    expect(dashboard.json.bookings[0].specialRequests).toBe('Robert"); DROP TABLE booking;--');

    const admin = await adminClient(server);
    const list = await admin.get('/api/admin/businesses');
    expect(list.status).toBe(200);
    expect(list.json.some((row: { businessName: string }) => row.businessName === injection)).toBe(true);
    expect((await registerBusiness(new ApiClient(server.url))).businessId).toBeGreaterThan(businessId);
  });

  it('in a login, a username check, a search and an email is just text', async () => {
    const login = await new ApiClient(server.url).post('/api/mobile/login', { username: "admin' OR '1'='1", password: "' OR '1'='1" });
    expect(login.status).toBe(401);
    const check = await new ApiClient(server.url).get(`/api/mobile/check-username?username=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(check.status).toBeLessThan(500);
    if (check.status === 200) expect(check.json.exists).toBe(false);
    const caller = adminCaller(server);
    const search = await caller.admin.businesses({ search: "' OR 1=1 --" });
    expect(search.total).toBe(0);
    const recovery = await new ApiClient(server.url).post('/api/password-recovery/request', { email: "x'or'1'='1@example.com" });
    expect(recovery.status).toBeLessThan(500);
  });

  it('stores emoji, accents, right-to-left text and a NUL character verbatim (or refuses them cleanly)', async () => {
    const client = new ApiClient(server.url);
    const name = 'Café 🍜 مطبخ Ωmega';
    const { businessId } = await registerBusiness(client, { businessName: name, firstName: 'Zoë' });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.business.businessName).toBe(name);
    expect(dashboard.json.contact.firstName).toBe('Zoë');

    const nul = await new ApiClient(server.url).post('/api/register', registrationBody({ businessName: 'Null\u0000Byte Bistro' }));
    expect(nul.status).toBeLessThan(500);
  });

  it('HTML in a business name comes back as data, not markup, in JSON', async () => {
    const client = new ApiClient(server.url);
    const html = '<script>alert(1)</script>';
    const { businessId } = await registerBusiness(client, { businessName: html });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.headers.get('content-type')).toMatch(/application\/json/);
    expect(dashboard.json.business.businessName).toBe(html);
  });
});

describe('content types and origins', () => {
  it('a text/plain body answers 415 JSON', async () => {
    expectClientError(await raw('POST', '/api/contact', JSON.stringify({ name: 'A' }), { 'content-type': 'text/plain' }), 415);
  });

  it('a form-encoded body answers 415 JSON', async () => {
    expectClientError(await raw('POST', '/api/register', 'businessName=x&city=y', { 'content-type': 'application/x-www-form-urlencoded' }), 415);
  });

  it('a multipart body answers 415 JSON', async () => {
    const form = new FormData();
    form.set('email', 'multi@example.com');
    const response = await fetch(`${server.url}/api/newsletter`, { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('a body without a content type answers 415', async () => {
    const response = await fetch(`${server.url}/api/newsletter`, { method: 'POST', body: new Blob(['{"email":"a@example.com"}']) });
    expect(response.status).toBe(415);
  });

  it('a text/plain tRPC mutation answers 415', async () => {
    const response = await raw('POST', '/trpc/public.newsletter.subscribe', JSON.stringify({ email: 'a@example.com' }), { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
  });

  it('a POST with a cross-origin Origin header answers 403 JSON and does nothing', async () => {
    const response = await signedIn.client.post(
      '/api/bookings',
      { businessId: signedIn.businessId, bookingDate: vancouverDay(2), timeSlot: 'morning', duration: 1 },
      { origin: 'https://evil.example' },
    );
    expectClientError(response, 403);
    const dashboard = await signedIn.client.get(`/api/dashboard/${signedIn.businessId}`);
    expect(dashboard.json.bookings).toHaveLength(1);
  });

  it.each([
    ['PATCH', '/api/business/profile'],
    ['PUT', '/api/business/settings'],
    ['DELETE', '/api/admin/business/1'],
    ['POST', '/api/logout'],
    ['POST', '/api/admin/login'],
    ['POST', '/trpc/public.logout'],
  ])('%s %s with a foreign Origin answers 403', async (method, path) => {
    const response = await signedIn.client.request(method, path, method === 'DELETE' || path.endsWith('logout') ? undefined : {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('an Origin of "null" (sandboxed frame) on a write answers 403', async () => {
    expect((await signedIn.client.post('/api/newsletter', { email: 'n@example.com' }, { origin: 'null' })).status).toBe(403);
  });

  it('a look-alike origin on another port answers 403', async () => {
    const port = Number(new URL(server.url).port);
    expect((await signedIn.client.post('/api/newsletter', { email: 'n@example.com' }, { origin: `http://127.0.0.1:${port + 1}` })).status).toBe(403);
  });

  it('a same-origin Origin header is fine', async () => {
    expect((await signedIn.client.post('/api/newsletter', { email: 'same@example.com' }, { origin: server.url })).status).toBe(200);
  });

  it('behind a TLS proxy, a write naming the configured public origin is accepted', async () => {
    const proxied = await startTestServer({ publicUrl: 'https://chefconnect.example' });
    try {
      const client = new ApiClient(proxied.url);
      expect((await client.post('/api/newsletter', { email: 'proxy@example.com' }, { origin: 'https://chefconnect.example' })).status).toBe(200);
      expect((await client.post('/api/newsletter', { email: 'proxy@example.com' }, { origin: 'https://evil.example' })).status).toBe(403);
    } finally {
      await proxied.stop();
    }
  });

  it('a cross-origin GET is answered (reads are not state-changing)', async () => {
    expect((await signedIn.client.get('/api/session', { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('headers and cookies', () => {
  it.each(['/api/session', '/api/no-such-path', '/api/openapi.json', '/api/docs'])('%s carries the security headers', async (path) => {
    const response = await new ApiClient(server.url).get(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toEqual(expect.any(String));
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('an error answer (400) carries the security headers too', async () => {
    const response = await new ApiClient(server.url).post('/api/newsletter', {});
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('API answers are not cached', async () => {
    const response = await signedIn.client.get(`/api/dashboard/${signedIn.businessId}`);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it.each([
    { name: 'cc_business', signIn: '/api/register', body: () => registrationBody(), lifetime: '7 days', maxSeconds: 7 * 24 * 60 * 60 },
    { name: 'cc_admin', signIn: '/api/admin/login', body: () => ADMIN, lifetime: '8 hours', maxSeconds: 8 * 60 * 60 },
  ])('the $name cookie is HttpOnly, SameSite=Lax, Path=/ and lasts at most $lifetime', async ({ name, signIn, body, maxSeconds }) => {
    const response = await fetch(`${server.url}${signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body()),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie!)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(maxSeconds);
  });

  it('cookies are Secure in production', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const response = await fetch(`${production.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cc_admin='));
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await production.stop();
    }
  });

  it('no response ever carries a password hash', async () => {
    const admin = await adminClient(server);
    for (const response of [
      await signedIn.client.get(`/api/dashboard/${signedIn.businessId}`),
      await signedIn.client.get('/api/session'),
      await admin.get('/api/admin/businesses'),
      await admin.get('/api/admin/export/businesses.csv'),
      await admin.get(`/api/dashboard/${signedIn.businessId}`),
    ]) {
      expect(response.text).not.toMatch(/\$argon2|\$scrypt|passwordHash|sessionVersion/);
      expect(response.text).not.toContain(signedIn.password);
    }
  });
});

describe('login throttling', () => {
  let throttleServer: TestServer;

  beforeAll(async () => {
    throttleServer = await startTestServer();
  });

  afterAll(async () => {
    await throttleServer.stop();
  });

  it('the 6th failed business login for one username within 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    const { username, password } = await registerWithAccount(throttleServer);
    const client = new ApiClient(throttleServer.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await client.post('/api/mobile/login', { username, password: `wrong ${attempt}` });
      expect(response.status).toBe(401);
    }
    const sixth = await client.post('/api/mobile/login', { username, password: 'wrong 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ success: false, message: expect.any(String) });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const right = await client.post('/api/mobile/login', { username: username.toUpperCase(), password });
    expect(right.status).toBe(429);
  });

  it('another username is not throttled by those failures', async () => {
    const { username, password } = await registerWithAccount(throttleServer);
    const response = await new ApiClient(throttleServer.url).post('/api/mobile/login', { username, password });
    expect(response.status).toBe(200);
  });

  it('the 6th failed admin login within 15 minutes answers 429 with Retry-After', async () => {
    const client = new ApiClient(throttleServer.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/api/admin/login', { username: ADMIN.username, password: `wrong ${attempt}` })).status).toBe(401);
    }
    const sixth = await client.post('/api/admin/login', { username: ADMIN.username, password: 'wrong 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toEqual(expect.any(String));
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.post('/api/admin/login', ADMIN)).status).toBe(429);
  });

  it('failed logins for unknown usernames are throttled too (no way to tell which names exist)', async () => {
    const client = new ApiClient(throttleServer.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/api/mobile/login', { username: 'nobody_by_this_name', password: 'guess' })).status).toBe(401);
    }
    expect((await client.post('/api/mobile/login', { username: 'nobody_by_this_name', password: 'guess' })).status).toBe(429);
  });

  it('the tRPC login is throttled the same way, with Retry-After', async () => {
    const { username } = await registerWithAccount(throttleServer);
    const client = new ApiClient(throttleServer.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/trpc/public.login', { username, password: `wrong ${attempt}` })).status).toBe(401);
    }
    const sixth = await client.post('/trpc/public.login', { username, password: 'wrong 6' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('20 failed logins from one address within 15 minutes throttle every username from it', async () => {
    const { username, password } = await registerWithAccount(throttleServer);
    const client = new ApiClient(throttleServer.url);
    let attempts = 0;
    let last = await client.post('/api/mobile/login', { username: 'spray_0', password: 'guess' });
    while (last.status === 401 && attempts < 25) {
      attempts += 1;
      last = await client.post('/api/mobile/login', { username: `spray_${attempts}`, password: 'guess' });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.post('/api/mobile/login', { username, password })).status).toBe(429);
  });
});

describe('compression', () => {
  function get(path: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = http.get(server.url + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
    });
  }

  it('gzips a large answer for a client that accepts gzip, and sends plain JSON to one that asks for no encoding', async () => {
    const compressed = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(compressed.encoding).toBe('gzip');
    expect(compressed.vary).toMatch(/accept-encoding/i);
    const plain = await get('/api/openapi.json', {});
    expect(plain.encoding).toBeUndefined();
    expect(gunzipSync(compressed.body).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString()).openapi).toMatch(/^3\./);
  });
});
