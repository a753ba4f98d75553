import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumentedAnswer } from '../support/documented-answer.js';
import { ADMIN, ApiClient, adminClient, registerWithAccount, registrationBody, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * The answer contract for the business side of the API (registration, accounts, bookings,
 * businesses, availability, inbox): each REST call once, in its success and in the errors an
 * integrator meets most, each answer held to /api/openapi.json by the one helper.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

/** Sends one call, checks its status and holds the answer to the document. */
async function call(client: ApiClient, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', template: string, pathname: string, status: number, body?: unknown, headers?: Record<string, string>) {
  const answer = await client.request(method, pathname, body, headers);
  expect(answer.status, `${method} ${pathname}: ${answer.text}`).toBe(status);
  expectDocumentedAnswer(method, template, answer);
  return answer;
}

describe('the business side of the API answers as /api/openapi.json documents', () => {
  it('registration, accounts and sessions', async () => {
    const anonymous = new ApiClient(server.url);
    const body = registrationBody();
    const client = new ApiClient(server.url);
    const registered = await call(client, 'POST', '/api/register', '/api/register', 201, body);
    await call(new ApiClient(server.url), 'POST', '/api/register', '/api/register', 409, registrationBody({ email: body.email }));
    await call(anonymous, 'POST', '/api/register', '/api/register', 400, registrationBody({ email: 'not an email' }));

    await call(client, 'GET', '/api/session', '/api/session', 200);
    await call(anonymous, 'GET', '/api/session', '/api/session', 200);

    const username = `contract_${registered.json.contact.id}`;
    await call(anonymous, 'GET', '/api/mobile/check-username', `/api/mobile/check-username?username=${username}`, 200);
    await call(anonymous, 'GET', '/api/mobile/check-username', '/api/mobile/check-username', 400);
    const password = 'correct horse battery';
    await call(anonymous, 'POST', '/api/mobile/setup', '/api/mobile/setup', 401, { username, password, contactId: registered.json.contact.id });
    await call(client, 'POST', '/api/mobile/setup', '/api/mobile/setup', 201, { username, password, contactId: registered.json.contact.id });
    await call(client, 'POST', '/api/mobile/setup', '/api/mobile/setup', 409, { username: `${username}_again`, password, contactId: registered.json.contact.id });
    await call(client, 'POST', '/api/mobile/setup', '/api/mobile/setup', 400, { username });
    const intruder = new ApiClient(server.url);
    await call(intruder, 'POST', '/api/register', '/api/register', 201, registrationBody());
    await call(intruder, 'POST', '/api/mobile/setup', '/api/mobile/setup', 403, { username: `${username}_stolen`, password, contactId: registered.json.contact.id });
    await call(new ApiClient(server.url), 'POST', '/api/mobile/login', '/api/mobile/login', 200, { username, password });
    await call(new ApiClient(server.url), 'POST', '/api/mobile/login', '/api/mobile/login', 401, { username, password: 'wrong password here' });
    await call(client, 'POST', '/api/logout', '/api/logout', 200);

    await call(anonymous, 'POST', '/api/password-recovery/request', '/api/password-recovery/request', 200, { email: body.email });
    await call(anonymous, 'POST', '/api/password-recovery/reset', '/api/password-recovery/reset', 400, { token: 'no-such-token', password: 'a new fine passphrase' });

    const admin = new ApiClient(server.url);
    await call(admin, 'POST', '/api/admin/login', '/api/admin/login', 200, ADMIN);
    await call(new ApiClient(server.url), 'POST', '/api/admin/login', '/api/admin/login', 401, { ...ADMIN, password: 'not the password' });
    await call(admin, 'POST', '/api/admin/logout', '/api/admin/logout', 200);
    await call(anonymous, 'POST', '/api/admin/logout', '/api/admin/logout', 401);
  });

  it('bookings, the dashboard and the business settings', async () => {
    const { client, businessId, bookingId } = await registerWithAccount(server);
    const anonymous = new ApiClient(server.url);
    const booking = { businessId, serviceType: 'in-person', bookingDate: vancouverDay(20), timeSlot: 'morning', duration: 3 };
    await call(client, 'POST', '/api/bookings', '/api/bookings', 201, booking);
    await call(client, 'POST', '/api/bookings', '/api/bookings', 201, { ...booking, bookingDate: vancouverDay(21) }, { 'Idempotency-Key': 'contract-1' });
    await call(client, 'POST', '/api/bookings', '/api/bookings', 201, { ...booking, bookingDate: vancouverDay(21) }, { 'Idempotency-Key': 'contract-1' });
    await call(client, 'POST', '/api/bookings', '/api/bookings', 422, { ...booking, bookingDate: vancouverDay(22) }, { 'Idempotency-Key': 'contract-1' });
    await call(client, 'POST', '/api/bookings', '/api/bookings', 409, { ...booking, duration: 12 });
    await call(client, 'POST', '/api/bookings', '/api/bookings', 400, { ...booking, timeSlot: 'midnight' });
    await call(anonymous, 'POST', '/api/bookings', '/api/bookings', 401, booking);
    const other = await registerWithAccount(server);
    await call(other.client, 'POST', '/api/bookings', '/api/bookings', 403, booking);
    await call(other.client, 'PATCH', '/api/bookings/{id}', `/api/bookings/${bookingId}`, 404, { status: 'canceled' });
    await call(other.client, 'GET', '/api/dashboard/{businessId}', `/api/dashboard/${businessId}`, 403);
    await call(other.client, 'POST', '/api/request-hours', '/api/request-hours', 403, { businessId, phone: '(604) 555-0100', hoursNeeded: 10 });

    await call(client, 'PATCH', '/api/bookings/{id}', `/api/bookings/${bookingId}`, 200, { bookingDate: vancouverDay(25), timeSlot: 'afternoon', duration: 5 });
    await call(client, 'PATCH', '/api/bookings/{id}', `/api/bookings/${bookingId}`, 200, { status: 'canceled' });
    await call(client, 'PATCH', '/api/bookings/{id}', `/api/bookings/${bookingId}`, 409, { status: 'canceled' });
    await call(client, 'PATCH', '/api/bookings/{id}', `/api/bookings/${bookingId}`, 400, { status: 'confirmed' });

    await call(client, 'GET', '/api/dashboard/{businessId}', `/api/dashboard/${businessId}`, 200);
    await call(anonymous, 'GET', '/api/dashboard/{businessId}', `/api/dashboard/${businessId}`, 401);
    await call(client, 'PATCH', '/api/business/profile', '/api/business/profile', 200, { city: 'Burnaby' });
    await call(client, 'PATCH', '/api/business/profile', '/api/business/profile', 400, {});
    await call(client, 'GET', '/api/business/settings', '/api/business/settings', 200);
    await call(client, 'PUT', '/api/business/settings', '/api/business/settings', 200, { emailNotifications: false, smsReminders: true });
    await call(client, 'PUT', '/api/business/settings', '/api/business/settings', 400, { emailNotifications: 'yes' });
    await call(client, 'POST', '/api/request-hours', '/api/request-hours', 201, { businessId, phone: '(604) 555-0100', hoursNeeded: 10 });
    await call(anonymous, 'POST', '/api/request-hours', '/api/request-hours', 401, { businessId, phone: '(604) 555-0100', hoursNeeded: 10 });
  });

  it('the admin businesses list and delete, availability and the inbox', async () => {
    const { businessId } = await registerWithAccount(server);
    const admin = await adminClient(server);
    const anonymous = new ApiClient(server.url);
    await call(admin, 'GET', '/api/dashboard/{businessId}', `/api/dashboard/${businessId}`, 200);
    await call(admin, 'GET', '/api/admin/businesses', '/api/admin/businesses', 200);
    await call(anonymous, 'GET', '/api/admin/businesses', '/api/admin/businesses', 401);
    await call(admin, 'GET', '/api/admin/jobs', '/api/admin/jobs?state=queued', 200);
    await call(admin, 'GET', '/api/admin/jobs', '/api/admin/jobs?state=lost', 400);
    await call(admin, 'POST', '/api/admin/jobs/{id}/retry', '/api/admin/jobs/999999/retry', 404);
    await call(admin, 'POST', '/api/admin/jobs/{id}/retry', '/api/admin/jobs/0/retry', 400);
    await call(admin, 'DELETE', '/api/admin/business/{id}', '/api/admin/business/abc', 400);
    await call(admin, 'GET', '/api/dashboard/{businessId}', '/api/dashboard/abc', 400);
    await call(admin, 'GET', '/api/admin/export/{kind}.csv', '/api/admin/export/everything.csv', 400);
    await call(admin, 'DELETE', '/api/admin/business/{id}', `/api/admin/business/${businessId}`, 200);
    await call(admin, 'DELETE', '/api/admin/business/{id}', `/api/admin/business/${businessId}`, 404);
    await call(admin, 'GET', '/api/dashboard/{businessId}', `/api/dashboard/${businessId}`, 404);

    await call(anonymous, 'GET', '/api/availability', '/api/availability', 200);
    await call(anonymous, 'POST', '/api/contact', '/api/contact', 201, { name: 'Integrator', email: 'integrator@example.com', subject: 'other', message: 'Hello there' });
    await call(anonymous, 'POST', '/api/contact', '/api/contact', 400, { name: 'Integrator' });
    await call(anonymous, 'POST', '/api/newsletter', '/api/newsletter', 200, { email: 'integrator@example.com' });
    await call(anonymous, 'POST', '/api/newsletter', '/api/newsletter', 400, { email: 'nope' });
  });
});

describe('the refusals every write may meet are documented on every write', () => {
  it('a write from another site (403), a body too large (413) and a body that is not JSON (415)', async () => {
    const { client, businessId } = await registerWithAccount(server);
    await call(new ApiClient(server.url), 'POST', '/api/newsletter', '/api/newsletter', 403, { email: 'a@example.com' }, { origin: 'https://evil.example' });
    await call(client, 'PATCH', '/api/business/profile', '/api/business/profile', 403, { city: 'Burnaby' }, { origin: 'https://evil.example' });
    await call(client, 'DELETE', '/api/business/favourites/{chefId}', '/api/business/favourites/1', 403, undefined, { origin: 'https://evil.example' });
    await call(new ApiClient(server.url), 'POST', '/api/contact', '/api/contact', 413, { message: 'x'.repeat(110_000) });
    await call(client, 'POST', '/api/bookings', '/api/bookings', 415, `businessId=${businessId}`, { 'content-type': 'application/x-www-form-urlencoded' });
  });
});

describe('the document itself', () => {
  it('answers GET /api/openapi.json as its own entry describes it', async () => {
    await call(new ApiClient(server.url), 'GET', '/api/openapi.json', '/api/openapi.json', 200);
  });
});
