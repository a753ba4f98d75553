import { incomingMessageToRequest, internal_exceptionHandler } from '@trpc/server/adapters/node-http';
import { resolveResponse, type HTTPBaseHandlerOptions } from '@trpc/server/http';
import type { Request, RequestHandler, Response } from 'express';
import type { InnerContext } from './context.js';
import type { AppRouter } from './router.js';

export interface TrpcHandlerOptions extends Pick<HTTPBaseHandlerOptions<AppRouter, Request>, 'responseMeta' | 'onError'> {
  router: AppRouter;
  createContext: (opts: { req: Request; res: Response }) => InnerContext;
}

/**
 * tRPC's Express adapter with the answer written in one piece. The stock adapter pipes
 * every answer through a web WritableStream, writes it chunked and ends it in a second
 * socket write: about a fifth of a tRPC dashboard read's CPU. Every answer here is finite
 * (the client uses httpBatchLink; there are no subscriptions), so it is read whole and sent
 * with a Content-Length. Request parsing, procedures, errors and headers are tRPC's own.
 */
export function trpcExpressHandler({ router, createContext, responseMeta, onError }: TrpcHandlerOptions): RequestHandler {
  return (req, res) => {
    const path = req.path.slice(req.path.lastIndexOf('/') + 1);
    const fail = internal_exceptionHandler({ req, res, path, router, onError, createContext: () => createContext({ req, res }) });
    (async () => {
      const response = await resolveResponse({
        router,
        req: incomingMessageToRequest(req, res, { maxBodySize: null }),
        path,
        error: null,
        createContext: async () => createContext({ req, res }),
        responseMeta,
        onError: (error) => onError?.({ ...error, req }),
      });
      if (res.statusCode === 200) res.statusCode = response.status;
      for (const [key, value] of response.headers) if (key !== 'set-cookie') res.setHeader(key, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
      const body = Buffer.from(await response.arrayBuffer());
      res.setHeader('content-length', body.length);
      res.end(body);
    })().catch(fail);
  };
}
