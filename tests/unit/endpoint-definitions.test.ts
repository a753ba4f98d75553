import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, restRoutesOf } from '../../src/server/core/endpoints/define.js';
import { endpointRoutes } from '../../src/server/core/http/endpoint-routes.js';
import { toErrorResponse } from '../../src/server/core/http/errors.js';
import { mergeProcedures, procedureRecordOf } from '../../src/server/core/trpc/endpoints.js';
import { createContextInner } from '../../src/server/core/trpc/init.js';
import type { Services } from '../../src/server/core/services.js';

/**
 * What the endpoint definitions guarantee beyond the areas' own suites: two procedures never
 * share a path (the later would silently win), and a REST path with a literal segment is
 * answered by its own endpoint even when an area lists a parameter path in its place first.
 */

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const exportOf = (kind: string) =>
  defineEndpoint({
    procedure: { path: `admin.export.${kind}`, type: 'query' },
    access: 'public',
    handler: () => ({ kind }),
  });

describe('endpoint definitions', () => {
  it('refuse two procedures at one path when the router is composed', () => {
    const tree = procedureRecordOf([exportOf('orders')]);
    expect(() => mergeProcedures(tree, procedureRecordOf([exportOf('orders')]))).toThrow('Two procedures are named admin.export.orders');
  });

  it('answer a literal REST path with its own endpoint, whichever the areas list first', async () => {
    const byKind = defineEndpoint({
      access: 'public',
      input: z.strictObject({ kind: z.string() }),
      handler: (_ctx, input) => ({ answered: `export of ${input.kind}` }),
      rest: { operationId: 'exportByKind', method: 'get', path: '/api/admin/export/{kind}', summary: 'An export', input: (request) => ({ kind: request.parse(z.string(), request.params.kind) }) },
    });
    const orders = defineEndpoint({
      access: 'public',
      handler: () => ({ answered: 'orders CSV' }),
      rest: { operationId: 'exportOrders', method: 'get', path: '/api/admin/export/orders.csv', summary: 'The orders' },
    });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.context = createContextInner({ services: {} as Services });
      next();
    });
    app.use('/api', endpointRoutes(restRoutesOf([byKind, orders]), '/api'));
    app.use(((error, _req, res, _next) => res.status(toErrorResponse(error).status).json(toErrorResponse(error).body)) as express.ErrorRequestHandler);
    const server = createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(`${url}/api/admin/export/orders.csv`)).json()).toEqual({ answered: 'orders CSV' });
    expect(await (await fetch(`${url}/api/admin/export/chefs`)).json()).toEqual({ answered: 'export of chefs' });
  });
});
