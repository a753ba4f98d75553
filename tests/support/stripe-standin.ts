import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe, played locally: the few API calls the app makes (DECISIONS.md section 12) answered by
 * an HTTP server on 127.0.0.1, so the real SDK, in a test or in an app process started with
 * STRIPE_API_URL=<url>, works with no network. It keeps what Stripe would keep (sessions,
 * payment intents, refunds, idempotency keys) and lets a test play the buyer (`pay`, `expire`)
 * and Stripe's webhook (`event`, `signed`). What it does not play: the hosted payment page
 * (GET /pay/<id> is a placeholder), webhook delivery (the test POSTs the event itself), and
 * every parameter the app does not send.
 */

/** A form-encoded body as Stripe reads it: `a[b][0][c]=v` → `{a: {b: [{c: 'v'}]}}`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface StandinRequest {
  method: string;
  /** The path without its query, e.g. /v1/checkout/sessions. */
  path: string;
  query: FormObject;
  idempotencyKey: string | undefined;
  /** The parsed form body ({} for a GET). */
  body: FormObject;
}

export interface StandinLineItem {
  id: string;
  object: 'item';
  description: string;
  quantity: number;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  price: { id: string; object: 'price'; currency: string; unit_amount: number; product: string };
}

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  /** Present while the session is open, as at Stripe: null once complete or expired. */
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  mode: string;
  customer_email: string | null;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StandinPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'processing' | 'succeeded';
  metadata: Record<string, string>;
  latest_charge: string;
  created: number;
  livemode: false;
}

export interface StandinRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** A refunded (or not) charge, the object of a charge.refunded event. */
export interface StandinCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A Connect Express account (money out): payouts_enabled once the chef finished onboarding (`onboard`). */
export interface StandinAccount {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  created: number;
}

export interface StandinTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
  created: number;
}

export interface StandinEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface StripeStandin {
  /** http://127.0.0.1:<port>: the app's STRIPE_API_URL. */
  url: string;
  /** The key the stand-in accepts (the app's STRIPE_SECRET_KEY); any other is 401. */
  secretKey: string;
  /** The app's STRIPE_WEBHOOK_SECRET: what `signed` signs with. */
  webhookSecret: string;
  /** Every request that arrived, in order, refused ones included. */
  requests: StandinRequest[];
  sessions: Map<string, StandinSession>;
  paymentIntents: Map<string, StandinPaymentIntent>;
  refunds: Map<string, StandinRefund>;
  accounts: Map<string, StandinAccount>;
  transfers: Map<string, StandinTransfer>;
  /** The chef finishes Stripe's onboarding: the account can be paid. Answers the account. */
  onboard(accountId: string): StandinAccount;
  /** The next transfer to this account is refused (as Stripe refuses one to an account it restricted). */
  refuseTransfersTo(accountId: string): void;
  /** The cardholder's bank takes the payment back: its charge can no longer be refunded (charge_disputed). */
  dispute(paymentIntentId: string): void;
  /**
   * Stripe slow at the wrong moment: the next request to this method and path is recorded, then
   * answered only once the test calls `release`; `arrived` settles when it comes in. With
   * `answered`, the answer is made when the request arrives (what Stripe read then) and only its
   * way back is slow.
   */
  hold(method: string, path: string, options?: { answered?: boolean }): { arrived: Promise<void>; release(): void };
  /** Stripe failing: every API request answers 500 (api_error, which the SDK retries, then throws) until `end` is called. */
  outage(): { end(): void };
  /**
   * The buyer pays: the session becomes complete and paid, with a payment intent 'pi_…' for its
   * amount. `amountTotal` changes what was charged (a session whose amount differs from the
   * order's). `async: true` is a delayed payment method: complete but still unpaid (its intent
   * processing), as at checkout.session.completed before checkout.session.async_payment_succeeded;
   * a later `pay` without it lands the payment. Answers the session as it now is.
   */
  pay(sessionId: string, options?: { amountTotal?: number; async?: boolean }): StandinSession;
  /** The session times out unpaid (status 'expired'), for checkout.session.expired; as at Stripe, only an open session can. */
  expire(sessionId: string): StandinSession;
  /** The payment intent's charge with what has been refunded of it, for charge.refunded. */
  charge(paymentIntentId: string): StandinCharge;
  /** An event as Stripe would send it; `object` is copied, so later changes do not reach it. */
  event(type: string, object: unknown, id?: string): StandinEvent;
  /** The Stripe-Signature header for `payload` (now, with the webhook secret, unless told otherwise). */
  signed(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

export async function startStripeStandin(options: { secretKey?: string; webhookSecret?: string } = {}): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? `sk_test_standin_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_standin_${randomBytes(16).toString('hex')}`;
  const requests: StandinRequest[] = [];
  const sessions = new Map<string, StandinSession>();
  const lineItems = new Map<string, StandinLineItem[]>();
  /** payment_intent_data[metadata] of each session, given to its payment intent when paid. */
  const intentMetadata = new Map<string, Record<string, string>>();
  const paymentIntents = new Map<string, StandinPaymentIntent>();
  const refunds = new Map<string, StandinRefund>();
  const accounts = new Map<string, StandinAccount>();
  const transfers = new Map<string, StandinTransfer>();
  const refusingTransfers = new Set<string>();
  const disputedIntents = new Set<string>();
  const holds: { request: string; answered: boolean; arrive: () => void; released: Promise<void> }[] = [];
  let failing = false;
  /** Idempotency-Key → the first request's method, path and body, and the answer it got. */
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  let url = '';

  function createSession(body: FormObject): Answer {
    const mode = text(body.mode);
    const lines = list(body.line_items);
    if (!mode) return missingParam('mode');
    if (lines.length === 0) return missingParam('line_items');
    const id = `cs_test_${token()}`;
    const items: StandinLineItem[] = [];
    for (const [index, value] of lines.entries()) {
      const lineItem = record(value);
      const priceData = record(lineItem.price_data);
      const unitAmount = Number(text(priceData.unit_amount));
      const quantity = Number(text(lineItem.quantity) ?? '1');
      const currency = text(priceData.currency);
      const name = text(record(priceData.product_data).name);
      if (!Number.isSafeInteger(unitAmount) || unitAmount < 0 || !Number.isSafeInteger(quantity) || quantity < 1 || !currency || !name) {
        return stripeError(400, `Invalid line_items[${index}]: price_data needs currency, unit_amount and product_data[name], and quantity a positive integer.`, { param: `line_items[${index}]` });
      }
      items.push({
        id: `li_${token()}`,
        object: 'item',
        description: name,
        quantity,
        amount_subtotal: unitAmount * quantity,
        amount_total: unitAmount * quantity,
        currency,
        price: { id: `price_${token()}`, object: 'price', currency, unit_amount: unitAmount, product: `prod_${token()}` },
      });
    }
    const currencies = new Set(items.map((item) => item.currency));
    if (currencies.size > 1) return stripeError(400, 'All line_items must use the same currency.', { param: 'line_items' });
    const amount = items.reduce((sum, item) => sum + item.amount_total, 0);
    const created = nowSeconds();
    const session: StandinSession = {
      id,
      object: 'checkout.session',
      url: `${url}/pay/${id}`,
      amount_subtotal: amount,
      amount_total: amount,
      currency: items[0]!.currency,
      client_reference_id: text(body.client_reference_id) ?? null,
      metadata: strings(body.metadata),
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      mode,
      customer_email: text(body.customer_email) ?? null,
      success_url: text(body.success_url) ?? null,
      cancel_url: text(body.cancel_url) ?? null,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
    };
    sessions.set(id, session);
    lineItems.set(id, items);
    intentMetadata.set(id, strings(record(body.payment_intent_data).metadata));
    return ok(session);
  }

  /** POST /v1/checkout/sessions/{id}/expire: only an open session expires; Stripe refuses a complete or expired one with this 400. */
  function expireSession(sessionId: string): Answer {
    const session = sessions.get(sessionId);
    if (!session) return stripeError(404, `No such checkout.session: '${sessionId}'`, { param: 'session', code: 'resource_missing' });
    if (session.status !== 'open') return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`);
    session.status = 'expired';
    session.url = null;
    return ok(session);
  }

  function createRefund(body: FormObject): Answer {
    const paymentIntentId = text(body.payment_intent);
    if (!paymentIntentId) return missingParam('payment_intent');
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) return stripeError(400, `No such payment_intent: '${paymentIntentId}'`, { param: 'payment_intent', code: 'resource_missing' });
    if (intent.status !== 'succeeded') return stripeError(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: 'payment_intent' });
    if (disputedIntents.has(intent.id)) return stripeError(400, `Charge ${intent.latest_charge} has been charged back; cannot issue a refund.`, { code: 'charge_disputed' });
    const remaining = intent.amount_received - refundedOf(intent.id);
    const amount = body.amount === undefined ? remaining : Number(text(body.amount));
    if (remaining === 0) return stripeError(400, `Charge ${intent.latest_charge} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining) {
      return stripeError(400, `Refund amount (${String(amount)}) is greater than unrefunded amount on charge (${remaining}).`, { param: 'amount', code: 'amount_too_large' });
    }
    const refund: StandinRefund = {
      id: `re_${token()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      metadata: strings(body.metadata),
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    return ok(refund);
  }

  function refundedOf(paymentIntentId: string): number {
    let sum = 0;
    for (const refund of refunds.values()) if (refund.payment_intent === paymentIntentId) sum += refund.amount;
    return sum;
  }

  function createAccount(body: FormObject): Answer {
    if (text(body.type) !== 'express') return stripeError(400, 'Only Express accounts are played by the stand-in.', { param: 'type' });
    const account: StandinAccount = {
      id: `acct_${token()}`,
      object: 'account',
      type: 'express',
      country: text(body.country) ?? 'CA',
      email: text(body.email) ?? null,
      payouts_enabled: false,
      charges_enabled: false,
      details_submitted: false,
      metadata: strings(body.metadata),
      created: nowSeconds(),
    };
    accounts.set(account.id, account);
    return ok(account);
  }

  function createAccountLink(body: FormObject): Answer {
    const account = text(body.account);
    if (!account || !accounts.has(account)) return stripeError(400, `No such account: '${account ?? ''}'`, { param: 'account', code: 'resource_missing' });
    return ok({ object: 'account_link', url: `${url}/onboard/${account}`, created: nowSeconds(), expires_at: nowSeconds() + 300 });
  }

  function createTransfer(body: FormObject): Answer {
    const destination = text(body.destination);
    const amount = Number(text(body.amount));
    const account = destination === undefined ? undefined : accounts.get(destination);
    if (!account) return stripeError(400, `No such destination: '${destination ?? ''}'`, { param: 'destination', code: 'resource_missing' });
    if (refusingTransfers.has(account.id) || !account.payouts_enabled) {
      refusingTransfers.delete(account.id);
      return stripeError(400, `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`, { param: 'destination', code: 'insufficient_capabilities_for_transfer' });
    }
    if (!Number.isSafeInteger(amount) || amount < 1) return stripeError(400, 'Invalid positive integer', { param: 'amount' });
    const transfer: StandinTransfer = { id: `tr_${token()}`, object: 'transfer', amount, currency: text(body.currency) ?? 'cad', destination: account.id, metadata: strings(body.metadata), created: nowSeconds() };
    transfers.set(transfer.id, transfer);
    return ok(transfer);
  }

  function route(method: string, path: string, body: FormObject): Answer {
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/accounts') return createAccount(body);
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(body);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(body);
    if (method === 'GET' && account) {
      const found = accounts.get(decodeURIComponent(account[1]!));
      return found ? ok(found) : stripeError(404, `No such account: '${account[1]!}'`, { param: 'account', code: 'resource_missing' });
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/line_items)?$/.exec(path);
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'POST' && expiring) return expireSession(decodeURIComponent(expiring[1]!));
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'GET' && session) {
      const id = decodeURIComponent(session[1]!);
      const found = sessions.get(id);
      if (!found) return stripeError(404, `No such checkout.session: '${id}'`, { param: 'session', code: 'resource_missing' });
      if (!session[2]) return ok(found);
      const data = lineItems.get(id)!;
      return ok({ object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${id}/line_items` });
    }
    if (method === 'GET' && intent) {
      const id = decodeURIComponent(intent[1]!);
      const found = paymentIntents.get(id);
      return found ? ok(found) : stripeError(404, `No such payment_intent: '${id}'`, { param: 'intent', code: 'resource_missing' });
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', 'http://standin');
      const method = req.method ?? 'GET';
      const idempotencyKey = header(req, 'idempotency-key');
      const body = parseForm(raw);
      requests.push({ method, path: target.pathname, query: parseForm(target.search.slice(1)), idempotencyKey, body });
      const held = holds.findIndex((hold) => hold.request === `${method} ${target.pathname}`);
      if (held >= 0) {
        const [hold] = holds.splice(held, 1);
        hold!.arrive();
        if (hold!.answered) {
          // Every answer below ends with one res.end: made now, sent on release.
          const end = res.end.bind(res) as (chunk: string) => void;
          res.end = ((chunk: string) => {
            void hold!.released.then(() => end(chunk));
            return res;
          }) as typeof res.end;
        } else {
          await hold!.released;
        }
      }

      const page = /^\/pay\/([^/]+)$/.exec(target.pathname);
      if (method === 'GET' && page) return sendPage(res, sessions.get(decodeURIComponent(page[1]!)));

      if (failing) return send(res, stripeError(500, 'An unknown error occurred (the Stripe stand-in is playing an outage).', { type: 'api_error' }));
      if (header(req, 'authorization') !== `Bearer ${secretKey}`) {
        return send(res, stripeError(401, 'Invalid API Key provided. The Stripe stand-in accepts only its own secretKey.'));
      }
      if (method === 'POST' && idempotencyKey !== undefined) {
        // Like Stripe: the first answer to a key is the answer to every repeat with the same
        // parameters, and a repeat with other parameters is refused. As at Stripe, a request
        // refused for its parameters leaves no answer behind to replay.
        const fingerprint = `${method} ${target.pathname} ${raw}`;
        const first = idempotent.get(idempotencyKey);
        if (first) {
          if (first.request !== fingerprint) {
            const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
            return send(res, stripeError(400, message, { type: 'idempotency_error' }), idempotencyKey);
          }
          return send(res, first.answer, idempotencyKey, true);
        }
        const answer = route(method, target.pathname, body);
        if (answer.status < 400) idempotent.set(idempotencyKey, { request: fingerprint, answer });
        return send(res, answer, idempotencyKey);
      }
      return send(res, route(method, target.pathname, body), idempotencyKey);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sessionNamed(sessionId: string): StandinSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The Stripe stand-in has no session ${sessionId}`);
    return session;
  }

  return {
    url,
    secretKey,
    webhookSecret,
    requests,
    sessions,
    paymentIntents,
    refunds,
    accounts,
    transfers,

    onboard(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`The Stripe stand-in has no account ${accountId}`);
      Object.assign(account, { payouts_enabled: true, charges_enabled: true, details_submitted: true });
      return account;
    },

    refuseTransfersTo(accountId) {
      refusingTransfers.add(accountId);
    },

    dispute(paymentIntentId) {
      disputedIntents.add(paymentIntentId);
    },

    outage() {
      failing = true;
      return { end: () => (failing = false) };
    },

    hold(method, path, { answered = false } = {}) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ request: `${method} ${path}`, answered, arrive, released });
      return { arrived, release };
    },

    pay(sessionId, { amountTotal, async = false } = {}) {
      const session = sessionNamed(sessionId);
      if (session.status === 'expired') throw new Error(`Session ${sessionId} has expired: it cannot be paid`);
      if (amountTotal !== undefined) session.amount_total = amountTotal;
      const existing = session.payment_intent === null ? undefined : paymentIntents.get(session.payment_intent);
      const status = async ? 'processing' : 'succeeded';
      const intent: StandinPaymentIntent = existing ?? {
        id: `pi_${token()}`,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: 0,
        currency: session.currency,
        status,
        metadata: intentMetadata.get(sessionId) ?? {},
        latest_charge: `ch_${token()}`,
        created: nowSeconds(),
        livemode: false,
      };
      intent.amount = session.amount_total;
      intent.status = status;
      intent.amount_received = async ? 0 : session.amount_total;
      paymentIntents.set(intent.id, intent);
      session.payment_intent = intent.id;
      session.status = 'complete';
      session.payment_status = async ? 'unpaid' : 'paid';
      session.url = null;
      return session;
    },

    expire(sessionId) {
      const answer = expireSession(sessionNamed(sessionId).id);
      if (answer.status !== 200) throw new Error(`Session ${sessionId} cannot expire: ${answer.json}`);
      return sessionNamed(sessionId);
    },

    charge(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`The Stripe stand-in has no payment intent ${paymentIntentId}`);
      const amountRefunded = refundedOf(intent.id);
      return {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount_received,
        amount_refunded: amountRefunded,
        refunded: amountRefunded > 0 && amountRefunded >= intent.amount_received,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: intent.metadata,
        created: intent.created,
        livemode: false,
      };
    },

    event(type, object, id) {
      return {
        id: id ?? `evt_${token()}`,
        object: 'event',
        type,
        created: nowSeconds(),
        data: { object: structuredClone(object) },
        api_version: Stripe.API_VERSION,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
    },

    signed(payload, { timestamp, secret } = {}) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret: secret ?? webhookSecret, timestamp });
    },

    async close() {
      // The SDK keeps its connections alive; without this, close() would wait for them to idle out.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** An answer, its body already JSON: a replay under an idempotency key answers the object as it was then. */
interface Answer {
  status: number;
  json: string;
}

function ok(body: unknown): Answer {
  return { status: 200, json: JSON.stringify(body) };
}

/** Stripe's error shape: `{error: {type, message, code?, param?}}`. */
function stripeError(status: number, message: string, { param, code, type = 'invalid_request_error' }: { param?: string; code?: string; type?: string } = {}): Answer {
  return { status, json: JSON.stringify({ error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } }) };
}

function missingParam(param: string): Answer {
  return stripeError(400, `Missing required param: ${param}.`, { param, code: 'parameter_missing' });
}

function send(res: ServerResponse, answer: Answer, idempotencyKey?: string, replayed = false): void {
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': `req_${token()}`,
    ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
  res.end(answer.json);
}

/** Where the session's URL leads a browser: not a payment page, only proof of arrival. */
function sendPage(res: ServerResponse, session: StandinSession | undefined): void {
  const status = session ? 200 : 404;
  const text = session ? `Stripe stand-in: checkout session ${session.id}, ${session.amount_total} ${session.currency}, ${session.status}` : 'Stripe stand-in: no such checkout session';
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Stripe stand-in</title><h1>${text}</h1>`);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A form (or query) string with Stripe's nested keys: `line_items[0][price_data][unit_amount]=790`
 * and `expand[]=x`. Levels whose keys are all indices become arrays.
 */
export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const segments = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = segments ? [segments[1]!, ...[...segments[2]!.matchAll(/\[([^[\]]*)\]/g)].map((match) => match[1]!)] : [key];
    let level: FormObject = root;
    for (const [index, segment] of path.entries()) {
      const name = segment === '' ? String(Object.keys(level).length) : segment;
      if (index === path.length - 1) {
        level[name] = value;
      } else {
        const next = level[name];
        if (typeof next !== 'object' || Array.isArray(next)) level[name] = {};
        level = level[name] as FormObject;
      }
    }
  }
  return arraysOf(root) as FormObject;
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key]!)] as const);
  const indexed = keys.length > 0 && keys.every((key, position) => key === String(position));
  return indexed ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

function record(value: FormValue | undefined): FormObject {
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function strings(value: FormValue | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, item] of Object.entries(record(value))) if (typeof item === 'string') result[key] = item;
  return result;
}

function token(): string {
  return randomBytes(12).toString('hex');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
