import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal identifiers at rest (a chef's SIN or business number, DECISIONS.md section 13):
 * AES-256-GCM under PII_KEY, a fresh IV per value, stored as base64 of IV, tag and ciphertext.
 * A changed byte fails the tag, so a tampered value is an error, never a wrong number.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const PII_KEY_BYTES = 32;

export class PiiCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== PII_KEY_BYTES) throw new Error(`PII_KEY must be ${PII_KEY_BYTES} bytes`);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
