import { z } from 'zod';
import { adminCredentialAnswer, adminCredentialsAnswer, staffingSettingsAnswer } from '../../../../common/schemas/answers/credentials.js';
import { credentialListInput, credentialRejectInput, DOCUMENT_TYPES, staffingSettingsInput } from '../../../../common/schemas/credentials.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { ALREADY_REJECTED, ALREADY_VERIFIED, CREDENTIAL_EXPIRED, CREDENTIAL_NOT_FOUND, NO_DOCUMENT_YET } from '../credentials.js';
import { downloadName } from '../documents.js';

/** The admin's review of credentials, and the staffing settings that rest on them. */

const credentialId = z.strictObject({ credentialId: entityId() });

export const listCredentials = defineEndpoint({
  procedure: { path: 'admin.credentials.list', type: 'query' },
  access: 'admin',
  input: credentialListInput,
  handler: (ctx, input) => ctx.services.credentials.adminList(input.status),
  rest: {
    operationId: 'listCredentials',
    method: 'get',
    path: '/api/admin/credentials',
    summary: "Every chef's credentials, the longest waiting first (query: status = pending, verified, rejected or expired; at most 1,000)",
    answer: adminCredentialsAnswer,
    errors: { 400: 'Status must be one of: pending, verified, rejected, expired' },
  },
});

/** REST only: the admin's browser downloads the file from its link. */
export const getCredentialDocument = defineEndpoint({
  access: 'admin',
  input: credentialId,
  handler: async (ctx, input) => {
    const document = await ctx.services.credentials.document(input.credentialId);
    // An attachment, never shown inline: whatever the chef sent opens in the admin's own viewer, not in the app's origin.
    return { body: document.bytes, type: document.type, attachment: downloadName(document) };
  },
  rest: {
    operationId: 'getCredentialDocument',
    method: 'get',
    path: '/api/admin/credentials/{id}/document',
    summary:
      "A credential's document as its chef uploaded it, as an attachment of its checked type, named by its display name ending in that type's extension (gpj.exe holding a JPEG downloads as gpj.exe.jpg)",
    errors: { 404: `${CREDENTIAL_NOT_FOUND} | ${NO_DOCUMENT_YET}` },
    file: DOCUMENT_TYPES,
    input: (request) => ({ credentialId: request.id('id') }),
  },
});

export const verifyCredential = defineEndpoint({
  procedure: { path: 'admin.credentials.verify', type: 'mutation' },
  access: 'admin',
  input: credentialId,
  handler: (ctx, input) => ctx.services.credentials.verify(ctx.admin, input.credentialId),
  rest: {
    operationId: 'verifyCredential',
    method: 'post',
    path: '/api/admin/credentials/{id}/verify',
    summary: 'Verify a credential that has its document',
    answer: adminCredentialAnswer,
    errors: { 404: CREDENTIAL_NOT_FOUND, 409: `${ALREADY_VERIFIED} | ${NO_DOCUMENT_YET} | ${CREDENTIAL_EXPIRED}` },
    input: (request) => ({ credentialId: request.id('id') }),
  },
});

export const rejectCredential = defineEndpoint({
  procedure: { path: 'admin.credentials.reject', type: 'mutation' },
  access: 'admin',
  input: credentialId.extend(credentialRejectInput.shape),
  handler: (ctx, input) => ctx.services.credentials.reject(ctx.admin, input.credentialId, input.reason),
  rest: {
    operationId: 'rejectCredential',
    method: 'post',
    path: '/api/admin/credentials/{id}/reject',
    summary: 'Reject a credential with the reason, which the chef is emailed and sees in the portal',
    body: credentialRejectInput,
    answer: adminCredentialAnswer,
    errors: { 404: CREDENTIAL_NOT_FOUND, 409: `${ALREADY_REJECTED} | ${CREDENTIAL_EXPIRED}` },
    input: (request) => ({ credentialId: request.id('id'), ...request.parse(credentialRejectInput, request.body) }),
  },
});

export const getStaffingSettings = defineEndpoint({
  procedure: { path: 'admin.credentials.settings', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.credentials.settings(),
  rest: {
    operationId: 'getStaffingSettings',
    method: 'get',
    path: '/api/admin/staffing-settings',
    summary: 'Whether in-person bookings need a chef with a verified, current FOODSAFE credential',
    answer: staffingSettingsAnswer,
  },
});

export const updateStaffingSettings = defineEndpoint({
  procedure: { path: 'admin.credentials.updateSettings', type: 'mutation' },
  access: 'admin',
  input: staffingSettingsInput,
  handler: (ctx, input) => ctx.services.credentials.updateSettings(ctx.admin, input),
  rest: {
    operationId: 'updateStaffingSettings',
    method: 'patch',
    path: '/api/admin/staffing-settings',
    summary: '"In-person needs FOODSAFE" on or off (off by default)',
    answer: staffingSettingsAnswer,
  },
});
