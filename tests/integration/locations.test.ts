import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_SECRET } from '../../scripts/bench/server-process.js';
import { LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { send, trpcCall, trpcData } from '../security/helpers.js';
import { invariantViolations } from '../support/invariants.js';
import { whileHeld } from '../support/postgres-locks.js';
import { useSiblingProcesses } from '../support/sibling-processes.js';
import { adminClient, ApiClient, registerWithAccount, startTestServer, teamMember, type TestServer } from './harness.js';

/**
 * A group's locations (DECISIONS.md section 18): an owner opens a new location, the session
 * moves between the person's businesses (and signing in picks the one last entered), the
 * dashboard answers for each of them, and hours move between their banks in one transaction,
 * never overdrawing the source, even when many transfers race through several server processes.
 */

let server: TestServer;

beforeAll(async () => {
  // The spawned processes' session secret, so a person signed in here is signed in there too.
  server = await startTestServer({ sessionSecret: SESSION_SECRET });
});

afterAll(async () => {
  await server?.stop();
});

const NOT_ALLOWED = { message: 'You do not have access to this business' };
const ROLE_NOT_ALLOWED = { message: 'Your role does not allow this' };
const location = (businessName: string) => ({ businessName, businessType: 'restaurant', businessAddress: '8 Quay Street', city: 'Victoria', state: 'BC', zipCode: 'V8W 1B1' });

/** An owner with a second location, opened through the API; the session still acts for the first. */
async function ownerWithLocation(name = 'Harbour Grill', second = 'Harbour Grill Victoria') {
  const owner = await registerWithAccount(server, { businessName: name, firstName: 'Jamie', lastName: 'Chen' });
  const opened = await owner.client.post('/api/business/locations', location(second));
  expect(opened.status, opened.text).toBe(201);
  return { ...owner, locationId: opened.json.business.id as number, opened };
}

describe('a new location', () => {
  it('opens a business of its own whose owner is the caller, with an empty labor bank and the caller as its contact', async () => {
    const owner = await ownerWithLocation();
    expect(owner.opened.json).toEqual({ success: true, business: { id: owner.locationId, businessName: 'Harbour Grill Victoria' } });

    const session = (await owner.client.get('/api/session')).json;
    expect(session.business).toMatchObject({ businessId: owner.businessId, role: 'owner' });
    expect(session.memberships).toEqual([
      { businessId: owner.businessId, businessName: 'Harbour Grill', role: 'owner' },
      { businessId: owner.locationId, businessName: 'Harbour Grill Victoria', role: 'owner' },
    ]);

    const dashboard = await owner.client.get(`/api/dashboard/${owner.locationId}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.business).toMatchObject({ id: owner.locationId, businessName: 'Harbour Grill Victoria', city: 'Victoria', zipCode: 'V8W 1B1' });
    expect(dashboard.json.contact).toMatchObject({ firstName: 'Jamie', lastName: 'Chen', email: owner.body.email, phone: owner.body.phone });
    expect(dashboard.json.laborBank).toEqual({ totalHours: 0, usedHours: 0, availableHours: 0 });
    expect(dashboard.json.laborTransactions).toEqual([]);
    expect(dashboard.json.bookings).toEqual([]);
  });

  it("refuses a location as registration's business step refuses its fields, and to anyone but an owner", async () => {
    const owner = await registerWithAccount(server);
    const invalid = await owner.client.post('/api/business/locations', { ...location(''), state: 'XX' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toMatchObject({ businessName: 'Business name is required', state: 'State is required' });

    for (const role of ['manager', 'bookkeeper'] as const) {
      const member = await teamMember(server, owner.businessId, role);
      const refused = await member.client.post('/api/business/locations', location('Not Mine'));
      expect([refused.status, refused.json]).toEqual([403, ROLE_NOT_ALLOWED]);
    }
    expect((await owner.client.get('/api/session')).json.memberships).toHaveLength(1);
  });
});

describe('the session and locations', () => {
  it('switches the session to another of the person\'s businesses by REST and tRPC, answering as GET /api/session; refuses a business they are not a member of', async () => {
    const owner = await ownerWithLocation();
    const stranger = await registerWithAccount(server);

    const switched = await owner.client.post('/api/session/business', { businessId: owner.locationId });
    expect(switched.status).toBe(200);
    expect(switched.json).toEqual((await owner.client.get('/api/session')).json);
    expect(switched.json.business).toMatchObject({ businessId: owner.locationId, businessName: 'Harbour Grill Victoria', role: 'owner', firstName: 'Jamie' });
    // Every business call now acts for the location.
    const members = (await owner.client.get('/api/business/members')).json.members;
    expect(members).toMatchObject([{ email: owner.body.email, role: 'owner', status: 'active' }]);
    expect((await owner.client.get('/api/billing/orders')).status).toBe(200);

    const refused = await owner.client.post('/api/session/business', { businessId: stranger.businessId });
    expect([refused.status, refused.json]).toEqual([403, NOT_ALLOWED]);
    expect((await owner.client.get('/api/session')).json.business.businessId).toBe(owner.locationId);

    const back = await send(owner.client, trpcCall({ path: 'business.locations.switch', type: 'mutation' }, { businessId: owner.businessId }));
    expect(back.status).toBe(200);
    expect((trpcData(back.json) as { business: { businessId: number } }).business.businessId).toBe(owner.businessId);
    expect((await owner.client.get('/api/session')).json.business.businessId).toBe(owner.businessId);

    expect((await new ApiClient(server.url).post('/api/session/business', { businessId: owner.businessId })).status).toBe(401);
  });

  it('answers GET /api/dashboard/{id} for every business the person is a member of, 403 for the others', async () => {
    const owner = await ownerWithLocation();
    const stranger = await registerWithAccount(server);
    expect((await owner.client.get(`/api/dashboard/${owner.locationId}`)).status).toBe(200);
    expect((await owner.client.get(`/api/dashboard/${owner.businessId}`)).status).toBe(200);
    const theirs = await owner.client.get(`/api/dashboard/${stranger.businessId}`);
    expect([theirs.status, theirs.json]).toEqual([403, NOT_ALLOWED]);
    // A member of the first business only reads that one.
    const manager = await teamMember(server, owner.businessId, 'manager');
    expect((await manager.client.get(`/api/dashboard/${owner.locationId}`)).status).toBe(403);
  });

  it('signs the person in for the business they last acted for, else their first membership', async () => {
    const owner = await ownerWithLocation();
    const signIn = async () => {
      const client = new ApiClient(server.url);
      const login = await client.post('/api/mobile/login', { username: owner.username, password: owner.password });
      expect(login.status).toBe(200);
      return login.json.businessId as number;
    };
    // Opening a location does not enter it.
    expect(await signIn()).toBe(owner.businessId);
    expect((await owner.client.post('/api/session/business', { businessId: owner.locationId })).status).toBe(200);
    expect(await signIn()).toBe(owner.locationId);
    expect((await owner.client.post('/api/session/business', { businessId: owner.businessId })).status).toBe(200);
    expect(await signIn()).toBe(owner.businessId);
  });
});

describe('closing a location', () => {
  const membershipsOf = async (client: ApiClient) => ((await client.get('/api/session')).json.memberships as { businessId: number }[]).map(({ businessId }) => businessId);

  it("by the admin: the owner keeps their sign-in and their first business, the location leaves their memberships, and the books still add up", async () => {
    const owner = await ownerWithLocation('Quay Bistro', 'Quay Bistro Nanaimo');
    const admin = await adminClient(server);
    const closed = await admin.delete(`/api/admin/business/${owner.locationId}`);
    expect(closed.status, closed.text).toBe(200);

    expect(await membershipsOf(owner.client)).toEqual([owner.businessId]);
    expect((await owner.client.get(`/api/dashboard/${owner.locationId}`)).status).toBe(403);
    const login = await new ApiClient(server.url).post('/api/mobile/login', { username: owner.username, password: owner.password });
    expect([login.status, login.json.businessId]).toEqual([200, owner.businessId]);
    expect(await invariantViolations(server.db)).toEqual([]);
  });

  it('by its owner acting for it: they sign in again to the business they still belong to, and the books still add up', async () => {
    const owner = await ownerWithLocation('Pier Noodles', 'Pier Noodles Kelowna');
    expect((await owner.client.post('/api/session/business', { businessId: owner.locationId })).status).toBe(200);
    const closed = await owner.client.post('/api/business/close', { password: owner.password });
    expect(closed.status, closed.text).toBe(200);

    const login = await new ApiClient(server.url).post('/api/mobile/login', { username: owner.username, password: owner.password });
    expect([login.status, login.json.businessId]).toEqual([200, owner.businessId]);
    expect(await invariantViolations(server.db)).toEqual([]);
  });
});

/** A business's dashboard as the person reads it. */
const bankOf = async (client: ApiClient, businessId: number) => (await client.get(`/api/dashboard/${businessId}`)).json;
/** A bank and its ledger as the dashboard shows them, without the rest of the dashboard (its team changes in the tests). */
const ledgerOf = async (client: ApiClient, businessId: number) => {
  const { laborBank, laborTransactions } = await bankOf(client, businessId);
  return { laborBank, laborTransactions };
};

describe('moving hours', () => {
  it('moves whole hours in one transaction: two ledger lines, the destination\'s total grows, the source\'s falls; answers both banks as the dashboard shows them', async () => {
    const owner = await ownerWithLocation('Harbour Grill', 'Harbour Grill Victoria');
    const before = await bankOf(owner.client, owner.businessId);
    expect(before.laborBank).toEqual({ totalHours: 20, usedHours: 5, availableHours: 15 });

    const moved = await owner.client.post('/api/business/transfers', { fromBusinessId: owner.businessId, toBusinessId: owner.locationId, hours: 6 });
    expect([moved.status, moved.json]).toEqual([
      201,
      { success: true, fromBank: { totalHours: 14, usedHours: 5, availableHours: 9 }, toBank: { totalHours: 6, usedHours: 0, availableHours: 6 } },
    ]);
    const source = await bankOf(owner.client, owner.businessId);
    const destination = await bankOf(owner.client, owner.locationId);
    expect(source.laborBank).toEqual(moved.json.fromBank);
    expect(destination.laborBank).toEqual(moved.json.toBank);
    expect(source.laborTransactions[0]).toMatchObject({ description: 'Transferred to Harbour Grill Victoria', hours: -6, bookingId: null });
    expect(destination.laborTransactions).toMatchObject([{ description: 'Transferred from Harbour Grill', hours: 6, bookingId: null }]);

    // Back again by tRPC, from the location the session does not act for.
    const back = await send(owner.client, trpcCall({ path: 'business.locations.transfer', type: 'mutation' }, { fromBusinessId: owner.locationId, toBusinessId: owner.businessId, hours: 1 }));
    expect(back.status).toBe(200);
    expect(trpcData(back.json)).toEqual({ success: true, fromBank: { totalHours: 5, usedHours: 0, availableHours: 5 }, toBank: { totalHours: 15, usedHours: 5, availableHours: 10 } });
    expect(await invariantViolations(server.db)).toEqual([]);
  });

  it('refuses more hours than the source holds (409), the same business, hours that are not whole from 1 (400), and a business the caller may not move from or to (403), changing nothing', async () => {
    const owner = await ownerWithLocation();
    const stranger = await registerWithAccount(server);
    const transfer = (client: ApiClient, body: Record<string, unknown>) => client.post('/api/business/transfers', body);
    const between = { fromBusinessId: owner.businessId, toBusinessId: owner.locationId };
    const before = [await ledgerOf(owner.client, owner.businessId), await ledgerOf(owner.client, owner.locationId), await ledgerOf(stranger.client, stranger.businessId)];

    expect(await transfer(owner.client, { ...between, hours: 16 })).toMatchObject({ status: 409, json: { message: 'Not enough hours in your labor bank' } });
    expect(await transfer(owner.client, { fromBusinessId: owner.locationId, toBusinessId: owner.businessId, hours: 1 })).toMatchObject({ status: 409 });
    expect(await transfer(owner.client, { ...between, toBusinessId: owner.businessId, hours: 1 })).toMatchObject({ status: 400, json: { errors: { toBusinessId: 'Choose two different locations' } } });
    for (const hours of [0, 1.5, -2, '3']) {
      expect(await transfer(owner.client, { ...between, hours })).toMatchObject({ status: 400, json: { errors: { hours: 'Hours must be a whole number of at least 1' } } });
    }
    expect(await transfer(owner.client, { ...between, toBusinessId: stranger.businessId, hours: 1 })).toMatchObject({ status: 403, json: NOT_ALLOWED });
    expect(await transfer(owner.client, { fromBusinessId: stranger.businessId, toBusinessId: owner.businessId, hours: 1 })).toMatchObject({ status: 403, json: NOT_ALLOWED });
    // A bookkeeper of the first business alone may not move to the location; a manager may move nothing.
    const bookkeeper = await teamMember(server, owner.businessId, 'bookkeeper');
    expect(await transfer(bookkeeper.client, { ...between, hours: 1 })).toMatchObject({ status: 403, json: NOT_ALLOWED });
    const manager = await teamMember(server, owner.businessId, 'manager');
    expect(await transfer(manager.client, { ...between, hours: 1 })).toMatchObject({ status: 403, json: ROLE_NOT_ALLOWED });

    const after = [await ledgerOf(owner.client, owner.businessId), await ledgerOf(owner.client, owner.locationId), await ledgerOf(stranger.client, stranger.businessId)];
    expect(after).toEqual(before);
  });
});

describe.skipIf(!inject('postgresServerUrl'))('a transfer racing the close of its destination', () => {
  it('waits for the close and then refuses: no hour leaves the source for a closed bank', async () => {
    const owner = await ownerWithLocation('Pier Kitchen', 'Pier Kitchen Nanaimo');
    const bankBefore = (await owner.client.get(`/api/dashboard/${owner.businessId}`)).json.laborBank;

    // The close as its transaction runs (closing.ts): the business's row locked for update and marked closed, not yet committed.
    const transfer = await whileHeld(
      server.config.databaseUrl,
      async (closing) => {
        await closing.query('SELECT id FROM business WHERE id = $1 FOR UPDATE', [owner.locationId]);
        await closing.query('UPDATE business SET "closedAt" = now() WHERE id = $1', [owner.locationId]);
      },
      () => owner.client.post('/api/business/transfers', { fromBusinessId: owner.businessId, toBusinessId: owner.locationId, hours: 3 }),
    );
    expect(transfer).toMatchObject({ status: 403, json: NOT_ALLOWED });

    expect((await owner.client.get(`/api/dashboard/${owner.businessId}`)).json.laborBank).toEqual(bankBefore);
    expect(await server.dataSource.manager.findBy(LaborTransaction, { businessId: owner.locationId })).toEqual([]);
  }, 60_000);
});

describe('many transfers out of one bank at once, through three server processes', () => {
  const siblings = useSiblingProcesses(2, () => server.config.databaseUrl);

  it('never overdraws the source, and writes each ledger line once', async () => {
    const owner = await ownerWithLocation('Harbour Grill', 'Harbour Grill Victoria');
    const third = await owner.client.post('/api/business/locations', location('Harbour Grill Whistler'));
    const destinations = [owner.locationId, third.json.business.id as number];
    const urls = [server.url, ...siblings.urls()];
    // 15 hours available; 12 transfers of 2 hours each, both ways round the processes and destinations: at most 7 fit.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const client = new ApiClient(urls[index % urls.length]!);
        client.restore(owner.client.snapshot());
        return client.post('/api/business/transfers', { fromBusinessId: owner.businessId, toBusinessId: destinations[index % 2], hours: 2 });
      }),
    );
    const moved = answers.filter(({ status }) => status === 201);
    expect(moved).toHaveLength(7);
    for (const refused of answers.filter(({ status }) => status !== 201)) expect([refused.status, refused.json]).toEqual([409, { message: 'Not enough hours in your labor bank' }]);

    const source = await bankOf(owner.client, owner.businessId);
    expect(source.laborBank).toEqual({ totalHours: 6, usedHours: 5, availableHours: 1 });
    const lines = await server.dataSource.manager.findBy(LaborTransaction, { businessId: owner.businessId });
    expect(lines.filter(({ description }) => description.startsWith('Transferred to'))).toHaveLength(7);
    expect(lines.reduce((sum, { hours }) => sum + hours, 0)).toBe(1);
    const received = await Promise.all(destinations.map((id) => bankOf(owner.client, id)));
    expect(received.map(({ laborTransactions }) => laborTransactions.length).reduce((sum, count) => sum + count, 0)).toBe(7);
    expect(received.map(({ laborBank }) => laborBank.availableHours).reduce((sum, hours) => sum + hours, 0)).toBe(14);
    expect(await invariantViolations(server.db)).toEqual([]);
  }, 120_000);
  it('moves the hours of a transfer sent again with its Idempotency-Key once, however many copies race, and answers each as the first', async () => {
    const owner = await ownerWithLocation('Quay Bakery', 'Quay Bakery Nanaimo');
    const body = { fromBusinessId: owner.businessId, toBusinessId: owner.locationId, hours: 3 };
    const urls = [server.url, ...siblings.urls()];
    // A client that did not hear the answer sends it again, and again, through every process at once.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => {
        const client = new ApiClient(urls[index % urls.length]!);
        client.restore(owner.client.snapshot());
        return client.post('/api/business/transfers', body, { 'Idempotency-Key': 'move-3-to-nanaimo' });
      }),
    );
    const first = { success: true, fromBank: { totalHours: 17, usedHours: 5, availableHours: 12 }, toBank: { totalHours: 3, usedHours: 0, availableHours: 3 } };
    expect(answers.map(({ status, json }) => [status, json])).toEqual(Array.from({ length: 6 }, () => [201, first]));
    expect((await bankOf(owner.client, owner.locationId)).laborTransactions).toHaveLength(1);
    expect((await bankOf(owner.client, owner.businessId)).laborBank).toEqual(first.fromBank);

    const reused = await owner.client.post('/api/business/transfers', { ...body, hours: 4 }, { 'Idempotency-Key': 'move-3-to-nanaimo' });
    expect([reused.status, reused.json]).toEqual([422, { message: 'This Idempotency-Key was already used with a different request' }]);
    expect((await bankOf(owner.client, owner.businessId)).laborBank).toEqual(first.fromBank);
  }, 120_000);
});
