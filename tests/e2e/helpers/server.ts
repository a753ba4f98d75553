import type { StartOptions } from '../../../src/server/server.js';
import { startTestServer as startApiServer, type TestServer } from '../../integration/harness.js';
import { CLIENT_DIR, ensureClientBuilt } from './build.js';

/**
 * The real server (fresh SQLite file in a temporary directory, ephemeral port) serving the
 * production client build: what a browser test drives. `stop()` closes it and removes the
 * directory; `dataSource` lets a test check what was stored.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  await ensureClientBuilt();
  return startApiServer({ clientDir: CLIENT_DIR, ...options });
}
