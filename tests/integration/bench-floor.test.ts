import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFloor } from '../../scripts/bench/floor.js';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.js';
import { adminClient, ApiClient, registerWithAccount, startTestServer, statementRecorder, vancouverDay, watchStatements, type TestServer } from './harness.js';

/**
 * `npm run bench` divides the app's throughput by its floor's (scripts/bench/floor.ts), which
 * must do the same work for each measured call. Here both run each call on one database while
 * every statement they send is recorded: what each statement does to which tables (and which
 * job a job insert queues) must match, one for one and in order, and so must the answers. A
 * service that gains a statement, a job or a field fails this test until the floor does it too.
 */

/** A statement as compared: its verb, the tables it reads or writes, and for a job its kind and email template. */
function shapeOf(text: string, parameters: unknown[]): string {
  const verb = /^\s*(\w+)/.exec(text)![1]!.toUpperCase();
  const tables = [...new Set([...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+"?(\w+)"?/gi)].map((match) => match[1]!))].sort();
  const shape = `${verb} ${tables.join(',')}`;
  if (verb !== 'INSERT' || tables[0] !== 'job') return shape;
  const template = parameters[0] === 'email' ? (JSON.parse(parameters[1] as string) as { template: string }).template : null;
  return `${shape} ${String(parameters[0])}${template ? `(${template})` : ''}`;
}

/** Transaction control is each driver's own business, not the work. */
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|START TRANSACTION)\b/i;
/** The statements of the app and of the floor during a call, as compared. */
const comparedStatements = () => statementRecorder((text, parameters) => (CONTROL.test(text) ? null : shapeOf(text, parameters)));

describe('the bench floor does the app\'s work', () => {
  let server: TestServer;
  let floor: ReturnType<typeof createFloor>;
  const { record, during: statementsOf } = comparedStatements();

  beforeAll(async () => {
    // No job runner: its polls would interleave with the calls' statements.
    server = await startTestServer({ jobs: false });
    watchStatements(server, record);
    floor = createFloor(server.config.databaseUrl, record);
  });
  afterAll(async () => {
    await floor?.close();
    await server?.stop();
  });

  /** The signed-in contact's account: what the floor's session lookup is given for the app's cookie. */
  async function accountOf(contactId: number): Promise<number> {
    const rows = (await server.dataSource.query(`SELECT id FROM account WHERE "contactId" = ${server.db.engine === 'postgres' ? '$1' : '?'}`, [contactId])) as { id: number }[];
    return rows[0]!.id;
  }


  it('reads the dashboard, by REST and by tRPC, with the statements and the answer of the floor', async () => {
    const { client, businessId, contactId } = await registerWithAccount(server);
    const accountId = await accountOf(contactId);
    const rest = await statementsOf(async () => (await client.get(`/api/dashboard/${businessId}`)).json);
    const trpc = await statementsOf(async () => (await client.get(`/trpc/business.dashboard?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { businessId } }))}`)).json);
    const bare = await statementsOf(async () => (await floor.businessPrincipal(accountId)) && floor.dashboard(businessId));
    expect(rest.statements).toEqual(bare.statements);
    expect(trpc.statements).toEqual(bare.statements);
    expect(rest.answer).toEqual(bare.answer);
    expect((trpc.answer as [{ result: { data: unknown } }])[0].result.data).toEqual(bare.answer);
  });

  it('reads the admin table\'s first page with the statements and the answer of the floor', async () => {
    await registerWithAccount(server);
    const admin = await adminClient(server);
    const input = encodeURIComponent(JSON.stringify({ 0: { page: 1, pageSize: 20, search: '', sortBy: 'createdAt', sortOrder: 'desc' } }));
    const app = await statementsOf(async () => (await admin.get(`/trpc/admin.businesses?batch=1&input=${input}`)).json);
    const bare = await statementsOf(() => floor.adminPage(1));
    expect(app.statements).toEqual(bare.statements);
    expect(app.answer).toEqual(bare.answer);
  });

  it('books with the statements and the jobs of the floor, and answers the same booking', async () => {
    const { client, businessId, contactId } = await registerWithAccount(server);
    const accountId = await accountOf(contactId);
    const booking = (bookingDate: string) => ({ businessId, bookingDate, timeSlot: 'morning', duration: 1 });
    const app = await statementsOf(async () => (await client.post('/api/bookings', booking(vancouverDay(40)))).json as { booking: Record<string, unknown> });
    const bare = await statementsOf(() => floor.createBooking(accountId, JSON.stringify(booking(vancouverDay(41)))));
    expect(app.statements).toEqual(bare.statements);
    expect(app.statements.filter((statement) => statement.startsWith('INSERT job'))).toEqual(['INSERT job remindBooking', 'INSERT job alertUnstaffed', 'INSERT job email(bookingReceived)']);
    // Two bookings, a day apart: all but their ids, days and instants is the same.
    const apartFromTheDay = (booking: Record<string, unknown>) => ({ ...booking, id: 0, bookingDate: '', startsAt: '', endsAt: '', createdAt: '' });
    expect(apartFromTheDay(app.answer.booking)).toEqual(apartFromTheDay(bare.answer.booking));
  });

  it('places an order (invoice mode) with the statements and the job of the floor, and answers the same order', async () => {
    const { client, contactId } = await registerWithAccount(server);
    const accountId = await accountOf(contactId);
    const [pack] = (await client.get('/api/billing/packs')).json as { id: number }[];
    const app = await statementsOf(async () => (await client.post('/api/billing/orders', { packId: pack!.id })).json as { order: Record<string, unknown> });
    const bare = await statementsOf(() => floor.createOrder(accountId, JSON.stringify({ packId: pack!.id })));
    expect(app.statements).toEqual(bare.statements);
    expect(app.statements.filter((statement) => statement.startsWith('INSERT job'))).toEqual(['INSERT job emailInvoice']);
    // Two orders of one business: all but their ids, numbers and instants is the same.
    const apartFromTheNumber = (answer: { order: Record<string, unknown> }) => ({ ...answer, order: { ...answer.order, id: 0, number: '', createdAt: '' } });
    expect(apartFromTheNumber(app.answer)).toEqual(apartFromTheNumber(bare.answer));
  });
});

describe('the bench floor takes a Stripe webhook as the app does', () => {
  let standin: StripeStandin;
  let server: TestServer;
  let floor: ReturnType<typeof createFloor>;
  const { record, during: statementsOf } = comparedStatements();

  beforeAll(async () => {
    standin = await startStripeStandin();
    const stripeEnv = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_URL: standin.url };
    server = await startTestServer({ jobs: false, env: stripeEnv });
    watchStatements(server, record);
    // The floor reads the bench's Stripe settings from its environment, as `npm run bench` gives them.
    Object.assign(process.env, stripeEnv);
    floor = createFloor(server.config.databaseUrl, record);
  });
  afterAll(async () => {
    await floor?.close();
    await server?.stop();
    await standin?.close();
    for (const name of ['PAYMENTS', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name];
  });

  /** A card order of a new business, paid at the stand-in: the checkout.session.completed event Stripe would send, and its signature. */
  async function paidOrderEvent() {
    const { client } = await registerWithAccount(server);
    const [pack] = (await client.get('/api/billing/packs')).json as { id: number }[];
    const ordered = await client.post('/api/billing/orders', { packId: pack!.id });
    expect(ordered.status, ordered.text).toBe(201);
    const sessionId = (ordered.json.checkoutUrl as string).slice(`${standin.url}/pay/`.length);
    const payload = JSON.stringify(standin.event('checkout.session.completed', standin.pay(sessionId)));
    return { orderId: ordered.json.order.id as number, payload, signature: standin.signed(payload) };
  }


  it('pays the order with the statements and the jobs of the floor: the receipt numbered, the hours credited, the order.paid event', async () => {
    const [first, second] = [await paidOrderEvent(), await paidOrderEvent()];
    const app = await statementsOf(async () => {
      const answer = await new ApiClient(server.url).post('/api/webhooks/stripe', first.payload, { 'stripe-signature': first.signature });
      return [answer.status, answer.json];
    });
    const bare = await statementsOf(() => floor.stripeWebhook(Buffer.from(second.payload), second.signature));
    expect(app.answer).toEqual([200, bare.answer]);
    expect(app.statements).toEqual(bare.statements);
    expect(app.statements.filter((statement) => statement.startsWith('INSERT job'))).toEqual(['INSERT job emailInvoice']);
    const paid = (await server.dataSource.query('SELECT status, "receiptNumber" FROM billing_order WHERE id IN (' + [first.orderId, second.orderId].join(', ') + ') ORDER BY id')) as { status: string; receiptNumber: string }[];
    expect(paid.map(({ status }) => status)).toEqual(['paid', 'paid']);
    expect(paid.map(({ receiptNumber }) => receiptNumber)).toEqual([expect.stringMatching(/^RC-\d{4}-000001$/), expect.stringMatching(/^RC-\d{4}-000002$/)]);
  });
});
