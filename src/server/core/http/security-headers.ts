import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A header middleware whose headers never depend on the request (helmet's, with no nonce),
 * run once at start-up against a response that records them; each response then gets the
 * recorded headers. Helmet itself rebuilds its Content-Security-Policy text and walks a dozen
 * middlewares on every request, some 4% of a dashboard read.
 */
export function headersOnce(middleware: Middleware): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader: () => undefined,
  };
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
