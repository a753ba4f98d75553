import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the slow reliability suite (concurrency, many processes, crash loop,
 * jobs, graceful shutdown) against the compiled server in separate processes, on SQLite and on
 * PostgreSQL (DECISIONS.md section 7). `npm test` excludes it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root,
  test: {
    environment: 'node',
    // The files share the machine's two cores and its disk: one at a time keeps timings honest.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['tests/faults/**/*.test.ts'], globalSetup: ['tests/faults/global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          // Graceful shutdown is about SQLite's WAL file; every other rule holds on both engines.
          include: ['tests/faults/**/*.test.ts'],
          exclude: ['tests/faults/shutdown.test.ts'],
          globalSetup: ['tests/faults/global-setup.ts', 'tests/support/postgres-server.ts'],
        },
      },
    ],
  },
});
