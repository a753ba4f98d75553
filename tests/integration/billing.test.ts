import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdToDocument } from '../support/documented-answer.js';
import { adminClient, ApiClient, registerBusiness, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * Buying hours in invoice mode, the default (DECISIONS.md section 12), through REST as an
 * integrator would: the packs, an order with its number and taxes, Idempotency-Key, the
 * emailed invoice and its PDF, the admin's recorded payment (once, also when 20 arrive at
 * once), refunds, the admin's orders, export and packs, and the low-balance email.
 */

const GST_NUMBER = '123456789 RT0001';
const ORDER_KEYS = ['id', 'number', 'status', 'packId', 'packName', 'hours', 'subtotalCents', 'gstCents', 'pstCents', 'totalCents', 'currency', 'provider', 'createdBy', 'createdAt', 'paidAt'];

let server: TestServer;
let admin: ApiClient;
/** The seeded packs by name, as GET /api/billing/packs first answered them. */
const packs: Record<string, { id: number; hours: number; priceCents: number }> = {};

beforeAll(async () => {
  server = await startTestServer({ env: { GST_NUMBER } });
  admin = await adminClient(server);
  for (const pack of (await new ApiClient(server.url).get('/api/billing/packs')).json as { id: number; name: string; hours: number; priceCents: number }[]) packs[pack.name] = pack;
});

afterAll(async () => {
  await server?.stop();
});

/** A newly registered business (its first booking takes `duration` of the 20 complimentary hours), signed in. */
async function business(duration = 5) {
  const client = new ApiClient(server.url);
  const registered = await registerBusiness(client, { duration, bookingDate: vancouverDay(40) });
  return { client, ...registered };
}

async function order(client: ApiClient, packId: number, headers?: Record<string, string>) {
  const response = await client.post('/api/billing/orders', { packId }, headers);
  expect(response.status, response.text).toBe(201);
  return response.json.order as { id: number; number: string; hours: number; totalCents: number; gstCents: number; packName: string; status: string };
}

async function recordPayment(orderId: number, reference = 'e-Transfer CA1234') {
  return admin.post(`/api/admin/orders/${orderId}/payments`, { reference });
}

async function bank(client: ApiClient, businessId: number) {
  const { json } = await client.get(`/api/dashboard/${businessId}`);
  return {
    ...(json.laborBank as { totalHours: number; usedHours: number; availableHours: number }),
    lines: (json.laborTransactions as { hours: number; description: string }[]).map(({ hours, description }) => ({ hours, description })),
  };
}

/** The invoice PDF as its reader sees it: the first page's text (the client's session, or none). */
async function invoiceText(client: ApiClient, orderId: number): Promise<string> {
  const pathname = `/api/billing/orders/${orderId}/invoice.pdf`;
  const response = await fetch(server.url + pathname, { headers: { cookie: client.cookieHeader() } });
  holdToDocument('GET', pathname, { status: response.status, json: undefined });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const content = await (await pdf.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await pdf.destroy();
  }
}

async function book(client: ApiClient, businessId: number, duration: number, offsetDays: number) {
  const response = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(offsetDays), timeSlot: 'morning', duration });
  expect(response.status, response.text).toBe(201);
}

describe('hour packs', () => {
  it('GET /api/billing/packs answers the three seeded packs, to anyone', async () => {
    const response = await new ApiClient(server.url).get('/api/billing/packs');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { id: expect.any(Number), name: 'Starter', hours: 10, priceCents: 79_000, currency: 'CAD' },
      { id: expect.any(Number), name: 'Kitchen', hours: 40, priceCents: 296_000, currency: 'CAD' },
      { id: expect.any(Number), name: 'Group', hours: 100, priceCents: 690_000, currency: 'CAD' },
    ]);
  });

  it('an admin adds a pack; once ordered and deactivated it is still listed for the admin and no longer on sale', async () => {
    const created = await admin.post('/api/admin/packs', { name: 'Trial', hours: 3, priceCents: 24_000 });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number), name: 'Trial', hours: 3, priceCents: 24_000, currency: 'CAD', active: true, ordered: false });
    const packId = created.json.id as number;
    expect((await new ApiClient(server.url).get('/api/billing/packs')).json.map((pack: { name: string }) => pack.name)).toContain('Trial');

    const { client } = await business();
    const ordered = await order(client, packId);
    expect(ordered).toMatchObject({ packName: 'Trial', hours: 3, subtotalCents: 24_000, gstCents: 1_200, totalCents: 25_200 });

    const renamed = await admin.patch(`/api/admin/packs/${packId}`, { priceCents: 25_000 });
    expect(renamed.json).toMatchObject({ priceCents: 25_000, active: true, ordered: true });
    const deactivated = await admin.patch(`/api/admin/packs/${packId}`, { active: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json).toEqual({ id: packId, name: 'Trial', hours: 3, priceCents: 25_000, currency: 'CAD', active: false, ordered: true });

    const listed = (await admin.get('/api/admin/packs')).json as { id: number; active: boolean }[];
    expect(listed.find((pack) => pack.id === packId)).toMatchObject({ active: false, ordered: true });
    expect(listed).toHaveLength(4);
    expect((await new ApiClient(server.url).get('/api/billing/packs')).json.map((pack: { name: string }) => pack.name)).toEqual(['Starter', 'Kitchen', 'Group']);
    // The order keeps what it was sold at; the pack can no longer be ordered.
    expect((await client.get('/api/billing/orders')).json[0]).toMatchObject({ id: ordered.id, subtotalCents: 24_000 });
    const refused = await client.post('/api/billing/orders', { packId });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ message: 'This pack is not on sale' });
  });
});

describe('an order', () => {
  it('answers 201 with the order of section 12, numbered INV-YYYY-NNNNNN, GST 5%, no PST, and no checkout URL', async () => {
    const { client } = await business();
    const response = await client.post('/api/billing/orders', { packId: packs.Kitchen!.id });

    expect(response.status).toBe(201);
    expect(Object.keys(response.json)).toEqual(['order', 'checkoutUrl']);
    expect(response.json.checkoutUrl).toBeNull();
    const created = response.json.order;
    expect(Object.keys(created).sort()).toEqual([...ORDER_KEYS].sort());
    expect(created).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(new RegExp(`^INV-${vancouverDay().slice(0, 4)}-\\d{6}$`)),
      status: 'pending',
      packId: packs.Kitchen!.id,
      packName: 'Kitchen',
      hours: 40,
      subtotalCents: 296_000,
      gstCents: 14_800,
      pstCents: 0,
      totalCents: 310_800,
      currency: 'CAD',
      provider: 'invoice',
      createdBy: { id: expect.any(Number), name: expect.any(String) },
      createdAt: expect.any(String),
      paidAt: null,
    });
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(60_000);

    // The next order, of any business, takes the next number.
    const next = await order((await business()).client, packs.Starter!.id);
    expect(next.number).toBe(`${created.number.slice(0, 9)}${String(Number(created.number.slice(9)) + 1).padStart(6, '0')}`);
    expect(next).toMatchObject({ subtotalCents: 79_000, gstCents: 3_950, totalCents: 82_950 });
  });

  it('numbers orders placed at once uniquely and without gaps', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => business()));
    const placed = await Promise.all(Array.from({ length: 12 }, (_, index) => order(clients[index % 4]!.client, packs.Starter!.id)));
    const sequence = placed.map((created) => Number(created.number.slice(9))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, index) => sequence[0]! + index));
  });

  it('allows at most 5 pending orders: the sixth is 409 by REST and tRPC, and paying or canceling one makes room again', async () => {
    const { client } = await business();
    const placed = [];
    for (let index = 0; index < 5; index += 1) placed.push(await order(client, packs.Starter!.id));
    const emailedBefore = (await server.outbox()).length;

    const rest = await client.post('/api/billing/orders', { packId: packs.Starter!.id });
    const viaTrpc = await client.post('/trpc/business.billing.createOrder', { packId: packs.Starter!.id });

    expect({ status: rest.status, json: rest.json }).toEqual({ status: 409, json: { message: 'You have 5 unpaid orders: pay or cancel one first' } });
    expect({ status: viaTrpc.status, message: viaTrpc.json.error.message }).toEqual({ status: 409, message: 'You have 5 unpaid orders: pay or cancel one first' });
    expect((await client.get('/api/billing/orders')).json).toHaveLength(5);
    expect((await server.outbox()).length).toBe(emailedBefore);

    expect((await client.post(`/api/billing/orders/${placed[0]!.id}/cancel`)).status).toBe(200);
    await order(client, packs.Starter!.id);
    expect((await recordPayment(placed[1]!.id)).status).toBe(200);
    await order(client, packs.Starter!.id);
    expect((await client.post('/api/billing/orders', { packId: packs.Starter!.id })).status).toBe(409);
  });

  it('20 orders at once from one business: exactly 5 are placed, the rest refused with the limit', async () => {
    const { client } = await business();

    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/billing/orders', { packId: packs.Starter!.id })));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => ({ status: answer.status, json: answer.json }))).toEqual(refused.map(() => ({ status: 409, json: { message: 'You have 5 unpaid orders: pay or cancel one first' } })));
    expect(((await client.get('/api/billing/orders')).json as { status: string }[]).map((listed) => listed.status)).toEqual(Array(5).fill('pending'));
  });

  it('rounds the GST half up and adds the PST the admin set, on orders made after the change', async () => {
    const pack = await admin.post('/api/admin/packs', { name: 'Odd', hours: 1, priceCents: 12_350 });
    const { client } = await business();
    // 5% of $123.50 is 617.5 cents: 618.
    const before = await order(client, pack.json.id);
    expect(before).toMatchObject({ subtotalCents: 12_350, gstCents: 618, pstCents: 0, totalCents: 12_968 });

    const set = await admin.patch('/api/admin/billing-settings', { pstBasisPoints: 700 });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ pstBasisPoints: 700, provider: 'invoice', gstNumber: GST_NUMBER });
    try {
      // 7% of $123.50 is 864.5 cents: 865.
      const after = await order(client, pack.json.id);
      expect(after).toMatchObject({ subtotalCents: 12_350, gstCents: 618, pstCents: 865, totalCents: 13_833 });
      const kitchen = await order(client, packs.Kitchen!.id);
      expect(kitchen).toMatchObject({ subtotalCents: 296_000, gstCents: 14_800, pstCents: 20_720, totalCents: 331_520 });
      // The first order keeps the tax it was made with.
      expect((await client.get('/api/billing/orders')).json.find((listed: { id: number }) => listed.id === before.id)).toMatchObject({ pstCents: 0, totalCents: 12_968 });
    } finally {
      await admin.patch('/api/admin/billing-settings', { pstBasisPoints: 0 });
      await admin.patch(`/api/admin/packs/${pack.json.id}`, { active: false });
    }
  });

  it('honours Idempotency-Key: the same key and body answer the same order, another body is 422, a key over 200 characters is 400', async () => {
    const { client } = await business();
    const first = await client.post('/api/billing/orders', { packId: packs.Starter!.id }, { 'Idempotency-Key': 'buy-starter-1' });
    const again = await client.post('/api/billing/orders', { packId: packs.Starter!.id }, { 'Idempotency-Key': 'buy-starter-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);

    const other = await client.post('/api/billing/orders', { packId: packs.Kitchen!.id }, { 'Idempotency-Key': 'buy-starter-1' });
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ message: 'This Idempotency-Key was already used with a different request' });

    const tooLong = await client.post('/api/billing/orders', { packId: packs.Starter!.id }, { 'Idempotency-Key': 'k'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe('Idempotency-Key must be from 1 to 200 characters');

    expect((await client.get('/api/billing/orders')).json.map((listed: { id: number }) => listed.id)).toEqual([first.json.order.id]);
  });

  it('emails the invoice to the contact, the subject naming its number, the PDF attached', async () => {
    const { client, body } = await business();
    const created = await order(client, packs.Kitchen!.id);

    const invoices = (await server.outbox()).filter((email) => email.to === body.email && email.subject.includes(created.number));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.subject).toBe(`Invoice ${created.number} from ChefConnect`);
    const [attachment, ...others] = invoices[0]!.attachments;
    expect(others).toEqual([]);
    expect(attachment, 'the invoice PDF is attached').toMatchObject({ filename: `${created.number}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(attachment!.content)).toContain(created.number);
  });

  it('GET /api/billing/orders lists the business\'s own orders, newest first', async () => {
    const { client } = await business();
    const first = await order(client, packs.Starter!.id);
    const second = await order(client, packs.Group!.id);
    const third = await order(client, packs.Starter!.id);
    await order((await business()).client, packs.Starter!.id);

    const listed = await client.get('/api/billing/orders');
    expect(listed.status).toBe(200);
    expect(listed.json.map((listedOrder: { id: number }) => listedOrder.id)).toEqual([third.id, second.id, first.id]);
    expect(listed.json[1]).toEqual(second);
  });

  it('the invoice PDF names the number, the GST number, the GST and the total, and "Paid" once paid', async () => {
    const { client } = await business();
    const created = await order(client, packs.Kitchen!.id);

    const unpaid = await invoiceText(client, created.id);
    expect(unpaid).toContain(created.number);
    expect(unpaid).toContain(GST_NUMBER);
    expect(unpaid).toContain('$148.00');
    expect(unpaid).toContain('$3,108.00');
    expect(unpaid).not.toMatch(/\bPaid\b/);

    expect((await recordPayment(created.id)).status).toBe(200);
    const paid = await invoiceText(client, created.id);
    expect(paid).toMatch(/\bPaid\b/);
    expect(paid).toContain('$3,108.00');
    // An admin reads any business's invoice.
    expect(await invoiceText(admin, created.id)).toContain(created.number);
  });

  it("another business's order is 404: its PDF and its cancel", async () => {
    const owner = await business();
    const created = await order(owner.client, packs.Starter!.id);
    const stranger = await business();

    const pdf = await stranger.client.get(`/api/billing/orders/${created.id}/invoice.pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.json).toEqual({ message: 'Order not found' });
    const cancel = await stranger.client.post(`/api/billing/orders/${created.id}/cancel`);
    expect(cancel.status).toBe(404);
    expect(cancel.json).toEqual({ message: 'Order not found' });

    // Its owner can cancel it, once.
    const own = await owner.client.post(`/api/billing/orders/${created.id}/cancel`);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ id: created.id, status: 'canceled' });
    expect((await owner.client.post(`/api/billing/orders/${created.id}/cancel`)).status).toBe(409);
  });
});

describe('the admin records a payment', () => {
  it('credits the hours once, with one ledger line; a second recording is 409', async () => {
    const { client, businessId } = await business();
    const created = await order(client, packs.Kitchen!.id);
    const before = await bank(client, businessId);

    const paid = await recordPayment(created.id, 'Cheque 1042');
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ success: true, order: { id: created.id, status: 'paid', paymentReference: 'Cheque 1042', paidAt: expect.any(String) } });

    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 40);
    expect(after.availableHours).toBe(before.availableHours + 40);
    expect(after.lines.filter((line) => line.description.startsWith('Purchased'))).toEqual([{ hours: 40, description: `Purchased: Kitchen (40 h), ${created.number}` }]);

    const second = await recordPayment(created.id, 'Cheque 1042');
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ message: 'This order is already paid' });
    expect((await bank(client, businessId)).totalHours).toBe(after.totalHours);
    expect((await client.get('/api/billing/orders')).json[0]).toMatchObject({ status: 'paid', paidAt: paid.json.order.paidAt });
  });

  it('20 recordings of one payment at once: one 200, nineteen 409, the hours credited once', async () => {
    const { client, businessId } = await business();
    const created = await order(client, packs.Group!.id);
    const before = await bank(client, businessId);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => recordPayment(created.id, `Wire ${index}`)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, json: { message: 'This order is already paid' } });
    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(before.totalHours + 100);
    expect(after.lines.filter((line) => line.description === `Purchased: Group (100 h), ${created.number}`)).toHaveLength(1);
    expect(after.lines.reduce((sum, line) => sum + line.hours, 0)).toBe(after.availableHours);
  });
});

describe('refunds', () => {
  it('refunds a paid order whose hours are unused: the bank falls by them and the order is refunded', async () => {
    const { client, businessId } = await business();
    const created = await order(client, packs.Kitchen!.id);
    await recordPayment(created.id);
    const paid = await bank(client, businessId);

    const refunded = await admin.post(`/api/admin/orders/${created.id}/refund`, { reason: 'The business changed its plans' });
    expect(refunded.status).toBe(200);
    expect(refunded.json).toMatchObject({ success: true, order: { id: created.id, status: 'refunded', refundedAt: expect.any(String) } });

    const after = await bank(client, businessId);
    expect(after.totalHours).toBe(paid.totalHours - 40);
    expect(after.lines.filter((line) => line.description === `Refunded: ${created.number}`)).toEqual([{ hours: -40, description: `Refunded: ${created.number}` }]);
    // Refunded is final: not refunded twice, not paid again.
    expect((await admin.post(`/api/admin/orders/${created.id}/refund`, { reason: 'The business changed its plans' })).json).toEqual({ message: 'This order is already refunded' });
    expect((await recordPayment(created.id)).json).toEqual({ message: 'This order is refunded' });
    expect((await bank(client, businessId)).totalHours).toBe(after.totalHours);
  });

  /** The admin's refund and recorded payment, by REST and by tRPC as /admin/finance sends them. */
  const financeCalls = {
    rest: {
      refund: (orderId: number) => admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'The business changed its plans' }),
      recordPayment: (orderId: number) => recordPayment(orderId),
    },
    trpc: {
      refund: (orderId: number) => admin.post('/trpc/admin.finance.refund', { orderId, reason: 'The business changed its plans' }),
      recordPayment: (orderId: number) => admin.post('/trpc/admin.finance.recordPayment', { orderId, reference: 'Cheque 7' }),
    },
  };

  /** A refusal as either engine answers it: the status and the message (REST's `message`, tRPC's `error.message`). */
  async function refusal(answer: ReturnType<ApiClient['post']>) {
    const { status, json } = await answer;
    return { status, message: (json.message ?? json.error?.message) as string | undefined };
  }

  it.each(Object.keys(financeCalls) as (keyof typeof financeCalls)[])('says why it refuses: a pending or canceled order is not paid, a refunded one is already refunded and cannot be paid (%s)', async (engine) => {
    const calls = financeCalls[engine];
    const { client, businessId } = await business();
    const pending = await order(client, packs.Starter!.id);
    const canceled = await order(client, packs.Starter!.id);
    expect((await client.post(`/api/billing/orders/${canceled.id}/cancel`)).status).toBe(200);
    const refunded = await order(client, packs.Starter!.id);
    await recordPayment(refunded.id);
    expect((await calls.refund(refunded.id)).status).toBe(200);
    const before = await bank(client, businessId);

    expect(await refusal(calls.refund(pending.id))).toEqual({ status: 409, message: 'Only a paid order can be refunded' });
    expect(await refusal(calls.refund(canceled.id))).toEqual({ status: 409, message: 'Only a paid order can be refunded' });
    expect(await refusal(calls.refund(refunded.id))).toEqual({ status: 409, message: 'This order is already refunded' });
    expect(await refusal(calls.recordPayment(refunded.id))).toEqual({ status: 409, message: 'This order is refunded' });
    expect(await refusal(calls.recordPayment(canceled.id))).toEqual({ status: 409, message: 'Only a pending order can be paid' });

    expect(await bank(client, businessId)).toEqual(before);
    const statuses = Object.fromEntries(((await client.get('/api/billing/orders')).json as { id: number; status: string }[]).map((listed) => [listed.id, listed.status]));
    expect(statuses).toEqual({ [pending.id]: 'pending', [canceled.id]: 'canceled', [refunded.id]: 'refunded' });
  });

  it('refuses once the hours are booked (409), and refuses an unpaid order', async () => {
    // 15 complimentary hours free, then 10 bought: 25.
    const { client, businessId } = await business(5);
    const created = await order(client, packs.Starter!.id);
    expect((await admin.post(`/api/admin/orders/${created.id}/refund`, { reason: 'The business changed its plans' })).json).toEqual({ message: 'Only a paid order can be refunded' });
    await recordPayment(created.id);
    await book(client, businessId, 8, 45);
    await book(client, businessId, 8, 46);
    const before = await bank(client, businessId);
    expect(before.availableHours).toBe(9);

    const refused = await admin.post(`/api/admin/orders/${created.id}/refund`, { reason: 'The business changed its plans' });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: 'Only unused hours can be refunded' });
    expect(await bank(client, businessId)).toEqual(before);
    expect((await client.get('/api/billing/orders')).json[0]).toMatchObject({ id: created.id, status: 'paid' });
  });
});

describe("the admin's orders", () => {
  it('filters by status, dates and search, and exports them as CSV', async () => {
    const name = `Filter Bistro ${Date.now()}`;
    const client = new ApiClient(server.url);
    await registerBusiness(client, { businessName: name, bookingDate: vancouverDay(40) });
    const pending = await order(client, packs.Starter!.id);
    const paid = await order(client, packs.Kitchen!.id);
    await recordPayment(paid.id, 'EFT 77');
    const today = vancouverDay();

    const searched = await admin.get(`/api/admin/orders?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(searched.status).toBe(200);
    expect(searched.json.map((listed: { id: number }) => listed.id)).toEqual([paid.id, pending.id]);
    expect(searched.json[0]).toMatchObject({ businessName: name, status: 'paid', paymentReference: 'EFT 77', refundedAt: null, businessId: expect.any(Number) });
    expect((await admin.get(`/api/admin/orders?search=${pending.number}`)).json.map((listed: { id: number }) => listed.id)).toEqual([pending.id]);

    const paidOnly = (await admin.get(`/api/admin/orders?status=paid&search=${encodeURIComponent(name)}`)).json;
    expect(paidOnly.map((listed: { id: number }) => listed.id)).toEqual([paid.id]);
    const pendingOnly = (await admin.get('/api/admin/orders?status=pending')).json as { id: number; status: string }[];
    expect(pendingOnly.every((listed) => listed.status === 'pending')).toBe(true);
    expect(pendingOnly.map((listed) => listed.id)).toContain(pending.id);

    const inRange = (await admin.get(`/api/admin/orders?from=${today}&to=${today}&search=${encodeURIComponent(name)}`)).json;
    expect(inRange).toHaveLength(2);
    expect((await admin.get(`/api/admin/orders?from=${vancouverDay(1)}&search=${encodeURIComponent(name)}`)).json).toEqual([]);
    expect((await admin.get(`/api/admin/orders?to=${vancouverDay(-1)}&search=${encodeURIComponent(name)}`)).json).toEqual([]);
    expect((await admin.get('/api/admin/orders?status=sold')).status).toBe(400);

    const csv = await admin.get('/api/admin/export/orders.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('Number,Created,Business,Pack,Hours,Subtotal,GST,PST,Total,Currency,Status,Provider,Paid,Reference,Payment method,Received on,Recorded by,Receipt,Refunded,Refund reason,Refunded by,Credit note');
    const row = lines.find((line) => line.startsWith(`${paid.number},`));
    expect(row).toMatch(new RegExp(`^${paid.number},[^,]+,${name},Kitchen,40,2960\\.00,148\\.00,0\\.00,3108\\.00,CAD,paid,invoice,[^,]+,EFT 77,other,${today},admin,RC-\\d{4}-\\d{6},,,,$`));
  });
});

describe('the Stripe webhook in invoice mode', () => {
  it('answers 404: card payments are not enabled', async () => {
    const answer = await new ApiClient(server.url).post('/api/webhooks/stripe', '{"id":"evt_1","type":"checkout.session.completed"}', { 'stripe-signature': 't=1,v1=abc' });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: 'Card payments are not enabled' });
  });
});

describe('the low-balance email', () => {
  it('is read and set through /api/billing/low-balance, and sent once each time the hours fall below it', async () => {
    const { client, businessId, body } = await business(2);
    const lowBalance = (await server.outbox()).length;
    const read = await client.get('/api/billing/low-balance');
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ success: true, lowBalanceHours: 5, laborBank: { totalHours: 20, usedHours: 2, availableHours: 18 } });
    const set = await client.put('/api/billing/low-balance', { lowBalanceHours: 10 });
    expect(set.json).toEqual({ success: true, lowBalanceHours: 10, laborBank: { totalHours: 20, usedHours: 2, availableHours: 18 } });
    expect((await client.put('/api/billing/low-balance', { lowBalanceHours: 101 })).status).toBe(400);

    const alerts = async () => (await server.outbox()).slice(lowBalance).filter((email) => email.to === body.email && email.subject === 'Your ChefConnect labor bank is running low');
    await book(client, businessId, 6, 41); // 12 left: still at or above 10
    expect(await alerts()).toHaveLength(0);
    await book(client, businessId, 4, 42); // 8 left: crossed
    expect(await alerts()).toHaveLength(1);
    await book(client, businessId, 3, 43); // 5 left: still below, no second email
    expect(await alerts()).toHaveLength(1);

    // Bought hours lift it above the level; falling below again is a new crossing.
    const starter = await order(client, packs.Starter!.id);
    await recordPayment(starter.id);
    await book(client, businessId, 7, 44); // 8 left
    expect(await alerts()).toHaveLength(2);

    // 0 turns it off.
    await client.put('/api/billing/low-balance', { lowBalanceHours: 0 });
    await book(client, businessId, 8, 47);
    expect(await alerts()).toHaveLength(2);
  });
});
