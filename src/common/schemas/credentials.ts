import { z } from 'zod';
import { withoutInvisibleCharacters } from '../text.js';
import { calendarDay, requiredText } from './fields.js';

/** A chef's credentials (DECISIONS.md section 14): what the chef sends, and what the admin decides. */

export const CREDENTIAL_KINDS = ['red-seal', 'foodsafe', 'worksafebc', 'insurance', 'background-check'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  'red-seal': 'Red Seal',
  foodsafe: 'FOODSAFE',
  worksafebc: 'WorkSafeBC',
  insurance: 'Liability insurance',
  'background-check': 'Criminal record check',
};
export const CREDENTIAL_STATUSES = ['pending', 'verified', 'rejected', 'expired'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** The document types a credential's file may have, each recognised by the first bytes of the file. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** A document's largest size: a phone photo or a scanned certificate fits well within it. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const EXPIRES_BEFORE_ISSUED = 'The expiry date must be on or after the issue date';

export const credentialInput = z
  .strictObject({
    kind: z.enum(CREDENTIAL_KINDS, { error: `Kind must be one of: ${CREDENTIAL_KINDS.join(', ')}` }),
    number: requiredText('Please enter the certificate or policy number', 60),
    issuedOn: calendarDay('Issued on must be a date (YYYY-MM-DD)'),
    expiresOn: calendarDay('Expires on must be a date (YYYY-MM-DD)'),
  })
  .refine(({ issuedOn, expiresOn }) => expiresOn >= issuedOn, { error: EXPIRES_BEFORE_ISSUED, path: ['expiresOn'] });
export type CredentialInput = z.output<typeof credentialInput>;

export const credentialRejectInput = z.strictObject({ reason: requiredText('Please give a reason', 500) });

export const credentialListInput = z.strictObject({
  status: z.enum(CREDENTIAL_STATUSES, { error: `Status must be one of: ${CREDENTIAL_STATUSES.join(', ')}` }).optional(),
});

export const staffingSettingsInput = z.strictObject({
  inPersonNeedsFoodsafe: z.boolean({ error: 'In-person needs FOODSAFE must be true or false' }),
});
export type StaffingSettingsInput = z.output<typeof staffingSettingsInput>;

export const DOCUMENT_NAME_MESSAGE = 'X-File-Name must be a percent-encoded file name of one line, at most 255 characters';

/**
 * PUT …/document's optional header: the file's name, percent-encoded (encodeURIComponent) so any
 * name fits in a header. It is only the document's display name (DECISIONS.md section 24), kept
 * without the invisible characters that could make it show as another ("\u202Egpj.exe" as
 * "exe.jpg"); the document's type is its checked content's, never the name's extension.
 */
export const documentHeaders = z.object({
  'X-File-Name': z
    .string({ error: DOCUMENT_NAME_MESSAGE })
    .max(1000, { error: DOCUMENT_NAME_MESSAGE })
    .transform((encoded, ctx) => {
      try {
        return withoutInvisibleCharacters(decodeURIComponent(encoded)).trim();
      } catch {
        ctx.addIssue({ code: 'custom', message: DOCUMENT_NAME_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(requiredText(DOCUMENT_NAME_MESSAGE, 255))
    .optional(),
});
