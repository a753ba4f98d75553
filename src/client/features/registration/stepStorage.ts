import type { z } from 'zod';

/**
 * One wizard step's data in sessionStorage, under the spec's key (SPEC.md section 3), read back
 * only when `schema` accepts it. wizardStorage.ts names each key's schema for the wizard as a
 * whole; step 1's form calls these directly with its own schema, so that its chunk does not
 * bring the later steps' schemas (the booking and calendar rules, with the money and time zone
 * helpers they import), whose evaluation was a long task of its own as that form loaded.
 */
export function readSaved<Schema extends z.ZodType>(key: string, schema: Schema): z.output<Schema> | null {
  let text: string | null;
  try {
    text = window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSaved(key: string, data: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(data));
  } catch {
    // Storage full or disabled: the wizard still moves on, the step simply is not remembered.
  }
}

/** The key step 1 saves under. */
export const BUSINESS_DATA_KEY = 'businessData';
