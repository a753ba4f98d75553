import { getTRPCErrorFromUnknown, initTRPC, TRPCError, type AnyTRPCProcedure } from '@trpc/server';
import { ZodError } from 'zod';
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

/**
 * A procedure whose resolver is `call` alone, its domain errors (and zod failures) turned into
 * their TRPCErrors. Every middleware tRPC runs (an input parser is one) copies the call's options
 * twice with a spread helper that defines each key in turn: with the access check and the input
 * parser as middlewares, a tRPC dashboard read took 311 µs of CPU, against 268-279 µs with
 * neither (`npm run bench`). So the endpoint's check and parse run inside the resolver
 * (core/trpc/endpoints.ts), and the client's types come from the endpoints' definitions, not
 * from the builder's chain. The resolver gets the call's options as tRPC's callers give them,
 * `getRawInput` among them (tRPC refuses a call without it), though its type leaves it out.
 */
export function resolvingProcedure(type: 'query' | 'mutation', call: (ctx: InnerContext, rawInput: () => Promise<unknown>) => Promise<unknown>): AnyTRPCProcedure {
  const resolve = async (opts: { ctx: InnerContext }) => {
    try {
      return await call(opts.ctx, (opts as unknown as { getRawInput: () => Promise<unknown> }).getRawInput);
    } catch (error) {
      throw toTRPCError(error);
    }
  };
  return type === 'query' ? t.procedure.query(resolve) : t.procedure.mutation(resolve);
}
