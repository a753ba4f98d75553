/**
 * The only error services throw. `code` names what went wrong in the domain's terms; the one
 * mapper in http-errors.ts turns it into an HTTP status (REST) or a TRPCError (tRPC).
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
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

export const NOT_SIGNED_IN = 'Please log in to continue';
export const NOT_ALLOWED = 'You do not have access to this business';
