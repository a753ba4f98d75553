import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { StartOptions } from '../../../src/server/server.js';
import type { TestServer } from '../../integration/harness.js';
import { launchBrowser } from './browser.js';
import { startTestServer } from './server.js';

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * One real server and one Chromium for the test file that calls it (at its top level):
 * started before its first test, closed after its last. `options` reach the server (a clock, a mailer).
 * With `steps`, the file's tests are the steps of one story, a page opened in one used by the next.
 */
export function useBrowserAndServer(options: StartOptions = {}, { steps = false }: { steps?: boolean } = {}): BrowserSuite {
  // A browser test loads pages, signs in and runs axe audits, each a second or more on a loaded
  // two-core CI machine, where the config's 30 s cut several off half-way; 90 s still ends a hung one.
  vi.setConfig({ testTimeout: 90_000 });
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(options), launchBrowser()]);
  });
  // Unless it is a step of a story, a test's pages are closed after it (the file's own, opened
  // before its first test, stay). Left open, each kept two renderer processes alive to the file's
  // end, with the browser process tending them all: a file of 19 tests took 71 s of CPU, 53 s so.
  if (!steps) {
    let before = new Set<BrowserContext>();
    beforeEach(() => {
      before = new Set(browser?.contexts());
    });
    afterEach(async () => {
      await Promise.all((browser?.contexts() ?? []).filter((context) => !before.has(context)).map((context) => context.close()));
    });
  }
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBrowserAndServer: used outside a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
