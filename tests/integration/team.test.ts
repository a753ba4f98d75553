import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SECRET, spawnServer, type ServerProcess } from '../../scripts/bench/server-process.js';
import { Member } from '../../src/server/core/db/entities/member.js';
import { send, trpcCall } from '../security/helpers.js';
import { ApiClient, registerWithAccount, startTestServer, teamMember, vancouverDay, type TestServer } from './harness.js';

/**
 * A business's team (DECISIONS.md section 18): every member reads it; owners change roles and
 * remove members; a business always keeps an active owner, even when two owners demote each
 * other at once through different server processes; a removed person is refused at once.
 */

let server: TestServer;

beforeAll(async () => {
  // The spawned processes' session secret, so a member signed in here is signed in there too.
  server = await startTestServer({ sessionSecret: SESSION_SECRET });
});

afterAll(async () => {
  await server?.stop();
});

const booking = (businessId: number) => ({ businessId, bookingDate: vancouverDay(9), timeSlot: 'morning', duration: 1 });
const ROLE_NOT_ALLOWED = { message: 'Your role does not allow this' };
const NEEDS_AN_OWNER = { message: 'A business needs at least one owner' };

describe('the team', () => {
  it('lists every member to every member: owners first, then by name, each as {id, firstName, lastName, email, role, status, invitedAt, lastSignInAt}', async () => {
    const owner = await registerWithAccount(server, { firstName: 'Zoe', lastName: 'Owner' });
    const bookkeeper = await teamMember(server, owner.businessId, 'bookkeeper');
    const manager = await teamMember(server, owner.businessId, 'manager');
    const expected = [
      { firstName: 'Zoe', lastName: 'Owner', email: owner.body.email, role: 'owner', status: 'active', invitedAt: null },
      ...[bookkeeper, manager]
        .sort((a, b) => a.firstName.localeCompare(b.firstName))
        .map(({ firstName, email, role }) => ({ firstName, lastName: expect.any(String), email, role, status: 'active', invitedAt: null })),
    ];
    for (const client of [owner.client, bookkeeper.client, manager.client]) {
      const response = await client.get('/api/business/members');
      expect(response.status).toBe(200);
      expect(response.json.members).toMatchObject(expected);
      for (const member of response.json.members) {
        expect(Object.keys(member).sort()).toEqual(['email', 'firstName', 'id', 'invitedAt', 'lastName', 'lastSignInAt', 'role', 'status']);
        expect(member.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    }
  });

  it("changes a member's role for their very next call, by REST and tRPC; only an owner may", async () => {
    const owner = await registerWithAccount(server);
    const manager = await teamMember(server, owner.businessId, 'manager');
    expect((await manager.client.post('/api/bookings', booking(owner.businessId))).status).toBe(201);
    // A manager may not change the team, their own role included.
    const refused = await manager.client.patch(`/api/business/members/${manager.memberId}`, { role: 'owner' });
    expect([refused.status, refused.json]).toEqual([403, ROLE_NOT_ALLOWED]);

    const changed = await owner.client.patch(`/api/business/members/${manager.memberId}`, { role: 'bookkeeper' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ success: true, member: { id: manager.memberId, role: 'bookkeeper', status: 'active' } });
    const now = await manager.client.post('/api/bookings', booking(owner.businessId));
    expect([now.status, now.json]).toEqual([403, ROLE_NOT_ALLOWED]);
    expect((await manager.client.put('/api/billing/low-balance', { lowBalanceHours: 2 })).status).toBe(200);

    const back = await send(owner.client, trpcCall({ path: 'business.team.changeRole', type: 'mutation' }, { memberId: manager.memberId, role: 'manager' }));
    expect(back.status).toBe(200);
    expect((await manager.client.post('/api/bookings', booking(owner.businessId))).status).toBe(201);
    expect((await owner.client.patch(`/api/business/members/${manager.memberId}`, { role: 'chef' })).json).toMatchObject({ errors: { role: 'Role must be owner, manager or bookkeeper' } });
  });

  it("refuses a removed person's next call at once, whatever cookie they hold: 401 when they belong to no business, 403 when they still belong to another", async () => {
    const owner = await registerWithAccount(server);
    const leaving = await teamMember(server, owner.businessId, 'manager');
    // A second device of the same person, signed in before the removal.
    const otherDevice = new ApiClient(server.url);
    expect((await otherDevice.post('/api/mobile/login', { username: leaving.username, password: leaving.password })).status).toBe(200);
    const alsoElsewhere = await teamMember(server, owner.businessId, 'bookkeeper');
    const elsewhere = await registerWithAccount(server);
    await server.dataSource.manager.insert(Member, {
      businessId: elsewhere.businessId,
      accountId: (await server.dataSource.manager.findOneByOrFail(Member, { id: alsoElsewhere.memberId })).accountId,
      role: 'manager',
      status: 'active',
      email: alsoElsewhere.email,
      emailKey: alsoElsewhere.email.toLowerCase(),
      firstName: alsoElsewhere.firstName,
      lastName: 'Elsewhere',
      invitedAt: null,
    });

    for (const member of [leaving, alsoElsewhere]) expect(await owner.client.delete(`/api/business/members/${member.memberId}`)).toMatchObject({ status: 200, json: { success: true } });

    for (const client of [leaving.client, otherDevice]) {
      const response = await client.get(`/api/dashboard/${owner.businessId}`);
      expect([response.status, response.json.message]).toEqual([401, 'Please log in to continue']);
      expect((await client.post('/api/bookings', booking(owner.businessId))).status).toBe(401);
    }
    const still = await alsoElsewhere.client.get('/api/billing/orders');
    expect([still.status, still.json]).toEqual([403, { message: 'You are no longer a member of this business' }]);
    const viaTrpc = await send(alsoElsewhere.client, trpcCall({ path: 'business.billing.orders', type: 'query' }));
    expect([viaTrpc.status, viaTrpc.json[0]?.error?.message]).toEqual([403, 'You are no longer a member of this business']);
    expect((await owner.client.get('/api/business/members')).json.members.map(({ email }: { email: string }) => email)).toEqual([owner.body.email]);
  });

  it('keeps an active owner: the last one cannot be demoted or removed (409, nothing changed), and a member of another business is not found', async () => {
    const owner = await registerWithAccount(server);
    const other = await registerWithAccount(server);
    const { json: before } = await owner.client.get('/api/business/members');
    const [self] = before.members as { id: number }[];
    for (const response of [
      await owner.client.patch(`/api/business/members/${self!.id}`, { role: 'manager' }),
      await owner.client.delete(`/api/business/members/${self!.id}`),
    ]) {
      expect([response.status, response.json]).toEqual([409, NEEDS_AN_OWNER]);
    }
    expect((await owner.client.get('/api/business/members')).json).toEqual(before);
    for (const response of [await other.client.patch(`/api/business/members/${self!.id}`, { role: 'manager' }), await other.client.delete(`/api/business/members/${self!.id}`)]) {
      expect([response.status, response.json]).toEqual([404, { message: 'Member not found' }]);
    }
    expect((await owner.client.get('/api/business/members')).json).toEqual(before);
  });
});

describe('two owners demoting or removing each other at once, through three server processes', () => {
  const processes: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'chefconnect-team-')));
    const started = await Promise.allSettled(dataDirs.map((dataDir) => spawnServer({ databaseUrl: server.config.databaseUrl, dataDir, fromSource: true, timeoutMs: 90_000 })));
    for (const outcome of started) if (outcome.status === 'fulfilled') processes.push(outcome.value);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => child.exited));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('always leaves exactly one active owner, and refuses the other call', async () => {
    const urls = [server.url, ...processes.map((child) => child.url)];
    for (let round = 0; round < 8; round += 1) {
      const first = await registerWithAccount(server);
      const second = await teamMember(server, first.businessId, 'owner');
      const firstMemberId = (await server.dataSource.manager.findOneByOrFail(Member, { businessId: first.businessId, emailKey: (first.body.email as string).toLowerCase() })).id;
      const viaProcess = (client: ApiClient, index: number) => {
        const elsewhere = new ApiClient(urls[index % urls.length]!);
        elsewhere.restore(client.snapshot());
        return elsewhere;
      };
      // Demotions in even rounds, removals in odd ones; each owner's call goes to another process.
      const act = (client: ApiClient, memberId: number) =>
        round % 2 === 0 ? client.patch(`/api/business/members/${memberId}`, { role: 'manager' }) : client.delete(`/api/business/members/${memberId}`);
      const answers = await Promise.all([act(viaProcess(first.client, round), second.memberId), act(viaProcess(second.client, round + 1), firstMemberId)]);

      // One wins. The other is refused by the rule when both reached it (409), or, when the
      // winner committed before its call was admitted, by its own new standing: demoted, its
      // role may not (403); removed, it belongs to no business (401).
      const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
      expect(won!.status).toBe(200);
      const refusals = round % 2 === 0 ? [[409, NEEDS_AN_OWNER], [403, ROLE_NOT_ALLOWED]] : [[409, NEEDS_AN_OWNER], [401, { message: 'Please log in to continue' }]];
      expect(refusals).toContainEqual([lost!.status, lost!.json]);
      const owners = await server.dataSource.manager.findBy(Member, { businessId: first.businessId, role: 'owner', status: 'active' });
      expect(owners).toHaveLength(1);
    }
  }, 180_000);
});
