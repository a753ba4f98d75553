import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/common/dates.js';
import { formatCents } from '../../src/common/money.js';
import { holdToDocument } from '../support/documented-answer.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, ApiClient, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * What money out gives to read (DECISIONS.md section 13), over REST
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

describe('a payout run through a chosen day', () => {
  it('takes any day up to today, by REST and tRPC, paying only the lines of that day and before; a later day is 400', async () => {
    const chef = await owedChef([{ cents: 4_200, reason: 'Owed from today' }]);
    const runs = {
      rest: (through: string) => admin.post('/api/admin/payouts/run', { through }),
      trpc: (through: string) => admin.post('/trpc/admin.payouts.run', { through }),
    };

    for (const [engine, run] of Object.entries(runs)) {
      for (const through of [vancouverDay(-1), vancouverDay(-45), '2020-02-29']) {
        const answer = await run(through);
        expect(answer.status, `${engine} through ${through}: ${answer.text}`).toBe(200);
        const payouts = (engine === 'rest' ? answer.json.payouts : answer.json.result.data.payouts) as { chefId: number }[];
        expect(payouts.filter(({ chefId }) => chefId === chef.id)).toEqual([]);
      }
      const later = await run(vancouverDay(1));
      expect(later.status).toBe(400);
      expect(later.json.message ?? later.json.error.message).toBe('Through must be today or earlier');
    }
    expect((await chef.client.get('/api/chef/earnings')).json.balanceCents).toBe(4_200);
  });
});

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

/** A statement PDF as its reader sees it: the page count and the text of every page. */
async function statement(client: ApiClient, pathname: string): Promise<{ pages: number; text: string }> {
  const response = await fetch(server.url + pathname, { headers: { cookie: client.cookieHeader() } });
  holdToDocument('GET', pathname, { status: response.status, json: undefined });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      texts.push((await (await pdf.getPage(page)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pages: pdf.numPages, text: texts.join('\n') };
  } finally {
    await pdf.destroy();
  }
}

describe('payout statements (PDF)', () => {
  it("show the chef's payout: ChefConnect, the chef's legal name and address, each line, GST, the total, and To be paid, then Paid", async () => {
    const reasons = ['Whistler travel', 'Knife sharpening', 'Holiday bonus'];
    const chef = await owedChef(reasons.map((reason, index) => ({ cents: 10_000 + index * 1_111, reason })));
    const details = await chef.client.put('/api/chef/tax-details', { legalName: 'Marie-Claire Dubois', mailingAddress: '1200 Main St\nVancouver, BC V6A 4B6', gstNumber: '123456782RT0001' });
    expect(details.status, details.text).toBe(200);
    const payout = await payOut(chef.id);
    expect(payout).toMatchObject({ amountCents: 33_333, gstCents: 1_667 });

    const pending = await statement(chef.client, `/api/chef/payouts/${payout.id}/statement.pdf`);
    expect(pending.pages).toBe(1);
    for (const expected of [
      'ChefConnect',
      'Vancouver, BC V6E 3P3',
      `Payout statement #${payout.id}`,
      `Date: ${formatDay(vancouverDay(0))}`,
      'Marie-Claire Dubois',
      '1200 Main St',
      'Vancouver, BC V6A 4B6',
      'GST/HST No. 123456782 RT0001',
      ...reasons.map((reason) => `Adjustment: ${reason}`),
      formatCents(10_000),
      formatCents(12_222),
      'Subtotal',
      formatCents(33_333),
      'GST (5%)',
      formatCents(1_667),
      'Total (CAD)',
      formatCents(35_000),
      'To be paid',
    ]) {
      expect(pending.text).toContain(expected);
    }
    expect(pending.text).not.toContain('Paid on');
    // The payout's own negative line is the statement itself, not one of its lines.
    expect(pending.text).not.toContain(`Payout #${payout.id} through`);

    expect((await admin.post(`/api/admin/payouts/${payout.id}/paid`, { reference: 'EFT 2026-48' })).status).toBe(200);
    const paid = await statement(admin, `/api/admin/payouts/${payout.id}/statement.pdf`);
    expect(paid.text).toContain(`Paid on ${formatDay(vancouverDay(0))}, reference EFT 2026-48`);
    expect(paid.text).toContain('Marie-Claire Dubois');
    expect(paid.text).not.toContain('To be paid');
    expect((await statement(chef.client, `/api/chef/payouts/${payout.id}/statement.pdf`)).text).toContain('reference EFT 2026-48');
  });

  it("are 404 for another chef's payout and for no payout, and only for the signed-in chef or an admin", async () => {
    const owner = await owedChef([{ cents: 2_000, reason: 'Mine' }]);
    const payout = await payOut(owner.id);
    const stranger = await owedChef([]);
    const theirs = await stranger.client.get(`/api/chef/payouts/${payout.id}/statement.pdf`);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ message: 'Payout not found' });
    for (const [client, pathname] of [
      [owner.client, '/api/chef/payouts/999999/statement.pdf'],
      [admin, '/api/admin/payouts/999999/statement.pdf'],
    ] as const) {
      const missing = await client.get(pathname);
      expect(missing.status, pathname).toBe(404);
      expect(missing.json).toEqual({ message: 'Payout not found' });
    }
    expect((await new ApiClient(server.url).get(`/api/chef/payouts/${payout.id}/statement.pdf`)).status).toBe(401);
    expect((await owner.client.get(`/api/admin/payouts/${payout.id}/statement.pdf`)).status).toBe(401);
  });

  it('span pages when a payout has many lines, every line and the total printed, a chef without a legal name shown by name', async () => {
    const amounts = Array.from({ length: 70 }, (_, index) => ({ cents: 100 + index, reason: `Line ${String(index + 1).padStart(2, '0')} of the long week` }));
    const chef = await owedChef(amounts);
    const payout = await payOut(chef.id);
    const { pages, text } = await statement(chef.client, `/api/chef/payouts/${payout.id}/statement.pdf`);
    expect(pages).toBeGreaterThan(1);
    for (const { reason } of amounts) expect(text).toContain(`Adjustment: ${reason}`);
    expect(text).toContain(chef.name);
    expect(text).toContain(formatCents(amounts.reduce((sum, { cents }) => sum + cents, 0)));
    expect(text).not.toContain('GST');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('To be paid');
  });
});
