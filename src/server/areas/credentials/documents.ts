import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentType } from '../../../common/schemas/credentials.js';
import { withoutInvisibleCharacters } from '../../../common/text.js';
import { AppError } from '../../core/errors.js';

/**
 * A credential's document as the chef sends it (DECISIONS.md section 14): a PDF, JPEG or PNG
 * of at most 5 MB whose first bytes are those of the type it is sent as. The declared type
 * alone is whatever the sender wrote; the admin later opens the file, so it must be what it says.
 */

export const DOCUMENT_TYPE_REFUSED = 'The document must be a PDF, JPEG or PNG file (Content-Type application/pdf, image/jpeg or image/png)';
export const DOCUMENT_NOT_AS_DECLARED = 'The file is not the type it was sent as: its contents are not a PDF, JPEG or PNG of that type';
export const DOCUMENT_TOO_LARGE = 'The document is too large (5 MB at most)';

/** The bytes every file of a type begins with. */
const SIGNATURES: Record<DocumentType, Buffer> = {
  'application/pdf': Buffer.from('%PDF-', 'latin1'),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

/** The extensions a file of each type goes by, the first the one a name is given. */
const EXTENSIONS: Record<DocumentType, string[]> = { 'application/pdf': ['pdf'], 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] };

export interface CredentialDocument {
  name: string;
  type: DocumentType;
  bytes: Buffer;
}

function isDocumentType(type: string): type is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** The declared media type, if it is one a document may have: 415 otherwise, before a byte of the body is read. */
export function documentTypeOf(declaredType: string | undefined): DocumentType {
  // A media type's parameters (`; charset=…`) and its case say nothing about the file.
  const type = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isDocumentType(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_TYPE_REFUSED);
  return type;
}

/** The document checked: 413 over 5 MB, 415 when its bytes are not those of its declared type. */
export function checkedDocument(type: DocumentType, bytes: Buffer, name: string | undefined): CredentialDocument {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE);
  const signature = SIGNATURES[type];
  if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_NOT_AS_DECLARED);
  }
  return { name: name ?? `document.${EXTENSIONS[type][0]}`, type, bytes };
}

/**
 * The file name a download of `document` offers. The display name is the chef's words; the
 * extension is what the admin's computer opens the file with, so it is the type the bytes were
 * checked to be: "gpj.exe" holding a JPEG downloads as "gpj.exe.jpg". Invisible characters are
 * dropped again for names stored before they were (DECISIONS.md section 24).
 */
export function downloadName(document: CredentialDocument): string {
  const name = withoutInvisibleCharacters(document.name);
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && EXTENSIONS[document.type].includes(extension) ? name : `${name}.${EXTENSIONS[document.type][0]}`;
}
