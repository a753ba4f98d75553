import ICAL from 'ical.js';
import { In } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { EVENING_TOO_LONG } from '../../src/common/session-time.js';
import { SessionSlotsByHours1764520000000 } from '../../migrations/1764520000000-SessionSlotsByHours.js';
import { AVAILABILITY_SLOTS, type AvailabilitySlot } from '../../src/common/chefs.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { AssignmentSlot } from '../../src/server/areas/assignments/entities.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import { LaborTransaction } from '../../src/server/core/db/entities/labor.js';
import { useClockedServer } from './clocked-server.js';
import { ApiClient, registerWithAccount, registrationBody } from './harness.js';

/**
 * A session's end (DECISIONS.md section 23): it starts at its slot's start and lasts its
 * duration, ending by midnight; every booking answer and each of a chef's offers and
 * assignments says when it starts and ends; a chef's overlap is judged by the hours, slot by
 * slot; and an evening booked longer before the rule keeps working, its end past midnight.
 * Vancouver keeps UTC−7 all year: 8 AM is 15:00Z, 12 PM 19:00Z, 4 PM 23:00Z.
 */

const suite = useClockedServer();

// A Thursday in January; none of these tests moves the clock.
const DAY = '2027-01-14';

function trpc(client: ApiClient, path: string, input: unknown) {
  return client.post(`/trpc/${path}`, input);
}

async function business() {
  return registerWithAccount(suite.server, { bookingDate: '2027-01-20', timeSlot: 'morning', duration: 2 });
}

async function ledgerOf(businessId: number): Promise<string[]> {
  return (await suite.server.dataSource.manager.find(LaborTransaction, { where: { businessId }, order: { id: 'ASC' } })).map(({ description, hours }) => `${description} ${hours}`);
}

describe('an evening session lasts at most 8 hours', () => {
  it('refuses a 9-hour evening booking by REST and tRPC (400, errors.duration), and books 8 hours from 4 PM to midnight', async () => {
    const { client, businessId } = await business();
    const ledger = await ledgerOf(businessId);
    const nine = { businessId, serviceType: 'in-person', bookingDate: DAY, timeSlot: 'evening', duration: 9 };

    const rest = await client.post('/api/bookings', nine);
    expect(rest.status).toBe(400);
    expect(rest.json).toEqual({ message: EVENING_TOO_LONG, errors: { duration: EVENING_TOO_LONG } });
    const viaTrpc = await trpc(client, 'business.bookings.create', nine);
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.json.error).toMatchObject({ message: EVENING_TOO_LONG, data: { fieldErrors: { duration: EVENING_TOO_LONG } } });
    expect(await ledgerOf(businessId)).toEqual(ledger);

    const eight = await client.post('/api/bookings', { ...nine, duration: 8 });
    expect(eight.status).toBe(201);
    expect(eight.json.booking).toMatchObject({ timeSlot: 'evening', duration: 8, startsAt: '2027-01-14T23:00:00.000Z', endsAt: '2027-01-15T07:00:00.000Z' });
    // Only the evening is limited: 10 hours from noon end at 10 PM.
    expect((await client.post('/api/bookings', { ...nine, timeSlot: 'afternoon', duration: 10 })).json.booking).toMatchObject({ startsAt: '2027-01-14T19:00:00.000Z', endsAt: '2027-01-15T05:00:00.000Z' });
  });

  it('refuses to move a booking into a 9-hour evening by REST and tRPC, and the booking stays as it was', async () => {
    const { client, businessId } = await business();
    const booked = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: DAY, timeSlot: 'morning', duration: 9 });
    expect(booked.status).toBe(201);
    const id = booked.json.booking.id as number;

    const rest = await client.patch(`/api/bookings/${id}`, { bookingDate: DAY, timeSlot: 'evening', duration: 9 });
    expect(rest.status).toBe(400);
    expect(rest.json).toEqual({ message: EVENING_TOO_LONG, errors: { duration: EVENING_TOO_LONG } });
    const viaTrpc = await trpc(client, 'business.bookings.reschedule', { bookingId: id, bookingDate: DAY, timeSlot: 'evening', duration: 9 });
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.json.error).toMatchObject({ message: EVENING_TOO_LONG, data: { fieldErrors: { duration: EVENING_TOO_LONG } } });
    expect(await suite.server.dataSource.manager.findOneByOrFail(Booking, { id })).toMatchObject({ timeSlot: 'morning', duration: 9 });

    const moved = await client.patch(`/api/bookings/${id}`, { bookingDate: DAY, timeSlot: 'evening', duration: 6 });
    expect(moved.status).toBe(200);
    expect(moved.json.booking).toMatchObject({ startsAt: '2027-01-14T23:00:00.000Z', endsAt: '2027-01-15T05:00:00.000Z' });
  });

  it('refuses a registration whose first booking is a 9-hour evening, and creates no business', async () => {
    const body = registrationBody({ bookingDate: DAY, timeSlot: 'evening', duration: 9 });
    const refused = await new ApiClient(suite.server.url).post('/api/register', body);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: EVENING_TOO_LONG, errors: { duration: EVENING_TOO_LONG } });
    expect(await suite.server.dataSource.manager.existsBy(Business, { businessName: body.businessName })).toBe(false);

    const registered = await new ApiClient(suite.server.url).post('/api/register', { ...body, duration: 3 });
    expect(registered.status).toBe(201);
    expect(registered.json.booking).toMatchObject({ startsAt: '2027-01-14T23:00:00.000Z', endsAt: '2027-01-15T02:00:00.000Z' });
  });
});

describe('every answer that shows a session says when it starts and ends', () => {
  it("the dashboard, a cancel, the chef's offer and assignment, and the Operations board", async () => {
    const { client, businessId } = await business();
    const booked = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: DAY, timeSlot: 'all-day', duration: 10 });
    const id = booked.json.booking.id as number;
    const interval = { startsAt: '2027-01-14T15:00:00.000Z', endsAt: '2027-01-15T01:00:00.000Z' };
    expect(booked.json.booking).toMatchObject(interval);
    expect((await client.get(`/api/dashboard/${businessId}`)).json.bookings.find((row: { id: number }) => row.id === id)).toMatchObject(interval);

    const chef = await suite.fixtures.availableChef();
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    expect((await suite.admin.post(`/api/admin/bookings/${id}/offers`, { chefIds: [chef.id] })).status).toBe(201);
    const [offer] = (await chefClient.get('/api/chef/offers')).json;
    expect(offer).toMatchObject({ bookingId: id, ...interval });
    const board = (await suite.admin.get(`/api/admin/bookings?from=${DAY}&to=${DAY}`)).json as { bookingId: number }[];
    expect(board.find((row) => row.bookingId === id)).toMatchObject(interval);

    expect((await chefClient.post(`/api/chef/offers/${offer.id}/accept`)).status).toBe(200);
    const { upcoming } = (await chefClient.get('/api/chef/assignments')).json;
    expect(upcoming.find((row: { bookingId: number }) => row.bookingId === id)).toMatchObject(interval);

    const canceled = await client.patch(`/api/bookings/${id}`, { status: 'canceled' });
    expect(canceled.json.booking).toMatchObject(interval);
  });
});

describe("a chef's sessions overlap by their hours", () => {
  it('an accept of an afternoon the same day as a 6-hour morning of theirs is refused; candidates say "Already assigned at that time"', async () => {
    const { client, businessId } = await business();
    const book = async (timeSlot: string, duration: number) =>
      (await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: '2027-01-21', timeSlot, duration })).json.booking.id as number;
    const morning = await book('morning', 6);
    const afternoon = await book('afternoon', 3);
    const chef = await suite.fixtures.availableChef();
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    expect((await suite.admin.post(`/api/admin/bookings/${afternoon}/offers`, { chefIds: [chef.id] })).status).toBe(201);
    expect((await suite.admin.put(`/api/admin/bookings/${morning}/chef`, { chefId: chef.id })).status).toBe(200);

    const [offer] = (await chefClient.get('/api/chef/offers')).json;
    expect(offer.cannotAccept).toBe('This overlaps another of your assignments');
    const accept = await chefClient.post(`/api/chef/offers/${offer.id}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.json).toEqual({ message: 'This overlaps another of your assignments' });
    const candidates = (await suite.admin.get(`/api/admin/bookings/${afternoon}/candidates`)).json as { chefId: number; reasons: string[] }[];
    expect(candidates.find((row) => row.chefId === chef.id)?.reasons).toEqual(['Already assigned at that time']);
    // The evening is free: 8 AM to 2 PM touches morning and afternoon only.
    const evening = await book('evening', 2);
    expect((await suite.admin.put(`/api/admin/bookings/${evening}/chef`, { chefId: chef.id })).status).toBe(200);
  });
  it('a 4-hour morning ends at noon and leaves the afternoon free: the chef has no reason against it and accepts', async () => {
    const { client, businessId } = await business();
    const book = async (timeSlot: string) =>
      (await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: '2027-01-26', timeSlot, duration: 4 })).json.booking.id as number;
    const [morning, afternoon] = [await book('morning'), await book('afternoon')];
    const chef = await suite.fixtures.availableChef();
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    expect((await suite.admin.put(`/api/admin/bookings/${morning}/chef`, { chefId: chef.id })).status).toBe(200);
    const candidates = (await suite.admin.get(`/api/admin/bookings/${afternoon}/candidates`)).json as { chefId: number; reasons: string[] }[];
    expect(candidates.find((row) => row.chefId === chef.id)?.reasons).toEqual([]);
    expect((await suite.admin.post(`/api/admin/bookings/${afternoon}/offers`, { chefIds: [chef.id] })).status).toBe(201);
    const [offer] = (await chefClient.get('/api/chef/offers')).json;
    expect(offer.cannotAccept).toBeNull();
    expect((await chefClient.post(`/api/chef/offers/${offer.id}/accept`)).status).toBe(200);
  });
});

describe('an evening booked longer than 8 hours before the rule', () => {
  it('keeps its length, shows its end after midnight, takes a chef for the evening alone and can be canceled', async () => {
    const { client, businessId } = await business();
    const booked = await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: DAY, timeSlot: 'afternoon', duration: 10 });
    const id = booked.json.booking.id as number;
    // As the rule found it: a 10-hour evening, its bank charged for the 10 hours.
    await suite.server.dataSource.manager.update(Booking, { id }, { timeSlot: 'evening' });
    const interval = { duration: 10, startsAt: '2027-01-14T23:00:00.000Z', endsAt: '2027-01-15T09:00:00.000Z' };
    expect((await client.get(`/api/dashboard/${businessId}`)).json.bookings.find((row: { id: number }) => row.id === id)).toMatchObject(interval);

    const chef = await suite.fixtures.addChef({ status: 'active' });
    await suite.server.services.chefs.setWeeklyAvailability(chef.id, { monday: [], tuesday: [], wednesday: [], thursday: ['evening'], friday: [], saturday: [], sunday: [] });
    expect((await suite.admin.put(`/api/admin/bookings/${id}/chef`, { chefId: chef.id })).status).toBe(200);
    const assignments = (await (await suite.fixtures.signedInChef(chef.email)).get('/api/chef/assignments')).json;
    expect(assignments.upcoming[0]).toMatchObject({ bookingId: id, ...interval });

    const canceled = await client.patch(`/api/bookings/${id}`, { status: 'canceled' });
    expect(canceled.status).toBe(200);
    expect(canceled.json).toMatchObject({ refundedHours: 10, feeHours: 0, booking: { status: 'canceled', ...interval } });
  });
});

describe('the assignments made when a session held only its time slot', () => {
  it('come to hold every slot their hours touch, but one another assignment of the chef holds, once', async () => {
    const { client, businessId } = await business();
    const book = async (bookingDate: string, timeSlot: string, duration: number) =>
      (await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate, timeSlot, duration })).json.booking.id as number;
    const longMorning = await book('2027-01-22', 'morning', 6);
    const shortAllDay = await book('2027-01-23', 'all-day', 3);
    const chef = await suite.fixtures.availableChef();
    for (const id of [longMorning, shortAllDay]) expect((await suite.admin.put(`/api/admin/bookings/${id}/chef`, { chefId: chef.id })).status).toBe(200);
    // A second chef's 6-hour morning, and an afternoon the old rule let them take beside it.
    const other = await suite.fixtures.availableChef();
    const [otherMorning, otherAfternoon] = [await book('2027-01-22', 'morning', 6), await book('2027-01-22', 'afternoon', 2)];
    expect((await suite.admin.put(`/api/admin/bookings/${otherMorning}/chef`, { chefId: other.id })).status).toBe(200);

    const manager = suite.server.dataSource.manager;
    const slotsOf = async (chefId: number) =>
      (await manager.find(AssignmentSlot, { where: { chefId }, order: { bookingDate: 'ASC', slot: 'ASC' } })).map(({ bookingDate, slot }) => `${bookingDate} ${slot}`);
    const assignmentOf = async (bookingId: number) => (await manager.findOneByOrFail(Assignment, { bookingId })).id;
    // As the old rule wrote them: the time slot's, all three for all day; and the other chef's
    // afternoon, which the old rule let them take beside their 6-hour morning.
    await manager.delete(AssignmentSlot, { chefId: In([chef.id, other.id]) });
    await manager.insert(Assignment, { bookingId: otherAfternoon, chefId: other.id, hourlyRateCents: 4000 });
    const held = (chefId: number, bookingDate: string, slot: AvailabilitySlot, assignmentId: number) => ({ chefId, bookingDate, slot, assignmentId });
    const allDayAssignment = await assignmentOf(shortAllDay);
    await manager.insert(AssignmentSlot, [
      held(chef.id, '2027-01-22', 'morning', await assignmentOf(longMorning)),
      ...AVAILABILITY_SLOTS.map((slot) => held(chef.id, '2027-01-23', slot, allDayAssignment)),
      held(other.id, '2027-01-22', 'morning', await assignmentOf(otherMorning)),
      held(other.id, '2027-01-22', 'afternoon', await assignmentOf(otherAfternoon)),
    ]);

    const migration = new SessionSlotsByHours1764520000000();
    for (let run = 0; run < 2; run += 1) {
      const runner = suite.server.dataSource.createQueryRunner();
      try {
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      expect(await slotsOf(chef.id)).toEqual(['2027-01-22 afternoon', '2027-01-22 morning', '2027-01-23 morning']);
      expect(await slotsOf(other.id)).toEqual(['2027-01-22 afternoon', '2027-01-22 morning']);
    }
    const afternoonHolder = await manager.findOneByOrFail(AssignmentSlot, { chefId: other.id, bookingDate: '2027-01-22', slot: 'afternoon' });
    expect(afternoonHolder.assignmentId).toBe(await assignmentOf(otherAfternoon));
  });
});

describe('what a chef is sent says when the session starts and ends', () => {
  it('the offer email through the job runner, and the private calendar feed, whose events end their duration after the start', async () => {
    const { client, businessId } = await business();
    const book = async (timeSlot: string, duration: number) =>
      (await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: DAY, timeSlot, duration })).json.booking.id as number;
    const evening = await book('evening', 6);
    // An evening of 10 hours as the rule found it; the next day's, so the chef can hold both.
    const oldEvening = (await client.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: '2027-01-16', timeSlot: 'afternoon', duration: 10 })).json.booking.id as number;
    await suite.server.dataSource.manager.update(Booking, { id: oldEvening }, { timeSlot: 'evening' });
    const chef = await suite.fixtures.availableChef();

    expect((await suite.admin.post(`/api/admin/bookings/${evening}/offers`, { chefIds: [chef.id] })).status).toBe(201);
    const offers = (await suite.server.outbox()).filter((mail) => mail.to === chef.email && mail.subject.startsWith('New offer:'));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.body).toContain('Time: Evening, 4:00 p.m. to 10:00 p.m.\nLength: 6 hours');

    for (const id of [evening, oldEvening]) expect((await suite.admin.put(`/api/admin/bookings/${id}/chef`, { chefId: chef.id })).status).toBe(200);
    // The feed's address is made when the chef first signs in.
    await suite.fixtures.signedInChef(chef.email);
    const { url } = await suite.server.services.chefPortal.calendarUrl({ kind: 'chef', chefId: chef.id });
    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, suite.server.url));
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    // The feed's own zone rules, as Outlook reads them: 4 PM in Vancouver is 23:00Z in January.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()])).toEqual([
      ['2027-01-14T23:00:00.000Z', '2027-01-15T05:00:00.000Z'],
      ['2027-01-16T23:00:00.000Z', '2027-01-17T09:00:00.000Z'],
    ]);
    expect(events[1]!.description).toContain('Evening, 4:00 p.m. to 2:00 a.m. the next day, 10 hours');
  });
});
