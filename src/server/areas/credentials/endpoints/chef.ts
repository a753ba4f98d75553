import { z } from 'zod';
import { credentialAnswer, credentialsAnswer } from '../../../../common/schemas/answers/credentials.js';
import { credentialInput, documentHeaders, EXPIRES_BEFORE_ISSUED, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../../common/schemas/credentials.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { CROSS_SITE_REFUSED } from '../../../core/http/request-guards.js';
import { CREDENTIAL_EXPIRED, CREDENTIAL_NOT_FOUND, EXPIRY_PASSED, TOO_MANY_CREDENTIALS } from '../credentials.js';
import { checkedDocument, DOCUMENT_NOT_AS_DECLARED, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED, documentTypeOf, type CredentialDocument } from '../documents.js';

/** The chef portal's credentials (DECISIONS.md section 14): a chef session sees and changes only its own. */

const credentialErrors = { 400: `${EXPIRY_PASSED} | ${EXPIRES_BEFORE_ISSUED} (errors.expiresOn)` };

export const listChefCredentials = defineEndpoint({
  procedure: { path: 'chef.credentials.list', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.credentials.list(ctx.chef.chefId),
  rest: {
    operationId: 'listChefCredentials',
    method: 'get',
    path: '/api/chef/credentials',
    summary: "The signed-in chef's credentials, newest first; status expired once the last day (expiresOn) has ended in Vancouver",
    answer: credentialsAnswer,
  },
});

export const addChefCredential = defineEndpoint({
  procedure: { path: 'chef.credentials.add', type: 'mutation' },
  access: 'chef',
  input: credentialInput,
  handler: (ctx, input) => ctx.services.credentials.add(ctx.chef.chefId, input),
  rest: {
    operationId: 'addChefCredential',
    method: 'post',
    path: '/api/chef/credentials',
    status: 201,
    summary: 'Add a credential (red-seal, foodsafe, worksafebc, insurance or background-check), pending until an admin verifies it; reminders go 30 and 7 days before it expires',
    answer: credentialAnswer,
    errors: { ...credentialErrors, 409: TOO_MANY_CREDENTIALS },
  },
});

export const updateChefCredential = defineEndpoint({
  procedure: { path: 'chef.credentials.update', type: 'mutation' },
  access: 'chef',
  input: z.strictObject({ credentialId: entityId(), credential: credentialInput }),
  handler: (ctx, input) => ctx.services.credentials.update(ctx.chef.chefId, input.credentialId, input.credential),
  rest: {
    operationId: 'updateChefCredential',
    method: 'put',
    path: '/api/chef/credentials/{id}',
    summary: 'Correct or renew a credential: it is pending again, whatever it was',
    body: credentialInput,
    answer: credentialAnswer,
    errors: { ...credentialErrors, 404: `${CREDENTIAL_NOT_FOUND} (also another chef's)` },
    input: (request) => ({ credentialId: request.id('id'), credential: request.parse(credentialInput, request.body) }),
  },
});

/**
 * The document itself, REST only: a file of up to 5 MB is no JSON batch call. Its input is
 * what the REST binding reads from the request (the file is the body, DECISIONS.md section 14),
 * so the schema only types it for the handler.
 */
export const uploadCredentialDocument = defineEndpoint({
  access: 'chef',
  input: z.custom<{ credentialId: number; document: CredentialDocument }>(),
  handler: (ctx, input) => ctx.services.credentials.uploadDocument(ctx.chef.chefId, input.credentialId, input.document),
  rest: {
    operationId: 'uploadCredentialDocument',
    method: 'put',
    path: '/api/chef/credentials/{id}/document',
    summary:
      "The credential's document as the raw body (a PDF, JPEG or PNG of at most 5 MB, its bytes matching its Content-Type), in place of any earlier one; the file name in X-File-Name, percent-encoded, kept as a display name without bidirectional controls and zero-width characters. The credential is pending again",
    headers: documentHeaders,
    answer: credentialAnswer,
    errors: { 403: CROSS_SITE_REFUSED, 404: `${CREDENTIAL_NOT_FOUND} (also another chef's)`, 409: CREDENTIAL_EXPIRED, 413: DOCUMENT_TOO_LARGE, 415: `${DOCUMENT_TYPE_REFUSED} | ${DOCUMENT_NOT_AS_DECLARED}` },
    // Its own limit, not the JSON bodies' 100 kB.
    upload: { types: DOCUMENT_TYPES, limit: DOCUMENT_MAX_BYTES, refused: DOCUMENT_TYPE_REFUSED, tooLarge: DOCUMENT_TOO_LARGE },
    input: (request) => {
      const credentialId = request.id('id');
      const name = request.parse(documentHeaders, { 'X-File-Name': request.header('x-file-name') })['X-File-Name'];
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { credentialId, document: checkedDocument(documentTypeOf(request.header('content-type')), bytes, name) };
    },
  },
});
