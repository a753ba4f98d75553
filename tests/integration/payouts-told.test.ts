import { describe, expect, it } from 'vitest';
import { formatDay } from '../../src/common/dates.js';
import { vancouverToday } from '../../src/common/vancouver-time.js';
import { ChefLedgerLine, ChefPayoutAccount } from '../../src/server/areas/payouts/index.js';
import { pdfText } from '../support/pdf-text.js';
import { intoSession } from '../support/session-clock.js';
import { chefFixtures } from './chef-fixtures.js';
import { useClockedServer } from './clocked-server.js';
import { adminClient, ApiClient, startTestServer } from './harness.js';

/**
 * Payouts say what they are (DECISIONS.md section 23), over REST on both engines: what a run
 * would pay before it runs, the statement's "To be paid" and hours × rate, the chef's bank
 * account (sealed, masked, in the admin's pending export), and a server without PII_KEY.
 */

const suite = useClockedServer({ piiKey: Buffer.alloc(32, 3) });
const WOULD_PAY = '/api/admin/payouts/preview';

/** Today in Vancouver on the server's clock. */
function serverToday(): string {
  return vancouverToday(new Date(Date.now() + suite.clock.offsetMs));
}

/** A chef at `rate` dollars an hour who worked a 4-hour morning session two days from now; the clock is left in that session. */
async function chefWhoWorked(rate: number) {
  const chef = await suite.fixtures.availableChef({ hourlyRate: rate });
  const { booking } = await suite.fixtures.bookedDay(2, 'morning');
  expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  await intoSession(suite, booking);
  const completed = await suite.admin.post(`/api/admin/bookings/${booking.id}/complete`, {});
  expect(completed.status, completed.text).toBe(200);
  return { ...chef, booking, client: await suite.fixtures.signedInChef(chef.email) };
}

async function statementText(client: ApiClient, pathname: string): Promise<string> {
  const response = await fetch(suite.server.url + pathname, { headers: { cookie: client.cookieHeader() } });
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

describe('GET /api/admin/payouts/preview', () => {
  it('answers what a run now would pay each chef, with the lines and their hours × rate, writing nothing; the run then makes exactly that', async () => {
    const chef = await chefWhoWorked(52);
    const today = serverToday();
    const payoutsBefore = (await suite.admin.get('/api/admin/payouts')).json.length as number;

    const preview = await suite.admin.get(`${WOULD_PAY}?through=${today}`);
    expect(preview.status, preview.text).toBe(200);
    const mine = (preview.json.payouts as { chefId: number }[]).filter(({ chefId }) => chefId === chef.id);
    expect(mine).toEqual([
      {
        chefId: chef.id,
        chefName: chef.name,
        through: today,
        amountCents: 20_800,
        gstCents: 0,
        lines: [expect.objectContaining({ kind: 'earning', amountCents: 20_800, hours: 4, hourlyRateCents: 5_200, bookingId: chef.booking.id, payoutId: null })],
      },
    ]);
    // Asking twice, by REST and tRPC, changes nothing: no payout, the line still unpaid, the balance still owed.
    const trpc = await suite.admin.get(`/trpc/admin.payouts.preview?input=${encodeURIComponent(JSON.stringify({ through: today }))}`);
    expect(trpc.json.result.data).toEqual(preview.json);
    expect((await suite.admin.get('/api/admin/payouts')).json).toHaveLength(payoutsBefore);
    expect((await suite.server.dataSource.manager.findOneByOrFail(ChefLedgerLine, { bookingId: chef.booking.id })).payoutId).toBeNull();
    expect((await chef.client.get('/api/chef/earnings')).json.balanceCents).toBe(20_800);

    const run = await suite.admin.post('/api/admin/payouts/run', { through: today });
    const made = (run.json.payouts as { chefId: number; amountCents: number; gstCents: number; through: string }[]).filter(({ chefId }) => chefId === chef.id);
    expect(made).toEqual([expect.objectContaining({ chefId: chef.id, amountCents: 20_800, gstCents: 0, through: today })]);
    expect(((await suite.admin.get(`${WOULD_PAY}?through=${today}`)).json.payouts as { chefId: number }[]).filter(({ chefId }) => chefId === chef.id)).toEqual([]);
  });

  it('refuses a day after today as the run does, and anyone but an admin', async () => {
    const tomorrow = vancouverToday(new Date(Date.now() + suite.clock.offsetMs + 86_400_000));
    const later = await suite.admin.get(`${WOULD_PAY}?through=${tomorrow}`);
    expect({ status: later.status, message: later.json.message }).toEqual({ status: 400, message: 'Through must be today or earlier' });
    expect((await suite.admin.get(`${WOULD_PAY}?through=soon`)).json.message).toBe('Through must be a date (YYYY-MM-DD)');
    expect((await new ApiClient(suite.server.url).get(WOULD_PAY)).status).toBe(401);
  });
});

describe('a payout statement', () => {
  it('reads "To be paid" until the payout is paid, then "Paid to", and shows each session as hours × rate', async () => {
    const chef = await chefWhoWorked(45);
    const today = serverToday();
    const payout = (await suite.admin.post('/api/admin/payouts/run', { through: today })).json.payouts.find(({ chefId }: { chefId: number }) => chefId === chef.id);

    const pending = await statementText(chef.client, `/api/chef/payouts/${payout.id}/statement.pdf`);
    expect(pending).toContain('TO BE PAID TO');
    expect(pending).toContain('To be paid');
    expect(pending).toContain('4 hours × $45.00');
    expect(pending).toContain(formatDay(chef.booking.bookingDate));
    expect(pending).not.toContain('Pending');
    expect(pending).not.toMatch(/(^|[^E] )PAID TO/);

    expect((await suite.admin.post(`/api/admin/payouts/${payout.id}/paid`, { reference: 'EFT 9' })).status).toBe(200);
    const paid = await statementText(suite.admin, `/api/admin/payouts/${payout.id}/statement.pdf`);
    expect(paid).toContain('PAID TO');
    expect(paid).not.toContain('To be paid');
    expect(paid).toContain('4 hours × $45.00');
  });
});

describe("a chef's bank account", () => {
  it('is stored sealed, answered masked, refused with a clear 400 per field, and opened only in the pending payouts export', async () => {
    const chef = await chefWhoWorked(40);
    expect((await chef.client.get('/api/chef/bank-account')).json).toEqual({ institutionNumber: null, transitNumber: null, accountNumber: null });

    const bad = await chef.client.put('/api/chef/bank-account', { institutionNumber: '04', transitNumber: '123456', accountNumber: '123456' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      institutionNumber: 'Enter the 3-digit institution number',
      transitNumber: 'Enter the 5-digit transit number',
      accountNumber: 'Enter an account number of 7 to 12 digits',
    });
    expect((await chef.client.put('/api/chef/bank-account', { institutionNumber: '004', transitNumber: '12345', accountNumber: '1234567890123' })).json.errors).toEqual({
      accountNumber: 'Enter an account number of 7 to 12 digits',
    });

    const saved = await chef.client.put('/api/chef/bank-account', { institutionNumber: '004', transitNumber: '12 345', accountNumber: '5551-234-987' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ institutionNumber: '•••', transitNumber: '•••••', accountNumber: '••••987' });
    expect((await chef.client.get('/api/chef/bank-account')).json).toEqual(saved.json);
    const row = await suite.server.dataSource.manager.findOneByOrFail(ChefPayoutAccount, { chefId: chef.id });
    expect(row.bankAccountCiphertext).not.toMatch(/5551234987|12345/);

    const today = serverToday();
    const payout = (await suite.admin.post('/api/admin/payouts/run', { through: today })).json.payouts.find(({ chefId }: { chefId: number }) => chefId === chef.id);
    const csv = (await suite.admin.get('/api/admin/export/payouts.csv')).text.split('\r\n');
    expect(csv[0]).toBe('Payout,Chef,Legal name,Email,GST number,Institution,Transit,Account,Through,Amount,GST,Total');
    expect(csv.find((line) => line.startsWith(`${payout.id},`))).toBe(`${payout.id},${chef.name},,${chef.email},,004,12345,5551234987,${today},160.00,0.00,160.00`);
    expect((await new ApiClient(suite.server.url).get('/api/chef/bank-account')).status).toBe(401);
  });
});

describe('a server without PII_KEY', () => {
  it("saves the chef's name and address, tells the chef in words that the tax number and bank account wait, and tells support once", async () => {
    const bare = await startTestServer();
    try {
      const admin = await adminClient(bare);
      const fixtures = chefFixtures(bare, admin);
      const waiting = 'Your tax number and bank account can be saved once ChefConnect turns on encryption; we have been told.';
      const alerts = async () => (await bare.outbox()).filter((email) => email.subject === 'Chefs cannot save tax numbers or bank accounts: PII_KEY is not set');

      const chef = await fixtures.availableChef();
      const client = await fixtures.signedInChef(chef.email);
      const details = { legalName: 'Ana Ruiz', mailingAddress: '88 Pender St, Vancouver, BC' };
      const saved = await client.put('/api/chef/tax-details', { ...details, taxId: '046 454 286' });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json).toEqual({ ...details, gstNumber: null, taxId: null, message: waiting });
      expect((await client.get('/api/chef/tax-details')).json).toEqual({ ...details, gstNumber: null, taxId: null });

      const bank = await client.put('/api/chef/bank-account', { institutionNumber: '004', transitNumber: '12345', accountNumber: '5551234987' });
      expect({ status: bank.status, message: bank.json.message }).toEqual({ status: 503, message: waiting });
      expect((await client.get('/api/chef/bank-account')).json).toEqual({ institutionNumber: null, transitNumber: null, accountNumber: null });
      // Without a tax id nothing waits: no message.
      expect((await client.put('/api/chef/tax-details', details)).json).toEqual({ ...details, gstNumber: null, taxId: null });

      const told = await alerts();
      expect(told.map((email) => email.to)).toEqual(['support@chefconnect.ca']);
      expect(told[0]!.body).toContain('PII_KEY');
    } finally {
      await bare.stop();
    }
  });
});
