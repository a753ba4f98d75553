import { afterAll, beforeAll, describe, it } from 'vitest';
import { FuzzRun, targets } from './fuzz-support.js';

const run = new FuzzRun();
const trpcTargets = targets(() => run.fixtures).filter((target) => target.trpc);

beforeAll(() => run.start());
afterAll(async () => {
  console.log(`tRPC fuzzing, statuses met per procedure:\n${run.report()}`);
  await run.stop();
});

describe('fuzzing every tRPC mutation (POST) and query (GET)', () => {
  for (const target of trpcTargets) {
    it(`answers ${target.method} ${target.name} with a clean 2xx or 4xx for any input, and the database stays consistent`, () => run.fuzz(target), 120_000);
  }
});
