import { callTRPCProcedure, getErrorShape, getTRPCErrorFromUnknown, transformTRPCResponse, type inferRouterError, type TRPCError } from '@trpc/server';
import { internal_exceptionHandler } from '@trpc/server/adapters/node-http';
import { getHTTPStatusCode, resolveResponse, type HTTPBaseHandlerOptions } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { Request, RequestHandler, Response } from 'express';
import type { InnerContext } from './context.js';
import { procedureTypes, type AppRouter, type ProcedureType } from './router.js';

export interface TrpcHandlerOptions extends Pick<HTTPBaseHandlerOptions<AppRouter, Request>, 'onError'> {
  router: AppRouter;
  createContext: (opts: { req: Request; res: Response }) => InnerContext;
  /** Extra headers for an answer, from the errors its calls ended in. */
  errorHeaders: (errors: TRPCError[]) => Record<string, string>;
}

/** Every JSON answer carries these, as tRPC's own handler writes them. */
const ANSWER_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

function send(res: Response, status: number, body: string | Buffer) {
  if (res.statusCode === 200) res.statusCode = status;
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

/** The calls of a GET that names only query procedures with well-formed input, or null for any other request. */
function plainQueryCalls(req: Request, path: string, types: Map<string, ProcedureType>): { path: string; input: unknown }[] | null {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl')) return null;
  const batch = req.query.batch === '1';
  const paths = batch ? path.split(',') : [path];
  if (!paths.every((name) => types.get(name) === 'query')) return null;
  const { input: rawInput } = req.query;
  let inputs: unknown;
  if (typeof rawInput === 'string') {
    try {
      inputs = JSON.parse(rawInput);
    } catch {
      return null;
    }
  } else if (rawInput !== undefined) return null;
  if (!batch) return [{ path, input: inputs }];
  if (inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return null;
  const byIndex = (inputs ?? {}) as Record<string, unknown>;
  return paths.map((name, index) => ({ path: name, input: Object.hasOwn(byIndex, index) ? byIndex[index] : undefined }));
}

/**
 * Plain queries, what the client's httpBatchLink sends for every read, answered through
 * tRPC's public procedure caller. resolveResponse costs about 50 µs more a request on top
 * of the calls themselves (an undici Response, an AbortSignal.any per call), a tenth of a
 * dashboard read; tests/integration/trpc-handler.test.ts holds these answers byte for
 * byte to what tRPC's stock Express adapter answers.
 */
async function answerQueries(req: Request, res: Response, calls: { path: string; input: unknown }[], batch: boolean, options: TrpcHandlerOptions) {
  const { router, createContext, errorHeaders, onError } = options;
  const ctx = createContext({ req, res });
  const errors: TRPCError[] = [];
  type Answer = TRPCResponse<unknown, inferRouterError<AppRouter>>;
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
 * tRPC's Express adapter, made lighter. The stock adapter converts every request into a
 * fetch Request and pipes every answer through a web WritableStream, written chunked and
 * ended in a second socket write. Here plain queries skip resolveResponse (above), and every
 * other request goes through it with a light request view and one write with a
 * Content-Length (every answer here is finite: the client uses httpBatchLink and there are
 * no subscriptions). Procedures, errors and their shapes are tRPC's own.
 */
export function trpcExpressHandler(options: TrpcHandlerOptions): RequestHandler {
  const { router, createContext, onError } = options;
  const types = procedureTypes(router);
  return (req, res) => {
    const path = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
    const fail = internal_exceptionHandler({ req, res, path, router, onError, createContext: () => createContext({ req, res }) });
    const calls = plainQueryCalls(req, path, types);
    const answered = calls ? answerQueries(req, res, calls, req.query.batch === '1', options) : resolveThroughTrpc(req, res, path, options);
    answered.catch(fail);
  };
}
