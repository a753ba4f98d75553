import { readFileSync } from 'node:fs';
import autocannon, { type Options, type Result } from 'autocannon';
import type { StandinSession, StripeStandin } from '../../tests/support/stripe-standin.js';
import { BENCH_PASSWORD, BUSINESSES, CARD_ORDERS, type SeededCardOrder } from './seed.js';

/**
 * The two billing loads of `npm run bench` (DECISIONS.md section 12), set up from the seed:
 * businesses signed in to buy hours, and the seeded card orders' Checkout sessions paid at the
 * Stripe stand-in (tests/support/stripe-standin.ts), each with its signed
 * `checkout.session.completed` event, so that every event of the webhook load is a first
 * delivery that credits one pending order.
 */

/** One request of a fixed stream: each is sent once. */
export interface OneRequest {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A load's requests/s, latency (ms) and failures, as the bench reports them. */
export interface StreamFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** The CPU time the serving processes spent on each request (Linux; when their pids were given). */
  cpuMicrosPerRequest?: number | undefined;
}

/**
 * An autocannon run and what the bench reports of it. A fixed stream's (`amount`) requests a
 * second are counted up to its last answer: autocannon ends a run only on its next whole second
 * (a stream of 750 answered in 1.2 s or in 1.9 s both took it "2 s").
 */
export async function measuredRun(options: Options, pids: number[] = []): Promise<StreamFigures> {
  const cpuBefore = cpuMicros(pids);
  const started = performance.now();
  let lastAnswer = started;
  const run = autocannon(options);
  run.on('response', () => (lastAnswer = performance.now()));
  const result = await run;
  const cpuAfter = cpuMicros(pids);
  const figures = figuresOf(result, options.amount === undefined ? result.duration : (lastAnswer - started) / 1000);
  const cpuMicrosPerRequest = pids.length > 0 && cpuBefore !== undefined && cpuAfter !== undefined && figures.total > 0 ? (cpuAfter - cpuBefore) / figures.total : undefined;
  return { ...figures, cpuMicrosPerRequest };
}

/**
 * POSTs `pick(n)` as the n-th request, `connections` at a time, for `amount` requests or for
 * `seconds`; with `pids`, the serving processes, the CPU they spent a request too.
 */
export function sendPosts(url: string, pick: (n: number) => OneRequest, connections: number, until: { amount: number } | { seconds: number }, pids: number[] = []): Promise<StreamFigures> {
  let sent = 0;
  return measuredRun({
    url,
    connections,
    ...('amount' in until ? { amount: until.amount } : { duration: until.seconds }),
    method: 'POST',
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const next = pick(sent);
          sent += 1;
          return { ...request, path: next.path, headers: { ...request.headers, ...next.headers }, ...(next.body === undefined ? {} : { body: next.body }) };
        },
      },
    ],
  }, pids);
}

/** What the bench reports of an autocannon run whose answers took `seconds` (the run's own time, for a timed load). */
export function figuresOf(result: Result, seconds = result.duration): StreamFigures {
  return {
    requestsPerSecond: seconds > 0 ? Math.round(result.requests.total / seconds) : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Businesses that buy hours in the order load: past the seed's pending card orders (those of
 * businesses 1 to CARD_ORDERS, which the webhook load pays), spread over the rest. A business may
 * hold only MAX_PENDING_ORDERS unpaid orders (the app refuses the next one with 409), so the load
 * is a fixed number of orders, that many per buyer.
 */
export const BUYERS = 400;

/** The cookie of each buying business, signed in as a business by /api/mobile/login, 10 at a time. */
export async function signInBuyers(url: string): Promise<{ businessId: number; cookie: string }[]> {
  const ids = Array.from({ length: BUYERS }, (_, index) => CARD_ORDERS + 1 + index * Math.floor((BUSINESSES - CARD_ORDERS) / BUYERS));
  const buyers: { businessId: number; cookie: string }[] = [];
  for (let start = 0; start < ids.length; start += 10) {
    const signedIn = await Promise.all(
      ids.slice(start, start + 10).map(async (businessId) => {
        const response = await fetch(new URL('/api/mobile/login', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `owner${businessId}`, password: BENCH_PASSWORD }),
        });
        if (response.status !== 200) throw new Error(`owner${businessId} login failed: ${response.status} ${await response.text()}`);
        return { businessId, cookie: response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') };
      }),
    );
    buyers.push(...signedIn);
  }
  return buyers;
}

/** The app's (and the floor's) Stripe settings for the stand-in: its key, its webhook secret, its address. */
export function stripeEnv(standin: StripeStandin): Record<string, string> {
  return { STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_URL: standin.url };
}

/**
 * The seeded orders' Checkout sessions, made known to the stand-in as the app would have created
 * them (open, for the order's total, naming the order) and then paid by the buyer there.
 */
export function paySeededSessions(standin: StripeStandin, orders: SeededCardOrder[]): StandinSession[] {
  const now = Math.floor(Date.now() / 1000);
  return orders.map(({ orderId, sessionId, totalCents }) => {
    standin.sessions.set(sessionId, {
      id: sessionId,
      object: 'checkout.session',
      url: `${standin.url}/pay/${sessionId}`,
      amount_subtotal: totalCents,
      amount_total: totalCents,
      currency: 'cad',
      client_reference_id: String(orderId),
      metadata: { orderId: String(orderId) },
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      mode: 'payment',
      customer_email: null,
      success_url: null,
      cancel_url: null,
      created: now,
      expires_at: now + 86_400,
      livemode: false,
    });
    return standin.pay(sessionId);
  });
}

/** Each session's `checkout.session.completed`, a distinct event, signed now with the webhook secret (valid for Stripe's 5 minutes). */
export function signedCompletions(standin: StripeStandin, sessions: StandinSession[], path: string): OneRequest[] {
  return sessions.map((session) => {
    const body = JSON.stringify(standin.event('checkout.session.completed', session));
    return { path, headers: { 'content-type': 'application/json', 'stripe-signature': standin.signed(body) }, body };
  });
}

/**
 * The user and system CPU time the processes have used, in microseconds (/proc counts it in
 * clock ticks of 10 ms; a load of seconds spans hundreds of them). Undefined off Linux.
 */
export function cpuMicros(pids: number[]): number | undefined {
  try {
    return pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10_000;
    }, 0);
  } catch {
    return undefined;
  }
}
