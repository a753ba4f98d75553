import { TRPCClientError } from '@trpc/client';
import { NOT_SIGNED_IN } from '../../common/messages';

/**
 * The server's message for a failed call (DECISIONS.md section 3), or the caller's fallback
 * when there is none: no answer came (the tRPC client then carries the browser's words, such
 * as "Failed to fetch"), or an answer that is not the server's (a proxy's error page).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message && apiErrorStatus(error) !== undefined) return error.message;
  return fallback;
}

/** The HTTP status the server answered a failed call with; undefined when no answer came. */
export function apiErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/**
 * Nobody is signed in, or the session has ended: the server's 401 with its one message for
 * that. A failed login is a 401 as well, with another message, and is not this.
 */
export function isNotSignedIn(error: unknown): boolean {
  return apiErrorStatus(error) === 401 && apiErrorMessage(error, '') === NOT_SIGNED_IN;
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
