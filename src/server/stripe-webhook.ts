import express, { Router } from 'express';
import { CARD_PAYMENTS_OFF } from './areas/billing/index.js';
import type { StripeKeys } from './core/config.js';
import { AppError } from './core/errors.js';
import { handle } from './core/http/rest-handler.js';
import { stripeClient, verifyStripeEvent } from './core/stripe.js';
import type { Services } from './services.js';
import { areaDescriptors } from './areas.js';
import type { AreaDescriptor } from './core/endpoints/area.js';

/** The largest webhook body read: Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '512kb';

/** The area that claims an event's type (account.updated: payouts), else the one that takes every other type (billing). */
function handlerOf(type: string) {
  const claims = (area: AreaDescriptor) => Array.isArray(area.stripeEvents?.types) && area.stripeEvents.types.includes(type);
  return (areaDescriptors.find(claims) ?? areaDescriptors.find((area) => area.stripeEvents?.types === 'every other type'))?.stripeEvents?.handle;
}

/**
 * POST /api/webhooks/stripe: one endpoint for money in's Checkout events and money out's
 * Connect events, so it is composed here, above the areas, each event handed to the area whose
 * descriptor claims its type. Mounted before the JSON parser:
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
      await handlerOf(event.type)?.(services, event);
      res.json({ received: true });
    }),
  );
  return routes;
}
