import { describe, expect, it } from 'vitest';
import { Account } from '../../src/server/core/db/entities/account.js';
import { AuditLog } from '../../src/server/core/db/entities/audit-log.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { profileInput } from '../../src/common/schemas/registration.js';
import { pdfText } from '../support/pdf-text.js';
import { duringSession } from '../support/session-clock.js';
import { useClockedServer } from './clocked-server.js';
import { adminCaller, ApiClient, registerBusiness, registerWithAccount, registrationBody, vancouverDay } from './harness.js';

/**
 * Deleting a business keeps the books (DECISIONS.md sections 21 and 24), through REST and tRPC on
 * each engine: the business is closed and hidden from the admin's lists, counts, search and
 * paths, its people are erased and signed out, and its orders, invoices, ledger and the chefs'
 * earnings stay as they were.
 */

const suite = useClockedServer();
const CLOSED_ACCOUNT = 'This email belonged to a closed account: write to support to reopen it';

/** A business that has lived: a session its chef worked and was paid for, a paid order, and a booking still to come. */
async function businessWithBooks(businessName: string) {
  const registered = await registerWithAccount(suite.server, { businessName, bookingDate: vancouverDay(30), duration: 5 });
  const { client, businessId } = registered;
  const chef = await suite.fixtures.availableChef();
  const worked = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(2), timeSlot: 'evening', duration: 4 });
  expect(worked.status, worked.text).toBe(201);
  expect((await suite.admin.put(`/api/admin/bookings/${worked.json.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  const { result: completed } = await duringSession(suite, worked.json.booking, () => suite.admin.post(`/api/admin/bookings/${worked.json.booking.id}/complete`));
  expect(completed.status, completed.text).toBe(200);

  const group = ((await client.get('/api/billing/packs')).json as { id: number; name: string }[]).find((pack) => pack.name === 'Group')!;
  const ordered = await client.post('/api/billing/orders', { packId: group.id });
  expect(ordered.status, ordered.text).toBe(201);
  expect((await suite.admin.post(`/api/admin/orders/${ordered.json.order.id}/payments`, { reference: 'Cheque 1042' })).status).toBe(200);
  return { ...registered, chefClient: await suite.fixtures.signedInChef(chef.email), orderId: ordered.json.order.id as number, workedBookingId: worked.json.booking.id as number };
}

/** The business and contact fields of a registration: what the admin's Edit Business sends. */
function profileOf(registration: Record<string, unknown>) {
  return profileInput.parse(Object.fromEntries(Object.entries(registration).filter(([field]) => field in profileInput.shape)));
}

/** Everything Finance and the chef show of the money: it must read the same after a delete. */
async function books(chefClient: ApiClient, orderId: number) {
  const invoice = await fetch(`${suite.server.url}/api/billing/orders/${orderId}/invoice.pdf`, { headers: { cookie: suite.admin.cookieHeader() } });
  expect(invoice.status).toBe(200);
  const csv = await suite.admin.get('/api/admin/export/orders.csv');
  expect(csv.status).toBe(200);
  return {
    monthTotals: await adminCaller(suite.server).admin.finance.monthTotals(),
    orders: (await suite.admin.get('/api/admin/orders')).json,
    ordersCsv: csv.text,
    invoice: await pdfText(new Uint8Array(await invoice.arrayBuffer())),
    chefEarnings: (await chefClient.get('/api/chef/earnings')).json,
  };
}

describe("the admin's delete of a business", () => {
  it("keeps its paid orders in Finance (totals, list, CSV, invoice PDF) and the chef's earnings, exactly as they were but for the erased orderer's name", async () => {
    const business = await businessWithBooks('Bookkept Bistro');
    const before = await books(business.chefClient, business.orderId);
    expect(before.orders.find((order: { id: number }) => order.id === business.orderId)).toMatchObject({ businessName: 'Bookkept Bistro', status: 'paid', subtotalCents: 690_000 });
    expect(before.invoice).toContain('Bookkept Bistro');
    expect(before.chefEarnings.balanceCents).toBeGreaterThan(0);

    const deleted = await suite.admin.delete(`/api/admin/business/${business.businessId}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toEqual({ success: true, deleted: { id: business.businessId, businessName: 'Bookkept Bistro' } });

    // Who ordered it is kept, their name erased (DECISIONS.md sections 18 and 21).
    const erasedOrderer = (order: { id: number; createdBy: { id: number | null; name: string } | null }) =>
      order.id === business.orderId ? { ...order, createdBy: { ...order.createdBy!, name: 'Deleted member' } } : order;
    expect(await books(business.chefClient, business.orderId)).toEqual({ ...before, orders: before.orders.map(erasedOrderer) });
  });

  it('hides it: out of the table, its search, its counts, GET /api/admin/businesses and the export; its paths answer 404', async () => {
    const business = await businessWithBooks('Hidden Hashery');
    const caller = adminCaller(suite.server);
    const summaryBefore = await caller.admin.summary();
    expect((await caller.admin.businesses({ search: 'hidden hash' })).total).toBe(1);

    expect((await suite.admin.delete(`/api/admin/business/${business.businessId}`)).status).toBe(200);

    expect(await caller.admin.businesses({ search: 'hidden hash' })).toMatchObject({ rows: [], total: 0 });
    expect((await caller.admin.businesses({ pageSize: 100 })).rows.map((row) => row.id)).not.toContain(business.businessId);
    const summary = await caller.admin.summary();
    // Its two bookings (the worked one and the canceled one) and its bank leave the cards.
    expect(summary).toMatchObject({ totalBusinesses: summaryBefore.totalBusinesses - 1, totalBookings: summaryBefore.totalBookings - 2, totalHoursAllocated: summaryBefore.totalHoursAllocated - 120 });
    const listed = await suite.admin.get('/api/admin/businesses');
    expect(listed.status).toBe(200);
    expect(listed.json.map((row: { id: number }) => row.id)).not.toContain(business.businessId);
    const exported = await suite.admin.get('/api/admin/export/businesses.csv?search=Hidden%20Hashery');
    expect(exported.text.trim().split(/\r?\n/)).toHaveLength(1);

    for (const path of [`/api/dashboard/${business.businessId}`, `/api/admin/business/${business.businessId}`]) {
      const response = await (path.startsWith('/api/admin') ? suite.admin.delete(path) : suite.admin.get(path));
      expect(response.status, path).toBe(404);
      expect(response.json).toEqual({ message: 'Business not found' });
    }
    await expect(caller.admin.business({ id: business.businessId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Business not found' });
    await expect(caller.admin.updateBusiness({ id: business.businessId, ...profileOf(business.body) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.admin.addHours({ businessId: business.businessId, hours: 5, reason: 'Goodwill' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cancels its upcoming bookings with their hours back, as the business would, and keeps the session that took place', async () => {
    const business = await businessWithBooks('Upcoming Udon');
    expect((await suite.admin.delete(`/api/admin/business/${business.businessId}`)).status).toBe(200);

    const { manager } = suite.server.dataSource;
    expect(await manager.findOneByOrFail(Booking, { id: business.bookingId })).toMatchObject({ status: 'canceled', feeHours: 0 });
    expect(await manager.findOneByOrFail(Booking, { id: business.workedBookingId })).toMatchObject({ status: 'completed' });
    const lines = await manager.find(LaborTransaction, { where: { bookingId: business.bookingId }, order: { id: 'ASC' } });
    expect(lines.map(({ hours, description }) => ({ hours, description }))).toEqual([
      { hours: -5, description: expect.stringMatching(/^Booked: /) },
      { hours: 5, description: expect.stringMatching(/^Refund, canceled by business: /) },
    ]);
  });

  it('erases its people and ends their sessions: they cannot sign in, the username is free, the email registers nothing and a reset mails nobody', async () => {
    const doomed = await registerWithAccount(suite.server, { businessName: 'Erased Eatery' });
    const phone = new ApiClient(suite.server.url);
    expect((await phone.post('/api/mobile/login', { username: doomed.username, password: doomed.password })).status).toBe(200);

    expect((await suite.admin.delete(`/api/admin/business/${doomed.businessId}`)).status).toBe(200);

    for (const client of [doomed.client, phone]) {
      expect((await client.get(`/api/dashboard/${doomed.businessId}`)).status).toBe(401);
      expect((await client.post('/api/bookings', { businessId: doomed.businessId, bookingDate: vancouverDay(3), timeSlot: 'morning', duration: 1 })).status).toBe(401);
      expect((await client.get('/api/session')).json.business).toBeNull();
    }
    for (const username of [doomed.username, doomed.body.email]) {
      const login = await new ApiClient(suite.server.url).post('/api/mobile/login', { username, password: doomed.password });
      expect(login.status, username).toBe(401);
    }
    const { manager } = suite.server.dataSource;
    const erased = await manager.findOneByOrFail(Contact, { id: doomed.contactId });
    expect(erased).toMatchObject({ firstName: 'Deleted member', lastName: '', email: '', emailKey: '', phone: '' });
    expect(JSON.stringify(erased)).not.toContain(doomed.body.email);
    expect(await manager.findOneByOrFail(Account, { contactId: doomed.contactId })).toMatchObject({ username: null, passwordHash: null });

    expect((await new ApiClient(suite.server.url).get(`/api/mobile/check-username?username=${doomed.username}`)).json.exists).toBe(false);
    const newcomer = new ApiClient(suite.server.url);
    const { contactId } = await registerBusiness(newcomer);
    expect((await newcomer.post('/api/mobile/setup', { username: doomed.username, password: 'another horse battery', contactId })).status).toBe(201);

    // The email is no longer held, yet it registers no new business by itself (complimentary hours go once per email).
    const again = await new ApiClient(suite.server.url).post('/api/register', registrationBody({ email: ` ${doomed.body.email.toUpperCase()} ` }));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: CLOSED_ACCOUNT, errors: { email: CLOSED_ACCOUNT } });

    const mailsBefore = (await suite.server.outbox()).filter((mail) => mail.to === doomed.body.email).length;
    expect((await new ApiClient(suite.server.url).post('/api/password-recovery/request', { email: doomed.body.email })).status).toBe(200);
    expect((await suite.server.outbox()).filter((mail) => mail.to === doomed.body.email)).toHaveLength(mailsBefore);
  });

  it('drops the emails still queued for its people', async () => {
    const doomed = await registerWithAccount(suite.server, { businessName: 'Quiet Quiche' });
    const { manager } = suite.server.dataSource;
    const dueTomorrow = new Date(Date.now() + 24 * 3_600_000);
    // An email to them still waiting in the queue, as a scheduled one would be.
    const email = { to: doomed.body.email.toUpperCase(), template: 'passwordReset', props: {} };
    const { identifiers } = await manager.insert(Job, { kind: 'email', payload: JSON.stringify(email), state: 'queued', runAt: dueTomorrow, attempts: 0, createdAt: new Date(), updatedAt: new Date() });
    await suite.server.jobs!.drain();

    expect((await suite.admin.delete(`/api/admin/business/${doomed.businessId}`)).status).toBe(200);
    expect(await manager.existsBy(Job, { id: identifiers[0]!.id })).toBe(false);
  });

  it('cancels its pending orders, as its own close would, so none can be paid into its closed bank', async () => {
    const { client, businessId } = await registerWithAccount(suite.server, { businessName: 'Unpaid Kitchen' });
    const kitchen = ((await client.get('/api/billing/packs')).json as { id: number; name: string }[]).find((pack) => pack.name === 'Kitchen')!;
    const ordered = await client.post('/api/billing/orders', { packId: kitchen.id });
    expect(ordered.status, ordered.text).toBe(201);

    expect((await suite.admin.delete(`/api/admin/business/${businessId}`)).status).toBe(200);
    const orders = (await suite.admin.get('/api/admin/orders')).json as { id: number; status: string }[];
    expect(orders.find(({ id }) => id === ordered.json.order.id)).toMatchObject({ status: 'canceled' });
    // A cheque that arrives late is not recorded against it: the closed bank takes no hours.
    const paid = await suite.admin.post(`/api/admin/orders/${ordered.json.order.id}/payments`, { reference: 'Late cheque' });
    expect([paid.status, paid.json.message]).toEqual([409, 'Only a pending order can be paid']);
  });

  it('keeps an audit line naming the deleted business', async () => {
    const doomed = await registerWithAccount(suite.server, { businessName: 'Delete Audited Deli' });
    await suite.admin.delete(`/api/admin/business/${doomed.businessId}`);
    const rows = await suite.server.dataSource.manager.findBy(AuditLog, { businessId: doomed.businessId });
    expect(rows.some((row) => row.action === 'business.delete' && row.detail.includes('Delete Audited Deli'))).toBe(true);
  });

  it('answers 404 for a business that does not exist or is already deleted, and 400 for an id that is not one', async () => {
    expect((await suite.admin.delete('/api/admin/business/424242')).json).toEqual({ message: 'Business not found' });
    expect((await suite.admin.delete('/api/admin/business/abc')).status).toBe(400);
    const doomed = await registerWithAccount(suite.server, { businessName: 'Twice Deleted Deli' });
    // Two admins deleting it at the same moment: one deletes it, the other finds nothing to delete.
    const answers = await Promise.all([0, 1].map(() => suite.admin.delete(`/api/admin/business/${doomed.businessId}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await suite.admin.delete(`/api/admin/business/${doomed.businessId}`)).status).toBe(404);
  });

  it('bulk delete through tRPC deletes all named businesses, or none when one of them does not exist or is deleted', async () => {
    const caller = adminCaller(suite.server);
    const [first, second, gone] = await Promise.all(['Bulk First Deli', 'Bulk Second Deli', 'Bulk Gone Deli'].map((businessName) => registerWithAccount(suite.server, { businessName })));
    await caller.admin.deleteBusiness({ id: gone!.businessId });
    for (const ids of [[first!.businessId, 909_090], [first!.businessId, gone!.businessId]]) {
      await expect(caller.admin.deleteBusinesses({ ids })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await caller.admin.businesses({ search: 'Bulk First Deli' })).total).toBe(1);
    }

    const result = await caller.admin.deleteBusinesses({ ids: [first!.businessId, second!.businessId] });
    expect(result.deleted.map((entry) => entry.businessName).sort()).toEqual(['Bulk First Deli', 'Bulk Second Deli']);
    expect((await caller.admin.businesses({ search: 'Bulk' })).total).toBe(0);
  });

  it('parallel single deletes of several businesses (the bulk button of the spec) all succeed', async () => {
    const businesses = await Promise.all(['Parallel A Deli', 'Parallel B Deli', 'Parallel C Deli'].map((businessName) => registerWithAccount(suite.server, { businessName })));
    const responses = await Promise.all(businesses.map((business) => suite.admin.delete(`/api/admin/business/${business.businessId}`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await adminCaller(suite.server).admin.businesses({ search: 'Parallel' })).total).toBe(0);
  });
});
