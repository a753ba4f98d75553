import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { invariantViolations } from '../support/invariants.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, startTestServer, type ApiClient, type TestServer } from './harness.js';

export interface ClockedServer {
  /** How far the services' clock (and so the job runner's) is from the real now; tests move it. */
  readonly clock: { offsetMs: number };
  readonly server: TestServer;
  readonly admin: ApiClient;
  readonly fixtures: ReturnType<typeof chefFixtures>;
}

/**
 * One server for the test file that calls it (at its top level), whose clock the tests move
 * instead of waiting, with a signed-in admin and the chef fixtures: started before its first
 * test, stopped after its last. After each test the clock is back at the real now and, unless
 * `checkLedgers` is false, every ledger still sums to its bank. `piiKey` turns on the
 * encryption of chefs' tax ids and bank accounts.
 */
export function useClockedServer({ checkLedgers = true, piiKey }: { checkLedgers?: boolean; piiKey?: Buffer } = {}): ClockedServer {
  const clock = { offsetMs: 0 };
  let started: Omit<ClockedServer, 'clock'> | undefined;
  beforeAll(async () => {
    const server = await startTestServer({ now: () => new Date(Date.now() + clock.offsetMs), piiKey });
    const admin = await adminClient(server);
    started = { server, admin, fixtures: chefFixtures(server, admin) };
  });
  afterEach(async () => {
    clock.offsetMs = 0;
    if (checkLedgers && started) expect(await invariantViolations(started.server.dataSource)).toEqual([]);
  });
  afterAll(async () => {
    await started?.server.stop();
  });
  const get = (): Omit<ClockedServer, 'clock'> => {
    if (!started) throw new Error('useClockedServer: used outside a test');
    return started;
  };
  return {
    clock,
    get server() {
      return get().server;
    },
    get admin() {
      return get().admin;
    },
    get fixtures() {
      return get().fixtures;
    },
  };
}
