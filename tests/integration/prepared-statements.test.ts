import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithAccount, startTestServer, type TestServer } from './harness.js';

/**
 * On PostgreSQL the fixed texts of the hot paths (core/db/statements.ts) run as named
 * statements, parsed once per connection, not on every call as TypeORM's unnamed ones are.
 */
describe('named statements on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the dashboard\'s and the session check\'s statements prepared on the connection that ran them', async (context) => {
    if (server.db.engine !== 'postgres') context.skip();
    const { client, businessId } = await registerWithAccount(server);
    // One request at a time: the pool lends the same idle connection to each, and to the query below.
    for (let read = 0; read < 3; read += 1) expect((await client.get(`/api/dashboard/${businessId}`)).status).toBe(200);
    const prepared = (await server.dataSource.query("SELECT statement FROM pg_prepared_statements WHERE name LIKE 'chefconnect_%'")) as { statement: string }[];
    const texts = prepared.map(({ statement }) => statement);
    expect(texts.some((text) => text.includes('FROM account LEFT JOIN member'))).toBe(true);
    expect(texts.some((text) => text.includes('FROM booking LEFT JOIN assignment'))).toBe(true);
  });
});
