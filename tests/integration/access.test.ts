import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminCaller,
  ApiClient,
  adminClient,
  registerBusiness,
  registerWithAccount,
  startTestServer,
  vancouverDay,
  type TestServer,
} from './harness.js';

/** DECISIONS.md section 2: who may call what, row by row, and sessions that end. */

let server: TestServer;
/** Business A: the one everybody else tries to reach. */
let owner: Awaited<ReturnType<typeof registerWithAccount>>;
/** Business B: signed in, but another business. */
let other: Awaited<ReturnType<typeof registerWithAccount>>;
let anonymous: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerWithAccount(server, { businessName: 'Access Owner Bistro' });
  other = await registerWithAccount(server, { businessName: 'Access Other Bistro' });
  anonymous = new ApiClient(server.url);
});

afterAll(async () => {
  await server.stop();
});

async function ownerDashboard() {
  const admin = await adminClient(server);
  return (await admin.get(`/api/dashboard/${owner.businessId}`)).json;
}

function expectJsonMessage(response: { json: { message?: unknown } }) {
  expect(response.json.message).toEqual(expect.any(String));
}

describe('GET /api/dashboard/{id}', () => {
  it('no session: 401', async () => {
    const response = await anonymous.get(`/api/dashboard/${owner.businessId}`);
    expect(response.status).toBe(401);
    expectJsonMessage(response);
  });

  it("another business's session: 403", async () => {
    const response = await other.client.get(`/api/dashboard/${owner.businessId}`);
    expect(response.status).toBe(403);
    expectJsonMessage(response);
    expect(response.text).not.toContain('Access Owner Bistro');
  });

  it('admin session: 200', async () => {
    const admin = await adminClient(server);
    const response = await admin.get(`/api/dashboard/${owner.businessId}`);
    expect(response.status).toBe(200);
    expect(response.json.business.businessName).toBe('Access Owner Bistro');
  });

  it("admin session next to a business's session (separate cookies, one browser): 200 for any business", async () => {
    const both = new ApiClient(server.url);
    both.restore(other.client.snapshot());
    expect((await both.post('/api/admin/login', ADMIN)).status).toBe(200);
    const session = await both.get('/api/session');
    expect(session.json.business).not.toBeNull();
    expect(session.json.admin).not.toBeNull();
    const response = await both.get(`/api/dashboard/${owner.businessId}`);
    expect(response.status).toBe(200);
    expect(response.json.business.businessName).toBe('Access Owner Bistro');
  });

  it('own session: 200', async () => {
    expect((await owner.client.get(`/api/dashboard/${owner.businessId}`)).status).toBe(200);
  });
});

describe('PATCH /api/bookings/{id}', () => {
  it('no session: 401', async () => {
    const response = await anonymous.patch(`/api/bookings/${owner.bookingId}`, { status: 'canceled' });
    expect(response.status).toBe(401);
    expectJsonMessage(response);
  });

  it("another business's session: 404, the same answer as for a booking that does not exist, and nothing changes", async () => {
    const cancel = await other.client.patch(`/api/bookings/${owner.bookingId}`, { status: 'canceled' });
    const missing = await other.client.patch('/api/bookings/999999', { status: 'canceled' });
    expect(cancel.status).toBe(404);
    expect(cancel.json).toEqual(missing.json);
    expect(missing.status).toBe(404);

    const reschedule = await other.client.patch(`/api/bookings/${owner.bookingId}`, { bookingDate: vancouverDay(50), timeSlot: 'evening', duration: 1 });
    expect(reschedule.status).toBe(404);

    const booking = (await ownerDashboard()).bookings.find((entry: { id: number }) => entry.id === owner.bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', duration: owner.body.duration, bookingDate: owner.body.bookingDate });
  });

  it('admin session: 401 (admins use /api/admin)', async () => {
    const admin = await adminClient(server);
    const response = await admin.patch(`/api/bookings/${owner.bookingId}`, { status: 'canceled' });
    expect(response.status).toBe(401);
    expect((await ownerDashboard()).bookings[0].status).toBe('confirmed');
  });
});

describe('POST /api/bookings', () => {
  it('no session: 401; admin session: 401', async () => {
    const body = { businessId: owner.businessId, bookingDate: vancouverDay(5), timeSlot: 'morning', duration: 1 };
    expect((await anonymous.post('/api/bookings', body)).status).toBe(401);
    expect((await (await adminClient(server)).post('/api/bookings', body)).status).toBe(401);
  });

  it("another business's session booking on this business's bank: 403, and the bank is untouched", async () => {
    const before = (await ownerDashboard()).laborBank;
    const response = await other.client.post('/api/bookings', { businessId: owner.businessId, bookingDate: vancouverDay(5), timeSlot: 'morning', duration: 1 });
    expect(response.status).toBe(403);
    expect((await ownerDashboard()).laborBank).toEqual(before);
  });
});

describe('PATCH /api/business/profile', () => {
  const profile = (businessName: string) => ({
    businessName,
    businessType: 'cafe',
    businessAddress: '1 Hijack Lane',
    city: 'Burnaby',
    state: 'BC',
    zipCode: 'V5H 1A1',
    firstName: 'Mallory',
    lastName: 'Attacker',
    jobTitle: 'Intruder',
    email: 'mallory@example.com',
    phone: '(604) 555-0666',
  });

  it('no session: 401', async () => {
    expect((await anonymous.patch('/api/business/profile', profile('Hijacked'))).status).toBe(401);
  });

  it("another business's session acts on its own business only", async () => {
    const response = await other.client.patch('/api/business/profile', profile('Access Other Renamed'));
    expect(response.status).toBe(200);
    expect((await ownerDashboard()).business.businessName).toBe('Access Owner Bistro');
    expect((await other.client.get(`/api/dashboard/${other.businessId}`)).json.business.businessName).toBe('Access Other Renamed');
  });

  it("naming another business's id in the body never changes that business", async () => {
    const response = await other.client.patch('/api/business/profile', { ...profile('Hijacked By Id'), businessId: owner.businessId, id: owner.businessId });
    expect(response.status).toBeLessThan(500);
    const dashboard = await ownerDashboard();
    expect(dashboard.business.businessName).toBe('Access Owner Bistro');
    expect(dashboard.contact.firstName).toBe(owner.body.firstName);
  });

  it('admin session: 401', async () => {
    const admin = await adminClient(server);
    expect((await admin.patch('/api/business/profile', profile('Hijacked By Admin'))).status).toBe(401);
    expect((await ownerDashboard()).business.businessName).toBe('Access Owner Bistro');
  });
});

describe('POST /api/request-hours', () => {
  const request = () => ({ businessId: owner.businessId, phone: '(604) 555-0100', hoursNeeded: 10 });

  it('no session: 401', async () => {
    expect((await anonymous.post('/api/request-hours', request())).status).toBe(401);
  });

  it("another business's session naming this business: 403, and nothing is stored", async () => {
    const response = await other.client.post('/api/request-hours', request());
    expect(response.status).toBe(403);
    expectJsonMessage(response);
    expect((await adminCaller(server).admin.business({ id: owner.businessId })).hoursRequests).toHaveLength(0);
  });

  it('admin session: 401', async () => {
    expect((await (await adminClient(server)).post('/api/request-hours', request())).status).toBe(401);
  });
});

describe('POST /api/mobile/setup', () => {
  it('no session: 401 with success: false', async () => {
    const response = await anonymous.post('/api/mobile/setup', { username: 'anon_setup', password: 'pepper and salt', contactId: owner.contactId });
    expect(response.status).toBe(401);
    expect(response.json.success).toBe(false);
  });

  it("another contact's id: 403 with success: false", async () => {
    const fresh = new ApiClient(server.url);
    const { contactId } = await registerBusiness(fresh);
    const intruder = new ApiClient(server.url);
    await registerBusiness(intruder);
    const response = await intruder.post('/api/mobile/setup', { username: 'stolen_setup', password: 'pepper and salt', contactId });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ success: false, message: expect.any(String) });
    expect((await anonymous.get('/api/mobile/check-username?username=stolen_setup')).json.exists).toBe(false);
  });

  it('admin session: 401', async () => {
    const { contactId } = await registerBusiness(new ApiClient(server.url));
    const response = await (await adminClient(server)).post('/api/mobile/setup', { username: 'admin_setup', password: 'pepper and salt', contactId });
    expect(response.status).toBe(401);
    expect(response.json.success).toBe(false);
  });
});

describe('business settings', () => {
  it('no session and admin session: 401', async () => {
    expect((await anonymous.get('/api/business/settings')).status).toBe(401);
    expect((await anonymous.put('/api/business/settings', { emailNotifications: false, smsReminders: false })).status).toBe(401);
    const admin = await adminClient(server);
    expect((await admin.get('/api/business/settings')).status).toBe(401);
  });
});

describe('anything under /api/admin except login', () => {
  const calls: [string, string][] = [
    ['GET', '/api/admin/businesses'],
    ['GET', '/api/admin/export/businesses.csv'],
    ['GET', '/api/admin/export/bookings.csv'],
    ['GET', '/api/admin/export/ledger.csv'],
    ['POST', '/api/admin/logout'],
  ];

  it.each(calls)('%s %s: no session 401, business session 401', async (method, path) => {
    expect((await anonymous.request(method, path)).status).toBe(401);
    expect((await owner.client.request(method, path)).status).toBe(401);
  });

  it('DELETE /api/admin/business/{id}: no session 401, business session 401, and the business survives', async () => {
    expect((await anonymous.delete(`/api/admin/business/${owner.businessId}`)).status).toBe(401);
    expect((await owner.client.delete(`/api/admin/business/${owner.businessId}`)).status).toBe(401);
    expect((await other.client.delete(`/api/admin/business/${owner.businessId}`)).status).toBe(401);
    expect((await ownerDashboard()).business.id).toBe(owner.businessId);
  });

  it.each(calls.filter(([method]) => method === 'GET'))('%s %s: admin session 200', async (method, path) => {
    const admin = await adminClient(server);
    expect((await admin.request(method, path)).status).toBe(200);
  });

  it('DELETE /api/admin/business/{id} and POST /api/admin/logout: admin session 200', async () => {
    const { businessId } = await registerBusiness(new ApiClient(server.url));
    const admin = await adminClient(server);
    expect((await admin.delete(`/api/admin/business/${businessId}`)).status).toBe(200);
    expect((await admin.post('/api/admin/logout')).status).toBe(200);
  });
});

describe('tRPC procedures apply the same rules', () => {
  it('an admin query without an admin session is 401', async () => {
    const response = await anonymous.get('/trpc/admin.summary');
    expect(response.status).toBe(401);
    expect((await owner.client.get('/trpc/admin.summary')).status).toBe(401);
    expect((await (await adminClient(server)).get('/trpc/admin.summary')).status).toBe(200);
  });

  it("a business query for another business's dashboard is 403", async () => {
    const input = encodeURIComponent(JSON.stringify({ businessId: owner.businessId }));
    expect((await other.client.get(`/trpc/business.dashboard?input=${input}`)).status).toBe(403);
    expect((await anonymous.get(`/trpc/business.dashboard?input=${input}`)).status).toBe(401);
  });

  it("cancelling another business's booking through tRPC is 404 and changes nothing", async () => {
    const response = await other.client.post('/trpc/business.bookings.cancel', { bookingId: owner.bookingId });
    expect(response.status).toBe(404);
    expect((await ownerDashboard()).bookings[0].status).toBe('confirmed');
  });
});

describe('sessions that have ended stay ended', () => {
  it('a business cookie kept from before logout is refused afterwards', async () => {
    const { client, businessId } = await registerWithAccount(server);
    const kept = client.snapshot();
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get(`/api/dashboard/${businessId}`)).status).toBe(401);

    const replay = new ApiClient(server.url);
    replay.restore(kept);
    expect((await replay.get(`/api/dashboard/${businessId}`)).status).toBe(401);
    expect((await replay.get('/api/session')).json.business).toBeNull();
  });

  it('logout ends the sessions of the same account on every device', async () => {
    const { client, username, password, businessId } = await registerWithAccount(server);
    const phone = new ApiClient(server.url);
    await phone.post('/api/mobile/login', { username, password });
    expect((await phone.get(`/api/dashboard/${businessId}`)).status).toBe(200);
    await client.post('/api/logout');
    expect((await phone.get(`/api/dashboard/${businessId}`)).status).toBe(401);
    // Signing in again works.
    const again = await phone.post('/api/mobile/login', { username, password });
    expect(again.status).toBe(200);
    expect((await phone.get(`/api/dashboard/${businessId}`)).status).toBe(200);
  });

  it('an admin cookie kept from before logout is refused afterwards', async () => {
    const admin = await adminClient(server);
    const kept = admin.snapshot();
    expect((await admin.post('/api/admin/logout')).status).toBe(200);
    const replay = new ApiClient(server.url);
    replay.restore(kept);
    expect((await replay.get('/api/admin/businesses')).status).toBe(401);
    expect((await replay.get('/api/session')).json.admin).toBeNull();
  });

  it('a tampered business cookie is ignored, not an error', async () => {
    const tampered = new ApiClient(server.url);
    tampered.restore(new Map([['cc_business', 'Fe26.2**not-a-real-seal**']]));
    const response = await tampered.get(`/api/dashboard/${owner.businessId}`);
    expect(response.status).toBe(401);
    expect((await tampered.get('/api/session')).status).toBe(200);
  });

  it("a business cookie presented under the admin cookie's name grants nothing", async () => {
    const value = owner.client.snapshot().get('cc_business');
    expect(value).toBeDefined();
    const forged = new ApiClient(server.url);
    forged.restore(new Map([['cc_admin', value!]]));
    expect((await forged.get('/api/admin/businesses')).status).toBe(401);
  });
});
