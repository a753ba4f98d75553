import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '../../src/common/messages.js';
import { ROLE_NOT_ALLOWED } from '../../src/common/team.js';
import { ApiKey } from '../../src/server/areas/integrations/entities.js';
import { NOT_ALLOWED } from '../../src/server/core/errors.js';
import { TOO_MANY_REQUESTS } from '../../src/server/core/security/request-limits.js';
import { send, trpcCall } from '../security/helpers.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { ApiClient, registerWithAccount, teamMember, vancouverDay, type TestServer } from './harness.js';

/** API keys (DECISIONS.md section 19): an integrator acts for a business in a role, with a key instead of a person's sign-in. */

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** An owner's new key of this role, and a client that carries no cookie to call with it. */
async function newKey(server: TestServer, owner: ApiClient, role: 'manager' | 'bookkeeper', name = `${role} key`) {
  const created = await owner.post('/api/business/api-keys', { name, role });
  expect(created.status, created.text).toBe(201);
  return { key: created.json.key as string, apiKey: created.json.apiKey, integrator: new ApiClient(server.url) };
}

describe('keys: made by an owner, shown once, kept as a hash, revoked at once', () => {
  const world = useClockedServer();

  it('makes a key shown this once, lists it by its prefix, and keeps only its SHA-256', async () => {
    const { client: owner, businessId } = await registerWithAccount(world.server);
    const created = await owner.post('/api/business/api-keys', { name: 'Point of sale', role: 'manager' });
    expect(created.status, created.text).toBe(201);
    const { key, apiKey } = created.json;
    expect(key).toMatch(/^cc_[A-Za-z0-9_-]{32,}$/);
    expect(created.json).toEqual({ success: true, key, apiKey: { id: apiKey.id, name: 'Point of sale', role: 'manager', prefix: key.slice(0, 11), createdAt: apiKey.createdAt, lastUsedAt: null } });
    expect(Math.abs(Date.parse(apiKey.createdAt) - Date.now())).toBeLessThan(60_000);

    const listed = await owner.get('/api/business/api-keys');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({ apiKeys: [apiKey] });
    expect(listed.text).not.toContain(key.slice(11));

    const row = await world.server.dataSource.manager.findOneByOrFail(ApiKey, { id: apiKey.id });
    expect(row).toMatchObject({ businessId, keyHash: createHash('sha256').update(key).digest('hex'), prefix: key.slice(0, 11) });
    expect(JSON.stringify(row)).not.toContain(key.slice(11));
  });

  it('refuses a role that is not manager or bookkeeper, and anyone but an owner', async () => {
    const { client: owner, businessId } = await registerWithAccount(world.server);
    for (const role of ['owner', 'admin', undefined]) {
      const refused = await owner.post('/api/business/api-keys', { name: 'Sync', role });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.errors.role).toBe('Role must be manager or bookkeeper');
    }
    const manager = await teamMember(world.server, businessId, 'manager');
    for (const answer of [await manager.client.post('/api/business/api-keys', { name: 'Sync', role: 'manager' }), await manager.client.get('/api/business/api-keys')]) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: ROLE_NOT_ALLOWED });
    }
    expect((await owner.get('/api/business/api-keys')).json.apiKeys).toEqual([]);
  });

  it('a revoked key is refused on its next call, and an unknown one too', async () => {
    const { client: owner } = await registerWithAccount(world.server);
    const { key, apiKey, integrator } = await newKey(world.server, owner, 'manager');
    expect((await integrator.get('/api/events', bearer(key))).status).toBe(200);
    const revoked = await owner.delete(`/api/business/api-keys/${apiKey.id}`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json).toEqual({ success: true });
    for (const sent of [key, `${key}x`, 'cc_unknown', 'nonsense']) {
      const refused = await integrator.get('/api/events', bearer(sent));
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ message: 'Invalid API key' });
      expect(refused.headers.get('ratelimit-limit')).toBeNull();
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect((await owner.get('/api/business/api-keys')).json.apiKeys).toEqual([]);
    // Another business's key, or one already gone: not found.
    const other = await registerWithAccount(world.server);
    const theirs = await newKey(world.server, other.client, 'bookkeeper');
    expect((await owner.delete(`/api/business/api-keys/${theirs.apiKey.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/business/api-keys/${apiKey.id}`)).status).toBe(404);
    expect((await theirs.integrator.get('/api/events', bearer(theirs.key))).status).toBe(200);
  });
});

describe('calls with a key', () => {
  const world = useClockedServer();

  it("act for the key's business in the key's role, without a cookie and whatever cookie comes with them", async () => {
    const { client: owner, businessId } = await registerWithAccount(world.server);
    const other = await registerWithAccount(world.server);
    const manager = await newKey(world.server, owner, 'manager', 'Scheduler');
    const bookkeeper = await newKey(world.server, owner, 'bookkeeper', 'Accounts');

    // A manager's key books, with the key's business when the body leaves it out; another business's id is 403.
    const booked = await manager.integrator.post('/api/bookings', { bookingDate: vancouverDay(5), timeSlot: 'morning', duration: 2 }, bearer(manager.key));
    expect(booked.status, booked.text).toBe(201);
    // What a key makes says which key made it, there and in the business's own reads.
    expect(booked.json.booking.createdBy).toEqual({ id: null, name: 'API key: Scheduler' });
    expect((await owner.get(`/api/bookings/${booked.json.booking.id}`)).json.booking.createdBy).toEqual({ id: null, name: 'API key: Scheduler' });
    const elsewhere = await manager.integrator.post('/api/bookings', { businessId: other.businessId, bookingDate: vancouverDay(5), timeSlot: 'morning', duration: 2 }, bearer(manager.key));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.message).toBe(NOT_ALLOWED);
    const booking = await manager.integrator.get(`/api/bookings/${booked.json.booking.id}`, bearer(manager.key));
    expect(booking.status).toBe(200);
    expect((await owner.get(`/api/dashboard/${businessId}`)).json.bookings.map((one: { id: number }) => one.id)).toContain(booked.json.booking.id);

    // The key decides: the other business's cookie beside it changes nothing.
    const withCookie = await other.client.get('/api/events', bearer(manager.key));
    expect(withCookie.status).toBe(200);
    expect(withCookie.json.events.map((event: { data: { booking: { id: number } } }) => event.data.booking.id)).toContain(booked.json.booking.id);
    expect((await other.client.get(`/api/dashboard/${other.businessId}`, bearer(manager.key))).status).toBe(403);

    // A bookkeeper's key reads and pays, and does not book.
    const refused = await bookkeeper.integrator.post('/api/bookings', { bookingDate: vancouverDay(6), timeSlot: 'morning', duration: 2 }, bearer(bookkeeper.key));
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: ROLE_NOT_ALLOWED });
    expect((await bookkeeper.integrator.get('/api/bookings', bearer(bookkeeper.key))).status).toBe(200);
    expect((await bookkeeper.integrator.get('/api/billing/orders', bearer(bookkeeper.key))).status).toBe(200);

    // No key manages keys or webhooks, nor sets up a person's sign-in.
    for (const { key, integrator } of [manager, bookkeeper]) {
      for (const answer of [
        await integrator.post('/api/business/api-keys', { name: 'Another', role: 'manager' }, bearer(key)),
        await integrator.get('/api/business/api-keys', bearer(key)),
        await integrator.delete(`/api/business/api-keys/${manager.apiKey.id}`, bearer(key)),
        await integrator.get('/api/business/webhooks', bearer(key)),
        await integrator.post('/api/business/webhooks', { url: 'https://example.com/hook', events: ['*'] }, bearer(key)),
        await integrator.post('/api/mobile/setup', { username: 'integrator_1', password: 'correct horse battery', contactId: 1 }, bearer(key)),
      ]) {
        expect(answer.status, answer.text).toBe(403);
        expect(answer.json.message).toBe(ROLE_NOT_ALLOWED);
      }
    }
    expect((await owner.get('/api/business/api-keys')).json.apiKeys).toHaveLength(2);
  });

  it('are not refused for their Origin, which only matters with a cookie, but still send JSON', async () => {
    const { client: owner } = await registerWithAccount(world.server);
    const { key, integrator } = await newKey(world.server, owner, 'manager');
    const foreign = await integrator.post('/api/bookings', { bookingDate: vancouverDay(5), timeSlot: 'evening', duration: 1 }, { ...bearer(key), origin: 'https://elsewhere.example' });
    expect(foreign.status, foreign.text).toBe(201);
    const form = await integrator.post('/api/bookings', 'bookingDate=2030-01-01', { ...bearer(key), 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.headers.get('ratelimit-limit')).toBe('600');
    // A cookie's write from a foreign page is still refused.
    const cookieWrite = await owner.post('/api/bookings', { bookingDate: vancouverDay(5), timeSlot: 'evening', duration: 1 }, { origin: 'https://elsewhere.example' });
    expect(cookieWrite.status).toBe(403);
  });

  it('are ignored on the admin, chef and tRPC paths, whose cookies decide as before', async () => {
    const { client: owner } = await registerWithAccount(world.server);
    const { key, integrator } = await newKey(world.server, owner, 'manager');
    for (const path of ['/api/admin/businesses', '/api/chef/me', '/api/chef/earnings']) {
      for (const sent of [key, 'cc_unknown']) {
        const answer = await integrator.get(path, bearer(sent));
        expect(answer.status, path).toBe(401);
        expect(answer.json).toEqual({ message: NOT_SIGNED_IN });
        expect(answer.headers.get('ratelimit-limit')).toBeNull();
      }
    }
    expect((await world.admin.get('/api/admin/businesses', bearer('cc_unknown'))).status).toBe(200);
    const viaTrpc = await send(integrator, trpcCall({ path: 'business.apiKeys.list', type: 'query' }), bearer(key));
    expect(viaTrpc.status).toBe(401);
    expect(viaTrpc.headers.get('ratelimit-limit')).toBeNull();
    const ownersTrpc = await send(owner, trpcCall({ path: 'business.apiKeys.list', type: 'query' }), bearer('cc_unknown'));
    expect(ownersTrpc.status, ownersTrpc.text).toBe(200);
    // The public paths ignore it too: the session of a key's call is nobody's.
    const session = await integrator.get('/api/session', bearer(key));
    expect(session.status).toBe(200);
    expect(session.json.business).toBeNull();
  });

  it('are counted 600 to a window of 60 s from the first call, told in the RateLimit headers, and 429 beyond', async () => {
    const { client: owner } = await registerWithAccount(world.server);
    const { key, apiKey, integrator } = await newKey(world.server, owner, 'bookkeeper');
    // The window starts with the first call, 20 s into a minute of the clock.
    const start = Math.ceil(Date.now() / 60_000) * 60_000 + 20_000;
    await setClock(world, start);
    const first = await integrator.get('/api/events', bearer(key));
    expect(first.status).toBe(200);
    expect([first.headers.get('ratelimit-limit'), first.headers.get('ratelimit-remaining'), first.headers.get('ratelimit-reset')]).toEqual(['600', '599', '60']);
    expect((await owner.get('/api/business/api-keys')).json.apiKeys[0].lastUsedAt).toBe(new Date(start - 20_000).toISOString());

    for (let call = 2; call <= 599; call += 1) expect((await integrator.get('/api/bookings?limit=1', bearer(key))).status).toBe(200);
    // The clock runs on from where it is set: 15.5 s into the window, for a second or so.
    await setClock(world, start + 15_500);
    const last = await integrator.get('/api/bookings?limit=1', bearer(key));
    expect(last.status).toBe(200);
    expect([last.headers.get('ratelimit-remaining'), last.headers.get('ratelimit-reset')]).toEqual(['0', '45']);

    for (const path of ['/api/events', '/api/business/api-keys']) {
      const over = await integrator.get(path, bearer(key));
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ message: TOO_MANY_REQUESTS });
      expect([over.headers.get('retry-after'), over.headers.get('ratelimit-limit'), over.headers.get('ratelimit-remaining'), over.headers.get('ratelimit-reset')]).toEqual(['45', '600', '0', '45']);
    }
    // Another key of the business has a window of its own.
    const second = await newKey(world.server, owner, 'manager');
    expect((await second.integrator.get('/api/events', bearer(second.key))).headers.get('ratelimit-remaining')).toBe('599');

    // The window ends 60 s after its first call; the next call starts another.
    await setClock(world, start + 59_900);
    expect((await integrator.get('/api/events', bearer(key))).status).toBe(429);
    await setClock(world, start + 75_000);
    const again = await integrator.get('/api/events', bearer(key));
    expect(again.status).toBe(200);
    expect([again.headers.get('ratelimit-remaining'), again.headers.get('ratelimit-reset')]).toEqual(['599', '60']);
    expect((await owner.get('/api/business/api-keys')).json.apiKeys.find((one: { id: number }) => one.id === apiKey.id).lastUsedAt).toBe(new Date(start + 40_000).toISOString());
  }, 120_000);
});

describe('a key spent by several processes at once', () => {
  const PROCESSES = 2;
  const logged: string[] = [];
  const processes = useServerAndSiblings(PROCESSES, { log: (line) => logged.push(line) });

  it('answers exactly 600 calls of its window, whichever process each reaches', async () => {
    const { server } = processes;
    const { client: owner } = await registerWithAccount(server);
    const { key } = await newKey(server, owner, 'manager');
    const urls = processes.urls();
    const CALLERS = 12;
    const CALLS = 660;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: CALLERS }, async (_, caller) => {
        const integrator = new ApiClient(urls[caller % urls.length]!);
        for (let call = caller; call < CALLS; call += CALLERS) statuses.push((await integrator.get('/api/events?limit=1', bearer(key))).status);
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    expect(statuses.filter((status) => status === 429)).toHaveLength(CALLS - 600);
    // Whatever this process logged meanwhile, the key is not in it.
    expect(logged.filter((line) => line.includes(key.slice(3)))).toEqual([]);
  }, 180_000);
});
