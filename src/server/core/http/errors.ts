import type { z } from 'zod';
import type { ErrorAnswer } from '../../../common/schemas/answers/shared.js';
import { AppError, type AppErrorCode } from '../errors.js';

/** The one place where a domain error becomes an HTTP status (DECISIONS.md section 3). */
export const STATUS_OF: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** The JSON body of every error answer: the error answer schema's type, which the document shows. */
export type ErrorBody = ErrorAnswer;

/** A failed zod parse as a 400 whose `errors` name each field with its spec message. */
export function validationError(error: z.ZodError): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fieldErrors[[...issue.path, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[field] ??= issue.message;
  }
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  return new AppError('BAD_REQUEST', first === 'Unknown field' ? 'Request has unknown fields' : first, fieldErrors);
}

/** Parses input with a common schema; bad input is a 400, never a 500. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Any thrown value as a status and the JSON body the client sees; unknown errors say nothing inside. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  if (error instanceof AppError) {
    return {
      status: STATUS_OF[error.code],
      body: error.fieldErrors ? { message: error.message, errors: error.fieldErrors } : { message: error.message },
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}
