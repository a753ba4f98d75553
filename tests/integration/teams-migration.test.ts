import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Teams1764600000000 } from '../../migrations/1764600000000-Teams.js';
import { Invitations1764600000001 } from '../../migrations/1764600000001-Invitations.js';
import { MemberSignIns1764620000001 } from '../../migrations/1764620000001-MemberSignIns.js';
import { createDataSources } from '../../src/server/core/db/data-source.js';
import { Database } from '../../src/server/core/db/database.js';
import { Account } from '../../src/server/core/db/entities/account.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { Member } from '../../src/server/core/db/entities/member.js';
import { entities } from '../../src/server/entities.js';
import { ApiClient, registerBusiness, registerWithAccount, startTestServer, type TestServer } from './harness.js';

/**
 * Nothing lost when a business becomes a team (DECISIONS.md section 18): the migration makes each
 * business's registering contact its owner, who signs in with the same username and password; a
 * contact who never set up an account sets one up as before. On each engine, businesses made
 * before the migration ran; on SQLite also the database the release before backups made.
 */

let server: TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(path.join(tmpdir(), 'chefconnect-teams-'));
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the migration to teams', () => {
  it("makes each business's contact its owner: the same username and password, the same cookie, and account setup as before", async () => {
    const withAccount = await registerWithAccount(server);
    const withoutAccount = new ApiClient(server.url);
    const unset = await registerBusiness(withoutAccount);

    // The database as the previous version had it: no members, no invitations, no sign-ins.
    const teams = new Teams1764600000000();
    const invitations = new Invitations1764600000001();
    const signIns = new MemberSignIns1764620000001();
    // PostgreSQL will not drop the members while the invitations point at them. (SQLite would,
    // but recreating the account table there needs its foreign keys off, as the migration run has them.)
    const postgres = server.db.engine === 'postgres';
    await server.db.write(async (writer) => {
      await signIns.down(writer.queryRunner!);
      if (postgres) await invitations.down(writer.queryRunner!);
      await teams.down(writer.queryRunner!);
    });
    await server.db.write(async (writer) => {
      await teams.up(writer.queryRunner!);
      if (postgres) await invitations.up(writer.queryRunner!);
      await signIns.up(writer.queryRunner!);
    });

    const { manager } = server.dataSource;
    for (const business of [withAccount, unset]) {
      const contact = await manager.findOneByOrFail(Contact, { id: business.contactId });
      const account = await manager.findOneByOrFail(Account, { contactId: business.contactId });
      const members = await manager.findBy(Member, { businessId: business.businessId });
      expect(members.map(({ accountId, role, status, firstName, lastName, email }) => ({ accountId, role, status, firstName, lastName, email }))).toEqual([
        { accountId: account.id, role: 'owner', status: 'active', firstName: contact.firstName, lastName: contact.lastName, email: contact.email },
      ]);
    }

    // The cookie from before still acts for its business, as its owner (exporting is an owner's).
    expect((await withAccount.client.get(`/api/dashboard/${withAccount.businessId}`)).status).toBe(200);
    expect((await withAccount.client.get('/api/business/export')).status).toBe(200);
    // The same username and password sign in, for the same business.
    const again = new ApiClient(server.url);
    const login = await again.post('/api/mobile/login', { username: withAccount.username, password: withAccount.password });
    expect([login.status, login.json.businessId]).toEqual([200, withAccount.businessId]);
    expect((await again.post('/api/business/close', { password: 'not the password' })).json).toEqual({ message: 'Wrong password' });

    // The contact who never set one up does so as before, and then signs in as the owner.
    const username = `late_${unset.contactId}`;
    const setup = await withoutAccount.post('/api/mobile/setup', { username, password: 'a sturdy late passphrase', contactId: unset.contactId });
    expect(setup.status, setup.text).toBe(201);
    const late = new ApiClient(server.url);
    expect((await late.post('/api/mobile/login', { username, password: 'a sturdy late passphrase' })).json.businessId).toBe(unset.businessId);
    expect((await late.get('/api/business/export')).status).toBe(200);
  });

  it('makes every business of the release before backups (its SQLite database) an owner of its contact', async ({ skip }) => {
    if (server.db.engine !== 'sqlite') return skip('the previous release’s database is a SQLite file; the test above runs the migration on PostgreSQL');
    const file = path.join(scratch, 'previous.db');
    writeFileSync(file, gunzipSync(readFileSync(path.resolve(import.meta.dirname, '../fixtures/chefconnect-2a4b990.db.gz'))));
    const database = new Database(createDataSources(`sqlite:${file}`, entities));
    await database.open();
    try {
      await database.migrate();
      const { manager } = database.dataSource;
      const contacts = await manager.find(Contact, { order: { id: 'ASC' } });
      expect(contacts).toHaveLength(12);
      const accounts = await manager.find(Account);
      const owners = await manager.find(Member, { order: { businessId: 'ASC' } });
      expect(owners.map(({ businessId, accountId, role, status, email }) => ({ businessId, accountId, role, status, email }))).toEqual(
        contacts.map((contact) => ({ businessId: contact.businessId, accountId: accounts.find((account) => account.contactId === contact.id)!.id, role: 'owner', status: 'active', email: contact.email })),
      );
    } finally {
      await database.close();
    }
  });
});
