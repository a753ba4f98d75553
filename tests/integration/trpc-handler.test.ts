import type { AddressInfo } from 'node:net';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, type InnerContext } from '../../src/server/core/trpc/init.js';
import { trpcExpressHandler } from '../../src/server/core/trpc/express-handler.js';
import { appRouter } from '../../src/server/router.js';
import { registerWithAccount, startTestServer, type TestServer } from './harness.js';

/**
 * src/server/core/trpc/express-handler.ts answers plain GET queries itself instead of through
 * tRPC's resolveResponse. Integrators and the client must not be able to tell: every answer
 * here is compared with what tRPC's stock Express adapter gives for the same request, as
 * the signed-in business, as another business and as no one.
 */

let server: TestServer;
let parity: { url: string; close: () => Promise<void> };
let own: { businessId: number };
let other: { businessId: number };

const ROLES = ['business', 'nobody'] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  server = await startTestServer();
  const registered = await registerWithAccount(server);
  own = registered;
  other = await registerWithAccount(server);
  const { sessionVersion: _version, ...principal } = await server.services.accounts.login(registered.username, registered.password, '127.0.0.1');
  const contexts: Record<Role, InnerContext> = {
    business: createContextInner({ services: server.services, business: principal }),
    nobody: createContextInner({ services: server.services }),
  };
  const createContext = ({ req }: { req: express.Request }) => contexts[req.headers['x-role'] as Role];
  const app = express();
  app.use('/ours', trpcExpressHandler({ router: appRouter, createContext, errorHeaders: () => ({}) }));
  app.use('/stock', createExpressMiddleware({ router: appRouter, createContext }));
  const listener = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  parity = {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => listener.close(() => resolve(undefined))),
  };
});

afterAll(async () => {
  await parity.close();
  await server.stop();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function answer(mount: 'ours' | 'stock', role: Role, pathAndQuery: string) {
  const response = await fetch(`${parity.url}/${mount}/${pathAndQuery}`, { headers: { 'x-role': role } });
  return { status: response.status, contentType: response.headers.get('content-type'), vary: response.headers.get('vary'), body: await response.text() };
}

describe('tRPC queries by GET', () => {
  const requests: [what: string, pathAndQuery: () => string][] = [
    ['a batched query with input', () => `business.dashboard?batch=1&input=${input({ 0: {} })}`],
    ['a batched query for another business', () => `business.dashboard?batch=1&input=${input({ 0: { businessId: other.businessId } })}`],
    ['a batched query for a business that does not exist', () => `business.dashboard?batch=1&input=${input({ 0: { businessId: 999_999 } })}`],
    ['an unbatched query', () => `business.dashboard?input=${input({ businessId: own.businessId })}`],
    ['an unbatched query without input', () => 'public.session'],
    ['a batch of two queries', () => `business.dashboard,public.session?batch=1&input=${input({ 0: {}, 1: {} })}`],
    ['a batch of one success and one failure', () => `public.session,business.dashboard?batch=1&input=${input({ 1: { businessId: 'one' } })}`],
    ['a batch without input', () => 'public.session,public.blockedSlots?batch=1'],
    ['input of the wrong type', () => `business.dashboard?batch=1&input=${input({ 0: { businessId: 'one' } })}`],
    ['an unknown field', () => `public.checkUsername?batch=1&input=${input({ 0: { username: 'someone', extra: 1 } })}`],
    ['a query with its input', () => `public.checkUsername?batch=1&input=${input({ 0: { username: 'nobody_here' } })}`],
    ['input that is not JSON', () => 'public.session?batch=1&input=%7Bnot-json'],
    ['batch input that is an array', () => `public.session?batch=1&input=${input([{}])}`],
    ['an unknown procedure', () => `business.nothing?batch=1&input=${input({ 0: {} })}`],
    ['a mutation by GET', () => `public.logout?batch=1&input=${input({ 0: {} })}`],
    ['a procedure path with an encoded comma', () => `public.session%2Cpublic.blockedSlots?batch=1`],
    ['a procedure path with an encoded dot', () => `public%2Esession?batch=1`],
    ['a procedure path encoded twice', () => `public%252Esession?batch=1`],
    ['batch given twice', () => `business.dashboard?batch=1&batch=0&input=${input({ 0: {} })}`],
    ['input given twice', () => `business.dashboard?batch=1&input=${input({ 0: {} })}&input=${input({ 0: { businessId: 'one' } })}`],
    ['an empty input', () => 'public.session?batch=1&input='],
    ['a plus sign in the input', () => `public.checkUsername?input=${encodeURIComponent('{"username":"a').replace(/%20/g, '+')}+b"}`],
  ];

  for (const role of ROLES) {
    it.each(requests)(`answers %s exactly as tRPC's own adapter does, as ${role}`, async (_what, pathAndQuery) => {
      const [ours, stock] = [await answer('ours', role, pathAndQuery()), await answer('stock', role, pathAndQuery())];
      expect(ours).toEqual(stock);
      expect(ours.status).toBeLessThan(500);
    });
  }

  it('answers a path that is not valid percent-encoding with a tRPC 400, where the stock adapter answers 500', async () => {
    const ours = await answer('ours', 'business', 'public.session%E0?batch=1');
    expect(ours.status).toBe(400);
    expect(ours.contentType).toBe('application/json');
    expect(JSON.parse(ours.body)).toMatchObject({ error: { data: { code: 'BAD_REQUEST', httpStatus: 400 } } });
  });

  it('answers with a Content-Length in one piece rather than chunked', async () => {
    const response = await fetch(`${parity.url}/ours/public.session?batch=1`, { headers: { 'x-role': 'business' } });
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(await response.text())));
    expect(response.headers.get('transfer-encoding')).toBeNull();
  });
});
