import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { admitted, type EndpointAccess } from '../endpoints/define.js';
import { AppError } from '../errors.js';
import { INTERNAL_ERROR_MESSAGE, validationError } from '../http/errors.js';
import type { CallContext } from '../call.js';

/**
 * The one place where a domain error (or a zod failure) becomes tRPC's answer: the TRPCError
 * with the same status and message, the AppError kept as its cause for the error formatter's
 * field errors and the Retry-After header below (DECISIONS.md section 3).
 */
function toTRPCError(error: unknown): TRPCError {
  const thrown = error instanceof TRPCError ? error.cause : error;
  const cause = thrown instanceof ZodError ? validationError(thrown) : thrown;
  if (cause instanceof AppError) {
    // tRPC spells 422 its own way; every other domain code is also tRPC's name for the status.
    const code = cause.code === 'UNPROCESSABLE' ? 'UNPROCESSABLE_CONTENT' : cause.code;
    return new TRPCError({ code, message: cause.message, cause });
  }
  return getTRPCErrorFromUnknown(error);
}

/** A throttled login says when to try again, as the REST answer does. */
export function retryAfterHeaders(errors: TRPCError[]): Record<string, string> {
  const throttled = errors.find((error) => error.cause instanceof AppError && error.cause.retryAfterSeconds)?.cause;
  return throttled instanceof AppError ? { 'Retry-After': String(throttled.retryAfterSeconds) } : {};
}

/** tRPC's context is the call's context (core/call.ts), built per request by app.ts. */
export type InnerContext = CallContext;

/** The request-free context: what tests build for createCaller (no cookies to write). */
export function createContextInner(inner: Partial<InnerContext> & Pick<InnerContext, 'services'>): InnerContext {
  return { business: null, admin: null, chef: null, clientAddress: 'test', sessions: null, ...inner };
}

const t = initTRPC.context<InnerContext>().create({
  errorFormatter({ shape, error }) {
    const appError = error.cause instanceof AppError ? error.cause : null;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      message: internal ? INTERNAL_ERROR_MESSAGE : error.message,
      code: shape.code,
      // No stack, ever: DECISIONS.md section 3.
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: appError?.fieldErrors ?? null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A procedure's result with a domain error (or a zod failure) turned into its TRPCError. */
function withTRPCErrors<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  return result.ok ? result : { ...result, error: toTRPCError(result.error) };
}

// One middleware per procedure (the access check and the error mapping together): tRPC
// copies a call's options and context at every middleware, a share of each read's time.
/**
 * A procedure whose callers the endpoint's access admits (core/endpoints/define.ts, the one
 * check both transports make), before its input is parsed: a call without the session is a
 * 401 whatever it sends. Its domain errors become their TRPCErrors.
 */
export function admittingProcedure(access: EndpointAccess) {
  return t.procedure.use(async ({ ctx, next }) => {
    try {
      admitted(access, ctx);
    } catch (error) {
      throw toTRPCError(error);
    }
    return withTRPCErrors(await next());
  });
}
