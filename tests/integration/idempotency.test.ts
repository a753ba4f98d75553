import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerBusiness, startTestServer, vancouverDay, type TestServer } from './harness.js';

/** POST /api/bookings with an Idempotency-Key (DECISIONS.md section 6), on a clock the tests move. */
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});

afterAll(async () => {
  await server?.stop();
});

async function signedInBusiness() {
  const client = new ApiClient(server.url);
  const { businessId } = await registerBusiness(client);
  const dashboard = async () => (await client.get(`/api/dashboard/${businessId}`)).json;
  const booking = (overrides: Record<string, unknown> = {}) => ({
    businessId,
    serviceType: 'virtual',
    bookingDate: vancouverDay(40),
    timeSlot: 'afternoon',
    duration: 2,
    ...overrides,
  });
  return { client, businessId, dashboard, booking };
}

describe('Idempotency-Key on POST /api/bookings', () => {
  it('20 concurrent repeats of one key give one booking, one ledger entry and 20 identical answers', async () => {
    const { client, dashboard, booking } = await signedInBusiness();
    const before = await dashboard();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/bookings', booking(), { 'Idempotency-Key': 'order-7f3a' })),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]!.json).toMatchObject({ success: true, booking: { status: 'confirmed', duration: 2 } });

    const after = await dashboard();
    expect(after.bookings).toHaveLength(before.bookings.length + 1);
    expect(after.laborTransactions).toHaveLength(before.laborTransactions.length + 1);
    expect(after.laborBank.usedHours).toBe(before.laborBank.usedHours + 2);
  });

  it('a repeat answers the first booking as it was answered, even after the booking changed', async () => {
    const { client, booking } = await signedInBusiness();
    const first = await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'retry-after-timeout' });
    expect((await client.patch(`/api/bookings/${first.json.booking.id}`, { status: 'canceled' })).status).toBe(200);
    // The same fields in another order and the date in the wizard's own form: the same request.
    const { duration, ...rest } = booking();
    const [year, month, day] = rest.bookingDate.split('-').map(Number);
    const repeat = await client.post('/api/bookings', { duration, ...rest, bookingDate: `${month}/${day}/${year}` }, { 'Idempotency-Key': 'retry-after-timeout' });
    expect(repeat.status).toBe(first.status);
    expect(repeat.json).toEqual(first.json);
  });

  it('the same key with another body is 422 and books nothing', async () => {
    const { client, dashboard, booking } = await signedInBusiness();
    expect((await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'reused' })).status).toBe(201);
    const before = await dashboard();
    const other = await client.post('/api/bookings', booking({ duration: 3 }), { 'Idempotency-Key': 'reused' });
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ message: 'This Idempotency-Key was already used with a different request' });
    expect((await dashboard()).bookings).toHaveLength(before.bookings.length);
  });

  it('a key is 1 to 200 characters: longer or empty is 400 and books nothing', async () => {
    const { client, dashboard, booking } = await signedInBusiness();
    const before = await dashboard();
    const tooLong = await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'k'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual({
      message: 'Idempotency-Key must be from 1 to 200 characters',
      errors: { 'Idempotency-Key': 'Idempotency-Key must be from 1 to 200 characters' },
    });
    expect((await client.post('/api/bookings', booking(), { 'Idempotency-Key': '' })).status).toBe(400);
    expect((await dashboard()).bookings).toHaveLength(before.bookings.length);
    expect((await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'k'.repeat(200) })).status).toBe(201);
  });

  it('keys belong to one business: another business books with the same key', async () => {
    const a = await signedInBusiness();
    const b = await signedInBusiness();
    const fromA = await a.client.post('/api/bookings', a.booking(), { 'Idempotency-Key': 'shared-name' });
    const fromB = await b.client.post('/api/bookings', b.booking(), { 'Idempotency-Key': 'shared-name' });
    expect(fromB.status).toBe(201);
    expect(fromB.json.booking.id).not.toBe(fromA.json.booking.id);
  });

  it('without the header every request books, as before', async () => {
    const { client, dashboard, booking } = await signedInBusiness();
    const before = await dashboard();
    expect((await client.post('/api/bookings', booking())).status).toBe(201);
    expect((await client.post('/api/bookings', booking())).status).toBe(201);
    expect((await dashboard()).bookings).toHaveLength(before.bookings.length + 2);
  });

  it('a key is kept 24 hours, then books afresh', async () => {
    const { client, booking } = await signedInBusiness();
    const first = await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'daily-order' });
    clock += 23 * 60 * 60 * 1000;
    expect((await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'daily-order' })).json).toEqual(first.json);
    clock += 2 * 60 * 60 * 1000;
    const later = await client.post('/api/bookings', booking(), { 'Idempotency-Key': 'daily-order' });
    expect(later.status).toBe(201);
    expect(later.json.booking.id).not.toBe(first.json.booking.id);
  });
});
