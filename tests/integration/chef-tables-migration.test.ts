import { describe, expect, it } from 'vitest';
import { PayoutAccountTable1764620000000 } from '../../migrations/1764620000000-PayoutAccountTable.js';
import { MemberSignIns1764620000001 } from '../../migrations/1764620000001-MemberSignIns.js';
import { PayoutsCheckedAt1764640000000 } from '../../migrations/1764640000000-PayoutsCheckedAt.js';
import { ChefPayoutAccount } from '../../src/server/areas/payouts/index.js';
import { useClockedServer } from './clocked-server.js';
import { emailKey } from '../../src/common/search.js';
import { Member } from '../../src/server/core/db/entities/member.js';
import { ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/**
 * Nothing held is lost when columns of a shared row (a chef's, a member's) move to the table of
 * the area that writes them: on each engine, rows with everything given and rows with nothing,
 * made before the migration ran, read the same afterwards through every answer that shows them.
 */

const suite = useClockedServer({ piiKey: Buffer.alloc(32, 5), checkLedgers: false });

/** Everything a chef's payout account shows: to the chef (their export holds it all, the tax id and bank account masked) and, opened, to the admin. */
async function payoutAccountAsShown(chef: { email: string; client: ApiClient }) {
  const pendingCsv = await suite.admin.get('/api/admin/export/payouts.csv');
  return {
    exported: (await chef.client.get('/api/chef/export')).json.chef,
    taxDetails: (await chef.client.get('/api/chef/tax-details')).json,
    bankAccount: (await chef.client.get('/api/chef/bank-account')).json,
    balanceCents: (await chef.client.get('/api/chef/earnings')).json.balanceCents,
    setup: (await chef.client.get('/api/chef/payouts/setup')).json,
    pendingPayouts: pendingCsv.text.split('\n').filter((row) => row.includes(chef.email)),
  };
}

describe('the migration of the chef payout accounts', () => {
  it("keeps each chef's tax details, bank account, Stripe account and balance", async () => {
    const given = await suite.fixtures.activeSignedInChef();
    const details = { legalName: 'Marie-Claire Dubois', mailingAddress: '1200 Main St\nVancouver, BC V6A 4B6', gstNumber: '123456782 RT0001', taxId: '046 454 286' };
    expect((await given.client.put('/api/chef/tax-details', details)).status).toBe(200);
    expect((await given.client.put('/api/chef/bank-account', { institutionNumber: '004', transitNumber: '12345', accountNumber: '5551234987' })).status).toBe(200);
    expect((await suite.admin.post(`/api/admin/chefs/${given.id}/adjustments`, { amountCents: 10_000, reason: 'Catering week' })).status).toBe(201);
    expect((await suite.admin.post('/api/admin/payouts/run', { through: vancouverDay(0) })).status).toBe(200);
    expect((await suite.admin.post(`/api/admin/chefs/${given.id}/adjustments`, { amountCents: 2_500, reason: 'Travel' })).status).toBe(201);
    // Stripe's account.updated is the only writer of these two; the row holds them as it would.
    await suite.server.dataSource.manager.update(ChefPayoutAccount, { chefId: given.id }, { stripeAccountId: `acct_migrated${given.id}`, payoutsEnabled: true });
    const nothingGiven = await suite.fixtures.activeSignedInChef();

    const before = { given: await payoutAccountAsShown(given), nothingGiven: await payoutAccountAsShown(nothingGiven) };
    expect(before.given).toMatchObject({
      taxDetails: { legalName: details.legalName, gstNumber: details.gstNumber, taxId: '•••••••86' },
      bankAccount: { accountNumber: '••••987' },
      balanceCents: 2_500,
      setup: { accountConnected: true, payoutsEnabled: true },
    });
    expect(before.given.pendingPayouts.join('\n')).toContain('5551234987');

    // The database as the version before had it: the columns on the chef's row (the table's
    // later column undone first, and made again after).
    const migration = new PayoutAccountTable1764620000000();
    const later = new PayoutsCheckedAt1764640000000();
    await suite.server.db.write((writer) => later.down(writer.queryRunner!));
    await suite.server.db.write((writer) => migration.down(writer.queryRunner!));
    await suite.server.db.write((writer) => migration.up(writer.queryRunner!));
    await suite.server.db.write((writer) => later.up(writer.queryRunner!));

    expect({ given: await payoutAccountAsShown(given), nothingGiven: await payoutAccountAsShown(nothingGiven) }).toEqual(before);
    // And the balance still moves from where it was.
    const added = await suite.admin.post(`/api/admin/chefs/${given.id}/adjustments`, { amountCents: 500, reason: 'Parking' });
    expect(added.json.balanceCents).toBe(3_000);
  });
});

describe('the migration of the members\' sign-ins', () => {
  it('keeps when each member last entered their business, so signing in still picks the business last entered', async () => {
    // A person who registered one business, then became a member of a second and entered it last.
    const person = await registerWithAccount(suite.server);
    const other = await registerWithAccount(suite.server);
    const { accountId } = await suite.server.dataSource.manager.findOneByOrFail(Member, { businessId: person.businessId });
    await suite.server.dataSource.manager.insert(Member, { businessId: other.businessId, accountId, role: 'manager', status: 'active', email: person.body.email as string, emailKey: emailKey(person.body.email as string), firstName: 'Pat', lastName: 'Second', invitedAt: null });
    expect((await person.client.post('/api/session/business', { businessId: other.businessId })).status).toBe(200);
    const invited = await other.client.post('/api/business/members', { email: `never.${other.businessId}@example.com`, role: 'bookkeeper' });
    expect(invited.status, invited.text).toBe(201);
    const teams = async () => [(await suite.admin.get(`/api/admin/business/${person.businessId}/members`)).json, (await suite.admin.get(`/api/admin/business/${other.businessId}/members`)).json];
    const before = await teams();
    expect(before[1].members.map(({ lastSignInAt }: { lastSignInAt: string | null }) => lastSignInAt === null).sort()).toEqual([false, false, true]);

    const migration = new MemberSignIns1764620000001();
    await suite.server.db.write((writer) => migration.down(writer.queryRunner!));
    await suite.server.db.write((writer) => migration.up(writer.queryRunner!));

    expect(await teams()).toEqual(before);
    // Without the stamps the first membership would win; the second was entered last.
    const again = await new ApiClient(suite.server.url).post('/api/mobile/login', { username: person.username, password: person.password });
    expect([again.status, again.json.businessId]).toEqual([200, other.businessId]);
  });
});
