import Stripe from 'stripe';
import type { StripeKeys } from '../../core/config.js';
import { stripeClient } from '../../core/stripe.js';
import { idFrom } from '../../../common/ids.js';

/**
 * The app's only door to Stripe (DECISIONS.md section 12): a Checkout Session per order, the
 * session read back when its webhook arrives, expired when its order is canceled, a refund, and
 * the webhook's signature. Everything
 * else in billing speaks in orders and cents and never sees the SDK, so a test can put a
 * stand-in behind STRIPE_API_URL (tests/support/stripe-standin.ts) and the code is the same.
 */

/** What Checkout needs to charge one order: its amounts as the order already computed them. */
export interface CheckoutRequest {
  orderId: number;
  /** The order's number, INV-2026-000001. */
  number: string;
  packName: string;
  hours: number;
  subtotalCents: number;
  gstCents: number;
  pstCents: number;
  /** The PST rate as the invoice prints it, e.g. "7%". */
  pstRateLabel: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the buyer pays (the order's checkoutUrl). */
  url: string;
}

/** A Checkout Session as the webhook weighs it before crediting an order. */
export interface PaidSession {
  id: string;
  /** The order the session was created for (its client_reference_id), null when it names none. */
  orderId: number | null;
  amountTotalCents: number | null;
  /** Upper case, as the app writes currencies ("CAD"); Stripe answers "cad". */
  currency: string | null;
  /** open until the buyer completes it (paid, or a delayed payment on its way) or it expires. */
  status: Stripe.Checkout.Session.Status | null;
  /** payment_status === 'paid': a card payment, or a delayed one that has landed. */
  paid: boolean;
  paymentIntentId: string | null;
}

export interface StripeGateway {
  /** Payment mode, CAD, the pack line and a "GST (5%)" line (and a PST line when pstCents > 0) as price_data lines of quantity 1, client_reference_id = String(orderId), metadata {orderId, number}, customer_email. Idempotency key `checkout-order-<orderId>`. */
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** checkout.sessions.retrieve: what the webhook needs to decide (paid = payment_status === 'paid'); null when Stripe refuses to read it. */
  retrieveSession(sessionId: string): Promise<PaidSession | null>;
  /**
   * checkout.sessions.expire, so the buyer can no longer pay: null once the session is expired
   * (now or before); the session, complete, when the buyer completed it first.
   */
  expireSession(sessionId: string): Promise<PaidSession | null>;
  /** refunds.create for the payment intent, idempotency key `refund-order-<orderId>`. */
  refund(paymentIntentId: string, orderId: number): Promise<{ id: string }>;
}

/** The keys the gateway calls Stripe with (core/config.ts's StripeKeys). */
export type StripeSettings = Pick<StripeKeys, 'secretKey' | 'apiUrl'>;

/** Stripe wants ISO currency codes in lower case. */
const STRIPE_CURRENCY = 'cad';

/**
 * The SDK client and nothing more: the constructor only stores its settings (no request is made
 * until a method is called), so the app starts with PAYMENTS=stripe even while Stripe is
 * unreachable, and a start-up never costs an API call.
 */
export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = stripeClient(settings);

  async function retrieveSession(sessionId: string): Promise<PaidSession | null> {
    let session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      // A session Stripe will not read (none by that id: another account's event, a test key
      // against live data): Stripe answered, and no retry can make it readable.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
    const paymentIntent = session.payment_intent;
    return {
      id: session.id,
      orderId: idFrom(session.client_reference_id),
      amountTotalCents: session.amount_total,
      currency: session.currency === null ? null : session.currency.toUpperCase(),
      status: session.status,
      paid: session.payment_status === 'paid',
      paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    };
  }

  return {
    async createCheckoutSession(request) {
      const line = (name: string, cents: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
        price_data: { currency: STRIPE_CURRENCY, unit_amount: cents, product_data: { name } },
        quantity: 1,
      });
      // The taxes are lines of their own, not Stripe Tax: the order computed them once
      // (src/common/money.ts) and Checkout must charge exactly the invoice's total.
      const lineItems = [line(`${request.packName} (${request.hours} h), ${request.number}`, request.subtotalCents), line('GST (5%)', request.gstCents)];
      if (request.pstCents > 0) lineItems.push(line(`PST (${request.pstRateLabel})`, request.pstCents));
      const metadata = { orderId: String(request.orderId), number: request.number };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          client_reference_id: String(request.orderId),
          metadata,
          // The payment intent (and so its charge, which charge.refunded carries) names the order too,
          // for whoever reads it in Stripe's dashboard.
          payment_intent_data: { metadata },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One session per order, however often the create is retried (by the SDK after a lost
        // answer, or by the order's own idempotent replay): Stripe answers the first session again.
        { idempotencyKey: `checkout-order-${request.orderId}` },
      );
      // A payment-mode session always has a URL until it completes or expires; none means
      // Stripe answered something this code does not understand.
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    retrieveSession,

    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return null;
      } catch (error) {
        // Stripe expires only an open session, and its refusal does not say why in a field:
        // the session itself does. A session still open after the refusal is a failure to report.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await retrieveSession(sessionId);
        if (session?.status === 'expired') return null;
        if (session?.status === 'complete') return session;
        throw error;
      }
    },

    async refund(paymentIntentId, orderId) {
      // Keyed by the order: an admin's double click or a retried request refunds once.
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, metadata: { orderId: String(orderId) } },
        { idempotencyKey: `refund-order-${orderId}` },
      );
      return { id: refund.id };
    },

  };
}
