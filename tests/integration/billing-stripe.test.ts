import Stripe from 'stripe';
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SECRET } from '../../scripts/bench/server-process.js';
import { BillingOrder, PaymentEvent } from '../../src/server/areas/billing/entities.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { invariantViolations } from '../support/invariants.js';
import { useSiblingProcesses } from '../support/sibling-processes.js';
import { startStripeStandin, type StandinEvent, type StripeStandin } from '../support/stripe-standin.js';
import { adminClient, ApiClient, registerBusiness, registerWithAccount, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * Card payments (PAYMENTS=stripe, DECISIONS.md section 12) against the Stripe
 * stand-in (tests/support/stripe-standin.ts) as the app's STRIPE_API_URL: the Checkout Session an
 * order creates, and the webhook with events signed by the SDK's own test-header helper, each
 * delivered twice. What Stripe would keep (sessions, payments, refunds) the stand-in keeps.
 * Section 24's cancel of a card order, alone and racing the payment across processes.
 */

const PUBLIC_URL = 'https://chefconnect.test';
const INVALID_SIGNATURE = { message: 'Invalid signature' };

let standin: StripeStandin;
/** The app's environment for card payments: the in-process server's and the spawned processes'. */
let stripeEnv: Record<string, string>;
let server: TestServer;
let admin: ApiClient;
let packs: Record<string, number>;

beforeAll(async () => {
  standin = await startStripeStandin();
  stripeEnv = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_URL: standin.url, PUBLIC_URL };
  // The spawned processes' session secret, so a business signed in here is signed in there too.
  server = await startTestServer({ env: stripeEnv, sessionSecret: SESSION_SECRET });
  admin = await adminClient(server);
  const listed = (await new ApiClient(server.url).get('/api/billing/packs')).json as { id: number; name: string }[];
  packs = Object.fromEntries(listed.map((pack) => [pack.name, pack.id]));
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

interface Order {
  id: number;
  number: string;
  status: string;
  hours: number;
  totalCents: number;
}

async function business() {
  const client = new ApiClient(server.url);
  const registered = await registerBusiness(client, { duration: 5, bookingDate: vancouverDay(40) });
  return { client, ...registered };
}

/** A card order: the order, its Checkout URL and the stand-in's session behind it. */
async function cardOrder(client: ApiClient, pack = 'Kitchen', headers?: Record<string, string>) {
  const response = await client.post('/api/billing/orders', { packId: packs[pack] }, headers);
  expect(response.status, response.text).toBe(201);
  const order = response.json.order as Order;
  const checkoutUrl = response.json.checkoutUrl as string;
  const sessionId = checkoutUrl.slice(`${standin.url}/pay/`.length);
  expect(standin.sessions.get(sessionId), `${checkoutUrl} is a session of the stand-in`).toBeDefined();
  return { order, checkoutUrl, sessionId };
}

/** POSTs the event as Stripe would, signed now unless told otherwise. */
function post(payload: string, signature: string | null = standin.signed(payload), baseUrl = server.url) {
  return new ApiClient(baseUrl).post('/api/webhooks/stripe', payload, signature === null ? {} : { 'stripe-signature': signature });
}

/** Delivers the event twice, as Stripe may: both answers are 200. */
async function deliver(event: StandinEvent) {
  const payload = JSON.stringify(event);
  for (const delivery of [1, 2]) {
    const answer = await post(payload);
    expect(answer.status, `delivery ${delivery} of ${event.type}: ${answer.text}`).toBe(200);
    expect(answer.json).toEqual({ received: true });
  }
}

async function orderNow(client: ApiClient, orderId: number): Promise<Order> {
  const listed = (await client.get('/api/billing/orders')).json as Order[];
  const found = listed.find((order) => order.id === orderId);
  if (!found) throw new Error(`order ${orderId} is not listed`);
  return found;
}

async function bank(client: ApiClient, businessId: number) {
  const { json } = await client.get(`/api/dashboard/${businessId}`);
  return {
    totalHours: json.laborBank.totalHours as number,
    lines: (json.laborTransactions as { hours: number; description: string }[]).map(({ hours, description }) => ({ hours, description })),
  };
}

/** The ledger lines that bought or refunded this order's hours. */
function orderLines(lines: { hours: number; description: string }[], order: Order) {
  return lines.filter((line) => line.description.endsWith(order.number));
}

const purchase = (order: Order, pack = 'Kitchen') => ({ hours: order.hours, description: `Purchased: ${pack} (${order.hours} h), ${order.number}` });

describe('a card order', () => {
  it('answers the Checkout URL of a session for CAD, the pack and the GST, for the order, returning to PUBLIC_URL', async () => {
    const { client } = await business();
    const { order, checkoutUrl, sessionId } = await cardOrder(client);

    expect(order).toMatchObject({ status: 'pending', provider: 'stripe', subtotalCents: 296_000, gstCents: 14_800, pstCents: 0, totalCents: 310_800 });
    expect(checkoutUrl).toBe(`${standin.url}/pay/${sessionId}`);
    const created = standin.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions' && request.body.client_reference_id === String(order.id));
    expect(created).toHaveLength(1);
    const [request] = created;
    expect(request!.idempotencyKey).toBe(`checkout-order-${order.id}`);
    expect(request!.body).toMatchObject({ mode: 'payment', client_reference_id: String(order.id), metadata: { orderId: String(order.id), number: order.number } });
    expect(request!.body.line_items).toEqual([
      { price_data: { currency: 'cad', unit_amount: '296000', product_data: { name: `Kitchen (40 h), ${order.number}` } }, quantity: '1' },
      { price_data: { currency: 'cad', unit_amount: '14800', product_data: { name: 'GST (5%)' } }, quantity: '1' },
    ]);
    expect(String(request!.body.success_url)).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(String(request!.body.cancel_url)).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(request!.body.success_url).not.toBe(request!.body.cancel_url);
    expect(standin.sessions.get(sessionId)).toMatchObject({ amount_total: 310_800, currency: 'cad', client_reference_id: String(order.id), status: 'open' });
  });

  it('a repeat with the same Idempotency-Key answers the same order and URL, and creates no second session', async () => {
    const { client } = await business();
    const first = await client.post('/api/billing/orders', { packId: packs.Starter }, { 'Idempotency-Key': 'card-starter' });
    const sessions = standin.sessions.size;
    const sessionCalls = standin.requests.filter((request) => request.path === '/v1/checkout/sessions').length;

    const again = await client.post('/api/billing/orders', { packId: packs.Starter }, { 'Idempotency-Key': 'card-starter' });

    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.json.checkoutUrl).toMatch(new RegExp(`^${standin.url}/pay/cs_test_`));
    expect(standin.sessions.size).toBe(sessions);
    expect(standin.requests.filter((request) => request.path === '/v1/checkout/sessions')).toHaveLength(sessionCalls);
    expect((await client.get('/api/billing/orders')).json).toHaveLength(1);
  });
});

describe('the Stripe webhook', () => {
  it('tells the Buy dialog it is card payment, and gives a business that left Checkout its page again until the order is paid', async () => {
    const { client, businessId } = await business();
    const terms = await client.get('/trpc/business.billing.checkoutTerms');
    expect(terms.json.result.data).toEqual({ provider: 'stripe', pstBasisPoints: 0 });
    const { order, checkoutUrl, sessionId } = await cardOrder(client);
    const resume = () => client.post('/trpc/business.billing.resumeCheckout', { orderId: order.id });
    expect((await resume()).json.result.data).toEqual({ checkoutUrl });
    await deliver(standin.event('checkout.session.completed', standin.pay(sessionId)));
    expect((await resume()).json.result.data).toEqual({ checkoutUrl: null });
    expect((await bank(client, businessId)).totalHours).toBeGreaterThan(0);
  });

  it('credits a paid checkout.session.completed once, however often it is delivered', async () => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const before = await bank(client, businessId);

    const paid = standin.pay(sessionId);
    await deliver(standin.event('checkout.session.completed', paid));

    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 40);
    expect(orderLines(after.lines, order)).toEqual([purchase(order)]);
    expect(await orderNow(client, order.id)).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    // The same payment again under another event id changes nothing either.
    await deliver(standin.event('checkout.session.completed', paid));
    expect((await bank(client, businessId)).totalHours).toBe(after.totalHours);
  });

  it('a delayed payment: completed but unpaid credits nothing, async_payment_succeeded credits it once', async () => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client, 'Starter');
    const before = await bank(client, businessId);

    await deliver(standin.event('checkout.session.completed', standin.pay(sessionId, { async: true })));
    expect((await bank(client, businessId)).totalHours).toBe(before.totalHours);
    expect((await orderNow(client, order.id)).status).toBe('pending');

    await deliver(standin.event('checkout.session.async_payment_succeeded', standin.pay(sessionId)));
    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 10);
    expect(orderLines(after.lines, order)).toEqual([purchase(order, 'Starter')]);
    expect((await orderNow(client, order.id)).status).toBe('paid');
  });

  it('checkout.session.expired after the payment changes nothing; alone, it makes the order expired', async () => {
    const { client, businessId } = await business();
    const paidOrder = await cardOrder(client, 'Starter');
    const paid = standin.pay(paidOrder.sessionId);
    await deliver(standin.event('checkout.session.completed', paid));
    const afterPayment = await bank(client, businessId);
    // Out of order: an expiry Stripe sent before the payment arrives after it.
    await deliver(standin.event('checkout.session.expired', { ...paid, status: 'expired', payment_status: 'unpaid' }));
    expect(await orderNow(client, paidOrder.order.id)).toMatchObject({ status: 'paid' });
    expect(await bank(client, businessId)).toEqual(afterPayment);

    const abandoned = await cardOrder(client, 'Starter');
    await deliver(standin.event('checkout.session.expired', standin.expire(abandoned.sessionId)));
    expect(await orderNow(client, abandoned.order.id)).toMatchObject({ status: 'expired', paidAt: null });
    expect(await bank(client, businessId)).toEqual(afterPayment);
  });

  it('never credits a session paid another amount than the order: 200, and support is emailed', async () => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const before = await bank(client, businessId);

    await deliver(standin.event('checkout.session.completed', standin.pay(sessionId, { amountTotal: order.totalCents - 100 })));

    expect(await bank(client, businessId)).toEqual(before);
    expect((await orderNow(client, order.id)).status).toBe('pending');
    const alerts = (await server.outbox()).filter((email) => email.subject === `Billing needs a look: ${order.number}`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toBe('support@chefconnect.ca');
    expect(alerts[0]!.body).toContain(sessionId);
  });

  it('answers 400 "Invalid signature" to a wrong secret, a changed body, a timestamp 10 minutes old or ahead (or an hour ahead) and no signature, and changes nothing', async () => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const payload = JSON.stringify(standin.event('checkout.session.completed', standin.pay(sessionId)));
    const before = await bank(client, businessId);

    const refusals = [
      await post(payload, standin.signed(payload, { secret: 'whsec_not_the_apps' })),
      await post(payload.replace(`"${sessionId}"`, `"${sessionId}x"`), standin.signed(payload)),
      await post(payload, standin.signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
      await post(payload, standin.signed(payload, { timestamp: Math.floor(Date.now() / 1000) + 600 })),
      await post(payload, standin.signed(payload, { timestamp: Math.floor(Date.now() / 1000) + 3600 })),
      await post(payload, null),
      await post('not json', standin.signed('not json')),
    ];
    expect(refusals.map((answer) => ({ status: answer.status, json: answer.json }))).toEqual(refusals.map(() => ({ status: 400, json: INVALID_SIGNATURE })));
    expect(await bank(client, businessId)).toEqual(before);
    expect((await orderNow(client, order.id)).status).toBe('pending');

    // The event itself, properly signed, still counts: a refused delivery did not use up its id.
    const answer = await post(payload);
    expect(answer.status).toBe(200);
    expect((await orderNow(client, order.id)).status).toBe('paid');
  });

  it('answers 200 to event types it does not handle', async () => {
    await deliver(standin.event('customer.created', { id: 'cus_123', object: 'customer' }));
    await deliver(standin.event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' }));
  });

  it('answers 200 to signed events it can never act on, and alerts support once for each: an unknown session, a null or malformed object', async () => {
    const { client, businessId } = await business();
    const { order } = await cardOrder(client);
    const before = await bank(client, businessId);
    const unprocessable = [
      standin.event('checkout.session.completed', { id: 'cs_test_of_another_account', object: 'checkout.session', payment_status: 'paid' }),
      standin.event('checkout.session.completed', null),
      standin.event('checkout.session.async_payment_succeeded', { object: 'checkout.session', client_reference_id: String(order.id) }),
      standin.event('checkout.session.completed', { id: '', object: 'checkout.session' }),
      standin.event('checkout.session.expired', { id: 'cs_test/../../v1/refunds', object: 'checkout.session' }),
      standin.event('checkout.session.completed', 'cs_test_a_string'),
      standin.event('charge.refunded', null),
      standin.event('charge.refunded', { id: 'ch_unknown', object: 'charge', payment_intent: 'pi_of_no_order', amount_refunded: 100 }),
    ];

    for (const event of unprocessable) await deliver(event);

    const alerts = (await server.outbox()).filter((email) => email.subject.startsWith('Billing needs a look: Stripe event'));
    for (const event of unprocessable) {
      const about = alerts.filter((email) => email.subject === `Billing needs a look: Stripe event ${event.id}`);
      expect(about.map((email) => email.to), `${event.type} ${JSON.stringify(event.data.object)}`).toEqual(['support@chefconnect.ca']);
      expect(about[0]!.body).toContain(event.type);
    }
    expect(await bank(client, businessId)).toEqual(before);
    expect((await orderNow(client, order.id)).status).toBe('pending');
  });

  it('answers 503 only while Stripe cannot be reached, and the same event counts once Stripe is back', async () => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const before = await bank(client, businessId);
    const payload = JSON.stringify(standin.event('checkout.session.completed', standin.pay(sessionId)));

    const outage = standin.outage();
    const during = await post(payload).finally(() => outage.end());

    expect({ status: during.status, json: during.json }).toEqual({ status: 503, json: { message: 'Card payments are unavailable right now. Please try again in a moment.' } });
    expect(await bank(client, businessId)).toEqual(before);
    expect((await post(payload)).status).toBe(200);
    expect((await bank(client, businessId)).totalHours).toBe(before.totalHours + 40);
    expect((await orderNow(client, order.id)).status).toBe('paid');
  });
});

/** The expire calls the app made for this session, as the stand-in recorded them. */
function expireCalls(sessionId: string) {
  return standin.requests.filter((request) => request.method === 'POST' && request.path === `/v1/checkout/sessions/${sessionId}/expire`);
}

/** Support's alerts about this order. */
async function alertsAbout(order: Order) {
  return (await server.outbox()).filter((email) => email.subject === `Billing needs a look: ${order.number}`);
}

/** The business's cancel by REST, or by tRPC as its dashboard sends it: the status and the order or the refusal's message. */
const cancels = {
  rest: async (client: ApiClient, orderId: number) => {
    const answer = await client.post(`/api/billing/orders/${orderId}/cancel`);
    return { status: answer.status, order: answer.json as Order, message: answer.json.message as string | undefined };
  },
  trpc: async (client: ApiClient, orderId: number) => {
    const answer = await client.post('/trpc/business.billing.cancelOrder', { orderId });
    return { status: answer.status, order: answer.json.result?.data as Order, message: answer.json.error?.message as string | undefined };
  },
};

describe('cancelling a card order (DECISIONS.md section 24)', () => {
  it.each(Object.keys(cancels) as (keyof typeof cancels)[])('expires its Checkout session at Stripe first, so it can no longer be paid (%s)', async (engine) => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const before = await bank(client, businessId);

    const canceled = await cancels[engine](client, order.id);

    expect(canceled).toMatchObject({ status: 200, order: { id: order.id, status: 'canceled', paidAt: null } });
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect(standin.sessions.get(sessionId)).toMatchObject({ status: 'expired', url: null });
    expect(() => standin.pay(sessionId)).toThrow(/expired/);
    // Stripe's checkout.session.expired that follows leaves the order canceled.
    await deliver(standin.event('checkout.session.expired', standin.sessions.get(sessionId)));
    expect(await orderNow(client, order.id)).toMatchObject({ status: 'canceled' });
    expect(await bank(client, businessId)).toEqual(before);
  });

  it.each(Object.keys(cancels) as (keyof typeof cancels)[])('after the buyer paid: 409 "This order has been paid", and the payment is credited at once, once (%s)', async (engine) => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const before = await bank(client, businessId);
    const paid = standin.pay(sessionId);

    const refused = await cancels[engine](client, order.id);

    expect(refused).toMatchObject({ status: 409, message: 'This order has been paid' });
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect(await orderNow(client, order.id)).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 40);
    expect(orderLines(after.lines, order)).toEqual([purchase(order)]);
    // The payment's own event, arriving after, credits nothing more; a second cancel is the plain refusal.
    await deliver(standin.event('checkout.session.completed', paid));
    expect(await bank(client, businessId)).toEqual(after);
    expect(await cancels[engine](client, order.id)).toMatchObject({ status: 409, message: 'Only a pending order can be canceled' });
  });

  it('a payment for an order canceled before its session was known is honoured: paid, the hours credited once, support alerted', async () => {
    const { client, businessId } = await business();
    const before = await bank(client, businessId);
    // Stripe is slow to create the session: the business cancels the order meanwhile, from its list.
    const held = standin.hold('POST', '/v1/checkout/sessions');
    const ordering = client.post('/api/billing/orders', { packId: packs.Kitchen });
    await held.arrived;
    const [pending] = (await client.get('/api/billing/orders')).json as Order[];
    expect((await cancels.rest(client, pending!.id)).order).toMatchObject({ status: 'canceled' });
    held.release();
    const ordered = await ordering;
    expect(ordered.status, ordered.text).toBe(201);
    const sessionId = (ordered.json.checkoutUrl as string).slice(`${standin.url}/pay/`.length);

    await deliver(standin.event('checkout.session.completed', standin.pay(sessionId)));

    const order = await orderNow(client, pending!.id);
    expect(order).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 40);
    expect(orderLines(after.lines, order)).toEqual([purchase(order)]);
    const alerts = await alertsAbout(order);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('was canceled');
    expect(alerts[0]!.body).toContain(sessionId);
  });
});

/** A Kitchen order paid by card, its completed event delivered: what a refund starts from. */
async function paidCardOrder() {
  const { client, businessId } = await business();
  const { order, sessionId } = await cardOrder(client);
  const paid = standin.pay(sessionId);
  await deliver(standin.event('checkout.session.completed', paid));
  return { client, businessId, order, paid, afterPayment: await bank(client, businessId) };
}

/** Someone refunds the whole payment in Stripe's dashboard: here through the SDK, to the stand-in. */
async function refundInStripesDashboard(paymentIntent: string) {
  const url = new URL(standin.url);
  const stripe = new Stripe(standin.secretKey, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
  await stripe.refunds.create({ payment_intent: paymentIntent });
}

describe('closing a business with a pending card order (DECISIONS.md section 21)', () => {
  it('expires its Checkout session first and cancels it: the session can no longer be paid and its late event credits nothing', async () => {
    const { client, businessId, password } = await registerWithAccount(server, { duration: 5, bookingDate: vancouverDay(40) });
    const { order, sessionId } = await cardOrder(client);
    const { manager } = server.dataSource;

    const closed = await client.post('/api/business/close', { password });

    expect(closed.status, closed.text).toBe(200);
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect(() => standin.pay(sessionId)).toThrow(/expired/);
    await deliver(standin.event('checkout.session.expired', standin.sessions.get(sessionId)));
    expect(await manager.findOneByOrFail(BillingOrder, { id: order.id })).toMatchObject({ status: 'canceled', paidAt: null });
    const lines = await manager.findBy(LaborTransaction, { businessId });
    expect(lines.filter(({ description }) => description.includes(order.number))).toEqual([]);
  });

  it('one paid meanwhile: 409 "This order has been paid", the payment credited and the account left open', async () => {
    const { client, businessId, password } = await registerWithAccount(server, { duration: 5, bookingDate: vancouverDay(40) });
    const { order, sessionId } = await cardOrder(client);
    standin.pay(sessionId);

    const refused = await client.post('/api/business/close', { password });

    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: 'This order has been paid' });
    expect(await orderNow(client, order.id)).toMatchObject({ status: 'paid' });
    expect((await client.get(`/api/dashboard/${businessId}`)).status).toBe(200);
  });
});

describe("the admin's delete of a business with a pending card order (DECISIONS.md section 24)", () => {
  it('expires its Checkout session first and cancels it, as the owner\'s close does', async () => {
    const { client, businessId } = await registerWithAccount(server, { duration: 5, bookingDate: vancouverDay(40) });
    const { order, sessionId } = await cardOrder(client);

    const deleted = await admin.delete(`/api/admin/business/${businessId}`);

    expect(deleted.status, deleted.text).toBe(200);
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect(() => standin.pay(sessionId)).toThrow(/expired/);
    expect(await server.dataSource.manager.findOneByOrFail(BillingOrder, { id: order.id })).toMatchObject({ status: 'canceled', paidAt: null });
  });

  it('one paid meanwhile: 409 "This order has been paid", the payment credited and the business left open', async () => {
    const { client, businessId } = await registerWithAccount(server, { duration: 5, bookingDate: vancouverDay(40) });
    const { order, sessionId } = await cardOrder(client);
    standin.pay(sessionId);

    const refused = await admin.delete(`/api/admin/business/${businessId}`);

    expect([refused.status, refused.json]).toEqual([409, { message: 'This order has been paid' }]);
    expect(await orderNow(client, order.id)).toMatchObject({ status: 'paid' });
    expect((await client.get(`/api/dashboard/${businessId}`)).status).toBe(200);
  });
});

/** The admin refunds the order, for the reason every test gives. */
function refundByAdmin(order: Order) {
  return admin.post(`/api/admin/orders/${order.id}/refund`, { reason: 'The business changed its plans' });
}

/** What Stripe has refunded of this payment, refund by refund. */
function refundedOf(paymentIntent: string) {
  return [...standin.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent).map((refund) => refund.amount);
}

/** The idempotency keys the app refunded this payment under, call by call. */
function refundKeysOf(paymentIntent: string) {
  return standin.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds' && request.body.payment_intent === paymentIntent).map((request) => request.idempotencyKey);
}

describe('card refunds', () => {
  it("an admin's refund goes back through Stripe under the order's key; the charge.refunded that follows changes nothing", async () => {
    const { client, businessId, order, paid, afterPayment } = await paidCardOrder();

    const refunded = await refundByAdmin(order);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.order).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    await server.jobs!.drain();
    expect(refundKeysOf(paid.payment_intent!)).toEqual([`refund-order-${order.id}`]);
    expect(refundedOf(paid.payment_intent!)).toEqual([order.totalCents]);
    const afterRefund = await bank(client, businessId);
    expect(afterRefund.totalHours).toBe(afterPayment.totalHours - 40);

    await deliver(standin.event('charge.refunded', standin.charge(paid.payment_intent!)));
    expect(await bank(client, businessId)).toEqual(afterRefund);
    expect(orderLines(afterRefund.lines, order)).toEqual([{ hours: -40, description: `Refunded: ${order.number}` }, purchase(order)]);
    expect((await orderNow(client, order.id)).status).toBe('refunded');
  });

  it("answers the admin without waiting for Stripe, and holds up no one's write meanwhile: the money goes back once Stripe answers", async () => {
    const { client, businessId, order, paid, afterPayment } = await paidCardOrder();
    const other = await business();
    const slow = standin.hold('POST', '/v1/refunds');
    try {
      const answered = refundByAdmin(order);
      const waited = await Promise.race([answered, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 10_000))]);
      expect(waited === 'still waiting' ? waited : waited.status, 'the refund answered while Stripe held its answer').toBe(200);
      expect((await bank(client, businessId)).totalHours).toBe(afterPayment.totalHours - 40);
      await slow.arrived;

      // Stripe has the refund and has not answered: another business books all the same.
      const booked = await other.client.post('/api/bookings', { businessId: other.businessId, bookingDate: vancouverDay(45), timeSlot: 'morning', duration: 4 });
      expect(booked.status, booked.text).toBe(201);
      expect(refundedOf(paid.payment_intent!)).toEqual([]);
    } finally {
      slow.release();
    }

    await server.jobs!.drain();
    expect(refundKeysOf(paid.payment_intent!)).toEqual([`refund-order-${order.id}`]);
    expect(refundedOf(paid.payment_intent!)).toEqual([order.totalCents]);
  });

  it('goes on asking while Stripe is down, and refunds once when it is back', async () => {
    const { order, paid } = await paidCardOrder();
    const outage = standin.outage();
    try {
      const refunded = await refundByAdmin(order);
      expect(refunded.status, refunded.text).toBe(200);
      await server.jobs!.drain();
      expect(refundedOf(paid.payment_intent!)).toEqual([]);
      // Its error names the order, for the admin should every attempt fail.
      const queued = await server.dataSource.manager.findBy(Job, { kind: 'refundCardPayment', state: 'queued' });
      expect(queued.map(({ lastError }) => lastError)).toEqual([expect.stringContaining(`Stripe refund of ${order.number}: `)]);
    } finally {
      outage.end();
    }

    // Stripe back, the job's retry falls due (its backoff passed).
    await server.dataSource.manager.update(Job, { kind: 'refundCardPayment', state: 'queued' }, { runAt: new Date() });
    await server.jobs!.drain();
    expect(refundedOf(paid.payment_intent!)).toEqual([order.totalCents]);
    expect(await alertsAbout(order)).toEqual([]);
  });

  it("takes a refund already made in Stripe's dashboard for the money back: the order is refunded once and nobody is alerted", async () => {
    const { client, businessId, order, paid, afterPayment } = await paidCardOrder();
    await refundInStripesDashboard(paid.payment_intent!);

    // The admin refunds before Stripe's charge.refunded arrives.
    const refunded = await refundByAdmin(order);
    expect(refunded.status, refunded.text).toBe(200);
    await server.jobs!.drain();
    await deliver(standin.event('charge.refunded', standin.charge(paid.payment_intent!)));

    expect(refundedOf(paid.payment_intent!)).toEqual([order.totalCents]);
    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(afterPayment.totalHours - 40);
    expect(orderLines(after.lines, order)).toEqual([{ hours: -40, description: `Refunded: ${order.number}` }, purchase(order)]);
    expect(await alertsAbout(order)).toEqual([]);
  });

  it('tells support once when Stripe refuses the refund for good (a charged-back payment), and asks no more', async () => {
    const { order, paid } = await paidCardOrder();
    standin.dispute(paid.payment_intent!);

    const refunded = await refundByAdmin(order);
    expect(refunded.status, refunded.text).toBe(200);

    const alerts = await alertsAbout(order);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('has been charged back');
    expect(alerts[0]!.body).toContain('the money has not gone back to the business');
    expect(refundKeysOf(paid.payment_intent!)).toHaveLength(1);
    expect(await server.dataSource.manager.findBy(Job, { kind: 'refundCardPayment', state: In(['queued', 'running', 'failed']) })).toEqual([]);
  });

  it("a refund made in Stripe's dashboard refunds a paid order whose hours are free", async () => {
    const { client, businessId, order, paid, afterPayment } = await paidCardOrder();

    await refundInStripesDashboard(paid.payment_intent!);
    await deliver(standin.event('charge.refunded', standin.charge(paid.payment_intent!)));

    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(afterPayment.totalHours - 40);
    expect(orderLines(after.lines, order)).toEqual([{ hours: -40, description: `Refunded: ${order.number}` }, purchase(order)]);
    expect(await orderNow(client, order.id)).toMatchObject({ status: 'refunded' });
  });
});

describe('a refund made in Stripe after the hours were booked', () => {
  it('takes nothing back and emails support', async () => {
    const { client, businessId, order, paid, afterPayment } = await paidCardOrder();
    // 15 complimentary hours and 40 bought: book 24 of them, so fewer than 40 are free.
    for (const [offset, duration] of [[50, 12], [51, 12]] as const) {
      const booked = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(offset), timeSlot: 'morning', duration });
      expect(booked.status, booked.text).toBe(201);
    }
    const booked = await bank(client, businessId);

    await refundInStripesDashboard(paid.payment_intent!);
    await deliver(standin.event('charge.refunded', standin.charge(paid.payment_intent!)));

    expect(await bank(client, businessId)).toEqual(booked);
    expect(booked.totalHours).toBe(afterPayment.totalHours);
    expect((await orderNow(client, order.id)).status).toBe('paid');
    expect((await server.outbox()).filter((email) => email.subject === `Billing needs a look: ${order.number}`)).toHaveLength(1);
  });
});

describe('races through several processes', () => {
  /** Two more server processes on this server's database, beside the in-process one. */
  const siblings = useSiblingProcesses(2, () => server.config.databaseUrl, () => stripeEnv);

  it('answers every delivery 200 and credits the hours once: one ledger line, one payment_event row', async () => {
    const { client, businessId } = await business();
    const { order, sessionId } = await cardOrder(client);
    const before = await bank(client, businessId);
    const event = standin.event('checkout.session.completed', standin.pay(sessionId));
    const payload = JSON.stringify(event);
    const urls = [server.url, ...siblings.urls()];

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(payload, standin.signed(payload), urls[index % urls.length])));

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 40);
    expect(orderLines(after.lines, order)).toEqual([purchase(order)]);
    expect(await server.dataSource.manager.countBy(PaymentEvent, { id: event.id })).toBe(1);
    expect((await orderNow(client, order.id)).status).toBe('paid');
  });

  it('a cancel racing the payment and its event, 20 rounds: a paid session always ends credited once with the cancel refused, an unpaid one canceled', async () => {
    const { client, businessId } = await business();
    const urls = [server.url, ...siblings.urls()];
    const start = await bank(client, businessId);
    let paidRounds = 0;

    for (let round = 0; round < 20; round += 1) {
      const { order, sessionId } = await cardOrder(client, 'Starter');
      const canceler = new ApiClient(urls[round % urls.length]!);
      canceler.restore(client.snapshot());
      const canceling = canceler.post(`/api/billing/orders/${order.id}/cancel`);
      // The buyer pays a few milliseconds into the cancel (more each round), if the page can still
      // be paid; Stripe's event then reaches another process, twice.
      const paying = (async () => {
        await new Promise((resolve) => setTimeout(resolve, (round % 10) * 3));
        if (standin.sessions.get(sessionId)!.status !== 'open') return;
        const payload = JSON.stringify(standin.event('checkout.session.completed', standin.pay(sessionId)));
        for (const delivery of [1, 2]) expect((await post(payload, standin.signed(payload), urls[(round + delivery) % urls.length])).status).toBe(200);
      })();
      const [canceled] = await Promise.all([canceling, paying]);

      const now = await orderNow(client, order.id);
      const lines = orderLines((await bank(client, businessId)).lines, order);
      if (standin.sessions.get(sessionId)!.payment_status === 'paid') {
        paidRounds += 1;
        expect(canceled.status, `round ${round}: ${canceled.text}`).toBe(409);
        expect(['This order has been paid', 'Only a pending order can be canceled']).toContain(canceled.json.message);
        expect(now.status, `round ${round}`).toBe('paid');
        expect(lines, `round ${round}`).toEqual([purchase(order, 'Starter')]);
      } else {
        expect(canceled.status, `round ${round}: ${canceled.text}`).toBe(200);
        expect(now.status, `round ${round}`).toBe('canceled');
        expect(lines, `round ${round}`).toEqual([]);
      }
    }

    expect((await bank(client, businessId)).totalHours).toBe(start.totalHours + 10 * paidRounds);
    expect(await invariantViolations(server.db)).toEqual([]);
  });
});
