import { describe, expect, it } from 'vitest';
import { seriesWeekdayOf } from '../../src/common/series.js';
import { BillingOrder } from '../../src/server/areas/billing/index.js';
import { ChefTimeOff } from '../../src/server/areas/chefs/entities.js';
import { Account } from '../../src/server/core/db/entities/account.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Member } from '../../src/server/core/db/entities/member.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { ChefLedgerLine, ChefPayoutAccount, Payout } from '../../src/server/areas/payouts/index.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { adminCaller, ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/**
 * A person's data and the closing of an account (DECISIONS.md section 21), over real HTTP on
 * each engine: the export holds every row the database holds for them and no secret; closing
 * needs the owner's password, cancels what is to come, erases the people and keeps the books.
 */

const suite = useClockedServer();

/** A business with an upcoming booking, a paid order and a pending invoice order. */
async function businessWithOrders(businessName: string) {
  const registered = await registerWithAccount(suite.server, { businessName, bookingDate: vancouverDay(30), duration: 5 });
  const { client } = registered;
  const group = ((await client.get('/api/billing/packs')).json as { id: number; name: string }[]).find((pack) => pack.name === 'Group')!;
  const paid = await client.post('/api/billing/orders', { packId: group.id });
  expect(paid.status, paid.text).toBe(201);
  expect((await suite.admin.post(`/api/admin/orders/${paid.json.order.id}/payments`, { reference: 'Cheque 1042' })).status).toBe(200);
  const pending = await client.post('/api/billing/orders', { packId: group.id });
  expect(pending.status, pending.text).toBe(201);
  return { ...registered, paidOrderId: paid.json.order.id as number, pendingOrderId: pending.json.order.id as number };
}

/** The token of the newest invitation emailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = (await suite.server.outbox()).filter((mail) => mail.to.includes(email) && mail.body.includes('/join?token='));
  const token = /\/join\?token=([A-Za-z0-9_%-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  return decodeURIComponent(token);
}

/** Every row of every table the app's entities map, each as its table and its JSON. */
async function everyRow(): Promise<{ table: string; text: string }[]> {
  const { dataSource } = suite.server;
  const tables = [...new Set(dataSource.entityMetadatas.map(({ tableName }) => tableName))];
  const rows = await Promise.all(
    tables.map(async (table) => ((await dataSource.query(`SELECT * FROM "${table}"`)) as unknown[]).map((row) => ({ table, text: JSON.stringify(row) }))),
  );
  return rows.flat();
}

/** A JSON round trip: how the rows of the database read in an answer. */
const asSent = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('GET /api/business/export', () => {
  it('holds every booking, ledger line, order and member the database holds for the business, and no password hash', async () => {
    const business = await businessWithOrders('Exported Eatery');
    const other = await businessWithOrders('Other Oven');
    const exported = await business.client.get('/api/business/export');
    expect(exported.status, exported.text).toBe(200);

    const { manager } = suite.server.dataSource;
    const where = { where: { businessId: business.businessId }, order: { id: 'ASC' as const } };
    const body = exported.json;
    expect(body.business).toMatchObject({ id: business.businessId, businessName: 'Exported Eatery' });
    expect(body.bookings.map((booking: { id: number }) => booking.id)).toEqual((await manager.find(Booking, where)).map(({ id }) => id));
    expect(body.bookings).toEqual(asSent(await manager.find(Booking, where)));
    expect(body.laborTransactions).toEqual(asSent(await manager.find(LaborTransaction, where)));
    expect(body.laborTransactions.length).toBeGreaterThanOrEqual(2);
    expect(body.orders.map((order: { id: number; status: string }) => [order.id, order.status])).toEqual((await manager.find(BillingOrder, where)).map(({ id, status }) => [id, status]));
    const contacts = await manager.find(Contact, where);
    expect(body.members.map((member: { id: number; email: string }) => [member.id, member.email])).toEqual(contacts.map(({ id, email }) => [id, email]));
    expect(body.contact).toMatchObject({ id: business.contactId, email: business.body.email, username: business.username });
    expect(body.settings).toMatchObject({ emailNotifications: expect.any(Boolean) });
    expect(Object.keys(body).sort()).toEqual(['bookings', 'business', 'contact', 'exportedAt', 'laborTransactions', 'members', 'orders', 'ratings', 'settings', 'timesheets']);

    const text = exported.text;
    const { passwordHash } = await manager.findOneByOrFail(Account, { contactId: business.contactId });
    expect(text).not.toContain(passwordHash!);
    expect(text).not.toMatch(/passwordHash|sessionVersion|checkoutSessionId|checkoutUrl|emailKey/);
    // Nothing of another business.
    expect(text).not.toContain('Other Oven');
    expect(body.orders.map(({ id }: { id: number }) => id)).not.toContain(other.paidOrderId);
  });

  it('is refused without a business session: 401 signed out, 401 for an admin', async () => {
    expect((await new ApiClient(suite.server.url).get('/api/business/export')).status).toBe(401);
    expect((await suite.admin.get('/api/business/export')).status).toBe(401);
  });
});

describe('GET /api/chef/export', () => {
  it("holds the chef's profile with the tax id and bank account masked, and no token", async () => {
    const chef = await suite.fixtures.availableChef();
    const client = await suite.fixtures.signedInChef(chef.email);
    // A bank account as PUT /api/chef/bank-account leaves it: sealed, and its last digits for the mask.
    await suite.server.dataSource.manager.upsert(ChefPayoutAccount, { chefId: chef.id, bankAccountCiphertext: 'sealed-account-5551234987', bankAccountLastDigits: '987' }, ['chefId']);
    const exported = await client.get('/api/chef/export');
    expect(exported.status, exported.text).toBe(200);
    expect(exported.json.chef).toMatchObject({ id: chef.id, email: chef.email, name: chef.name });
    expect(exported.json.availability.length).toBeGreaterThan(0);
    const { manager } = suite.server.dataSource;
    const mine = { where: { chefId: chef.id }, order: { id: 'ASC' as const } };
    expect(exported.json.assignments).toEqual(asSent(await manager.find(Assignment, mine)));
    expect(exported.json.ledgerLines).toEqual(asSent(await manager.find(ChefLedgerLine, mine)));
    expect(exported.json.payouts).toEqual(asSent(await manager.find(Payout, mine)));
    expect(exported.json.timeOff.length).toBe(await manager.countBy(ChefTimeOff, { chefId: chef.id }));
    expect(exported.text).not.toMatch(/calendarToken|taxIdCiphertext|bankAccountCiphertext|sealed-account|sessionVersion|tokenHash/);
    expect(exported.json.chef.bankAccount).toEqual({ institutionNumber: '•••', transitNumber: '•••••', accountNumber: '••••987' });
    // The chef's fields in the order every export has had them, those of their payout account among them.
    const keys = Object.keys(exported.json.chef);
    expect(keys.slice(keys.indexOf('noShows'))).toEqual([
      'noShows', 'suspendedUntil', 'appealedAt', 'balanceCents', 'legalName', 'mailingAddress', 'gstNumber', 'stripeAccountId', 'payoutsEnabled', 'payoutsCheckedAt', 'createdAt', 'updatedAt', 'taxId', 'bankAccount',
    ]);
    expect((await new ApiClient(suite.server.url).get('/api/chef/export')).status).toBe(401);
  });
});

describe('POST /api/business/close', () => {
  it('refuses a wrong password with 403 "Wrong password" and changes nothing', async () => {
    const business = await businessWithOrders('Careful Cafe');
    const refused = await business.client.post('/api/business/close', { password: 'not-the-password-1' });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: 'Wrong password' });
    const { manager } = suite.server.dataSource;
    expect(await manager.findOneByOrFail(Booking, { id: business.bookingId })).toMatchObject({ status: 'confirmed' });
    expect(await manager.findOneByOrFail(BillingOrder, { id: business.pendingOrderId })).toMatchObject({ status: 'pending' });
    expect((await business.client.get(`/api/dashboard/${business.businessId}`)).status).toBe(200);
  });

  it('an order placed while it closes: the close that finds it pending refuses, and an order after the close is refused', async () => {
    const business = await businessWithOrders('Racing Ramen');
    const { manager } = suite.server.dataSource;
    const { id: accountId } = await manager.findOneByOrFail(Account, { contactId: business.contactId });
    const { id: memberId } = await manager.findOneByOrFail(Member, { accountId });
    const principal = { kind: 'business' as const, accountId, contactId: business.contactId, businessId: business.businessId, memberId, role: 'owner' as const, apiKey: null };
    const { billing, personalData } = suite.server.services;

    // The pending order still there when the close's transaction runs: as if placed after its cancels.
    await expect(personalData.closeOwnBusiness(principal)).rejects.toMatchObject({ code: 'CONFLICT', message: 'An order was placed while your account was closing. Please try again.' });
    expect(await manager.findOneByOrFail(Contact, { id: business.contactId })).toMatchObject({ email: business.body.email });

    expect((await business.client.post('/api/business/close', { password: business.password })).status).toBe(200);
    const packId = (await billing.packs())[0]!.id;
    await expect(billing.createOrder(principal, { packId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await manager.countBy(BillingOrder, { businessId: business.businessId, status: 'pending' })).toBe(0);
  });

  it('a booking or standing booking by a key checked before the close committed makes nothing once the business is closed', async () => {
    const business = await businessWithOrders('Late Larder');
    const created = await business.client.post('/api/business/api-keys', { name: 'Point of sale', role: 'manager' });
    expect(created.status, created.text).toBe(201);
    // The key's principal as its call had it, read before the close.
    const principal = { kind: 'business' as const, accountId: null, contactId: business.contactId, businessId: business.businessId, memberId: null, role: 'manager' as const, apiKey: { id: created.json.apiKey.id as number, name: 'Point of sale' } };
    expect((await business.client.post('/api/business/close', { password: business.password })).status).toBe(200);

    const { bookings, bookingSeries } = suite.server.services;
    const day = vancouverDay(12);
    await expect(bookings.create(principal, { businessId: business.businessId, serviceType: 'in-person', bookingDate: day, timeSlot: 'morning', duration: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(bookingSeries.create(principal, { serviceType: 'in-person', firstDate: day, timeSlot: 'evening', duration: 1, weekdays: [seriesWeekdayOf(day)], every: 1, count: 2 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await suite.server.dataSource.manager.countBy(Booking, { businessId: business.businessId, status: 'confirmed' })).toBe(0);
  });

  it("cancels what is to come, erases the people and ends the session, keeps the books, and the admin's totals still add up", async () => {
    const business = await businessWithOrders('Closing Canteen');
    const caller = adminCaller(suite.server);
    const totalsBefore = await caller.admin.finance.monthTotals();
    const ordersCsvBefore = (await suite.admin.get('/api/admin/export/orders.csv')).text;

    const closed = await business.client.post('/api/business/close', { password: business.password });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toEqual({ success: true });

    const { manager } = suite.server.dataSource;
    expect(await manager.findOneByOrFail(Booking, { id: business.bookingId })).toMatchObject({ status: 'canceled' });
    const lines = await manager.find(LaborTransaction, { where: { bookingId: business.bookingId }, order: { id: 'ASC' } });
    expect(lines.map(({ hours }) => hours)).toEqual([-5, 5]);
    expect(await manager.findOneByOrFail(BillingOrder, { id: business.pendingOrderId })).toMatchObject({ status: 'canceled' });
    expect(await manager.findOneByOrFail(BillingOrder, { id: business.paidOrderId })).toMatchObject({ status: 'paid' });
    expect(await manager.findOneByOrFail(Contact, { id: business.contactId })).toMatchObject({ firstName: 'Deleted member', lastName: '', email: '', phone: '' });

    // The old cookie is refused; the sign-in fails as for an unknown name.
    expect((await business.client.get(`/api/dashboard/${business.businessId}`)).status).toBe(401);
    expect((await business.client.get('/api/business/export')).status).toBe(401);
    for (const username of [business.username, business.body.email]) {
      const login = await new ApiClient(suite.server.url).post('/api/mobile/login', { username, password: business.password });
      const unknown = await new ApiClient(suite.server.url).post('/api/mobile/login', { username: `nobody${Date.now()}`, password: business.password });
      expect([login.status, login.json.message]).toEqual([unknown.status, unknown.json.message]);
    }

    // The books: the month's totals and the orders' CSV read as before; the invoice is still there.
    expect(await caller.admin.finance.monthTotals()).toEqual(totalsBefore);
    expect((await suite.admin.get('/api/admin/export/orders.csv')).text).toBe(ordersCsvBefore.replace(/(\n[^\n]*Closing Canteen[^\n]*)pending/, '$1canceled'));
    const invoice = await fetch(`${suite.server.url}/api/billing/orders/${business.paidOrderId}/invoice.pdf`, { headers: { cookie: suite.admin.cookieHeader() } });
    expect(invoice.status).toBe(200);
  });

  it('erases a team that belongs to no other business: what they booked and ordered says "Deleted member", and no name or address of theirs is left in the database', async () => {
    const stamp = Date.now();
    const owner = await registerWithAccount(suite.server, { businessName: `Erased Eatery ${stamp}`, firstName: 'Oriel', lastName: `Quennell${stamp}`, email: `oriel.${stamp}@example.com`, bookingDate: vancouverDay(30), duration: 5 });
    const joinAs = async (role: string, firstName: string, lastName: string) => {
      const email = `${firstName.toLowerCase()}.${stamp}@example.com`;
      expect((await owner.client.post('/api/business/members', { email, role })).status).toBe(201);
      const client = new ApiClient(suite.server.url);
      const joined = await client.post('/api/join', { token: await invitationToken(email), firstName, lastName, username: `${firstName.toLowerCase()}_${stamp % 1_000_000}`, password: 'a sturdy kitchen passphrase' });
      expect(joined.status, joined.text).toBe(201);
      const { id } = await suite.server.dataSource.manager.findOneByOrFail(Member, { businessId: owner.businessId, email });
      return { client, email, memberId: id };
    };
    const manager = await joinAs('manager', 'Marisol', `Vandersloot${stamp}`);
    const bookkeeper = await joinAs('bookkeeper', 'Bertrand', `Okonkwo${stamp}`);
    const invitee = `ingrid.${stamp}@example.com`;
    expect((await owner.client.post('/api/business/members', { email: invitee, role: 'manager' })).status).toBe(201);

    // The manager books a session that has happened by the close; the bookkeeper orders hours, paid.
    const booked = await manager.client.post('/api/bookings', { businessId: owner.businessId, bookingDate: vancouverDay(1), timeSlot: 'morning', duration: 1 });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json.booking.createdBy).toEqual({ id: manager.memberId, name: `Marisol Vandersloot${stamp}` });
    const group = ((await bookkeeper.client.get('/api/billing/packs')).json as { id: number; name: string }[]).find((pack) => pack.name === 'Group')!;
    const ordered = await bookkeeper.client.post('/api/billing/orders', { packId: group.id });
    expect(ordered.status, ordered.text).toBe(201);
    expect((await suite.admin.post(`/api/admin/orders/${ordered.json.order.id}/payments`, { reference: 'Cheque 2077' })).status).toBe(200);

    await setClock(suite, Date.now() + 3 * 24 * 3_600_000);
    const closed = await owner.client.post('/api/business/close', { password: owner.password });
    expect(closed.status, closed.text).toBe(200);

    // The answers that still show the records name who made them as erased, by the same member id.
    const completed = await suite.admin.post(`/api/admin/bookings/${booked.json.booking.id}/complete`, {});
    expect(completed.status, completed.text).toBe(200);
    expect(completed.json.booking.createdBy).toEqual({ id: manager.memberId, name: 'Deleted member' });
    const orders = await suite.admin.get(`/api/admin/orders?search=${encodeURIComponent(`Erased Eatery ${stamp}`)}`);
    expect(orders.status, orders.text).toBe(200);
    expect(orders.json.find((order: { id: number }) => order.id === ordered.json.order.id).createdBy).toEqual({ id: bookkeeper.memberId, name: 'Deleted member' });

    // Every row of every table, read as text: none holds a name or address of theirs.
    const rows = await everyRow();
    for (const trace of [`Quennell${stamp}`, `oriel.${stamp}`, `Vandersloot${stamp}`, `marisol.${stamp}`, `Okonkwo${stamp}`, `bertrand.${stamp}`, `ingrid.${stamp}`, `marisol_${stamp % 1_000_000}`]) {
      expect(rows.filter((row) => row.text.toLowerCase().includes(trace.toLowerCase())).map(({ table, text }) => `${table} ${text.slice(0, 200)}`), trace).toEqual([]);
    }

    // Nobody of the team signs in any more, by address (read after the scan: a sign-in tried records the name typed, for its limit).
    for (const email of [manager.email, bookkeeper.email]) {
      expect((await new ApiClient(suite.server.url).post('/api/mobile/login', { username: email, password: 'a sturdy kitchen passphrase' })).status).toBe(401);
    }
    expect((await manager.client.get(`/api/dashboard/${owner.businessId}`)).status).toBe(401);
  });

  it('lets a member who belongs to another business only leave: their sign-in works for it, and what they booked keeps their name', async () => {
    const closing = await registerWithAccount(suite.server, { businessName: 'Leaving Larder' });
    const elsewhere = await registerWithAccount(suite.server, { businessName: 'Staying Stove', firstName: 'Perpetua', lastName: 'Staysworth' });
    expect((await closing.client.post('/api/business/members', { email: elsewhere.body.email, role: 'manager' })).status).toBe(201);
    expect((await elsewhere.client.post('/api/join', { token: await invitationToken(elsewhere.body.email as string) })).status).toBe(201);
    const booked = await elsewhere.client.post('/api/bookings', { businessId: closing.businessId, bookingDate: vancouverDay(40), timeSlot: 'morning', duration: 1 });
    expect(booked.status, booked.text).toBe(201);

    expect((await closing.client.post('/api/business/close', { password: closing.password })).status).toBe(200);
    const { manager } = suite.server.dataSource;
    expect(await manager.findOneByOrFail(Booking, { id: booked.json.booking.id })).toMatchObject({ status: 'canceled', createdByName: 'Perpetua Staysworth' });
    expect(await manager.countBy(Member, { businessId: closing.businessId })).toBe(0);
    const login = await new ApiClient(suite.server.url).post('/api/mobile/login', { username: elsewhere.username, password: elsewhere.password });
    expect([login.status, login.json.businessId]).toEqual([200, elsewhere.businessId]);
  });
});

