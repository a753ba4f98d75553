import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run screenshots`: the README's pictures, taken from the product itself (a real server,
 * the staffing loop through its own calls, Debian's Chromium at a phone's width). Not a test:
 * `npm test` does not include it; run it after a change to the screens it shows.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root,
  test: {
    name: 'screenshots',
    environment: 'node',
    include: ['scripts/screenshots/*.shots.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
