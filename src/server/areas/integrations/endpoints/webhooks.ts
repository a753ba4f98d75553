import { z } from 'zod';
import { createdWebhookAnswer, deletedWebhookAnswer, deliveryListAnswer, deliveryQueuedAnswer, updatedWebhookAnswer, webhookListAnswer } from '../../../../common/schemas/answers/integrations.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { createWebhookInput, DELIVERY_NOT_FOUND, TOO_MANY_WEBHOOKS, updateWebhookInput, WEBHOOK_DISABLED, WEBHOOK_NOT_FOUND, WEBHOOK_URL_MESSAGE } from '../../../../common/schemas/integrations.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { MAY } from '../../../../common/team.js';

/** A business's webhooks (DECISIONS.md section 19), for the owner: an integrator's REST resource, and the Integrations view's procedures. */

const webhookId = z.strictObject({ webhookId: entityId() });
const notFound = { 400: ID_MESSAGE, 404: WEBHOOK_NOT_FOUND };

export const createWebhook = defineEndpoint({
  procedure: { path: 'business.webhooks.create', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: createWebhookInput,
  handler: async (ctx, input) => ctx.services.webhooks.create(ctx.business, input),
  rest: {
    operationId: 'createWebhook',
    method: 'post',
    path: '/api/business/webhooks',
    status: 201,
    summary: 'Send these events to a URL, signed by the Standard Webhooks specification; the secret (whsec_…) is shown this once',
    answer: createdWebhookAnswer,
    errors: { 400: `${WEBHOOK_URL_MESSAGE} (errors.url), or events that are not a list of event types or ["*"]`, 409: TOO_MANY_WEBHOOKS },
    reply: (created) => ({ success: true, ...created }),
  },
});

export const listWebhooks = defineEndpoint({
  procedure: { path: 'business.webhooks.list', type: 'query' },
  access: { business: MAY.runTheBusiness },
  handler: (ctx) => ctx.services.webhooks.list(ctx.business),
  rest: { operationId: 'listWebhooks', method: 'get', path: '/api/business/webhooks', summary: "The business's webhooks, without their secrets", answer: webhookListAnswer, reply: (webhooks) => ({ webhooks }) },
});

export const updateWebhook = defineEndpoint({
  procedure: { path: 'business.webhooks.update', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: updateWebhookInput.extend(webhookId.shape),
  handler: (ctx, { webhookId: id, ...change }) => ctx.services.webhooks.update(ctx.business, id, change),
  rest: {
    operationId: 'updateWebhook',
    method: 'patch',
    path: '/api/business/webhooks/{id}',
    summary: 'Change the URL or the events, or disable or enable a webhook (enabled again, it receives the events from then on)',
    answer: updatedWebhookAnswer,
    errors: { 400: `${WEBHOOK_URL_MESSAGE} (errors.url), or a field's own message`, 404: WEBHOOK_NOT_FOUND },
    input: (request) => ({ webhookId: request.id('id'), ...request.parse(updateWebhookInput, request.body) }),
    reply: (webhook) => ({ success: true, webhook }),
  },
});

export const deleteWebhook = defineEndpoint({
  procedure: { path: 'business.webhooks.remove', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: webhookId,
  handler: (ctx, input) => ctx.services.webhooks.remove(ctx.business, input.webhookId),
  rest: {
    operationId: 'deleteWebhook',
    method: 'delete',
    path: '/api/business/webhooks/{id}',
    summary: 'Delete a webhook and its deliveries',
    answer: deletedWebhookAnswer,
    errors: notFound,
    input: (request) => ({ webhookId: request.id('id') }),
    reply: () => ({ success: true }),
  },
});

export const listDeliveries = defineEndpoint({
  procedure: { path: 'business.webhooks.deliveries', type: 'query' },
  access: { business: MAY.runTheBusiness },
  input: webhookId,
  handler: (ctx, input) => ctx.services.webhooks.deliveries(ctx.business, input.webhookId),
  rest: {
    operationId: 'listWebhookDeliveries',
    method: 'get',
    path: '/api/business/webhooks/{id}/deliveries',
    summary: "The webhook's deliveries of the last 30 days, newest first: eventId is the webhook-id each carries",
    answer: deliveryListAnswer,
    errors: notFound,
    input: (request) => ({ webhookId: request.id('id') }),
    reply: (deliveries) => ({ deliveries }),
  },
});

export const retryDelivery = defineEndpoint({
  procedure: { path: 'business.webhooks.retryDelivery', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: z.strictObject({ webhookId: entityId(), deliveryId: entityId() }),
  handler: (ctx, input) => ctx.services.webhooks.retry(ctx.business, input.webhookId, input.deliveryId),
  rest: {
    operationId: 'retryWebhookDelivery',
    method: 'post',
    path: '/api/business/webhooks/{id}/deliveries/{deliveryId}/retry',
    status: 202,
    summary: 'One more attempt of the delivery now, with the same webhook-id, whatever its status',
    answer: deliveryQueuedAnswer,
    errors: { 400: ID_MESSAGE, 404: `${WEBHOOK_NOT_FOUND} | ${DELIVERY_NOT_FOUND}`, 409: WEBHOOK_DISABLED },
    input: (request) => ({ webhookId: request.id('id'), deliveryId: request.id('deliveryId') }),
    reply: (delivery) => ({ success: true, delivery }),
  },
});

export const sendTestEvent = defineEndpoint({
  procedure: { path: 'business.webhooks.sendTest', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: webhookId,
  handler: (ctx, input) => ctx.services.webhooks.sendTest(ctx.business, input.webhookId),
  rest: {
    operationId: 'sendWebhookTest',
    method: 'post',
    path: '/api/business/webhooks/{id}/test',
    status: 202,
    summary: 'Send a webhook.test event (data {}) to this webhook alone, whatever its events: a delivery like any other, but no event of the feed',
    answer: deliveryQueuedAnswer,
    errors: { ...notFound, 409: WEBHOOK_DISABLED },
    input: (request) => ({ webhookId: request.id('id') }),
    reply: (delivery) => ({ success: true, delivery }),
  },
});
