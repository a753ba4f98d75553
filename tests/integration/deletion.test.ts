import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/core/db/entities/account.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { HoursRequest } from '../../src/server/core/db/entities/inbox.js';
import { LaborBank, LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { AuditLog } from '../../src/server/core/db/entities/audit-log.js';
import { BusinessSettings } from '../../src/server/core/db/entities/business-settings.js';
import { PasswordResetToken } from '../../src/server/core/db/entities/password-reset-token.js';
import { adminCaller, ApiClient, adminClient, registerWithAccount, startTestServer, vancouverDay, type TestServer } from './harness.js';

/** Deleting a business takes everything of it in one go, and ends its sessions. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

/**
 * Every row that belongs to the business, table by table. The cascade is the database's work,
 * so the database is asked, through the entities (no API shows a deleted business's rows).
 */
async function rowsOf(business: { businessId: number; contactId: number }) {
  const { manager } = server.dataSource;
  const { businessId, contactId } = business;
  const account = await manager.findOneBy(Account, { contactId });
  return {
    business: await manager.countBy(Business, { id: businessId }),
    contact: await manager.countBy(Contact, { businessId }),
    account: await manager.countBy(Account, { contactId }),
    booking: await manager.countBy(Booking, { businessId }),
    labor_bank: await manager.countBy(LaborBank, { businessId }),
    labor_transaction: await manager.countBy(LaborTransaction, { businessId }),
    hours_request: await manager.countBy(HoursRequest, { businessId }),
    business_settings: await manager.countBy(BusinessSettings, { businessId }),
    password_reset_token: await manager.countBy(PasswordResetToken, { accountId: account?.id ?? -1 }),
  };
}

/** A business with something in every table: bookings, a refund, a request, settings, a reset link. */
async function busyBusiness(name: string) {
  const registered = await registerWithAccount(server, { businessName: name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com` });
  const { client, businessId } = registered;
  const extra = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(7), timeSlot: 'morning', duration: 2 });
  await client.patch(`/api/bookings/${extra.json.booking.id}`, { status: 'canceled' });
  await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded: 10 });
  await client.put('/api/business/settings', { emailNotifications: false, smsReminders: true });
  await client.post('/api/password-recovery/request', { email: registered.body.email });
  return registered;
}

describe('deleting a business', () => {
  it('removes its contact, account, bookings, ledger, requests, settings and reset links, and nothing of anybody else', async () => {
    const doomed = await busyBusiness('Delete Doomed Deli');
    const survivor = await busyBusiness('Delete Survivor Deli');
    const before = await rowsOf(doomed);
    for (const [table, rows] of Object.entries(before)) expect(rows, table).toBeGreaterThan(0);
    const survivorBefore = await rowsOf(survivor);

    const admin = await adminClient(server);
    const response = await admin.delete(`/api/admin/business/${doomed.businessId}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, deleted: { id: doomed.businessId, businessName: 'Delete Doomed Deli' } });

    const after = await rowsOf(doomed);
    for (const [table, rows] of Object.entries(after)) expect(rows, table).toBe(0);
    expect(await rowsOf(survivor)).toEqual(survivorBefore);
  });

  it('ends its sessions at once and its login no longer works', async () => {
    const doomed = await registerWithAccount(server, { businessName: 'Delete Session Deli' });
    const phone = new ApiClient(server.url);
    await phone.post('/api/mobile/login', { username: doomed.username, password: doomed.password });
    expect((await phone.get(`/api/dashboard/${doomed.businessId}`)).status).toBe(200);

    const admin = await adminClient(server);
    expect((await admin.delete(`/api/admin/business/${doomed.businessId}`)).status).toBe(200);

    for (const client of [doomed.client, phone]) {
      expect((await client.get(`/api/dashboard/${doomed.businessId}`)).status).toBe(401);
      expect((await client.post('/api/bookings', { businessId: doomed.businessId, bookingDate: vancouverDay(3), timeSlot: 'morning', duration: 1 })).status).toBe(401);
      expect((await client.get('/api/session')).json.business).toBeNull();
    }
    const login = await new ApiClient(server.url).post('/api/mobile/login', { username: doomed.username, password: doomed.password });
    expect(login.status).toBe(401);
    expect((await new ApiClient(server.url).get(`/api/mobile/check-username?username=${doomed.username}`)).json.exists).toBe(false);
  });

  it('keeps an audit line naming the deleted business', async () => {
    const doomed = await registerWithAccount(server, { businessName: 'Delete Audited Deli' });
    await (await adminClient(server)).delete(`/api/admin/business/${doomed.businessId}`);
    const rows = await server.dataSource.manager.findBy(AuditLog, { businessId: doomed.businessId });
    expect(rows.some((row) => row.action === 'business.delete' && row.detail.includes('Delete Audited Deli'))).toBe(true);
  });

  it('answers 404 for a business that does not exist, and 400 for an id that is not one', async () => {
    const admin = await adminClient(server);
    const missing = await admin.delete('/api/admin/business/424242');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toEqual(expect.any(String));
    expect((await admin.delete('/api/admin/business/abc')).status).toBe(400);
  });

  it('bulk delete through tRPC removes all named businesses, or none when one of them does not exist', async () => {
    const first = await busyBusiness('Bulk First Deli');
    const second = await busyBusiness('Bulk Second Deli');

    await expect(adminCaller(server).admin.deleteBusinesses({ ids: [first.businessId, 909_090] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rowsOf(first)).business).toBe(1);
    expect((await rowsOf(first)).booking).toBeGreaterThan(0);

    const result = await adminCaller(server).admin.deleteBusinesses({ ids: [first.businessId, second.businessId] });
    expect(result.deleted.map((entry) => entry.businessName).sort()).toEqual(['Bulk First Deli', 'Bulk Second Deli']);
    for (const business of [first, second]) {
      for (const [table, rows] of Object.entries(await rowsOf(business))) expect(rows, table).toBe(0);
    }
  });

  it('parallel single deletes of several businesses (the bulk button of the spec) all succeed', async () => {
    const businesses = await Promise.all(['Parallel A Deli', 'Parallel B Deli', 'Parallel C Deli'].map((name) => registerWithAccount(server, { businessName: name })));
    const admin = await adminClient(server);
    const responses = await Promise.all(businesses.map((business) => admin.delete(`/api/admin/business/${business.businessId}`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    for (const business of businesses) expect((await rowsOf(business)).business).toBe(0);
  });
});
