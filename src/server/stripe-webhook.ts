import express, { Router } from 'express';
import { CARD_PAYMENTS_OFF } from './areas/billing/index.js';
import type { StripeKeys } from './core/config.js';
import { AppError } from './core/errors.js';
import { handle } from './core/http/rest-handler.js';
import { stripeClient, verifyStripeEvent } from './core/stripe.js';
import type { Services } from './services.js';

/** The largest webhook body read: Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '512kb';

/**
 * POST /api/webhooks/stripe: one endpoint for money in's Checkout events and money out's
 * Connect events, so it is composed here, above both areas. Mounted before the JSON parser:
 * the signature is over the exact bytes Stripe sent, so the body is read raw. No session and
 * no Origin: the signature is the whole of its authentication. Without Stripe's keys it is 404.
 */
export function stripeWebhookRoute(services: Services, keys: StripeKeys | undefined): Router {
  const stripe = keys ? stripeClient(keys) : null;
  const routes = Router();
  routes.post(
    '/api/webhooks/stripe',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    handle(async (req, res) => {
      if (!stripe || !keys) throw new AppError('NOT_FOUND', CARD_PAYMENTS_OFF);
      const event = verifyStripeEvent(stripe, keys, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature'));
      // Every event whose signature verifies is answered 200, whether it changed something or not.
      if (event.type === 'account.updated') await services.payoutAccounts.accountUpdated(event);
      else await services.billing.handleStripeEvent(event);
      res.json({ received: true });
    }),
  );
  return routes;
}
