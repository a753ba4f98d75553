import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../../src/server/core/http/app-server.js';

const servers: ReturnType<typeof createAppServer>['server'][] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server for an app answering its name and how each request looked before Express saw it. */
async function started(name: string) {
  const app = express();
  const { server, serve } = createAppServer();
  servers.push(server);
  let bornAsExpressMakesThem: boolean | undefined;
  // Runs before the app: the request and response as the HTTP server built them.
  server.on('request', (req, res) => {
    bornAsExpressMakesThem = Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response;
  });
  app.get('/', (req, res) => {
    res.json({ name, sameApp: req.app === app, ip: req.ip, query: req.query });
  });
  serve(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, bornAsExpressMakesThem: () => bornAsExpressMakesThem };
}

describe('the app server', () => {
  it("builds requests and responses with the app's own prototypes, so Express need not change them", async () => {
    const first = await started('first');
    const response = await fetch(`${first.url}/?x=1`);
    expect(await response.json()).toEqual({ name: 'first', sameApp: true, ip: '127.0.0.1', query: { x: '1' } });
    expect(first.bornAsExpressMakesThem()).toBe(true);
  });

  it('keeps each server to its own app when several run in one process', async () => {
    const [first, second] = [await started('first'), await started('second')];
    expect(await (await fetch(first.url)).json()).toMatchObject({ name: 'first', sameApp: true });
    expect(await (await fetch(second.url)).json()).toMatchObject({ name: 'second', sameApp: true });
    expect([first.bornAsExpressMakesThem(), second.bornAsExpressMakesThem()]).toEqual([true, true]);
  });
});
