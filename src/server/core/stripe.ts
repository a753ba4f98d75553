import Stripe from 'stripe';
import type { StripeKeys } from './config.js';
import { AppError } from './errors.js';

/**
 * The official Stripe SDK as every area that calls Stripe builds it (money in's Checkout and
 * refunds, money out's Connect transfers), and the webhook's signature check, which is one
 * endpoint for both. Constructing a client makes no request, so a start-up never calls Stripe.
 */

/** Stripe's own default, written out: a signed event older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
export const INVALID_SIGNATURE = 'Invalid signature';

export function stripeClient(keys: Pick<StripeKeys, 'secretKey' | 'apiUrl'>): Stripe {
  return new Stripe(keys.secretKey, keys.apiUrl ? sdkAddress(keys.apiUrl) : undefined);
}

/**
 * The event Stripe signed, read from the exact bytes it sent. A missing header, a changed body,
 * another secret, an old timestamp, a malformed header or a body that is not JSON: none is an
 * event Stripe sent, and each is the same 400.
 */
export function verifyStripeEvent(stripe: Stripe, keys: Pick<StripeKeys, 'webhookSecret'>, rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event {
  if (!signatureHeader) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  try {
    return stripe.webhooks.constructEvent(rawBody, signatureHeader, keys.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
}

/**
 * STRIPE_API_URL as the SDK's host, port and protocol (it has no single base-URL option).
 * maxNetworkRetries is the SDK's own default, written out because these options replace the
 * defaults as a whole in the reader's mind: a lost answer is retried, under the same
 * idempotency key.
 */
function sdkAddress(apiUrl: string): Stripe.StripeConfig {
  const url = new URL(apiUrl);
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`STRIPE_API_URL must be an http or https URL, not ${apiUrl}`);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
    maxNetworkRetries: 2,
  };
}
