import { NOT_SIGNED_IN } from '../../common/messages.js';

/**
 * The only error services throw. `code` names what went wrong in the domain's terms; one
 * converter per transport turns it into the answer: toErrorResponse in core/http/errors.ts (REST)
 * and toTRPCError in core/trpc/init.ts (tRPC).
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** Well-formed, but at odds with what an earlier request with the same idempotency key asked. */
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Seconds the caller should wait before trying again (429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}


/** The refusal of every call that needs a session the caller lacks, by either transport. */
export function notSignedIn(): AppError {
  return new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
}
export const NOT_ALLOWED = 'You do not have access to this business';
