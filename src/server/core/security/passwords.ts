import { hash, verify } from '@node-rs/argon2';
import commonPasswords from './common-passwords.json' with { type: 'json' };

/**
 * The 3,000 most common passwords, lowercased, that DECISIONS.md section 2 refuses: the ranked
 * list of @zxcvbn-ts/language-common 4.1.3 (MIT), kept as data beside this file. A JSON import
 * rather than a file read so that the compiler copies it into the build with the code.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords);

/**
 * argon2id (the library's default algorithm) with OWASP's minimum (19 MiB, t=2, p=1). The
 * encoded hash carries its own salt and parameters, so they can be raised later without
 * invalidating stored hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

/**
 * Verifying against this when the username is unknown makes a failed login take as long
 * whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that no account has');
  return decoyHash;
}
