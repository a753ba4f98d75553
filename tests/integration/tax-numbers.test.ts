import { describe, expect, it } from 'vitest';
import { useClockedServer } from './clocked-server.js';
import { vancouverDay, type ApiClient } from './harness.js';
import { ChefPayoutAccount } from '../../src/server/areas/payouts/index.js';

/**
 * DECISIONS.md section 24, "Tax numbers are numbers", over REST and tRPC on both engines: a SIN
 * or business number is 9 digits passing the Luhn check, a GST/HST number those digits, RT and
 * 4 digits; the outside probe's "x", "n/a" and "0" are refused, and a GST number saved as text
 * before the rule adds no GST to a payout. The pending payouts CSV shows each chef's GST number.
 */

const TAX_ID_MESSAGE = 'Enter a 9-digit SIN or business number';
const GST_NUMBER_MESSAGE = 'Enter a GST/HST number like 123456782 RT0001';
const DETAILS = { legalName: 'Marie-Claire Dubois', mailingAddress: '1200 Main St\nVancouver, BC V6A 4B6' };
/** 123456789 fails the Luhn check (its check digit would be 2). */
const FAILS_LUHN = '123456789';

const suite = useClockedServer({ piiKey: Buffer.alloc(32, 5), checkLedgers: false });

/** The details saved through REST: the answer, after a 200. */
async function saved(client: ApiClient, body: Record<string, unknown>) {
  const response = await client.put('/api/chef/tax-details', { ...DETAILS, ...body });
  expect(response.status, response.text).toBe(200);
  return response.json as { gstNumber: string | null; taxId: string | null };
}

/** The probe's values and near misses, each with the field that refuses it and its message. */
const REFUSED = [
  ...['x', 'n/a', '0', FAILS_LUHN, '12345678', '1234567820', '123456782RT0001', '046 454 28 6x'].map((value) => ({ field: 'taxId', value, message: TAX_ID_MESSAGE })),
  ...['x', 'n/a', '0', `${FAILS_LUHN}RT0001`, '123456782', '123456782 RT001', '123456782 RC0001', 'RT0001 123456782'].map((value) => ({ field: 'gstNumber', value, message: GST_NUMBER_MESSAGE })),
];

describe('PUT /api/chef/tax-details and chef.setTaxDetails', () => {
  it.each(REFUSED)('refuse $field $value with its message, keeping the stored details', async ({ field, value, message }) => {
    const chef = await suite.fixtures.activeSignedInChef();
    await saved(chef.client, { taxId: '046 454 286', gstNumber: '123456782 RT0001' });
    const response = await chef.client.put('/api/chef/tax-details', { ...DETAILS, [field]: value });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message, errors: { [field]: message } });

    const byTrpc = await chef.client.post('/trpc/chef.setTaxDetails', { ...DETAILS, [field]: value });
    expect(byTrpc.status).toBe(400);
    expect(byTrpc.json.error.data.fieldErrors).toEqual({ [field]: message });
    expect((await chef.client.get('/api/chef/tax-details')).json).toMatchObject({ taxId: '•••••••86', gstNumber: '123456782 RT0001' });
  });

  it('accept a SIN or business number with and without spaces, and a GST/HST number kept as 123456782 RT0001', async () => {
    const chef = await suite.fixtures.activeSignedInChef();
    expect(await saved(chef.client, { taxId: '046454286', gstNumber: '123456782RT0001' })).toEqual({ ...DETAILS, taxId: '•••••••86', gstNumber: '123456782 RT0001' });
    expect(await saved(chef.client, { taxId: '130 692 544', gstNumber: ' 123 456 782 rt 0001 ' })).toEqual({ ...DETAILS, taxId: '•••••••44', gstNumber: '123456782 RT0001' });
    const byTrpc = await chef.client.post('/trpc/chef.setTaxDetails', { ...DETAILS, taxId: '046 454 286', gstNumber: '812345676 RT0001' });
    expect(byTrpc.status, byTrpc.text).toBe(200);
    expect(byTrpc.json.result.data).toEqual({ ...DETAILS, taxId: '•••••••86', gstNumber: '812345676 RT0001' });
    // Blank removes the GST number.
    expect(await saved(chef.client, { gstNumber: '' })).toMatchObject({ gstNumber: null, taxId: '•••••••86' });
  });
});

describe('GST on payouts and the pending payouts CSV', () => {
  it('add GST only for a real GST/HST number, text saved before the rule adding none, and show each chef’s GST number', async () => {
    const registered = await suite.fixtures.activeSignedInChef();
    await saved(registered.client, { gstNumber: '123456782 RT0001' });
    // The probe's "x", and a number whose check digit is wrong, as rows written before the rule hold them.
    const oldText = await suite.fixtures.activeSignedInChef();
    await suite.server.dataSource.manager.upsert(ChefPayoutAccount, { chefId: oldText.id, gstNumber: 'x' }, ['chefId']);
    const oldNumber = await suite.fixtures.activeSignedInChef();
    await suite.server.dataSource.manager.upsert(ChefPayoutAccount, { chefId: oldNumber.id, gstNumber: `${FAILS_LUHN}RT0001` }, ['chefId']);
    for (const chef of [registered, oldText, oldNumber]) {
      expect((await suite.admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: 10_000, reason: 'Catering week' })).status).toBe(201);
    }

    const run = await suite.admin.post('/api/admin/payouts/run', { through: vancouverDay(0) });
    expect(run.status, run.text).toBe(200);
    const payoutOf = (chefId: number) => (run.json.payouts as { id: number; chefId: number; gstCents: number }[]).find((payout) => payout.chefId === chefId)!;
    expect(payoutOf(registered.id).gstCents).toBe(500);
    expect(payoutOf(oldText.id).gstCents).toBe(0);
    expect(payoutOf(oldNumber.id).gstCents).toBe(0);

    const csv = await suite.admin.get('/api/admin/export/payouts.csv');
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text.split('\r\n').map((line) => line.split(','));
    expect(header).toEqual(['Payout', 'Chef', 'Legal name', 'Email', 'GST number', 'Institution', 'Transit', 'Account', 'Through', 'Amount', 'GST', 'Total']);
    const rowOf = (chefId: number) => rows.find((cells) => cells[0] === String(payoutOf(chefId).id));
    expect(rowOf(registered.id)).toEqual([String(payoutOf(registered.id).id), registered.name, DETAILS.legalName, registered.email, '123456782 RT0001', '', '', '', vancouverDay(0), '100.00', '5.00', '105.00']);
    expect(rowOf(oldText.id)).toEqual([String(payoutOf(oldText.id).id), oldText.name, '', oldText.email, 'x', '', '', '', vancouverDay(0), '100.00', '0.00', '100.00']);
    expect(rowOf(oldNumber.id)!.slice(4, 11)).toEqual([`${FAILS_LUHN}RT0001`, '', '', '', vancouverDay(0), '100.00', '0.00']);
  });
});
