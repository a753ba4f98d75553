import { credentialInput, credentialRejectInput, documentHeaders, DOCUMENT_TYPES, EXPIRES_BEFORE_ISSUED, staffingSettingsInput } from '../../../common/schemas/credentials.js';
import { adminCredentialAnswer, adminCredentialsAnswer, credentialAnswer, credentialsAnswer, staffingSettingsAnswer } from '../../../common/schemas/answers/credentials.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { CROSS_SITE_REFUSED } from '../../core/http/request-guards.js';
import { ALREADY_REJECTED, ALREADY_VERIFIED, CREDENTIAL_EXPIRED, CREDENTIAL_NOT_FOUND, EXPIRY_PASSED, NO_DOCUMENT_YET, TOO_MANY_CREDENTIALS } from './credentials.js';
import { DOCUMENT_NOT_AS_DECLARED, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED } from './documents.js';

const credentialErrors = { 400: `${EXPIRY_PASSED} | ${EXPIRES_BEFORE_ISSUED} (errors.expiresOn)` };

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const credentialsOperations: Operation[] = [
  { operationId: 'listChefCredentials', method: 'get', path: '/api/chef/credentials', summary: "The signed-in chef's credentials, newest first; status expired once the last day (expiresOn) has ended in Vancouver", access: 'chef', answer: credentialsAnswer },
  { operationId: 'addChefCredential', method: 'post', path: '/api/chef/credentials', status: 201, summary: 'Add a credential (red-seal, foodsafe, worksafebc, insurance or background-check), pending until an admin verifies it; reminders go 30 and 7 days before it expires', access: 'chef', body: credentialInput, answer: credentialAnswer, errors: { ...credentialErrors, 409: TOO_MANY_CREDENTIALS } },
  { operationId: 'updateChefCredential', method: 'put', path: '/api/chef/credentials/{id}', summary: 'Correct or renew a credential: it is pending again, whatever it was', access: 'chef', body: credentialInput, answer: credentialAnswer, errors: { ...credentialErrors, 404: `${CREDENTIAL_NOT_FOUND} (also another chef's)` } },
  {
    operationId: 'uploadCredentialDocument',
    method: 'put',
    path: '/api/chef/credentials/{id}/document',
    summary: "The credential's document as the raw body (a PDF, JPEG or PNG of at most 5 MB, its bytes matching its Content-Type), in place of any earlier one; the file name in X-File-Name, percent-encoded, kept as a display name without bidirectional controls and zero-width characters. The credential is pending again",
    access: 'chef',
    upload: DOCUMENT_TYPES,
    headers: documentHeaders,
    answer: credentialAnswer,
    errors: { 403: CROSS_SITE_REFUSED, 404: `${CREDENTIAL_NOT_FOUND} (also another chef's)`, 409: CREDENTIAL_EXPIRED, 413: DOCUMENT_TOO_LARGE, 415: `${DOCUMENT_TYPE_REFUSED} | ${DOCUMENT_NOT_AS_DECLARED}` },
  },
  { operationId: 'listCredentials', method: 'get', path: '/api/admin/credentials', summary: "Every chef's credentials, the longest waiting first (query: status = pending, verified, rejected or expired; at most 1,000)", access: 'admin', answer: adminCredentialsAnswer, errors: { 400: 'Status must be one of: pending, verified, rejected, expired' } },
  { operationId: 'getCredentialDocument', method: 'get', path: '/api/admin/credentials/{id}/document', file: DOCUMENT_TYPES, summary: "A credential's document as its chef uploaded it, as an attachment of its checked type, named by its display name ending in that type's extension (gpj.exe holding a JPEG downloads as gpj.exe.jpg)", access: 'admin', errors: { 404: `${CREDENTIAL_NOT_FOUND} | ${NO_DOCUMENT_YET}` } },
  { operationId: 'verifyCredential', method: 'post', path: '/api/admin/credentials/{id}/verify', summary: 'Verify a credential that has its document', access: 'admin', answer: adminCredentialAnswer, errors: { 404: CREDENTIAL_NOT_FOUND, 409: `${ALREADY_VERIFIED} | ${NO_DOCUMENT_YET} | ${CREDENTIAL_EXPIRED}` } },
  { operationId: 'rejectCredential', method: 'post', path: '/api/admin/credentials/{id}/reject', summary: 'Reject a credential with the reason, which the chef is emailed and sees in the portal', access: 'admin', body: credentialRejectInput, answer: adminCredentialAnswer, errors: { 404: CREDENTIAL_NOT_FOUND, 409: `${ALREADY_REJECTED} | ${CREDENTIAL_EXPIRED}` } },
  { operationId: 'getStaffingSettings', method: 'get', path: '/api/admin/staffing-settings', summary: 'Whether in-person bookings need a chef with a verified, current FOODSAFE credential', access: 'admin', answer: staffingSettingsAnswer },
  { operationId: 'updateStaffingSettings', method: 'patch', path: '/api/admin/staffing-settings', summary: '"In-person needs FOODSAFE" on or off (off by default)', access: 'admin', body: staffingSettingsInput, answer: staffingSettingsAnswer },
];
