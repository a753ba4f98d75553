import { callTRPCProcedure, getErrorShape, getTRPCErrorFromUnknown, transformTRPCResponse, TRPCError, type AnyTRPCRouter, type inferRouterError } from '@trpc/server';
import { getHTTPStatusCode, resolveResponse, type HTTPBaseHandlerOptions } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { Request, RequestHandler, Response } from 'express';
import { MAX_CALLS_PER_BATCH } from '../../../common/constants.js';
import type { InnerContext } from './init.js';
import { procedureTypes, type ProcedureType } from './procedure-types.js';

/** Any router: core does not know the app's (src/server/router.ts composes it from the areas). */
export interface TrpcHandlerOptions extends Pick<HTTPBaseHandlerOptions<AnyTRPCRouter, Request>, 'onError'> {
  router: AnyTRPCRouter;
  createContext: (opts: { req: Request; res: Response }) => InnerContext;
  /** Extra headers for an answer, from the errors its calls ended in. */
  errorHeaders: (errors: TRPCError[]) => Record<string, string>;
}

interface PlainQueries {
  batch: boolean;
  calls: { path: string; input: unknown }[];
}

export const TOO_MANY_CALLS = 'Too many calls in one batch';

/** Every JSON answer carries these, as tRPC's own handler writes them. */
const ANSWER_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

function send(res: Response, status: number, body: string | Buffer) {
  res.statusCode = status;
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

/** The request headers as the fetch API's `Headers` reads them: lower-case names, repeats joined. */
function headerReader(req: Request): Pick<Headers, 'get' | 'has'> {
  return {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name) => req.headers[name.toLowerCase()] !== undefined,
  };
}

/**
 * What tRPC's resolveResponse reads of a fetch `Request`: method, URL, headers, signal and,
 * for a POST, the JSON body, which express.json has already parsed within the body limit
 * (app.ts refuses every other write before it gets here).
 *
 * tRPC's own converter (incomingMessageToRequest) copies every header into a `Headers`,
 * builds an undici `Request` and aborts its signal when each response closes: about 45 µs
 * a request, a tenth of a whole tRPC dashboard read. This view costs 3 µs, and its signal
 * aborts only when the client goes away before the answer is written.
 */
function fetchRequestOf(req: Request, res: Response): globalThis.Request {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const view: Pick<globalThis.Request, 'method' | 'url' | 'headers' | 'signal' | 'json'> = {
    method: req.method,
    // tRPC reads only the path and query of it; a fixed origin cannot fail on an odd Host.
    url: `http://localhost${req.originalUrl}`,
    headers: headerReader(req) as Headers,
    signal: controller.signal,
    json: () => Promise.resolve(req.body),
  };
  return view as globalThis.Request;
}

/** A whole request through tRPC's resolveResponse, its answer sent with a Content-Length. */
async function resolveThroughTrpc(req: Request, res: Response, path: string, options: TrpcHandlerOptions) {
  const { router, createContext, errorHeaders, onError } = options;
  const response = await resolveResponse({
    router,
    req: fetchRequestOf(req, res),
    path,
    error: null,
    createContext: async () => createContext({ req, res }),
    responseMeta: ({ errors }) => ({ headers: new Headers(errorHeaders(errors)) }),
    onError: (error) => onError?.({ ...error, req }),
  });
  for (const [key, value] of response.headers) if (key !== 'set-cookie') res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  send(res, response.status, Buffer.from(await response.arrayBuffer()));
}

/** The query string read as tRPC reads it: URLSearchParams, the first of repeated names. */
function queryOf(req: Request): URLSearchParams {
  const queryStart = req.originalUrl.indexOf('?');
  return new URLSearchParams(queryStart === -1 ? '' : req.originalUrl.slice(queryStart));
}

/** The calls of a GET that names only query procedures with well-formed input, or null for any other request. */
function plainQueryCalls(req: Request, query: URLSearchParams, path: string, types: Map<string, ProcedureType>): PlainQueries | null {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl')) return null;
  const batch = query.get('batch') === '1';
  const paths = batch ? path.split(',') : [path];
  if (!paths.every((name) => types.get(name) === 'query')) return null;
  const rawInput = query.get('input');
  let inputs: unknown;
  if (rawInput) {
    try {
      inputs = JSON.parse(rawInput);
    } catch {
      return null;
    }
  }
  if (!batch) return { batch, calls: [{ path, input: inputs }] };
  if (inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return null;
  const byIndex = (inputs ?? {}) as Record<string, unknown>;
  return { batch, calls: paths.map((name, index) => ({ path: name, input: Object.hasOwn(byIndex, index) ? byIndex[index] : undefined })) };
}

/**
 * Plain queries, what the client's httpBatchLink sends for every read, answered through
 * tRPC's public procedure caller. resolveResponse costs about 50 µs more a request on top
 * of the calls themselves (an undici Response, an AbortSignal.any per call), a tenth of a
 * dashboard read; tests/integration/trpc-handler.test.ts holds these answers byte for
 * byte to what tRPC's stock Express adapter answers.
 */
async function answerQueries(req: Request, res: Response, { batch, calls }: PlainQueries, options: TrpcHandlerOptions) {
  const { router, createContext, errorHeaders, onError } = options;
  const ctx = createContext({ req, res });
  const errors: TRPCError[] = [];
  type Answer = TRPCResponse<unknown, inferRouterError<AnyTRPCRouter>>;
  const answers = await Promise.all(
    calls.map(async ({ path, input }, batchIndex): Promise<Answer> => {
      try {
        const data = await callTRPCProcedure({ router, path, getRawInput: () => Promise.resolve(input), ctx, type: 'query', signal: undefined, batchIndex });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        errors.push(error);
        onError?.({ error, path, input, ctx, type: 'query', req });
        return { error: getErrorShape({ config: router._def._config, error, type: 'query', path, input, ctx }) };
      }
    }),
  );
  for (const [key, value] of Object.entries({ ...ANSWER_HEADERS, ...errorHeaders(errors) })) res.setHeader(key, value);
  const json = transformTRPCResponse(router._def._config, batch ? answers : answers[0]!);
  send(res, getHTTPStatusCode(answers), JSON.stringify(json));
}

/**
 * An error no procedure answered (a path that does not decode, or a fault in this file), in
 * tRPC's error format and with its status.
 */
function answerError(req: Request, res: Response, cause: unknown, { router, onError }: TrpcHandlerOptions) {
  const error = getTRPCErrorFromUnknown(cause);
  onError?.({ error, type: 'unknown', path: undefined, input: undefined, ctx: undefined, req });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const shape = getErrorShape({ config: router._def._config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
  for (const [key, value] of Object.entries(ANSWER_HEADERS)) res.setHeader(key, value);
  send(res, shape.data.httpStatus, JSON.stringify(transformTRPCResponse(router._def._config, { error: shape })));
}

/**
 * tRPC's Express adapter, made lighter. The stock adapter converts every request into a
 * fetch Request and pipes every answer through a web WritableStream, written chunked and
 * ended in a second socket write. Here plain queries skip resolveResponse (above), and every
 * other request goes through it with a light request view and one write with a
 * Content-Length (every answer here is finite: the client uses httpBatchLink and there are
 * no subscriptions). Procedures, errors and their shapes are tRPC's own.
 */
export function trpcExpressHandler(options: TrpcHandlerOptions): RequestHandler {
  const types = procedureTypes(options.router);
  return (req, res) => {
    const rawPath = req.path.slice(req.path.lastIndexOf('/') + 1);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      // tRPC would answer this with a 500.
      answerError(req, res, new TRPCError({ code: 'BAD_REQUEST', message: 'The procedure path is not valid percent-encoding' }), options);
      return;
    }
    const query = queryOf(req);
    // Counted as tRPC splits a batch, before any call runs (DECISIONS.md section 16).
    if (query.get('batch') === '1' && path.split(',').length > MAX_CALLS_PER_BATCH) {
      res.setHeader('content-type', 'application/json');
      send(res, 400, JSON.stringify({ message: TOO_MANY_CALLS }));
      return;
    }
    const queries = plainQueryCalls(req, query, path, types);
    const answered = queries ? answerQueries(req, res, queries, options) : resolveThroughTrpc(req, res, rawPath, options);
    answered.catch((cause: unknown) => answerError(req, res, cause, options));
  };
}
