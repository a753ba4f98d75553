import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import type { Booking } from '../../src/server/core/db/entities/booking.js';
import { expectDocumentedAnswer } from '../support/documented-answer.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/**
 * The answer contract for the chef side (DECISIONS.md sections 8-10): each REST call of chefs,
 * staffing and after-session made once for its success and once for each error status the
 * integration suite provokes, every answer held to /api/openapi.json by the one helper.
 */

const HOUR = 3_600_000;
const suite = useClockedServer();

interface Answer {
  status: number;
  text: string;
  json: unknown;
}

/** The call answered `status`, and the document says so, with a body its schema accepts. */
async function documented(method: string, template: string, call: Promise<Answer>, status: number) {
  const answer = await call;
  expect(answer.status, `${method} ${template}: ${answer.text}`).toBe(status);
  expectDocumentedAnswer(method, template, answer);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return answer.json as any;
}

const nobody = () => new ApiClient(suite.server.url);

describe('the admin chef calls', () => {
  it('answer as documented: list, create, get, change, invite, and their 400, 401, 404 and 409', async () => {
    const { admin } = suite;
    await documented('GET', '/api/admin/chefs', admin.get('/api/admin/chefs'), 200);
    await documented('GET', '/api/admin/chefs', nobody().get('/api/admin/chefs'), 401);

    const body = { name: 'Contract Chef', email: `contract.${Date.now()}@example.com`, specialty: 'Stocks', group: 'pastry', yearsExperience: 9, serviceTypes: ['virtual'], hourlyRate: 60 };
    const chef = await documented('POST', '/api/admin/chefs', admin.post('/api/admin/chefs', body), 201);
    await documented('POST', '/api/admin/chefs', admin.post('/api/admin/chefs', { ...body, name: '' }), 400);
    await documented('POST', '/api/admin/chefs', admin.post('/api/admin/chefs', body), 409);
    await documented('POST', '/api/admin/chefs', nobody().post('/api/admin/chefs', body), 401);

    await documented('GET', '/api/admin/chefs/{id}', admin.get(`/api/admin/chefs/${chef.id}`), 200);
    await documented('GET', '/api/admin/chefs/{id}', admin.get('/api/admin/chefs/999999'), 404);
    await documented('GET', '/api/admin/chefs/{id}', nobody().get(`/api/admin/chefs/${chef.id}`), 401);

    const other = await suite.fixtures.addChef();
    await documented('PATCH', '/api/admin/chefs/{id}', admin.patch(`/api/admin/chefs/${chef.id}`, { bio: 'Twenty years of pastry' }), 200);
    await documented('PATCH', '/api/admin/chefs/{id}', admin.patch(`/api/admin/chefs/${chef.id}`, { hourlyRate: 99 }), 400);
    await documented('PATCH', '/api/admin/chefs/{id}', admin.patch('/api/admin/chefs/999999', { bio: 'Nobody' }), 404);
    await documented('PATCH', '/api/admin/chefs/{id}', admin.patch(`/api/admin/chefs/${chef.id}`, { email: other.email }), 409);
    await documented('PATCH', '/api/admin/chefs/{id}', nobody().patch(`/api/admin/chefs/${chef.id}`, { bio: 'x' }), 401);

    await documented('POST', '/api/admin/chefs/{id}/invite', admin.post(`/api/admin/chefs/${chef.id}/invite`), 200);
    await documented('POST', '/api/admin/chefs/{id}/invite', admin.post('/api/admin/chefs/999999/invite'), 404);
    await documented('POST', '/api/admin/chefs/{id}/invite', nobody().post(`/api/admin/chefs/${chef.id}/invite`), 401);
    await documented('PATCH', '/api/admin/chefs/{id}', admin.patch(`/api/admin/chefs/${other.id}`, { status: 'inactive' }), 200);
    await documented('POST', '/api/admin/chefs/{id}/invite', admin.post(`/api/admin/chefs/${other.id}/invite`), 409);
  });
});

describe('the chef portal calls', () => {
  it('answer as documented: sign-in, me, profile, availability, time off, assignments, calendar, sign-out', async () => {
    const chef = await suite.fixtures.addChef();
    const client = nobody();
    await documented('POST', '/api/chef/login-link', client.post('/api/chef/login-link', { email: chef.email }), 200);
    await documented('POST', '/api/chef/login-link', client.post('/api/chef/login-link', { email: 'not an email' }), 400);
    await documented('POST', '/api/chef/login', client.post('/api/chef/login', { token: 'not-a-token' }), 400);
    await documented('POST', '/api/chef/login', client.post('/api/chef/login', { token: await suite.fixtures.lastLinkTo(chef.email) }), 200);

    await documented('GET', '/api/chef/me', client.get('/api/chef/me'), 200);
    await documented('GET', '/api/chef/me', nobody().get('/api/chef/me'), 401);
    await documented('PATCH', '/api/chef/me', client.patch('/api/chef/me', { bio: 'Ferments everything' }), 200);
    await documented('PATCH', '/api/chef/me', client.patch('/api/chef/me', {}), 400);
    await documented('PATCH', '/api/chef/me', nobody().patch('/api/chef/me', { bio: 'x' }), 401);

    await documented('PUT', '/api/chef/availability', client.put('/api/chef/availability', { weekly: { monday: ['evening', 'morning'] } }), 200);
    await documented('PUT', '/api/chef/availability', client.put('/api/chef/availability', { weekly: { monday: ['night'] } }), 400);
    await documented('PUT', '/api/chef/availability', nobody().put('/api/chef/availability', { weekly: {} }), 401);

    const [from, to] = [vancouverDay(30), vancouverDay(32)];
    const off = await documented('POST', '/api/chef/time-off', client.post('/api/chef/time-off', { from, to, reason: 'A wedding' }), 201);
    await documented('POST', '/api/chef/time-off', client.post('/api/chef/time-off', { from: to, to: from }), 400);
    await documented('POST', '/api/chef/time-off', nobody().post('/api/chef/time-off', { from, to }), 401);
    await documented('GET', '/api/chef/me', client.get('/api/chef/me'), 200);
    await documented('DELETE', '/api/chef/time-off/{id}', client.delete(`/api/chef/time-off/${off.id}`), 200);
    await documented('DELETE', '/api/chef/time-off/{id}', client.delete(`/api/chef/time-off/${off.id}`), 404);
    await documented('DELETE', '/api/chef/time-off/{id}', nobody().delete(`/api/chef/time-off/${off.id}`), 401);

    await documented('GET', '/api/chef/assignments', client.get('/api/chef/assignments'), 200);
    await documented('GET', '/api/chef/assignments', nobody().get('/api/chef/assignments'), 401);

    const { url } = await suite.server.services.chefPortal.calendarUrl({ kind: 'chef', chefId: chef.id });
    await documented('GET', '/api/chef/calendar/{token}.ics', nobody().get(new URL(url).pathname), 200);
    await documented('GET', '/api/chef/calendar/{token}.ics', nobody().get('/api/chef/calendar/not-a-token.ics'), 404);

    await documented('POST', '/api/chef/logout', client.post('/api/chef/logout'), 200);
  });
});

describe('the staffing calls', () => {
  it('answer as documented: board, eligible chefs, candidates, offers, accept, decline, assign, unassign, and their errors', async () => {
    const { admin } = suite;
    await documented('GET', '/api/admin/bookings', admin.get('/api/admin/bookings'), 200);
    await documented('GET', '/api/admin/bookings', admin.get('/api/admin/bookings?staffing=everyone'), 400);
    await documented('GET', '/api/admin/bookings', nobody().get('/api/admin/bookings'), 401);

    const { booking } = await suite.fixtures.bookedDay(3, 'evening');
    const [first, second] = [await suite.fixtures.availableChef(), await suite.fixtures.availableChef()];
    const unavailable = await suite.fixtures.addChef({ status: 'active' });
    const eligible = `/api/admin/bookings/${booking.id}/eligible-chefs`;
    await documented('GET', '/api/admin/bookings/{id}/eligible-chefs', admin.get(eligible), 200);
    await documented('GET', '/api/admin/bookings/{id}/eligible-chefs', nobody().get(eligible), 401);
    await documented('GET', '/api/admin/bookings/{id}/eligible-chefs', admin.get('/api/admin/bookings/999999/eligible-chefs'), 404);
    const candidates = `/api/admin/bookings/${booking.id}/candidates`;
    await documented('GET', '/api/admin/bookings/{id}/candidates', admin.get(candidates), 200);
    await documented('GET', '/api/admin/bookings/{id}/candidates', nobody().get(candidates), 401);
    await documented('GET', '/api/admin/bookings/{id}/candidates', admin.get('/api/admin/bookings/999999/candidates'), 404);

    const offers = `/api/admin/bookings/${booking.id}/offers`;
    const made = await documented('POST', '/api/admin/bookings/{id}/offers', admin.post(offers, { chefIds: [first.id, second.id] }), 201);
    await documented('POST', '/api/admin/bookings/{id}/offers', admin.post(offers, { chefIds: [] }), 400);
    await documented('POST', '/api/admin/bookings/{id}/offers', admin.post(offers, { chefIds: [unavailable.id] }), 409);
    await documented('POST', '/api/admin/bookings/{id}/offers', nobody().post(offers, { chefIds: [first.id] }), 401);
    await documented('POST', '/api/admin/bookings/{id}/offers', admin.post('/api/admin/bookings/999999/offers', { chefIds: [first.id] }), 404);

    const [firstClient, secondClient] = [await suite.fixtures.signedInChef(first.email), await suite.fixtures.signedInChef(second.email)];
    await documented('GET', '/api/chef/offers', firstClient.get('/api/chef/offers'), 200);
    await documented('GET', '/api/chef/offers', nobody().get('/api/chef/offers'), 401);
    const offerOf = (chefId: number) => (made as { id: number; chefId: number }[]).find((offer) => offer.chefId === chefId)!.id;
    await documented('POST', '/api/chef/offers/{id}/accept', firstClient.post(`/api/chef/offers/${offerOf(second.id)}/accept`), 404);
    await documented('POST', '/api/chef/offers/{id}/accept', nobody().post(`/api/chef/offers/${offerOf(first.id)}/accept`), 401);
    await documented('POST', '/api/chef/offers/{id}/accept', firstClient.post(`/api/chef/offers/${offerOf(first.id)}/accept`), 200);
    await documented('POST', '/api/chef/offers/{id}/accept', secondClient.post(`/api/chef/offers/${offerOf(second.id)}/accept`), 409);
    await documented('POST', '/api/chef/offers/{id}/decline', secondClient.post(`/api/chef/offers/${offerOf(second.id)}/decline`), 409);
    await documented('POST', '/api/chef/offers/{id}/decline', secondClient.post('/api/chef/offers/999999/decline'), 404);
    await documented('POST', '/api/chef/offers/{id}/decline', nobody().post(`/api/chef/offers/${offerOf(second.id)}/decline`), 401);
    const later = await suite.fixtures.bookedDay(4, 'evening');
    const [declinable] = await documented('POST', '/api/admin/bookings/{id}/offers', admin.post(`/api/admin/bookings/${later.booking.id}/offers`, { chefIds: [second.id] }), 201);
    await documented('POST', '/api/chef/offers/{id}/decline', secondClient.post(`/api/chef/offers/${declinable.id}/decline`), 200);
    await documented('GET', '/api/chef/assignments', firstClient.get('/api/chef/assignments'), 200);

    const chef = `/api/admin/bookings/${later.booking.id}/chef`;
    await documented('PUT', '/api/admin/bookings/{id}/chef', admin.put(chef, { chefId: second.id }), 200);
    await documented('PUT', '/api/admin/bookings/{id}/chef', admin.put(chef, { chefId: second.id }), 409);
    await documented('PUT', '/api/admin/bookings/{id}/chef', nobody().put(chef, { chefId: second.id }), 401);
    await documented('PUT', '/api/admin/bookings/{id}/chef', admin.put('/api/admin/bookings/999999/chef', { chefId: second.id }), 404);
    await documented('DELETE', '/api/admin/bookings/{id}/chef', admin.delete('/api/admin/bookings/999999/chef'), 404);
    await documented('GET', '/api/admin/bookings', admin.get('/api/admin/bookings?staffing=assigned'), 200);
    await documented('DELETE', '/api/admin/bookings/{id}/chef', admin.delete(chef), 200);
    await documented('DELETE', '/api/admin/bookings/{id}/chef', admin.delete(chef), 409);
    await documented('DELETE', '/api/admin/bookings/{id}/chef', nobody().delete(chef), 401);
  });
});

/** A booking two days ahead in the morning, with a new chef assigned by the admin and signed in. */
async function staffedBooking() {
  const booked = await suite.fixtures.bookedDay(2, 'morning');
  const chef = await suite.fixtures.availableChef();
  expect((await suite.admin.put(`/api/admin/bookings/${booked.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  return { ...booked, chef, chefClient: await suite.fixtures.signedInChef(chef.email) };
}

function atStartOf(booking: Booking, offsetMs: number): Promise<void> {
  return setClock(suite, bookingStart(booking).getTime() + offsetMs);
}

describe('the after-session calls', () => {
  it('answer as documented: timesheets, ratings and favourites, and their errors', async () => {
    const [one, two] = [await staffedBooking(), await staffedBooking()];
    const stranger = (await registerWithAccount(suite.server)).client;
    const submit = (booking: Booking) => `/api/chef/assignments/${booking.id}/timesheet`;
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', one.chefClient.post(submit(one.booking), { hours: 4 }), 409);
    await atStartOf(one.booking, HOUR);
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', one.chefClient.post(submit(one.booking), { hours: 13 }), 400);
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', one.chefClient.post(submit(two.booking), { hours: 4 }), 404);
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', nobody().post(submit(one.booking), { hours: 4 }), 401);
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', one.chefClient.post(submit(one.booking), { hours: 4, note: 'Prep and service' }), 201);
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', one.chefClient.post(submit(one.booking), { hours: 4 }), 409);

    const confirm = (booking: Booking) => `/api/bookings/${booking.id}/timesheet/confirm`;
    await documented('POST', '/api/bookings/{id}/timesheet/confirm', two.client.post(confirm(two.booking)), 409);
    await documented('POST', '/api/bookings/{id}/timesheet/confirm', stranger.post(confirm(one.booking)), 404);
    await documented('POST', '/api/bookings/{id}/timesheet/confirm', nobody().post(confirm(one.booking)), 401);
    await documented('POST', '/api/bookings/{id}/timesheet/confirm', one.client.post(confirm(one.booking)), 200);
    await documented('POST', '/api/bookings/{id}/timesheet/confirm', one.client.post(confirm(one.booking)), 409);

    const dispute = `/api/bookings/${two.booking.id}/timesheet/dispute`;
    await documented('POST', '/api/bookings/{id}/timesheet/dispute', two.client.post(dispute, { reason: 'Nobody came' }), 409);
    await documented('POST', '/api/chef/assignments/{bookingId}/timesheet', two.chefClient.post(submit(two.booking), { hours: 5 }), 201);
    await documented('POST', '/api/bookings/{id}/timesheet/dispute', two.client.post(dispute, {}), 400);
    await documented('POST', '/api/bookings/{id}/timesheet/dispute', stranger.post(dispute, { reason: 'Not mine' }), 404);
    await documented('POST', '/api/bookings/{id}/timesheet/dispute', nobody().post(dispute, { reason: 'x' }), 401);
    await documented('POST', '/api/bookings/{id}/timesheet/dispute', two.client.post(dispute, { reason: 'The chef left at noon' }), 200);
    await documented('GET', '/api/chef/assignments', two.chefClient.get('/api/chef/assignments'), 200);

    const rateChef = (booking: Booking) => `/api/bookings/${booking.id}/rating`;
    await documented('POST', '/api/bookings/{id}/rating', two.client.post(rateChef(two.booking), { stars: 4 }), 409);
    await documented('POST', '/api/bookings/{id}/rating', one.client.post(rateChef(one.booking), { stars: 6 }), 400);
    await documented('POST', '/api/bookings/{id}/rating', stranger.post(rateChef(one.booking), { stars: 4 }), 404);
    await documented('POST', '/api/bookings/{id}/rating', nobody().post(rateChef(one.booking), { stars: 4 }), 401);
    await documented('POST', '/api/bookings/{id}/rating', one.client.post(rateChef(one.booking), { stars: 5, comment: 'Superb' }), 201);
    await documented('POST', '/api/bookings/{id}/rating', one.client.post(rateChef(one.booking), { stars: 5 }), 409);

    const rateBusiness = (booking: Booking) => `/api/chef/assignments/${booking.id}/rating`;
    await documented('POST', '/api/chef/assignments/{bookingId}/rating', two.chefClient.post(rateBusiness(one.booking), { stars: 4 }), 404);
    await documented('POST', '/api/chef/assignments/{bookingId}/rating', nobody().post(rateBusiness(one.booking), { stars: 4 }), 401);
    await documented('POST', '/api/chef/assignments/{bookingId}/rating', one.chefClient.post(rateBusiness(one.booking), { stars: 4 }), 201);
    await documented('POST', '/api/chef/assignments/{bookingId}/rating', one.chefClient.post(rateBusiness(one.booking), { stars: 4 }), 409);

    const favourite = (chefId: number | string) => `/api/business/favourites/${chefId}`;
    await documented('PUT', '/api/business/favourites/{chefId}', one.client.put(favourite(one.chef.id)), 200);
    await documented('PUT', '/api/business/favourites/{chefId}', one.client.put(favourite(two.chef.id)), 409);
    await documented('PUT', '/api/business/favourites/{chefId}', one.client.put(favourite('2147483648')), 400);
    await documented('PUT', '/api/business/favourites/{chefId}', nobody().put(favourite(one.chef.id)), 401);
    await documented('DELETE', '/api/business/favourites/{chefId}', one.client.delete(favourite(one.chef.id)), 200);
    await documented('DELETE', '/api/business/favourites/{chefId}', nobody().delete(favourite(one.chef.id)), 401);
  });
});
