import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, ApiClient, registerWithAccount, startTestServer, vancouverDay, type TestServer } from './harness.js';

/** Reading by cursor (DECISIONS.md section 19): bookings and the ledger a page at a time. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every page of a paged call, following nextCursor. */
async function allPages<T>(read: (cursor: string | null) => Promise<Page<T>>): Promise<T[][]> {
  const pages: T[][] = [];
  for (let cursor: string | null = null; ; ) {
    const page = await read(cursor);
    pages.push(page.items);
    if (page.nextCursor === null) return pages;
    cursor = page.nextCursor;
  }
}

async function business(hours = 200) {
  const registered = await registerWithAccount(server);
  await adminCaller(server).admin.addHours({ businessId: registered.businessId, hours, reason: 'Paging test' });
  return registered;
}

async function book(client: ApiClient, businessId: number, daysAhead: number, timeSlot = 'morning') {
  const answer = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(daysAhead), timeSlot, duration: 1 });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.booking as { id: number; bookingDate: string };
}

const bookingPages = (client: ApiClient, query: string) => (cursor: string | null) =>
  client.get(`/api/bookings?${query}${cursor ? `&cursor=${cursor}` : ''}`).then((answer) => {
    expect(answer.status, answer.text).toBe(200);
    return { items: answer.json.bookings as { id: number; bookingDate: string; status: string }[], nextCursor: answer.json.nextCursor as string | null };
  });

describe('GET /api/bookings', () => {
  it('gives the dashboard\'s bookings by date then id, a page at a time, with no cursor after the last', async () => {
    const { client, businessId } = await business();
    for (const days of [9, 3, 6, 3, 12]) await book(client, businessId, days);
    const dashboard = (await client.get(`/api/dashboard/${businessId}`)).json.bookings;
    expect(dashboard).toHaveLength(6);

    const pages = await allPages(bookingPages(client, 'limit=2'));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(pages.flat()).toEqual(dashboard);
    expect(pages.flat().map((one) => one.bookingDate)).toEqual([...pages.flat().map((one) => one.bookingDate)].sort());
    expect((await client.get('/api/bookings')).json).toEqual({ bookings: dashboard, nextCursor: null });
  });

  it('filters by status and by days, both included', async () => {
    const { client, businessId } = await business();
    const [early, middle, late] = [await book(client, businessId, 4), await book(client, businessId, 5), await book(client, businessId, 6)];
    expect((await client.patch(`/api/bookings/${middle.id}`, { status: 'canceled' })).status).toBe(200);

    const canceled = (await client.get('/api/bookings?status=canceled')).json;
    expect(canceled.bookings.map((one: { id: number }) => one.id)).toEqual([middle.id]);
    const days = (await client.get(`/api/bookings?from=${vancouverDay(4)}&to=${vancouverDay(5)}`)).json;
    expect(days.bookings.map((one: { id: number }) => one.id)).toEqual([early.id, middle.id]);
    const confirmedFrom5 = (await client.get(`/api/bookings?status=confirmed&from=${vancouverDay(5)}&limit=1`)).json;
    expect(confirmedFrom5).toEqual({ bookings: [expect.objectContaining({ id: late.id })], nextCursor: expect.any(String) });
    // The registration's booking is a month ahead: the only page after `late` holds it.
    expect((await client.get(`/api/bookings?status=confirmed&from=${vancouverDay(5)}&limit=1&cursor=${confirmedFrom5.nextCursor}`)).json.nextCursor).toBeNull();
  });

  it('shows each booking that existed at the first page once while others are created before and after it, 50 to a page by default', async () => {
    const { client, businessId } = await business(400);
    for (let index = 0; index < 70; index += 1) await book(client, businessId, 2 + (index % 40), ['morning', 'afternoon', 'evening'][index % 3]);
    const existing = ((await client.get(`/api/dashboard/${businessId}`)).json.bookings as { id: number }[]).map((one) => one.id);

    const seen: number[] = [];
    const created: number[] = [];
    for (let cursor: string | null = null, page = 0; ; page += 1) {
      const answer = await client.get(`/api/bookings${cursor ? `?cursor=${cursor}` : ''}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.bookings.length).toBe(answer.json.nextCursor === null ? answer.json.bookings.length : 50);
      seen.push(...answer.json.bookings.map((one: { id: number }) => one.id));
      if (answer.json.nextCursor === null) break;
      cursor = answer.json.nextCursor;
      // Between pages, bookings on days already read, on the page's own last day and on days ahead.
      for (const days of [2, 20, 41]) created.push((await book(client, businessId, days + page)).id);
    }
    for (const id of existing) expect(seen.filter((one) => one === id)).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.every((id) => existing.includes(id) || created.includes(id))).toBe(true);
    // Seventy bookings one after another: slow on a busy machine.
  }, 120_000);

  it('refuses a cursor it did not give and a limit outside 1-100', async () => {
    const { client } = await business();
    for (const cursor of ['nonsense', Buffer.from('2026-01-01/0').toString('base64url'), Buffer.from('not a day/1').toString('base64url')]) {
      const answer = await client.get(`/api/bookings?cursor=${cursor}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: 'Unknown cursor' });
    }
    for (const limit of ['0', '101', 'all']) expect((await client.get(`/api/bookings?limit=${limit}`)).status).toBe(400);
    expect((await client.get('/api/bookings?limit=100')).status).toBe(200);
    expect((await new ApiClient(server.url).get('/api/bookings')).status).toBe(401);
  });
});

describe('GET /api/bookings/{id}', () => {
  it('answers the business\'s own booking as the dashboard shows it, and 404 for another business\'s', async () => {
    const one = await business();
    const other = await business();
    const booked = await book(one.client, one.businessId, 8);
    const dashboard = (await one.client.get(`/api/dashboard/${one.businessId}`)).json.bookings as { id: number }[];

    const answer = await one.client.get(`/api/bookings/${booked.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ booking: dashboard.find((each) => each.id === booked.id) });
    const refused = await other.client.get(`/api/bookings/${booked.id}`);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ message: 'Booking not found' });
    expect((await one.client.get('/api/bookings/0')).status).toBe(400);
  });
});

describe('GET /api/labor-bank/transactions', () => {
  it('gives the dashboard\'s ledger newest first, a page at a time', async () => {
    const { client, businessId } = await business();
    for (const days of [3, 4, 5]) await book(client, businessId, days);
    const ledger = (await client.get(`/api/dashboard/${businessId}`)).json.laborTransactions;
    expect(ledger.length).toBeGreaterThanOrEqual(5);

    const pages = await allPages((cursor) =>
      client.get(`/api/labor-bank/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`).then((answer) => {
        expect(answer.status, answer.text).toBe(200);
        return { items: answer.json.transactions, nextCursor: answer.json.nextCursor };
      }),
    );
    expect(pages.flat()).toEqual(ledger);
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    const unknown = await client.get('/api/labor-bank/transactions?cursor=zzz');
    expect([unknown.status, unknown.json]).toEqual([400, { message: 'Unknown cursor' }]);
  });
});
