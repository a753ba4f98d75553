import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChefLedgerLine, Payout } from '../../src/server/areas/payouts/index.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { invariantViolations } from '../support/invariants.js';
import { startStripeStandin, type StandinEvent, type StripeStandin } from '../support/stripe-standin.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, ApiClient, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * PAYOUTS=stripe (DECISIONS.md section 13) against the Stripe stand-in: a
 * chef's Connect Express onboarding, account.updated recording that it can be paid, and a
 * transfer per payout keyed by the payout: paid with the transfer's id, or failed with Stripe's
 * reason, its lines released to the next run and support told.
 */

let standin: StripeStandin;
let server: TestServer;
let admin: ApiClient;
let chefs: ReturnType<typeof chefFixtures>;

beforeAll(async () => {
  standin = await startStripeStandin();
  server = await startTestServer({ env: { PAYOUTS: 'stripe', STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_URL: standin.url } });
  admin = await adminClient(server);
  chefs = chefFixtures(server, admin);
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

/** A chef signed in, owed `cents` through an adjustment made today. */
async function owedChef(cents: number) {
  const chef = await chefs.availableChef();
  const client = await chefs.signedInChef(chef.email);
  expect((await admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: cents, reason: 'Menu tasting' })).status).toBe(201);
  return { ...chef, client };
}

async function deliverAccountUpdated(accountId: string) {
  await deliver(standin.event('account.updated', standin.accounts.get(accountId)));
}

/** One delivery of the event, signed as Stripe signs it. */
function deliverOnce(event: StandinEvent) {
  const payload = JSON.stringify(event);
  return new ApiClient(server.url).post('/api/webhooks/stripe', payload, { 'stripe-signature': standin.signed(payload) });
}

/** Delivers the event twice, as Stripe may: both answers are 200. */
async function deliver(event: StandinEvent) {
  for (const delivery of [1, 2]) {
    const answer = await deliverOnce(event);
    expect(answer.status, `delivery ${delivery}: ${answer.text}`).toBe(200);
  }
}

async function runPayouts(): Promise<{ id: number; chefId: number }[]> {
  const run = await admin.post('/api/admin/payouts/run', { through: vancouverDay(0) });
  expect(run.status, run.text).toBe(200);
  await server.jobs!.drain();
  return run.json.payouts;
}

describe('Stripe Connect payouts', () => {
  it('onboards a chef once, records when Stripe lets it be paid, and pays a payout by one transfer keyed by the payout', async () => {
    const chef = await owedChef(12_345);
    expect((await chef.client.get('/api/chef/payouts/setup')).json).toEqual({ provider: 'stripe', accountConnected: false, payoutsEnabled: false });

    const first = await chef.client.post('/api/chef/payouts/onboarding', {});
    const again = await chef.client.post('/api/chef/payouts/onboarding', {});
    expect(first.status, first.text).toBe(200);
    const accountId = /\/onboard\/(acct_\w+)$/.exec(first.json.url)![1]!;
    expect(again.json.url).toBe(first.json.url);
    expect([...standin.accounts.values()].filter((account) => account.metadata.chefId === String(chef.id))).toHaveLength(1);
    expect(standin.requests.filter((request) => request.path === '/v1/accounts' && request.method === 'POST').at(-1)!.idempotencyKey).toBe(`chef-account-${chef.id}`);

    standin.onboard(accountId);
    await deliverAccountUpdated(accountId);
    expect((await chef.client.get('/api/chef/payouts/setup')).json).toEqual({ provider: 'stripe', accountConnected: true, payoutsEnabled: true });

    const payout = (await runPayouts()).find(({ chefId }) => chefId === chef.id)!;
    const paid = await server.dataSource.manager.findOneByOrFail(Payout, { id: payout.id });
    const transfer = standin.transfers.get(paid.reference!);
    expect(paid.status).toBe('paid');
    expect(transfer).toMatchObject({ amount: 12_345, currency: 'cad', destination: accountId });
    expect(standin.requests.find((request) => request.path === '/v1/transfers' && request.body.metadata && (request.body.metadata as Record<string, string>).payoutId === String(payout.id))!.idempotencyKey).toBe(`payout-${payout.id}`);
    expect((await chef.client.get('/api/chef/earnings')).json.payouts[0]).toMatchObject({ id: payout.id, status: 'paid', reference: paid.reference });
    expect(await invariantViolations(server.db)).toEqual([]);
  });

  it("keeps what Stripe answered last about an account: an answer read before the chef finished onboarding, arriving after the next event's, changes nothing", async () => {
    const chef = await owedChef(2_500);
    const accountId = /\/onboard\/(acct_\w+)$/.exec((await chef.client.post('/api/chef/payouts/onboarding', {})).json.url)![1]!;
    // An event of the account's making is read back while Stripe cannot pay it yet, and
    // Stripe's answer is slow to come back.
    const slow = standin.hold('GET', `/v1/accounts/${accountId}`, { answered: true });
    const early = deliverOnce(standin.event('account.updated', standin.accounts.get(accountId)));
    await slow.arrived;
    // The chef finishes onboarding; its event is read back and acted on meanwhile.
    standin.onboard(accountId);
    await deliverAccountUpdated(accountId);
    expect((await chef.client.get('/api/chef/payouts/setup')).json).toEqual({ provider: 'stripe', accountConnected: true, payoutsEnabled: true });

    slow.release();
    expect((await early).status).toBe(200);
    expect((await chef.client.get('/api/chef/payouts/setup')).json).toEqual({ provider: 'stripe', accountConnected: true, payoutsEnabled: true });
    const payout = (await runPayouts()).find(({ chefId }) => chefId === chef.id)!;
    expect(await server.dataSource.manager.findOneByOrFail(Payout, { id: payout.id })).toMatchObject({ status: 'paid' });
  });

  it('fails the payout of a chef Stripe cannot pay, gives the amount back for the next run and tells support', async () => {
    const chef = await owedChef(5_000);
    const accountId = /\/onboard\/(acct_\w+)$/.exec((await chef.client.post('/api/chef/payouts/onboarding', {})).json.url)![1]!;
    standin.onboard(accountId);
    await deliverAccountUpdated(accountId);
    standin.refuseTransfersTo(accountId);

    const failed = (await runPayouts()).find(({ chefId }) => chefId === chef.id)!;
    expect(await server.dataSource.manager.findOneByOrFail(Payout, { id: failed.id })).toMatchObject({ status: 'failed', failure: expect.stringContaining('capabilities') });
    const earnings = (await chef.client.get('/api/chef/earnings')).json;
    expect(earnings.balanceCents).toBe(5_000);
    expect(await server.dataSource.manager.findBy(ChefLedgerLine, { chefId: chef.id, kind: 'adjustment' })).toEqual([expect.objectContaining({ payoutId: null })]);
    expect((await server.outbox()).some((mail) => mail.to === 'support@chefconnect.ca' && mail.subject === `Payout #${failed.id} to ${chef.name} failed`)).toBe(true);

    // The next run takes the released line again, and Stripe pays it this time.
    const retried = (await runPayouts()).find(({ chefId }) => chefId === chef.id)!;
    expect(retried.id).not.toBe(failed.id);
    expect((await server.dataSource.manager.findOneByOrFail(Payout, { id: retried.id })).status).toBe('paid');
    expect((await chef.client.get('/api/chef/earnings')).json.balanceCents).toBe(0);
    expect(await invariantViolations(server.db)).toEqual([]);
  });

  it("refuses the admin's mark paid once the transfer has gone to Stripe, so the chef is paid once: while Stripe's answer is awaited, and after it is lost", async () => {
    const chef = await owedChef(7_500);
    const accountId = /\/onboard\/(acct_\w+)$/.exec((await chef.client.post('/api/chef/payouts/onboarding', {})).json.url)![1]!;
    standin.onboard(accountId);
    await deliverAccountUpdated(accountId);
    const transfersTo = () => [...standin.transfers.values()].filter((transfer) => transfer.destination === accountId);

    // Stripe is slow to answer the transfer; the admin, seeing the payout pending, pays it by bank.
    const held = standin.hold('POST', '/v1/transfers');
    const run = await admin.post('/api/admin/payouts/run', { through: vancouverDay(0) });
    const payout = (run.json.payouts as { id: number; chefId: number }[]).find(({ chefId }) => chefId === chef.id)!;
    const jobs = server.jobs!.drain();
    await held.arrived;
    const refused = await admin.post(`/api/admin/payouts/${payout.id}/paid`, { reference: 'EFT by hand' });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.message).toBe('This payout is being paid by Stripe transfer: it is marked paid when Stripe confirms it');
    // Nor is it in the export of what the bank is to pay.
    const forTheBank = await admin.get('/api/admin/export/payouts.csv');
    expect(forTheBank.status).toBe(200);
    expect(forTheBank.text.split(/\r?\n/).filter((line) => line.startsWith(`${payout.id},`))).toEqual([]);
    held.release();
    await jobs;
    const paid = await server.dataSource.manager.findOneByOrFail(Payout, { id: payout.id });
    expect(paid).toMatchObject({ status: 'paid', reference: transfersTo()[0]!.id });
    expect(transfersTo()).toHaveLength(1);

    // Stripe down while the next payout's transfer is asked for: the job is to run again, and the payout stays Stripe's.
    expect((await admin.post(`/api/admin/chefs/${chef.id}/adjustments`, { amountCents: 2_500, reason: 'Second tasting' })).status).toBe(201);
    const outage = standin.outage();
    const next = (await admin.post('/api/admin/payouts/run', { through: vancouverDay(0) })).json.payouts.find(({ chefId }: { chefId: number }) => chefId === chef.id) as { id: number };
    await server.jobs!.drain();
    expect(await server.dataSource.manager.findOneByOrFail(Payout, { id: next.id })).toMatchObject({ status: 'pending', transferStartedAt: expect.any(Date) });
    // Its error names the payout, for the admin should every attempt fail.
    const queued = await server.dataSource.manager.findBy(Job, { kind: 'transferPayout', state: 'queued' });
    expect(queued.map(({ lastError }) => lastError)).toEqual([expect.stringContaining(`Stripe transfer of payout #${next.id}: `)]);
    expect((await admin.post(`/api/admin/payouts/${next.id}/paid`, { reference: 'EFT by hand' })).status).toBe(409);
    // Stripe back, the job's retry falls due (its backoff passed) and pays it by Stripe alone.
    outage.end();
    await server.dataSource.manager.update(Job, { kind: 'transferPayout', state: 'queued' }, { runAt: new Date() });
    await server.jobs!.drain();
    expect(await server.dataSource.manager.findOneByOrFail(Payout, { id: next.id })).toMatchObject({ status: 'paid', reference: transfersTo()[1]!.id });
    expect(transfersTo().map(({ amount }) => amount)).toEqual([7_500, 2_500]);
    expect(await invariantViolations(server.db)).toEqual([]);
  });

  it('fails the payout of a chef who never set up payouts, without calling Stripe', async () => {
    const chef = await owedChef(2_000);
    const transfersBefore = standin.transfers.size;
    const payout = (await runPayouts()).find(({ chefId }) => chefId === chef.id)!;
    expect(await server.dataSource.manager.findOneByOrFail(Payout, { id: payout.id })).toMatchObject({ status: 'failed', failure: 'The chef has not finished setting up payouts with Stripe' });
    expect(standin.transfers.size).toBe(transfersBefore);
  });

  it('answers 200 to an account.updated it can never act on, and tells support once: no account named, or an account of a chef that Stripe will not read', async () => {
    const chef = await owedChef(500);
    const accountId = /\/onboard\/(acct_\w+)$/.exec((await chef.client.post('/api/chef/payouts/onboarding', {})).json.url)![1]!;
    const gone = standin.event('account.updated', standin.accounts.get(accountId));
    standin.accounts.delete(accountId);
    const unprocessable = [standin.event('account.updated', null), standin.event('account.updated', { object: 'account', payouts_enabled: true }), gone];

    for (const event of unprocessable) await deliver(event);

    for (const event of unprocessable) {
      const alerts = (await server.outbox()).filter((email) => email.subject === `Billing needs a look: Stripe event ${event.id}`);
      expect(alerts.map((email) => email.to), JSON.stringify(event.data.object)).toEqual(['support@chefconnect.ca']);
    }
    expect((await chef.client.get('/api/chef/payouts/setup')).json).toMatchObject({ accountConnected: true, payoutsEnabled: false });
  });

  it('answers a chef on bank payouts that there is nothing to set up', async () => {
    const manual = await startTestServer();
    try {
      const manualChefs = chefFixtures(manual, await adminClient(manual));
      const chef = await manualChefs.availableChef();
      const client = await manualChefs.signedInChef(chef.email);
      expect((await client.get('/api/chef/payouts/setup')).json).toEqual({ provider: 'manual', accountConnected: false, payoutsEnabled: false });
      const refused = await client.post('/api/chef/payouts/onboarding', {});
      expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 409, message: 'Payouts are made by bank transfer: there is nothing to set up' });
    } finally {
      await manual.stop();
    }
  });
});
