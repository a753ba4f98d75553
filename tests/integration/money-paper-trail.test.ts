import { describe, expect, it } from 'vitest';
import { MoneyPaperTrail1764530000070 } from '../../migrations/1764530000070-MoneyPaperTrail.js';
import { holdToDocument } from '../support/documented-answer.js';
import { pdfText } from '../support/pdf-text.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { ApiClient, registerBusiness, startTestServer, vancouverDay, vancouverDayOf } from './harness.js';

/**
 * Money's paper trail (DECISIONS.md section 23), through REST as an integrator would: a refund
 * asks a reason and leaves a numbered credit note (PDF, email) and a refunded invoice; a
 * payment is recorded with its day, method and admin and has its receipt; invoices carry a
 * due date, the seller's email and phone and the price per hour; and the Finance month of a
 * sale never changes once past, a refund counting in its own month as a negative line.
 */

const suite = useClockedServer();
const REASON = 'The restaurant closed for renovations.';
const CN_NUMBER = /^CN-\d{4}-\d{6}$/;
const RC_NUMBER = /^RC-\d{4}-\d{6}$/;

interface Order {
  id: number;
  number: string;
  hours: number;
  subtotalCents: number;
  gstCents: number;
  pstCents: number;
  totalCents: number;
}

async function packId(name: string): Promise<number> {
  const packs = (await new ApiClient(suite.server.url).get('/api/billing/packs')).json as { id: number; name: string }[];
  return packs.find((pack) => pack.name === name)!.id;
}

async function business() {
  const client = new ApiClient(suite.server.url);
  const registered = await registerBusiness(client, { duration: 2, bookingDate: vancouverDay(60) });
  return { client, ...registered };
}

async function order(client: ApiClient, pack = 'Kitchen'): Promise<Order> {
  const response = await client.post('/api/billing/orders', { packId: await packId(pack) });
  expect(response.status, response.text).toBe(201);
  return response.json.order as Order;
}

async function pay(orderId: number, body: Record<string, unknown> = { reference: 'e-Transfer CA1234' }) {
  const response = await suite.admin.post(`/api/admin/orders/${orderId}/payments`, body);
  holdToDocument('POST', `/api/admin/orders/${orderId}/payments`, response);
  return response;
}

async function refund(orderId: number, body: Record<string, unknown> = { reason: REASON }) {
  const response = await suite.admin.post(`/api/admin/orders/${orderId}/refund`, body);
  holdToDocument('POST', `/api/admin/orders/${orderId}/refund`, response);
  return response;
}

/** One of an order's PDFs as the client reads it, or the refusal's status and message. */
async function document(client: ApiClient, orderId: number, name: 'invoice' | 'receipt' | 'credit-note') {
  const pathname = `/api/billing/orders/${orderId}/${name}.pdf`;
  const response = await fetch(suite.server.url + pathname, { headers: { cookie: client.cookieHeader() } });
  if (response.status !== 200) {
    const json = (await response.json()) as unknown;
    holdToDocument('GET', pathname, { status: response.status, json });
    return { status: response.status, json, text: '' };
  }
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { status: 200, json: null, text: await pdfText(new Uint8Array(await response.arrayBuffer())), disposition: response.headers.get('content-disposition') };
}

type MonthLine = { month: string; kind: 'sales' | 'refunds'; orders: number; salesCents: number; gstCents: number; pstCents: number; hoursSold: number };

async function monthLines(): Promise<MonthLine[]> {
  const response = await suite.admin.get('/trpc/admin.finance.monthTotals');
  expect(response.status).toBe(200);
  return response.json.result.data as MonthLine[];
}

function line(lines: MonthLine[], month: string, kind: MonthLine['kind']): MonthLine {
  return lines.find((candidate) => candidate.month === month && candidate.kind === kind) ?? { month, kind, orders: 0, salesCents: 0, gstCents: 0, pstCents: 0, hoursSold: 0 };
}

/** Noon in Vancouver (19:00Z, UTC−7 all year) on a day ten days before this month began: a month already past. */
function lastMonthNoon(): { at: number; month: string; day: string } {
  const thisMonth = vancouverDay().slice(0, 7);
  const day = new Date(Date.parse(`${thisMonth}-01T12:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  return { at: Date.parse(`${day}T19:00:00Z`), month: day.slice(0, 7), day };
}

/** "December 6, 2026" for 2026-12-06. */
function inWords(day: string): string {
  return new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

describe('a refund leaves a paper trail', () => {
  it('asks a reason: without one it is 400 by REST and tRPC, and nothing changes', async () => {
    const { client } = await business();
    const created = await order(client);
    expect((await pay(created.id)).status).toBe(200);

    for (const body of [{}, { reason: '   ' }]) {
      const refused = await refund(created.id, body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Please give the reason for the refund');
    }
    const viaTrpc = await suite.admin.post('/trpc/admin.finance.refund', { orderId: created.id });
    expect({ status: viaTrpc.status, message: viaTrpc.json.error.message }).toEqual({ status: 400, message: 'Please give the reason for the refund' });

    expect((await client.get('/api/billing/orders')).json[0]).toMatchObject({ id: created.id, status: 'paid' });
    expect(await document(client, created.id, 'credit-note')).toMatchObject({ status: 404, json: { message: 'This order has no credit note: it was never refunded' } });
  });

  it('numbers a credit note CN-YYYY-NNNNNN naming the invoice, hours, subtotal, GST and total, with the reason and the admin; emails it; and the invoice reads "Refunded on"', async () => {
    const { client, body } = await business();
    const created = await order(client);
    await pay(created.id);
    const today = vancouverDay();

    const refunded = await refund(created.id);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.order).toMatchObject({ status: 'refunded', refundReason: REASON, refundedBy: 'admin', creditNoteNumber: expect.stringMatching(CN_NUMBER) });
    const number = refunded.json.order.creditNoteNumber as string;
    expect(number.slice(3, 7)).toBe(today.slice(0, 4));

    const note = await document(client, created.id, 'credit-note');
    expect(note.status).toBe(200);
    expect(note.disposition).toContain(`${number}.pdf`);
    for (const text of [`Credit note ${number}`, `Reverses invoice ${created.number}`, `Date: ${inWords(today)}`, 'Refund of Kitchen (40 h) at $74.00 per hour', '40', 'Subtotal refunded', '$2,960.00', 'GST (5%) refunded', '$148.00', 'Total refunded (CAD)', '$3,108.00', REASON]) {
      expect(note.text).toContain(text);
    }
    // An admin reads it too; another business does not (404, as if it did not exist).
    expect((await document(suite.admin, created.id, 'credit-note')).text).toContain(number);
    const stranger = await business();
    expect(await document(stranger.client, created.id, 'credit-note')).toMatchObject({ status: 404, json: { message: 'Order not found' } });

    const invoice = await document(client, created.id, 'invoice');
    expect(invoice.text).toContain(`Refunded on ${inWords(today)}`);
    expect(invoice.text).toContain(`Credit note ${number} reverses this invoice.`);
    expect(invoice.text).not.toContain('Thank you');

    const emails = (await suite.server.outbox()).filter((email) => email.to === body.email && email.subject.includes(number));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Credit note ${number}: invoice ${created.number} refunded`);
    expect(emails[0]!.body).toContain('$3,108.00');
    expect(emails[0]!.attachments.map((attachment) => attachment.filename)).toEqual([`${number}.pdf`]);
    expect(await pdfText(emails[0]!.attachments[0]!.content)).toContain(`Reverses invoice ${created.number}`);

    // The bookkeeper's export carries the payment and the refund as recorded.
    const csv = (await suite.admin.get('/api/admin/export/orders.csv')).text.split(/\r?\n/);
    const columns = csv[0]!.replace(/^\uFEFF/, '').split(',');
    const row = csv.find((line) => line.startsWith(`${created.number},`))!.split(',');
    const cell = (column: string) => row[columns.indexOf(column)];
    expect(['Payment method', 'Received on', 'Recorded by', 'Refund reason', 'Refunded by', 'Credit note'].map(cell)).toEqual(['other', today, 'admin', REASON, 'admin', number]);
    expect(cell('Receipt')).toMatch(RC_NUMBER);
    expect(cell('Refunded')).toMatch(new RegExp(`^${today.slice(0, 4)}-`));
  });

  it('gives concurrent refunds distinct numbers that follow each other', async () => {
    const { client } = await business();
    const orders: Order[] = [];
    for (let index = 0; index < 5; index += 1) {
      orders.push(await order(client, 'Starter'));
      await pay(orders[index]!.id);
    }

    const answers = await Promise.all(orders.map((placed) => refund(placed.id, { reason: `Duplicate order ${placed.number}` })));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const sequence = answers.map((answer) => Number((answer.json.order.creditNoteNumber as string).slice(8))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, index) => sequence[0]! + index));
  });

  it('counts in the month it is made, as a negative line: the month of the sale, once past, never changes', async () => {
    const { client } = await business();
    const lastMonth = lastMonthNoon();
    const thisMonth = vancouverDay().slice(0, 7);

    await setClock(suite, lastMonth.at);
    const created = await order(client);
    await pay(created.id);
    const sold = line(await monthLines(), lastMonth.month, 'sales');
    expect(sold).toMatchObject({ orders: 1, salesCents: 296_000, gstCents: 14_800, pstCents: 0, hoursSold: 40 });

    await setClock(suite);
    const refundsBefore = line(await monthLines(), thisMonth, 'refunds');
    expect((await refund(created.id)).status).toBe(200);

    const after = await monthLines();
    expect(line(after, lastMonth.month, 'sales')).toEqual(sold);
    expect(line(after, lastMonth.month, 'refunds').orders).toBe(0);
    const refunds = line(after, thisMonth, 'refunds');
    expect({
      orders: refunds.orders - refundsBefore.orders,
      salesCents: refunds.salesCents - refundsBefore.salesCents,
      gstCents: refunds.gstCents - refundsBefore.gstCents,
      hoursSold: refunds.hoursSold - refundsBefore.hoursSold,
    }).toEqual({ orders: 1, salesCents: -296_000, gstCents: -14_800, hoursSold: -40 });
    // Within a month, its sales come before its refunds, newest month first.
    const months = after.map((entry) => `${entry.month} ${entry.kind}`);
    expect(months.indexOf(`${thisMonth} refunds`)).toBeLessThan(months.indexOf(`${lastMonth.month} sales`));
  });
});

describe('a payment is recorded whole', () => {
  it('records the day received, the method and the admin, numbers its receipt, and emails the receipt', async () => {
    const { client, body } = await business();
    const created = await order(client);
    const yesterday = vancouverDay(-1);

    const paid = await pay(created.id, { reference: 'Cheque 1042', receivedOn: yesterday, method: 'cheque' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.order).toMatchObject({
      status: 'paid',
      paymentReference: 'Cheque 1042',
      paymentMethod: 'cheque',
      paymentReceivedOn: yesterday,
      paymentRecordedBy: 'admin',
      receiptNumber: expect.stringMatching(RC_NUMBER),
    });
    const number = paid.json.order.receiptNumber as string;

    const receipt = await document(client, created.id, 'receipt');
    expect(receipt.status).toBe(200);
    for (const text of [`Receipt ${number}`, `Invoice ${created.number}`, 'Amount received (CAD)', '$3,108.00', `Received on ${inWords(yesterday)} by Cheque`, 'Reference: Cheque 1042']) {
      expect(receipt.text).toContain(text);
    }

    const emails = (await suite.server.outbox()).filter((email) => email.to === body.email && email.subject.startsWith('Payment received') && email.subject.includes(created.number));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.attachments.map((attachment) => attachment.filename)).toEqual([`${number}.pdf`]);
    expect(await pdfText(emails[0]!.attachments[0]!.content)).toContain(`Receipt ${number}`);
  });

  it('defaults to today and "other"; refuses a day after today and an unknown method (400, nothing paid); an order never paid has no receipt', async () => {
    const { client } = await business();
    const created = await order(client, 'Starter');
    expect(await document(client, created.id, 'receipt')).toMatchObject({ status: 404, json: { message: 'This order has no receipt: it was never paid' } });

    const tomorrow = await pay(created.id, { reference: 'Wire 9', receivedOn: vancouverDay(1) });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.json.message).toBe('The day received cannot be after today');
    const viaTrpc = await suite.admin.post('/trpc/admin.finance.recordPayment', { orderId: created.id, reference: 'Wire 9', receivedOn: vancouverDay(1) });
    expect({ status: viaTrpc.status, message: viaTrpc.json.error.message }).toEqual({ status: 400, message: 'The day received cannot be after today' });
    const unknown = await pay(created.id, { reference: 'Wire 9', method: 'bitcoin' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Method must be one of: etransfer, cheque, wire, card, other');
    expect((await client.get('/api/billing/orders')).json[0]).toMatchObject({ id: created.id, status: 'pending' });

    const paid = await pay(created.id, { reference: 'Wire 9' });
    expect(paid.json.order).toMatchObject({ paymentMethod: 'other', paymentReceivedOn: vancouverDay(), paymentRecordedBy: 'admin' });
    expect((await document(client, created.id, 'receipt')).text).toContain(`Received on ${inWords(vancouverDay())} by Other`);
  });

  it('counts in the month it is recorded in, whatever the day received', async () => {
    const { client } = await business();
    const lastMonth = lastMonthNoon();
    const thisMonth = vancouverDay().slice(0, 7);
    const created = await order(client, 'Group');
    const before = await monthLines();

    expect((await pay(created.id, { reference: 'e-Transfer 77', receivedOn: lastMonth.day, method: 'etransfer' })).status).toBe(200);

    const after = await monthLines();
    expect(line(after, lastMonth.month, 'sales')).toEqual(line(before, lastMonth.month, 'sales'));
    expect(line(after, thisMonth, 'sales').salesCents - line(before, thisMonth, 'sales').salesCents).toBe(690_000);
  });
});

describe('invoices', () => {
  it('carry a due date in words (the order day plus the payment terms, 14 days unless the admin sets others, for new orders only), the seller email and phone, and the price per hour', async () => {
    const { client } = await business();
    const before = await order(client, 'Starter');
    const today = vancouverDay();
    const due = (days: number) => inWords(new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10));

    const settings = await suite.admin.get('/api/admin/billing-settings');
    expect(settings.json).toMatchObject({ paymentTermsDays: 14, gstNumber: null });
    const text = (await document(client, before.id, 'invoice')).text;
    expect(text).toContain(`Due: ${due(14)}`);
    expect(text).toContain('support@chefconnect.ca · (604) 555-0142');
    expect(text).toContain('Starter (10 h) at $79.00 per hour');

    const set = await suite.admin.patch('/api/admin/billing-settings', { paymentTermsDays: 30 });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ paymentTermsDays: 30 });
    expect((await suite.admin.patch('/api/admin/billing-settings', { paymentTermsDays: 91 })).json.message).toBe('Payment terms must be a whole number of days from 0 to 90');
    try {
      const after = await order(client, 'Starter');
      expect((await document(client, after.id, 'invoice')).text).toContain(`Due: ${due(30)}`);
      expect((await document(client, before.id, 'invoice')).text).toContain(`Due: ${due(14)}`);
    } finally {
      await suite.admin.patch('/api/admin/billing-settings', { paymentTermsDays: 14 });
    }
  });

  it('start-up warns when GST is charged and GST_NUMBER is not set, and not when it is', async () => {
    const warning = 'GST is charged but no GST number is set: invoices are incomplete';
    for (const [env, warned] of [[{}, true], [{ GST_NUMBER: '123456789 RT0001' }, false]] as const) {
      const lines: string[] = [];
      const server = await startTestServer({ env, log: (text: string) => lines.push(text) });
      try {
        expect(lines.some((text) => text.includes(warning))).toBe(warned);
      } finally {
        await server.stop();
      }
    }
  });
});

describe('the migration', () => {
  it('numbers the receipts and credit notes of orders paid and refunded before it, in the order they were paid and refunded, and the numbers go on from there', async () => {
    const { client } = await business();
    const lastMonth = lastMonthNoon();
    await setClock(suite, lastMonth.at);
    const early = await order(client, 'Starter');
    await pay(early.id);
    await setClock(suite);
    const late = await order(client, 'Starter');
    await pay(late.id);
    await refund(late.id);

    // The schema before it, with these orders in it, then the migration again.
    const queryRunner = suite.server.dataSource.createQueryRunner();
    try {
      const migration = new MoneyPaperTrail1764530000070();
      await migration.down(queryRunner);
      await migration.up(queryRunner);
    } finally {
      await queryRunner.release();
    }

    const orders = (await suite.admin.get('/api/admin/orders')).json as { id: number; number: string; paidAt: string | null; refundedAt: string | null; receiptNumber: string | null; creditNoteNumber: string | null; paymentMethod: string | null; paymentReceivedOn: string | null }[];
    const paid = orders.filter((entry) => entry.paidAt !== null).sort((a, b) => a.paidAt!.localeCompare(b.paidAt!) || a.id - b.id);
    const year = vancouverDay().slice(0, 4);
    expect(paid.map((entry) => entry.receiptNumber)).toEqual(numberedByYear('RC', paid.map((entry) => entry.paidAt!)));
    expect(orders.find((entry) => entry.id === early.id)).toMatchObject({ paymentMethod: 'other', paymentReceivedOn: lastMonth.day });
    const refunded = orders.filter((entry) => entry.refundedAt !== null).sort((a, b) => a.refundedAt!.localeCompare(b.refundedAt!) || a.id - b.id);
    expect(refunded.map((entry) => entry.creditNoteNumber)).toEqual(numberedByYear('CN', refunded.map((entry) => entry.refundedAt!)));

    const next = await order(client, 'Starter');
    const after = await pay(next.id);
    expect(after.json.order.receiptNumber).toBe(`RC-${year}-${String(paid.filter((entry) => vancouverDayOf(entry.paidAt!).startsWith(year)).length + 1).padStart(6, '0')}`);
    expect(Number(next.number.slice(9))).toBe(Math.max(...orders.filter((entry) => entry.number.slice(4, 8) === year).map((entry) => Number(entry.number.slice(9)))) + 1);
  });
});

/** SERIES-YYYY-NNNNNN for instants in order: each Vancouver year numbered from 1. */
function numberedByYear(series: string, instants: string[]): string[] {
  const last = new Map<string, number>();
  return instants.map((instant) => {
    const year = vancouverDayOf(instant).slice(0, 4);
    last.set(year, (last.get(year) ?? 0) + 1);
    return `${series}-${year}-${String(last.get(year)).padStart(6, '0')}`;
  });
}
