import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerWithAccount, startTestServer, teamMember, vancouverDay, type TestServer } from './harness.js';

/**
 * Who did it (DECISIONS.md section 18): bookings and orders keep the member who made them,
 * `createdBy: {id, name}` with the id as GET /api/session shows it, in every answer that shows
 * the record, and still after the member leaves the team.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** `createdBy` as the answers show it for the member signed in on this client. */
async function whoIs(client: ApiClient) {
  const { member } = (await client.get('/api/session')).json as { member: { id: number; firstName: string; lastName: string } };
  return { id: member.id, name: `${member.firstName} ${member.lastName}` };
}

describe('createdBy', () => {
  it('names the member who booked or ordered, in every answer, and keeps the name when they leave', async () => {
    const owner = await registerWithAccount(server, { firstName: 'Jamie', lastName: 'Chen' });
    const ownerIs = await whoIs(owner.client);
    expect(ownerIs.name).toBe('Jamie Chen');
    const manager = await teamMember(server, owner.businessId, 'manager');
    const managerIs = await whoIs(manager.client);
    const bookkeeper = await teamMember(server, owner.businessId, 'bookkeeper');
    const bookkeeperIs = await whoIs(bookkeeper.client);

    // The booking made with the registration is its owner's.
    const firstBooking = (await owner.client.get(`/api/bookings/${owner.bookingId}`)).json.booking;
    expect(firstBooking.createdBy).toEqual(ownerIs);

    // A booking by REST, a series and a booking by tRPC, each the manager's.
    const booked = await manager.client.post('/api/bookings', { businessId: owner.businessId, bookingDate: vancouverDay(8), timeSlot: 'morning', duration: 1 });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json.booking.createdBy).toEqual(managerIs);
    const series = await manager.client.post('/api/bookings/series', { serviceType: 'virtual', timeSlot: 'evening', duration: 1, every: 1, firstDate: vancouverDay(9), weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], count: 2 });
    expect(series.status, series.text).toBe(201);
    expect(series.json.bookings.map((booking: { createdBy: unknown }) => booking.createdBy)).toEqual([managerIs, managerIs]);
    const viaTrpc = await manager.client.post('/trpc/business.bookings.create', { businessId: owner.businessId, bookingDate: vancouverDay(12), timeSlot: 'afternoon', duration: 1 });
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
    expect(viaTrpc.json.result.data.createdBy).toEqual(managerIs);

    // An order, the bookkeeper's.
    const packs = (await new ApiClient(server.url).get('/api/billing/packs')).json as { id: number }[];
    const ordered = await bookkeeper.client.post('/api/billing/orders', { packId: packs[0]!.id });
    expect(ordered.status, ordered.text).toBe(201);
    expect(ordered.json.order.createdBy).toEqual(bookkeeperIs);

    // The manager leaves: every answer that shows their bookings still names them.
    expect((await owner.client.delete(`/api/business/members/${managerIs.id}`)).status).toBe(200);
    const byManager = [booked.json.booking.id, ...series.json.bookings.map((booking: { id: number }) => booking.id), viaTrpc.json.result.data.id as number];
    const dashboard = (await owner.client.get(`/api/dashboard/${owner.businessId}`)).json;
    const createdBy = (bookings: { id: number; createdBy: unknown }[]) => Object.fromEntries(bookings.map((booking) => [booking.id, booking.createdBy]));
    expect(createdBy(dashboard.bookings)).toEqual({ [owner.bookingId]: ownerIs, ...Object.fromEntries(byManager.map((id) => [id, managerIs])) });
    expect(createdBy((await owner.client.get('/api/bookings?limit=100')).json.bookings)).toEqual(createdBy(dashboard.bookings));
    expect((await owner.client.get(`/api/bookings/${booked.json.booking.id}`)).json.booking.createdBy).toEqual(managerIs);
    // What the webhooks and the event feed carry is the same booking answer.
    const events = (await owner.client.get('/api/events?limit=100')).json.events as { type: string; data: { booking?: { id: number; createdBy: unknown } } }[];
    const created = events.filter((event) => event.type === 'booking.created').map((event) => event.data.booking!);
    expect(createdBy(created)).toEqual(createdBy(dashboard.bookings));
    // The bookkeeper leaves too; the orders still name them.
    expect((await owner.client.delete(`/api/business/members/${bookkeeperIs.id}`)).status).toBe(200);
    expect((await owner.client.get('/api/billing/orders')).json.map((order: { createdBy: unknown }) => order.createdBy)).toEqual([bookkeeperIs]);
    expect((await owner.client.get(`/trpc/business.billing.order?input=${encodeURIComponent(JSON.stringify({ orderId: ordered.json.order.id }))}`)).json.result.data.createdBy).toEqual(bookkeeperIs);
  });
});
