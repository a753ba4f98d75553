import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { vancouverDay } from '../integration/harness.js';
import { addHours, adminCookie, invariantViolations, readDatabase, registerBusiness, scratchDatabase, sqliteFile, startServer, waitFor, type Scratch } from './support.js';

/**
 * SIGTERM (what a deployment sends before replacing the process): requests already in
 * flight are finished and answered, no new connection is accepted, then the database is
 * closed cleanly (its WAL checkpointed away) and the process exits 0.
 */
let scratch: Scratch;

beforeAll(async () => {
  scratch = await scratchDatabase();
});
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  await scratch?.remove();
});

/** A POST on a connection of its own whose headers and first half of body are sent now; `finish()` sends the rest. */
function halfSent(url: string, pathname: string, body: unknown, cookie: string) {
  const target = new URL(pathname, url);
  const payload = Buffer.from(JSON.stringify(body));
  let settle!: (answer: { status: number; text: string }) => void;
  let fail!: (error: Error) => void;
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const outgoing = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: 'POST',
      path: target.pathname,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': payload.length, cookie },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => settle({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    },
  );
  outgoing.on('error', fail);
  const half = payload.length >> 1;
  outgoing.write(payload.subarray(0, half));
  return { answered, finish: () => outgoing.end(payload.subarray(half)) };
}

function connectionRefused(url: string): Promise<boolean> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const probe = http.get({ host: target.hostname, port: target.port, path: '/api/session', agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('graceful shutdown', () => {
  it('finishes the requests in flight on SIGTERM, refuses new connections, then closes the database and exits 0', async () => {
    server = await startServer(scratch.databaseUrl, scratch.dir);
    const { url } = server;
    const admin = await adminCookie(url);
    const business = await registerBusiness(url, 1);
    await addHours(url, admin, business.businessId, 500);

    // Requests the server has received but not answered: headers and half the body sent on
    // connections of their own. Their bodies are finished after the signal, so all of them
    // reach the database while the server is shutting down.
    const slow = Array.from({ length: 60 }, (_, index) =>
      halfSent(url, '/api/bookings', { businessId: business.businessId, bookingDate: vancouverDay(9 + (index % 5)), timeSlot: 'evening', duration: 2 }, business.cookie),
    );
    await waitFor(500);
    server.kill('SIGTERM');
    await waitFor(300);
    expect(await connectionRefused(url), 'a new connection after SIGTERM is refused').toBe(true);
    expect(server.child.exitCode, 'still running while requests are in flight').toBeNull();

    for (const request of slow) request.finish();
    const slowAnswers = await Promise.all(slow.map((request) => request.answered));
    expect(slowAnswers.map((answer) => answer.status)).toEqual(slow.map(() => 201));

    const exit = await Promise.race([server.exited, waitFor(15_000).then(() => 'still running after 15 s')]);
    expect(exit, server.output()).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: finishing requests in flight, then closing the database/);
    expect(server.output()).not.toMatch(/failed:/);

    // Closed cleanly: the last connection's close checkpoints the WAL and removes it.
    const wal = `${sqliteFile(scratch)}-wal`;
    expect(!existsSync(wal) || statSync(wal).size === 0, 'the WAL was checkpointed on close').toBe(true);
    await readDatabase(scratch.databaseUrl, async (dataSource) => {
      expect(await dataSource.manager.countBy(Booking, { businessId: business.businessId, status: 'confirmed' })).toBe(1 + slow.length);
      expect(await invariantViolations(dataSource)).toEqual([]);
    });
  });
});
