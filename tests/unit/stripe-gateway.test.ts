import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway, type CheckoutRequest, type StripeGateway } from '../../src/server/areas/billing/stripe-gateway.js';
import { AppError } from '../../src/server/core/errors.js';
import { toErrorResponse } from '../../src/server/core/http/errors.js';
import { stripeClient, verifyStripeEvent } from '../../src/server/core/stripe.js';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.js';

/**
 * The real gateway, with the real SDK, against the Stripe stand-in (DECISIONS.md section 12):
 * what Checkout is asked to charge, what the webhook reads back, the refund, and the webhook's
 * signature.
 */

let standin: StripeStandin;
let gateway: StripeGateway;

beforeAll(async () => {
  standin = await startStripeStandin();
  gateway = createStripeGateway({ secretKey: standin.secretKey, apiUrl: standin.url });
});

afterAll(() => standin.close());

/** An order of the Kitchen pack: $2,960.00 and 5% GST, no PST unless told. */
function order(orderId: number, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId,
    number: `INV-2026-${String(orderId).padStart(6, '0')}`,
    packName: 'Kitchen',
    hours: 40,
    subtotalCents: 296_000,
    gstCents: 14_800,
    pstCents: 0,
    pstRateLabel: '0%',
    customerEmail: 'owner@example.com',
    successUrl: 'http://localhost:3000/dashboard/labor-bank?paid=1',
    cancelUrl: 'http://localhost:3000/dashboard/labor-bank',
    ...overrides,
  };
}

function lastRequest(method: string, path: string) {
  const found = standin.requests.filter((request) => request.method === method && request.path === path).at(-1);
  if (!found) throw new Error(`No ${method} ${path} reached the stand-in`);
  return found;
}

/** What verifyStripeEvent threw, as the REST answer would carry it. */
function refusal(verify: () => unknown) {
  try {
    verify();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return toErrorResponse(error);
  }
  throw new Error('verifyStripeEvent accepted it');
}

const INVALID_SIGNATURE = { status: 400, body: { message: 'Invalid signature' } };

describe('createStripeGateway', () => {
  it('calls nothing until it is used', async () => {
    const before = standin.requests.length;
    createStripeGateway({ secretKey: standin.secretKey, apiUrl: standin.url });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standin.requests).toHaveLength(before);
  });

  it('refuses an API URL that is not http or https', () => {
    expect(() => createStripeGateway({ secretKey: 'sk_test_x', apiUrl: 'ftp://127.0.0.1:12111' })).toThrow('STRIPE_API_URL must be an http or https URL');
  });
});

describe('createCheckoutSession', () => {
  it('asks for a CAD payment of the pack and GST lines, for the order, under the order as idempotency key', async () => {
    const session = await gateway.createCheckoutSession(order(41));

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standin.url}/pay/${session.id}`);
    const sent = lastRequest('POST', '/v1/checkout/sessions');
    expect(sent.idempotencyKey).toBe('checkout-order-41');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: '41',
      metadata: { orderId: '41', number: 'INV-2026-000041' },
      customer_email: 'owner@example.com',
      success_url: 'http://localhost:3000/dashboard/labor-bank?paid=1',
      cancel_url: 'http://localhost:3000/dashboard/labor-bank',
    });
    expect(sent.body.line_items).toEqual([
      { price_data: { currency: 'cad', unit_amount: '296000', product_data: { name: 'Kitchen (40 h), INV-2026-000041' } }, quantity: '1' },
      { price_data: { currency: 'cad', unit_amount: '14800', product_data: { name: 'GST (5%)' } }, quantity: '1' },
    ]);
    expect(standin.sessions.get(session.id)).toMatchObject({ amount_total: 296_000 + 14_800, currency: 'cad', client_reference_id: '41', payment_status: 'unpaid', status: 'open' });
  });

  it('adds a PST line when the order carries PST, and charges the three lines together', async () => {
    const session = await gateway.createCheckoutSession(order(42, { pstCents: 20_720, pstRateLabel: '7%' }));

    const lines = lastRequest('POST', '/v1/checkout/sessions').body.line_items;
    expect(lines).toEqual([
      expect.objectContaining({ price_data: expect.objectContaining({ unit_amount: '296000' }) }),
      { price_data: { currency: 'cad', unit_amount: '14800', product_data: { name: 'GST (5%)' } }, quantity: '1' },
      { price_data: { currency: 'cad', unit_amount: '20720', product_data: { name: 'PST (7%)' } }, quantity: '1' },
    ]);
    expect(standin.sessions.get(session.id)?.amount_total).toBe(296_000 + 14_800 + 20_720);
  });

  it('answers the same session to a second create for the same order', async () => {
    const first = await gateway.createCheckoutSession(order(43));
    const sessionsBefore = standin.sessions.size;

    const second = await gateway.createCheckoutSession(order(43));

    expect(second).toEqual(first);
    expect(standin.sessions.size).toBe(sessionsBefore);
    expect(lastRequest('POST', '/v1/checkout/sessions').idempotencyKey).toBe('checkout-order-43');
    // Stripe replays the first answer as it was, URL included, even once the session is paid.
    standin.pay(first.id);
    expect(await gateway.createCheckoutSession(order(43))).toEqual(first);
  });
});

describe('retrieveSession', () => {
  it('reads an open session as unpaid, then as paid with its payment intent', async () => {
    const { id } = await gateway.createCheckoutSession(order(44));

    expect(await gateway.retrieveSession(id)).toEqual({ id, orderId: 44, amountTotalCents: 310_800, currency: 'CAD', status: 'open', paid: false, paymentIntentId: null });

    standin.pay(id);

    const paid = await gateway.retrieveSession(id);
    expect(paid).toEqual({ id, orderId: 44, amountTotalCents: 310_800, currency: 'CAD', status: 'complete', paid: true, paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(lastRequest('GET', `/v1/checkout/sessions/${id}`).idempotencyKey).toBeUndefined();
  });

  it('reads a delayed payment as unpaid until it lands, and an amount that differs as charged', async () => {
    const { id } = await gateway.createCheckoutSession(order(45));

    standin.pay(id, { async: true, amountTotal: 100 });
    expect(await gateway.retrieveSession(id)).toMatchObject({ paid: false, amountTotalCents: 100, paymentIntentId: expect.stringMatching(/^pi_/) });

    standin.pay(id, { amountTotal: 100 });
    expect(await gateway.retrieveSession(id)).toMatchObject({ paid: true, amountTotalCents: 100 });
  });

  it('answers null for a session Stripe does not know, and throws any other failure', async () => {
    expect(await gateway.retrieveSession('cs_test_nothing')).toBeNull();
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', apiUrl: standin.url });
    await expect(wrongKey.retrieveSession('cs_test_nothing')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('expireSession', () => {
  it('expires an open session (null), and answers one the buyer completed first; an expired one stays expired', async () => {
    const open = await gateway.createCheckoutSession(order(50));
    expect(await gateway.expireSession(open.id)).toBeNull();
    expect(lastRequest('POST', `/v1/checkout/sessions/${open.id}/expire`)).toBeDefined();
    expect(standin.sessions.get(open.id)).toMatchObject({ status: 'expired', url: null });
    expect(await gateway.expireSession(open.id)).toBeNull();

    const paid = await gateway.createCheckoutSession(order(51));
    standin.pay(paid.id);
    expect(await gateway.expireSession(paid.id)).toMatchObject({ id: paid.id, orderId: 51, status: 'complete', paid: true });
    expect(standin.sessions.get(paid.id)).toMatchObject({ status: 'complete' });
  });

  it("throws Stripe's refusal for a session it does not know", async () => {
    await expect(gateway.expireSession('cs_test_nothing')).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('refund', () => {
  it('refunds the payment intent once, under the order as idempotency key', async () => {
    const { id } = await gateway.createCheckoutSession(order(46));
    const paymentIntentId = standin.pay(id).payment_intent!;

    const refund = await gateway.refund(paymentIntentId, 46);

    expect(refund.id).toMatch(/^re_/);
    const sent = lastRequest('POST', '/v1/refunds');
    expect(sent.idempotencyKey).toBe('refund-order-46');
    expect(sent.body).toMatchObject({ payment_intent: paymentIntentId });
    expect(standin.refunds.get(refund.id)).toMatchObject({ amount: 310_800, payment_intent: paymentIntentId });

    expect(await gateway.refund(paymentIntentId, 46)).toEqual(refund);
    expect([...standin.refunds.values()].filter((each) => each.payment_intent === paymentIntentId)).toHaveLength(1);
    expect(standin.charge(paymentIntentId)).toMatchObject({ amount_refunded: 310_800, refunded: true, payment_intent: paymentIntentId });
  });
});

describe('verifyStripeEvent (core/stripe.ts, the webhook\'s check)', () => {
  const verify = (rawBody: Buffer, header: string | undefined) => verifyStripeEvent(stripeClient({ secretKey: standin.secretKey, apiUrl: standin.url }), standin, rawBody, header);

  async function paidEvent(orderId: number) {
    const { id } = await gateway.createCheckoutSession(order(orderId));
    const payload = JSON.stringify(standin.event('checkout.session.completed', standin.pay(id)));
    return { id, payload, rawBody: Buffer.from(payload) };
  }

  it('accepts an event signed with the webhook secret', async () => {
    const { id, payload, rawBody } = await paidEvent(47);

    const event = verify(rawBody, standin.signed(payload));

    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id, object: 'checkout.session', payment_status: 'paid', client_reference_id: '47' });
  });

  it('refuses a changed body, another secret, a missing header and a signature ten minutes old', async () => {
    const { payload, rawBody } = await paidEvent(49);
    const changed = Buffer.from(payload.replace('"paid"', '"unpaid"'));

    expect(refusal(() => verify(changed, standin.signed(payload)))).toEqual(INVALID_SIGNATURE);
    expect(refusal(() => verify(rawBody, standin.signed(payload, { secret: 'whsec_someone_else' })))).toEqual(INVALID_SIGNATURE);
    expect(refusal(() => verify(rawBody, undefined))).toEqual(INVALID_SIGNATURE);
    expect(refusal(() => verify(rawBody, ''))).toEqual(INVALID_SIGNATURE);
    expect(refusal(() => verify(rawBody, 'not a signature'))).toEqual(INVALID_SIGNATURE);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(refusal(() => verify(rawBody, standin.signed(payload, { timestamp: tenMinutesAgo })))).toEqual(INVALID_SIGNATURE);
  });

  it('refuses a signature dated more than five minutes ahead, and accepts one a minute ahead (clocks differ a little)', async () => {
    const { payload, rawBody } = await paidEvent(52);
    const now = Math.floor(Date.now() / 1000);

    // Half a minute past the five: `now` is rounded down, and a loaded machine may take a second or more to verify.
    expect(refusal(() => verify(rawBody, standin.signed(payload, { timestamp: now + 330 })))).toEqual(INVALID_SIGNATURE);
    expect(refusal(() => verify(rawBody, standin.signed(payload, { timestamp: now + 3600 })))).toEqual(INVALID_SIGNATURE);
    expect(verify(rawBody, standin.signed(payload, { timestamp: now + 60 })).type).toBe('checkout.session.completed');
  });
});

describe('the Stripe stand-in', () => {
  it("refuses another secret key and unknown paths with Stripe's error shape", async () => {
    const stranger = createStripeGateway({ secretKey: 'sk_test_stranger', apiUrl: standin.url });
    await expect(stranger.retrieveSession('cs_test_any')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    const unknown = await fetch(`${standin.url}/v1/customers`, { headers: { authorization: `Bearer ${standin.secretKey}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('Unrecognized request URL (GET: /v1/customers)') } });
  });

  it('answers line items and payment intents, and refuses a reused idempotency key with other parameters', async () => {
    const stripe = new Stripe(standin.secretKey, { host: '127.0.0.1', port: new URL(standin.url).port, protocol: 'http', maxNetworkRetries: 0 });
    const { id } = await gateway.createCheckoutSession(order(48, { pstCents: 20_720, pstRateLabel: '7%' }));
    const paymentIntentId = standin.pay(id).payment_intent!;

    const items = await stripe.checkout.sessions.listLineItems(id);
    expect(items.data.map((item) => [item.description, item.amount_total])).toEqual([
      ['Kitchen (40 h), INV-2026-000048', 296_000],
      ['GST (5%)', 14_800],
      ['PST (7%)', 20_720],
    ]);
    expect(await stripe.paymentIntents.retrieve(paymentIntentId)).toMatchObject({ amount: 331_520, status: 'succeeded', metadata: { orderId: '48' } });
    await expect(gateway.createCheckoutSession(order(48, { subtotalCents: 1 }))).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('builds events as Stripe sends them', () => {
    const event = standin.event('charge.refunded', { id: 'ch_1', object: 'charge' }, 'evt_fixed');
    expect(event).toMatchObject({ id: 'evt_fixed', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } }, api_version: Stripe.API_VERSION, livemode: false });
    expect(standin.event('checkout.session.expired', {}).id).toMatch(/^evt_/);
  });
});
