import express, { Router } from 'express';
import { z } from 'zod';
import { CARD_PAYMENTS_OFF, CARD_PAYMENTS_UNAVAILABLE } from './areas/billing/index.js';
import type { StripeKeys } from './core/config.js';
import { AppError } from './core/errors.js';
import type { Operation } from './core/http/openapi-operation.js';
import { handle } from './core/http/rest-handler.js';
import { stripeClient, verifyStripeEvent } from './core/stripe.js';
import type { Services } from './services.js';
import { areaDescriptors } from './areas.js';
import type { AreaDescriptor } from './core/endpoints/area.js';

/** The largest webhook body read: Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '512kb';

const receivedAnswer = z.strictObject({ received: z.literal(true) });

/** The webhook's group in the OpenAPI document: it belongs to no one area (the areas' stripeEvents share it). */
export const STRIPE_WEBHOOK_TAG = { name: 'Stripe webhook', description: 'Where Stripe sends its events, when card payments are on (PAYMENTS=stripe). Stripe calls it; an integrator never does.' };

/** The webhook's entry in the OpenAPI document, beside its route: both are composed here, above the areas. */
export const stripeWebhookOperation: Operation = {
  operationId: 'receiveStripeEvent',
  method: 'post',
  path: '/api/webhooks/stripe',
  summary:
    'Stripe webhook (PAYMENTS=stripe): Stripe-Signature verified over the raw body; each event id handled once; every verified event answers 200 (one that can never be acted on, such as an unknown session or a null object, alerts support)',
  tag: STRIPE_WEBHOOK_TAG.name,
  access: 'anyone',
  answer: receivedAnswer,
  errors: {
    400: 'Invalid signature (also a signature timestamp more than 5 minutes old or ahead)',
    404: CARD_PAYMENTS_OFF,
    503: `${CARD_PAYMENTS_UNAVAILABLE} (Stripe could not be reached to read the session back: it delivers the event again)`,
  },
};

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
      res.json({ received: true } satisfies z.output<typeof receivedAnswer>);
    }),
  );
  return routes;
}
