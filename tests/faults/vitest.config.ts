import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the slow reliability suite (concurrency, crash loop, graceful
 * shutdown) against the compiled server in separate processes. `npm test` excludes it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root,
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/faults/global-setup.ts'],
    // The files share the machine's two cores and its disk: one at a time keeps timings honest.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
