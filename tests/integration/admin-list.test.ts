import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, vancouverInstant } from '../../src/common/vancouver-time.js';
import { createCaller } from '../../src/server/router.js';
import { createContextInner } from '../../src/server/core/trpc/init.js';
import { adminCaller, ApiClient, adminClient, registerBusiness, registerWithAccount, registrationBody, startTestServer, vancouverDay, type TestServer } from './harness.js';

/** The admin side through createCaller: paging, sorting, search and the actions only tRPC has. */

let server: TestServer;
/** Moves the server's clock: the API refuses past dates, so the past is made by booking from it. */
let clockOffsetMs = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Twelve "Listing" businesses with distinct names, cities and remaining hours, and three odd ones. */
const listing = [
  { businessName: 'Listing Alder Cafe', city: 'Vancouver', duration: 1 },
  { businessName: 'listing birch bakery', city: 'Burnaby', duration: 2 },
  { businessName: 'Listing Cedar Diner', city: 'Richmond', duration: 3 },
  { businessName: 'LISTING DOGWOOD GRILL', city: 'Surrey', duration: 4 },
  { businessName: 'Listing Elm Eatery', city: 'Burnaby', duration: 5 },
  { businessName: 'Listing Fir Foods', city: 'Coquitlam', duration: 6 },
  { businessName: 'Listing Gum Tree', city: 'Delta', duration: 7 },
  { businessName: 'Listing Hemlock House', city: 'Langley', duration: 8 },
  { businessName: 'Listing Ironwood Inn', city: 'North Vancouver', duration: 9 },
  { businessName: 'Listing Juniper Juice', city: 'West Vancouver', duration: 10 },
  { businessName: 'Listing Katsura Kitchen', city: 'Burnaby', duration: 11 },
  { businessName: 'Listing Larch Lounge', city: 'Whistler', duration: 12 },
];

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  for (const business of listing) await registerBusiness(new ApiClient(server.url), business);
  await registerBusiness(new ApiClient(server.url), { businessName: '100% Vegan Kitchen', city: 'Kamloops', duration: 5 });
  await registerBusiness(new ApiClient(server.url), { businessName: '100 Percent Pies', city: 'Kamloops', duration: 5 });
  await registerBusiness(new ApiClient(server.url), { businessName: 'Under_Score Bar', city: 'Nanaimo', duration: 5 });
});

afterAll(async () => {
  await server.stop();
});

const byLowerName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

describe('admin.businesses paging', () => {
  it('pages through every business with page, pageSize and total', async () => {
    const caller = adminCaller(server);
    const first = await caller.admin.businesses({ page: 1, pageSize: 10, search: 'listing' });
    const second = await caller.admin.businesses({ page: 2, pageSize: 10, search: 'listing' });
    const third = await caller.admin.businesses({ page: 3, pageSize: 10, search: 'listing' });
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.rows).toHaveLength(10);
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: 12 });
    expect(second.rows).toHaveLength(2);
    expect(third.rows).toHaveLength(0);
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('defaults to the first page of 20, newest first', async () => {
    const result = await adminCaller(server).admin.businesses({});
    expect(result).toMatchObject({ page: 1, pageSize: 20, total: 15 });
    expect(result.rows).toHaveLength(15);
    const ids = result.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a page size outside 10, 20, 50, 100 and a page below 1', async () => {
    await expect(adminCaller(server).admin.businesses({ pageSize: 15 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(adminCaller(server).admin.businesses({ pageSize: 100_000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(adminCaller(server).admin.businesses({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is refused without an admin session', async () => {
    const anonymous = createCaller(createContextInner({ services: server.services }));
    await expect(anonymous.admin.businesses({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const business = createCaller(createContextInner({ services: server.services, business: { kind: 'business', accountId: 1, contactId: 1, businessId: 1, memberId: 1, role: 'owner', apiKey: null } }));
    await expect(business.admin.businesses({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(business.admin.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('admin.businesses sorting', () => {
  it('sorts by businessName ascending and descending, ignoring case, across pages', async () => {
    const caller = adminCaller(server);
    const expected = listing.map((business) => business.businessName).sort(byLowerName);
    const ascending = [
      ...(await caller.admin.businesses({ search: 'listing', sortBy: 'businessName', sortOrder: 'asc', pageSize: 10, page: 1 })).rows,
      ...(await caller.admin.businesses({ search: 'listing', sortBy: 'businessName', sortOrder: 'asc', pageSize: 10, page: 2 })).rows,
    ].map((row) => row.businessName);
    expect(ascending).toEqual(expected);
    const descending = (await caller.admin.businesses({ search: 'listing', sortBy: 'businessName', sortOrder: 'desc', pageSize: 20 })).rows.map((row) => row.businessName);
    expect(descending).toEqual([...expected].reverse());
  });

  it('sorts by remaining hours', async () => {
    const caller = adminCaller(server);
    const ascending = (await caller.admin.businesses({ search: 'listing', sortBy: 'remainingHours', sortOrder: 'asc' })).rows;
    expect(ascending.map((row) => row.remainingHours)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(ascending[0]!.businessName).toBe('Listing Larch Lounge');
    const descending = (await caller.admin.businesses({ search: 'listing', sortBy: 'remainingHours', sortOrder: 'desc' })).rows;
    expect(descending.map((row) => row.remainingHours)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8]);
  });

  it('sorts by city', async () => {
    const rows = (await adminCaller(server).admin.businesses({ search: 'listing', sortBy: 'city', sortOrder: 'asc' })).rows;
    const cities = rows.map((row) => row.city);
    expect(cities).toEqual([...cities].sort(byLowerName));
  });

  it('sorts by next booking, soonest first, with businesses that have none last', async () => {
    const rows = (await adminCaller(server).admin.businesses({ sortBy: 'nextBooking', sortOrder: 'asc', pageSize: 100 })).rows;
    const dates = rows.map((row) => row.nextBooking?.bookingDate ?? null);
    const firstNull = dates.indexOf(null);
    const withDates = firstNull === -1 ? dates : dates.slice(0, firstNull);
    expect(withDates).toEqual([...withDates].sort());
    if (firstNull !== -1) expect(dates.slice(firstNull).every((date) => date === null)).toBe(true);
  });

  it('sorts by next booking, latest first, still with businesses that have none last', async () => {
    const client = new ApiClient(server.url);
    const { bookingId } = await registerBusiness(client, { businessName: 'Sorting Nothing Booked', city: 'Hope' });
    await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled' });
    const rows = (await adminCaller(server).admin.businesses({ sortBy: 'nextBooking', sortOrder: 'desc', pageSize: 100 })).rows;
    const dates = rows.map((row) => row.nextBooking?.bookingDate ?? null);
    const firstNull = dates.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(dates.slice(0, firstNull)).toEqual([...dates.slice(0, firstNull)].sort().reverse());
    expect(dates.slice(firstNull).every((date) => date === null)).toBe(true);
  });

  it('refuses an unknown sort field', async () => {
    await expect(adminCaller(server).admin.businesses({ sortBy: 'passwordHash' as 'city' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('admin.businesses search', () => {
  it('matches a business name case-insensitively, as a substring', async () => {
    const result = await adminCaller(server).admin.businesses({ search: 'DOGWOOD grill' });
    expect(result.total).toBe(1);
    expect(result.rows[0]!.businessName).toBe('LISTING DOGWOOD GRILL');
    expect((await adminCaller(server).admin.businesses({ search: 'irch bak' })).rows.map((row) => row.businessName)).toEqual(['listing birch bakery']);
  });

  it('matches a city case-insensitively', async () => {
    const result = await adminCaller(server).admin.businesses({ search: 'bUrNaBy', pageSize: 50 });
    expect(result.total).toBe(3);
    expect(result.rows.every((row) => row.city === 'Burnaby')).toBe(true);
    expect((await adminCaller(server).admin.businesses({ search: 'vancouver' })).total).toBe(3);
  });

  it('matches non-ASCII names whatever their case, also in the CSV export and after a profile edit', async () => {
    const { businessId, body } = await registerBusiness(new ApiClient(server.url), { businessName: 'Chez ÉMILIE Crêperie', city: 'Québec Hill' });
    for (const search of ['émilie', 'ÉMILIE', 'Émilie', 'CRÊPERIE', 'québec']) {
      expect((await adminCaller(server).admin.businesses({ search })).rows.map((row) => row.businessName), search).toEqual(['Chez ÉMILIE Crêperie']);
    }
    const admin = await adminClient(server);
    expect((await admin.get('/api/admin/export/businesses.csv?search=%C3%A9milie')).text).toContain('Chez ÉMILIE Crêperie');
    const { businessType, businessAddress, city, state, zipCode, firstName, lastName, jobTitle, email, phone } = body;
    const profile = { businessType: businessType as 'restaurant', businessAddress, city, state: state as 'BC', zipCode, firstName, lastName, jobTitle, email, phone };
    await adminCaller(server).admin.updateBusiness({ id: businessId, ...profile, businessName: 'Chez Øyvind' });
    expect((await adminCaller(server).admin.businesses({ search: 'émilie' })).total).toBe(0);
    expect((await adminCaller(server).admin.businesses({ search: 'ØYVIND' })).rows.map((row) => row.id)).toEqual([businessId]);
    await adminCaller(server).admin.deleteBusiness({ id: businessId });
  });

  it("treats '%' and '_' in the search as literal characters", async () => {
    const percent = await adminCaller(server).admin.businesses({ search: '%' });
    expect(percent.rows.map((row) => row.businessName)).toEqual(['100% Vegan Kitchen']);
    const percentWord = await adminCaller(server).admin.businesses({ search: '100%' });
    expect(percentWord.rows.map((row) => row.businessName)).toEqual(['100% Vegan Kitchen']);
    const underscore = await adminCaller(server).admin.businesses({ search: '_' });
    expect(underscore.rows.map((row) => row.businessName)).toEqual(['Under_Score Bar']);
    expect((await adminCaller(server).admin.businesses({ search: '\\' })).total).toBe(0);
  });

  it('answers an empty page with total 0 when nothing matches', async () => {
    expect(await adminCaller(server).admin.businesses({ search: 'no business is called this' })).toMatchObject({ rows: [], total: 0 });
  });

  it('the CSV export holds exactly the rows the search shows', async () => {
    const admin = await adminClient(server);
    const csv = await admin.get('/api/admin/export/businesses.csv?search=burnaby');
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 3);
  });
});

describe('admin.businesses rows', () => {
  it('show contact, labor bank, remaining hours, status and the next booking', async () => {
    const client = new ApiClient(server.url);
    const { businessId, body } = await registerBusiness(client, { businessName: 'Rows Status Shop', duration: 12, bookingDate: vancouverDay(9) });
    await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(3), timeSlot: 'evening', duration: 4 });
    const [row] = (await adminCaller(server).admin.businesses({ search: 'Rows Status Shop' })).rows;
    expect(row).toMatchObject({
      id: businessId,
      businessName: 'Rows Status Shop',
      city: body.city,
      state: body.state,
      contact: { firstName: body.firstName, lastName: body.lastName, email: body.email },
      laborBank: { totalHours: 20, usedHours: 16 },
      remainingHours: 4,
      status: 'Low Hours',
      // Vancouver keeps UTC−7 all year: 4 PM is 23:00Z, and 4 hours on is 03:00Z the next day.
      nextBooking: { bookingDate: vancouverDay(3), timeSlot: 'evening', duration: 4, startsAt: `${vancouverDay(3)}T23:00:00.000Z`, endsAt: `${shiftDay(vancouverDay(3), 1)}T03:00:00.000Z` },
    });
  });

  it('derive the status from remaining hours: above 5 Active, 1-5 Low Hours, 0 No Hours', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { businessName: 'Rows Threshold Shop', duration: 12 });
    const status = async () => (await adminCaller(server).admin.businesses({ search: 'Rows Threshold Shop' })).rows[0]!;
    expect(await status()).toMatchObject({ remainingHours: 8, status: 'Active' });
    await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(4), timeSlot: 'morning', duration: 2 });
    expect(await status()).toMatchObject({ remainingHours: 6, status: 'Active' });
    await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(4), timeSlot: 'morning', duration: 1 });
    expect(await status()).toMatchObject({ remainingHours: 5, status: 'Low Hours' });
    await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(4), timeSlot: 'morning', duration: 5 });
    expect(await status()).toMatchObject({ remainingHours: 0, status: 'No Hours' });
  });

  it('show no next booking when every booking is canceled', async () => {
    const client = new ApiClient(server.url);
    const { bookingId } = await registerBusiness(client, { businessName: 'Rows Canceled Shop' });
    await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled' });
    const [row] = (await adminCaller(server).admin.businesses({ search: 'Rows Canceled Shop' })).rows;
    expect(row!.nextBooking).toBeNull();
    const list = await (await adminClient(server)).get('/api/admin/businesses');
    expect(list.json.find((entry: { businessName: string }) => entry.businessName === 'Rows Canceled Shop').bookings).toEqual([]);
  });

  it("count a booking dated today as the next booking, in the table and in the spec's list", async () => {
    // This morning in Vancouver, so that today's evening slot has not started.
    clockOffsetMs = vancouverInstant(vancouverDay(0), 7).getTime() - Date.now();
    try {
      const client = new ApiClient(server.url);
      const { businessId } = await registerBusiness(client, { businessName: 'Rows Today Shop', bookingDate: vancouverDay(0), timeSlot: 'evening' });
      const [row] = (await adminCaller(server).admin.businesses({ search: 'Rows Today Shop' })).rows;
      // The registration's 5 hours from 4 PM (23:00Z) to 9 PM (04:00Z the next day).
      const session = { bookingDate: vancouverDay(0), timeSlot: 'evening', duration: 5, startsAt: `${vancouverDay(0)}T23:00:00.000Z`, endsAt: `${shiftDay(vancouverDay(0), 1)}T04:00:00.000Z` };
      expect(row!.nextBooking).toEqual(session);
      const list = await (await adminClient(server)).get('/api/admin/businesses');
      expect(list.json.find((entry: { id: number }) => entry.id === businessId).bookings).toEqual([session]);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('GET /api/admin/businesses lists the same businesses as the paged table', async () => {
    const all = (await (await adminClient(server)).get('/api/admin/businesses')).json as { id: number }[];
    const table = await adminCaller(server).admin.businesses({ pageSize: 100 });
    expect(all.map((row) => row.id).sort()).toEqual(table.rows.map((row) => row.id).sort());
    expect(all).toHaveLength(table.total);
  });
});

describe('admin.summary', () => {
  it('counts businesses, bookings, allocated hours and pending hours requests', async () => {
    const caller = adminCaller(server);
    const before = await caller.admin.summary();
    const { client, businessId } = await registerWithAccount(server, { businessName: 'Summary Shop' });
    await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(6), timeSlot: 'morning', duration: 1 });
    await client.post('/api/request-hours', { businessId, phone: '604', hoursNeeded: 7 });
    await caller.admin.addHours({ businessId, hours: 5, reason: 'goodwill' });
    const after = await caller.admin.summary();
    expect(after.totalBusinesses).toBe(before.totalBusinesses + 1);
    expect(after.totalBookings).toBe(before.totalBookings + 2);
    expect(after.totalHoursAllocated).toBe(before.totalHoursAllocated + 25);
    expect(after.pendingHoursRequests).toBe(before.pendingHoursRequests + 1);

    const every = (await (await adminClient(server)).get('/api/admin/businesses')).json as { laborBank: { totalHours: number } | null }[];
    expect(after.totalBusinesses).toBe(every.length);
    expect(after.totalHoursAllocated).toBe(every.reduce((sum, business) => sum + (business.laborBank?.totalHours ?? 0), 0));
  });
});

describe('admin.decideHoursRequest', () => {
  it('approving adds the hours with a ledger line; deciding again is a conflict', async () => {
    const { client, businessId } = await registerWithAccount(server, { businessName: 'Approve Shop' });
    const created = await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded: 12, reason: 'Wedding season' });
    expect(created.status).toBe(201);
    const requestId = created.json.request.id as number;

    const decided = await adminCaller(server).admin.decideHoursRequest({ id: requestId, decision: 'approved' });
    expect(decided.status).toBe('approved');
    const dashboard = (await client.get(`/api/dashboard/${businessId}`)).json;
    expect(dashboard.laborBank.totalHours).toBe(32);
    expect(dashboard.laborTransactions[0].hours).toBe(12);
    const ledgerSum = dashboard.laborTransactions.reduce((sum: number, line: { hours: number }) => sum + line.hours, 0);
    expect(ledgerSum).toBe(dashboard.laborBank.totalHours - dashboard.laborBank.usedHours);

    await expect(adminCaller(server).admin.decideHoursRequest({ id: requestId, decision: 'approved' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(adminCaller(server).admin.decideHoursRequest({ id: requestId, decision: 'declined' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await client.get(`/api/dashboard/${businessId}`)).json.laborBank.totalHours).toBe(32);
  });

  it('declining adds nothing', async () => {
    const { client, businessId } = await registerWithAccount(server, { businessName: 'Decline Shop' });
    const created = await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded: 40 });
    const before = (await client.get(`/api/dashboard/${businessId}`)).json;
    const decided = await adminCaller(server).admin.decideHoursRequest({ id: created.json.request.id, decision: 'declined' });
    expect(decided.status).toBe('declined');
    const after = (await client.get(`/api/dashboard/${businessId}`)).json;
    expect(after.laborBank).toEqual(before.laborBank);
    expect(after.laborTransactions).toHaveLength(before.laborTransactions.length);
  });

  it('an unknown request is not found', async () => {
    await expect(adminCaller(server).admin.decideHoursRequest({ id: 999_999, decision: 'approved' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the inbox lists the request, contact messages and newsletter sign-ups', async () => {
    const { client, businessId } = await registerWithAccount(server, { businessName: 'Inbox Shop' });
    await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded: 3, reason: 'Inbox check' });
    await new ApiClient(server.url).post('/api/contact', { name: 'Inbox Person', email: 'inbox@example.com', subject: 'support', message: 'Hi' });
    await new ApiClient(server.url).post('/api/newsletter', { email: 'inbox-news@example.com' });
    const inbox = await adminCaller(server).admin.inbox();
    expect(inbox.hoursRequests.some((request) => request.reason === 'Inbox check')).toBe(true);
    expect(inbox.messages.some((message) => message.name === 'Inbox Person')).toBe(true);
    expect(inbox.subscriptions.some((subscription) => subscription.email === 'inbox-news@example.com')).toBe(true);
  });
});

describe('admin.completePastBookings', () => {
  it('marks confirmed bookings dated before today completed, keeps their hours used, and leaves later ones alone', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { businessName: 'Past Shop', duration: 3 });
    clockOffsetMs = -7 * DAY_MS;
    const past = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(-3), timeSlot: 'morning', duration: 2 });
    clockOffsetMs = 0;
    expect(past.status, past.text).toBe(201);
    const pastId = past.json.booking.id as number;
    const before = (await client.get(`/api/dashboard/${businessId}`)).json;

    const result = await adminCaller(server).admin.completePastBookings();
    expect(result.completed).toBeGreaterThanOrEqual(1);

    const after = (await client.get(`/api/dashboard/${businessId}`)).json;
    const statusOf = (id: number) => after.bookings.find((booking: { id: number }) => booking.id === id).status;
    expect(statusOf(pastId)).toBe('completed');
    expect(statusOf(bookingId)).toBe('confirmed');
    expect(after.laborBank).toEqual(before.laborBank);
    expect(after.laborBank.usedHours).toBe(5);

    expect((await adminCaller(server).admin.completePastBookings()).completed).toBe(0);
  });
});

describe('admin.blockSlot', () => {
  it('closes a day for new bookings and reschedules, and lists it in /api/availability', async () => {
    const day = vancouverDay(45);
    const block = await adminCaller(server).admin.blockSlot({ date: day, reason: 'Staff holiday' });
    expect(block).toMatchObject({ date: day, timeSlot: null });
    const availability = await new ApiClient(server.url).get('/api/availability');
    expect(availability.json).toEqual(expect.arrayContaining([expect.objectContaining({ date: day, timeSlot: null })]));

    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { businessName: 'Blocked Day Shop' });
    const booking = await client.post('/api/bookings', { businessId, bookingDate: day, timeSlot: 'morning', duration: 1 });
    expect(booking.status).toBe(409);
    expect(booking.json.message).toEqual(expect.any(String));
    const moved = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: day, timeSlot: 'evening', duration: 5 });
    expect(moved.status).toBe(409);
    const registration = await new ApiClient(server.url).post('/api/register', registrationBody({ bookingDate: day }));
    expect(registration.status).toBe(409);

    await adminCaller(server).admin.unblockSlot({ id: block.id });
    expect((await client.post('/api/bookings', { businessId, bookingDate: day, timeSlot: 'morning', duration: 1 })).status).toBe(201);
  });

  it('closing one slot leaves the others open, but all-day overlaps it', async () => {
    const day = vancouverDay(46);
    await adminCaller(server).admin.blockSlot({ date: day, timeSlot: 'afternoon' });
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { businessName: 'Blocked Slot Shop' });
    const book = (timeSlot: string) => client.post('/api/bookings', { businessId, bookingDate: day, timeSlot, duration: 1 });
    expect((await book('afternoon')).status).toBe(409);
    expect((await book('all-day')).status).toBe(409);
    expect((await book('morning')).status).toBe(201);
  });

  it('lists only days from today on in /api/availability', async () => {
    clockOffsetMs = -15 * DAY_MS;
    await adminCaller(server).admin.blockSlot({ date: vancouverDay(-10), reason: 'long gone' });
    clockOffsetMs = 0;
    const availability = await new ApiClient(server.url).get('/api/availability');
    expect(availability.json.some((block: { date: string }) => block.date === vancouverDay(-10))).toBe(false);
  });

  it('refuses to block a past day', async () => {
    await expect(adminCaller(server).admin.blockSlot({ date: vancouverDay(-1) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
