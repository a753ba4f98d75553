import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { invariantViolations } from '../support/invariants.js';
import { setClock, type TestClock } from '../support/session-clock.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, startTestServer, type ApiClient, type TestServer } from './harness.js';

export interface ClockedServer {
  /**
   * How far the services' clock (and so the job runner's) is from the real now. Tests move it
   * with setClock (support/session-clock.ts), which waits for the jobs in flight first.
   */
  readonly clock: Readonly<TestClock>;
  /** Runs every job that is due and waits for those in flight (see setClock). */
  runJobs(): Promise<void>;
  readonly server: TestServer;
  readonly admin: ApiClient;
  readonly fixtures: ReturnType<typeof chefFixtures>;
}

/**
 * One server for the test file that calls it (at its top level), whose clock the tests move
 * instead of waiting, with a signed-in admin and the chef fixtures: started before its first
 * test, stopped after its last. After each test its jobs have run, the clock is back at the
 * real now and, unless `checkLedgers` is false, every ledger still sums to its bank. `piiKey`
 * turns on the encryption of chefs' tax ids and bank accounts.
 */
export function useClockedServer({ checkLedgers = true, piiKey }: { checkLedgers?: boolean; piiKey?: Buffer } = {}): ClockedServer {
  const clock = { offsetMs: 0 };
  let started: Omit<ClockedServer, 'clock' | 'runJobs'> | undefined;
  const get = (): Omit<ClockedServer, 'clock' | 'runJobs'> => {
    if (!started) throw new Error('useClockedServer: used outside a test');
    return started;
  };
  const clocked: ClockedServer = {
    clock,
    async runJobs() {
      await get().server.jobs?.drain();
    },
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
  beforeAll(async () => {
    const server = await startTestServer({ now: () => new Date(Date.now() + clock.offsetMs), piiKey });
    const admin = await adminClient(server);
    started = { server, admin, fixtures: chefFixtures(server, admin) };
  });
  afterEach(async () => {
    if (!started) return;
    await setClock(clocked);
    if (checkLedgers) expect(await invariantViolations(started.server.db)).toEqual([]);
  });
  afterAll(async () => {
    await started?.server.stop();
  });
  return clocked;
}
