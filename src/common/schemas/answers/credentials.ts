import { z } from 'zod';
import { CREDENTIAL_KINDS, CREDENTIAL_STATUSES, DOCUMENT_TYPES } from '../credentials.js';
import { dayAnswer, timestampAnswer } from './shared.js';

/** The answers about chefs' credentials (DECISIONS.md section 14), typing what the credentials service returns. */

/** A credential as its chef sees it: section 14's fields, and why it was rejected or when it was verified. */
export const credentialAnswer = z.strictObject({
  id: z.number().int(),
  kind: z.enum(CREDENTIAL_KINDS),
  number: z.string(),
  issuedOn: dayAnswer,
  expiresOn: dayAnswer,
  status: z.enum(CREDENTIAL_STATUSES),
  /** The uploaded file's name, null until one is uploaded. */
  documentName: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  documentSize: z.number().int().nullable(),
  rejectionReason: z.string().nullable(),
  verifiedAt: timestampAnswer.nullable(),
});
export type CredentialAnswer = z.output<typeof credentialAnswer>;
export const credentialsAnswer = z.array(credentialAnswer);

/** A credential in the admin's review queue: whose it is, and which admin reviewed it. */
export const adminCredentialAnswer = credentialAnswer.extend({
  chefId: z.number().int(),
  chefName: z.string(),
  reviewedBy: z.string().nullable(),
  createdAt: timestampAnswer,
});
export type AdminCredentialAnswer = z.output<typeof adminCredentialAnswer>;
export const adminCredentialsAnswer = z.array(adminCredentialAnswer);

export const staffingSettingsAnswer = z.strictObject({ inPersonNeedsFoodsafe: z.boolean() });
export type StaffingSettingsAnswer = z.output<typeof staffingSettingsAnswer>;
