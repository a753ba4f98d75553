import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { SessionCookies } from '../../src/server/core/security/sessions.js';
import { FuzzRun, proceduresOfType, targets } from './fuzz-support.js';
import { MUTATING_METHODS, restRoutes } from './helpers.js';

const run = new FuzzRun();
const allTargets = targets(() => run.fixtures);
const restTargets = allTargets.filter((target) => !target.trpc);

beforeAll(() => run.start());
afterAll(async () => {
  console.log(`REST fuzzing, statuses met per route:\n${run.report()}`);
  await run.stop();
});

describe('fuzzing every REST body', () => {
  it('has a fuzz target for every tRPC mutation and query and every REST write, read from the code', () => {
    const { server } = run.fixtures;
    const app = createApp({ services: server.services, cookies: new SessionCookies(server.config.sessionSecret, false), publicUrl: server.config.publicUrl, log: () => undefined, databaseAnswers: () => Promise.resolve(true) });
    const writes = restRoutes(app).filter((route) => MUTATING_METHODS.has(route.method)).map((route) => `${route.method} ${route.path}`);
    const names = allTargets.map((target) => target.name);
    expect(writes.filter((write) => !names.includes(write)), 'REST writes without a fuzz target').toEqual([]);
    for (const type of ['mutation', 'query'] as const) {
      expect(proceduresOfType(type).map((procedure) => procedure.path).filter((path) => !names.includes(path)), `tRPC ${type} procedures without a fuzz target`).toEqual([]);
    }
  });

  for (const target of restTargets) {
    it(`answers ${target.name} with a clean 2xx or 4xx for any body, and the database stays consistent`, () => run.fuzz(target), 120_000);
  }
});
