import { TRPCClientError } from '@trpc/client';

/**
 * The server's message for a failed call (DECISIONS.md section 3), or the caller's fallback
 * when there is none (network failure, a non-tRPC error).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  return fallback;
}

/** Field → message for a 400 validation failure; empty when the server sent none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return {};
  const { fieldErrors } = data;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
