import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('the migrations', () => {
  // What `typeorm migration:generate` would write against a migrated database: nothing, or an
  // entity and the schema the migrations build have drifted apart on this engine.
  it('build exactly the schema the entities describe', async () => {
    const pending = await server.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
