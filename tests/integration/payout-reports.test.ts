import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/common/dates.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, ApiClient, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * What money out gives to read (DECISIONS.md section 13; issue 24, points 6 and 7), over REST
 * on both engines: the chef's year as CSV, "Paid to chefs" per month, and the payout
 * statements' PDF, each only to whom it belongs.
 */

let server: TestServer;
let admin: ApiClient;
let fixtures: ReturnType<typeof chefFixtures>;
const thisYear = Number(vancouverDay(0).slice(0, 4));

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server);
  fixtures = chefFixtures(server, admin);
});

afterAll(async () => {
  await server?.stop();
});

/** An active chef, signed in, owed each of `amounts` (the admin's adjustments, in that order). */
async function owedChef(amounts: { cents: number; reason: string }[]) {
  const chef = await fixtures.addChef({ status: 'active' });
  for (const { cents, reason } of amounts) {
    const response = await admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: cents, reason });
    expect(response.status, response.text).toBe(201);
  }
  return { ...chef, client: await fixtures.signedInChef(chef.email) };
}

/** A run through today: the chef's new payout. */
async function payOut(chefId: number): Promise<{ id: number; amountCents: number; gstCents: number }> {
  const response = await admin.post('/api/admin/payouts/run', { through: vancouverDay(0) });
  expect(response.status, response.text).toBe(200);
  return (response.json.payouts as { id: number; chefId: number; amountCents: number; gstCents: number }[]).find((payout) => payout.chefId === chefId)!;
}

describe("GET /api/chef/earnings/{year}.csv", () => {
  it("answers the signed-in chef's own lines of the year: day, kind, description, amount and payout", async () => {
    const chef = await owedChef([{ cents: 12_345, reason: 'Knife roll, "the good one"' }]);
    const payout = await payOut(chef.id);
    await admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: 500, reason: 'Parking' });
    const stranger = await owedChef([{ cents: 700, reason: 'Not for the other chef' }]);

    const response = await chef.client.get(`/api/chef/earnings/${thisYear}.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="?chefconnect-earnings-${thisYear}-\\d{4}-\\d{2}-\\d{2}\\.csv`));
    const today = vancouverDay(0);
    expect(response.text.split('\r\n')).toEqual([
      'Day,Kind,Description,Amount,Payout',
      `${today},adjustment,"Adjustment: Knife roll, ""the good one""",123.45,${payout.id}`,
      `${today},payout,"Payout #${payout.id} through ${formatDay(today)}",-123.45,${payout.id}`,
      `${today},adjustment,Adjustment: Parking,5.00,`,
      '',
    ]);
    expect(response.text).not.toContain('Not for the other chef');
    expect((await stranger.client.get(`/api/chef/earnings/${thisYear - 1}.csv`)).text).toBe('Day,Kind,Description,Amount,Payout\r\n');
  });

  it('refuses a year that is not one, and anyone but a signed-in chef', async () => {
    const chef = await owedChef([]);
    for (const year of ['1999', 'next', '20261']) {
      const response = await chef.client.get(`/api/chef/earnings/${year}.csv`);
      expect(response.status, year).toBe(400);
      expect(response.json).toMatchObject({ message: 'Year must be a year such as 2026' });
    }
    expect((await new ApiClient(server.url).get(`/api/chef/earnings/${thisYear}.csv`)).status).toBe(401);
  });
});

describe('"Paid to chefs" per month', () => {
  it('GET /api/admin/payouts/month-totals counts a payout once it is paid, in the Vancouver month of its payment', async () => {
    const before = ((await admin.get('/api/admin/payouts/month-totals')).json as { month: string; payouts: number; amountCents: number; gstCents: number }[]).find(({ month }) => month === vancouverDay(0).slice(0, 7));
    const chef = await owedChef([{ cents: 4_200, reason: 'Brunch' }]);
    const payout = await payOut(chef.id);
    expect((await admin.get('/api/admin/payouts/month-totals')).json.find(({ month }: { month: string }) => month === vancouverDay(0).slice(0, 7))).toEqual(before);

    expect((await admin.post(`/api/admin/payouts/${payout.id}/paid`, { reference: 'EFT 77' })).status).toBe(200);
    const after = await admin.get('/api/admin/payouts/month-totals');
    expect(after.status).toBe(200);
    expect(after.json[0]).toEqual({
      month: vancouverDay(0).slice(0, 7),
      payouts: (before?.payouts ?? 0) + 1,
      amountCents: (before?.amountCents ?? 0) + 4_200,
      gstCents: before?.gstCents ?? 0,
    });
    expect((await chef.client.get('/api/admin/payouts/month-totals')).status).toBe(401);
  });
});
