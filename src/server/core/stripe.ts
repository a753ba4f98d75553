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

/** An answer of Stripe that a retry cannot change (a refused request), as opposed to a network or server failure. */
export function isFinalStripeRefusal(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError || error instanceof Stripe.errors.StripeCardError;
}

/**
 * The event Stripe signed, read from the exact bytes it sent. A missing header, a changed body,
 * another secret, a timestamp more than five minutes old or ahead, a malformed header or a body
 * that is not JSON: none is an event Stripe sent just now, and each is the same 400.
 */
export function verifyStripeEvent(stripe: Stripe, keys: Pick<StripeKeys, 'webhookSecret'>, rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event {
  if (!signatureHeader) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signatureHeader, keys.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
  // The SDK bounds only the age: a signature dated ahead would outlive the window by as long as it likes.
  const signedAt = signedAtSeconds(signatureHeader);
  if (!Number.isFinite(signedAt) || signedAt > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  return event;
}

/** The header's `t=` (Unix seconds), read as the SDK reads it: the last one wins. */
function signedAtSeconds(signatureHeader: string): number {
  let timestamp = Number.NaN;
  for (const item of signatureHeader.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/**
 * The object a signed event is about, or null: a verified event can still carry none, null or
 * something else (its signature says who sent it, not that its body is well formed).
 */
export function stripeEventObject(event: Stripe.Event): Record<string, unknown> | null {
  const object: unknown = (event.data as { object?: unknown } | undefined)?.object;
  return typeof object === 'object' && object !== null && !Array.isArray(object) ? (object as Record<string, unknown>) : null;
}

/** The event's object's id when it is a Stripe id with this prefix (`cs_`, `acct_`: Stripe's ids name their kind), else null. */
export function stripeObjectId(event: Stripe.Event, prefix: string): string | null {
  const id = stripeEventObject(event)?.id;
  return typeof id === 'string' && id.startsWith(prefix) && /^\w+$/.test(id) ? id : null;
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
