import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerWithAccount, startTestServer, statementRecorder, watchStatements, type TestServer } from './harness.js';

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

/**
 * On SQLite the query builder's statements keep one text whatever the ids in them, so the
 * driver compiles each once and reuses it, instead of compiling a new text for every id.
 */
describe('one text per statement on SQLite', () => {
  let server: TestServer;
  const recorder = statementRecorder();
  beforeAll(async () => {
    server = await startTestServer({ jobs: false });
    watchStatements(server, recorder.record);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const textsOf = async (call: () => Promise<unknown>) => (await recorder.during(call)).statements;

  it('sends the same texts for two businesses\' same call, their ids bound rather than written in', async (context) => {
    if (server.db.engine !== 'sqlite') context.skip();
    const first = await registerWithAccount(server);
    const second = await registerWithAccount(server);
    const packs = (await first.client.get('/api/billing/packs')).json as { id: number }[];
    const order = (business: typeof first) => textsOf(async () => expect((await business.client.post('/api/billing/orders', { packId: packs[0]!.id })).status).toBe(201));
    const [firstTexts, secondTexts] = [await order(first), await order(second)];
    expect(firstTexts.length).toBeGreaterThan(3);
    expect(secondTexts).toEqual(firstTexts);
  });

  it('reads a full and a last, shorter page of the admin table, searched and sorted, with the same texts', async () => {
    const town = `Texton ${Date.now()}`;
    for (let opened = 0; opened < 13; opened += 1) await registerWithAccount(server, { city: town });
    const admin = await adminClient(server);
    const page = (number: number) =>
      textsOf(async () => {
        const input = encodeURIComponent(JSON.stringify({ 0: { page: number, pageSize: 10, search: town, sortBy: 'nextBooking', sortOrder: 'asc' } }));
        const answer = await admin.get(`/trpc/admin.businesses?batch=1&input=${input}`);
        expect(answer.json[0].result.data.rows).toHaveLength(number === 1 ? 10 : 3);
      });
    const [full, last] = [await page(1), await page(2)];
    expect(full.filter((text) => /\bbusiness\b/.test(text))).toHaveLength(3);
    expect(last).toEqual(full);
  });

  it('keeps a bound whole number whole: written into text it reads as the number, not as a decimal', async (context) => {
    if (server.db.engine !== 'sqlite') context.skip();
    const row = (await server.dataSource.createQueryBuilder().select(":count || ' h'", 'text').addSelect('typeof(:count)', 'type').from('hour_pack', 'pack').setParameters({ count: 5 }).limit(1).getRawOne()) as { text: string; type: string };
    expect(row).toEqual({ text: '5 h', type: 'integer' });
  });
});
