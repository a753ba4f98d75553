import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * An HTTP server whose requests and responses are born with the prototypes Express gives them.
 *
 * Express's app.handle sets the prototype of every request and response to its own
 * (app.request, app.response). V8 answers each such change by moving the object to a new
 * hidden class and every later property access down a slow path: in a bare Express answer on
 * this machine that is four fifths of the CPU (9,956 req/s for a hello world, against 44,562
 * once the objects already have their prototype, when Express's call changes nothing).
 *
 * So the server builds its requests and responses from classes of its own, and `serve` makes
 * their prototypes the app's: each class's prototype is put in front of the app's and given to
 * the app as its request (response) prototype. The classes belong to this server alone, as
 * tests run several servers, each with its own app, in one process.
 */
export function createAppServer(): { server: Server; serve(app: Express): void } {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse<AppRequest> {}
  const server = createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse });
  return {
    server,
    serve(app) {
      Object.setPrototypeOf(AppRequest.prototype, app.request);
      app.request = AppRequest.prototype as unknown as typeof app.request;
      Object.setPrototypeOf(AppResponse.prototype, app.response);
      app.response = AppResponse.prototype as unknown as typeof app.response;
      server.on('request', app);
    },
  };
}
