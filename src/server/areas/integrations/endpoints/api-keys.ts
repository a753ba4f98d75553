import { z } from 'zod';
import { apiKeyListAnswer, createdApiKeyAnswer, revokedApiKeyAnswer } from '../../../../common/schemas/answers/integrations.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { API_KEY_NOT_FOUND, API_KEY_ROLE_MESSAGE, createApiKeyInput } from '../../../../common/schemas/integrations.js';
import { MAY } from '../../../../common/team.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';

/** A business's API keys (DECISIONS.md section 19): the owner's, on the Integrations screen and by REST. */

export const createApiKey = defineEndpoint({
  procedure: { path: 'business.apiKeys.create', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: createApiKeyInput,
  handler: (ctx, input) => ctx.services.apiKeys.create(ctx.business, input),
  rest: {
    operationId: 'createApiKey',
    method: 'post',
    path: '/api/business/api-keys',
    status: 201,
    summary: 'A key that acts for the business in a role (manager or bookkeeper) with Authorization: Bearer; the key (cc_…) is shown this once',
    answer: createdApiKeyAnswer,
    errors: { 400: `${API_KEY_ROLE_MESSAGE} (errors.role), or Name is required (errors.name)` },
    reply: (created) => ({ success: true, ...created }),
  },
});

export const listApiKeys = defineEndpoint({
  procedure: { path: 'business.apiKeys.list', type: 'query' },
  access: { business: MAY.runTheBusiness },
  handler: (ctx) => ctx.services.apiKeys.list(ctx.business),
  rest: { operationId: 'listApiKeys', method: 'get', path: '/api/business/api-keys', summary: "The business's API keys, by their prefix, without the keys", answer: apiKeyListAnswer, reply: (apiKeys) => ({ apiKeys }) },
});

export const revokeApiKey = defineEndpoint({
  procedure: { path: 'business.apiKeys.revoke', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: z.strictObject({ apiKeyId: entityId() }),
  handler: async (ctx, input) => {
    await ctx.services.apiKeys.revoke(ctx.business, input.apiKeyId);
    return { success: true as const };
  },
  rest: {
    operationId: 'revokeApiKey',
    method: 'delete',
    path: '/api/business/api-keys/{id}',
    summary: 'Revoke an API key: its next call is refused (401)',
    answer: revokedApiKeyAnswer,
    errors: { 400: ID_MESSAGE, 404: API_KEY_NOT_FOUND },
    input: (request) => ({ apiKeyId: request.id('id') }),
  },
});
