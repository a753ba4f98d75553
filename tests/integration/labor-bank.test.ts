import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { duringSession, serverClock, type TestClock } from '../support/session-clock.js';
import { adminCaller, ApiClient, registerBusiness, registrationBody, startTestServer, vancouverDay, type TestServer } from './harness.js';

/** DECISIONS.md section 4: 20 hours, deductions, refunds, and a ledger that always adds up. */

const COMPLIMENTARY = 'Complimentary Platinum hours (2 in-person days + 10 virtual hours)';

let server: TestServer;
/** Moved only while the admin completes a session that has started. */
const clock: TestClock = { offsetMs: 0 };
const timed = serverClock(clock, () => server);

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clock.offsetMs) });
});

/** The admin marks a booking completed once its session has started (DECISIONS.md section 17). */
async function completeStarted(bookingId: number) {
  const booking = await server.dataSource.manager.findOneByOrFail(Booking, { id: bookingId });
  return (await duringSession(timed, booking, () => adminCaller(server).admin.completeBooking({ id: bookingId }))).result;
}

afterAll(async () => {
  await server.stop();
});


interface Line {
  id: number;
  description: string;
  hours: number;
}

/** The dashboard's bank and ledger, checked for the invariant on every read. */
async function bankOf(client: ApiClient, businessId: number) {
  const response = await client.get(`/api/dashboard/${businessId}`);
  expect(response.status).toBe(200);
  const { laborBank, laborTransactions, bookings } = response.json as {
    laborBank: { totalHours: number; usedHours: number; availableHours: number };
    laborTransactions: Line[];
    bookings: { id: number; status: string; duration: number; bookingDate: string; timeSlot: string }[];
  };
  const available = laborBank.totalHours - laborBank.usedHours;
  const ledgerSum = laborTransactions.reduce((sum, line) => sum + line.hours, 0);
  expect(ledgerSum).toBe(available);
  expect(laborBank.availableHours).toBe(available);
  // Used hours = durations of confirmed and completed bookings.
  const used = bookings.filter((booking) => booking.status !== 'canceled').reduce((sum, booking) => sum + booking.duration, 0);
  expect(laborBank.usedHours).toBe(used);
  expect(available).toBeGreaterThanOrEqual(0);
  return { ...laborBank, available, ledger: laborTransactions, bookings };
}

async function book(client: ApiClient, businessId: number, duration: number, offsetDays = 14) {
  return client.post('/api/bookings', { businessId, bookingDate: vancouverDay(offsetDays), timeSlot: 'afternoon', duration });
}

describe('registration', () => {
  it('starts the bank at 20 hours with two ledger lines: +20 complimentary and -duration for the first booking', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 7 });
    const bank = await bankOf(client, businessId);
    expect(bank).toMatchObject({ totalHours: 20, usedHours: 7, available: 13 });
    expect(bank.ledger).toHaveLength(2);
    const oldestFirst = [...bank.ledger].sort((a, b) => a.id - b.id);
    expect(oldestFirst[0]).toMatchObject({ description: COMPLIMENTARY, hours: 20 });
    expect(oldestFirst[1]).toMatchObject({ hours: -7 });
    expect((oldestFirst[1] as Line & { bookingId?: number }).bookingId).toBe(bookingId);
  });

  it('answers the labor summary of the new bank in the registration response', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/register', registrationBody({ duration: 12 }));
    expect(response.status).toBe(201);
    expect(response.json.laborBank).toMatchObject({ totalHours: 20, usedHours: 12, availableHours: 8 });
  });
});

describe('bookings against the bank', () => {
  it('deducts a new booking, refunds it on cancel, and a second cancel is 409 without a second refund', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client);
    expect((await bankOf(client, businessId)).available).toBe(15);

    const booked = await book(client, businessId, 3);
    expect(booked.status).toBe(201);
    let bank = await bankOf(client, businessId);
    expect(bank.available).toBe(12);
    expect(bank.ledger[0]).toMatchObject({ hours: -3 });

    const cancel = await client.patch(`/api/bookings/${booked.json.booking.id}`, { status: 'canceled' });
    expect(cancel.status).toBe(200);
    bank = await bankOf(client, businessId);
    expect(bank.available).toBe(15);
    expect(bank.ledger[0]).toMatchObject({ hours: 3 });
    const linesAfterCancel = bank.ledger.length;

    const again = await client.patch(`/api/bookings/${booked.json.booking.id}`, { status: 'canceled' });
    expect(again.status).toBe(409);
    expect(again.json.message).toEqual(expect.any(String));
    bank = await bankOf(client, businessId);
    expect(bank.available).toBe(15);
    expect(bank.ledger).toHaveLength(linesAfterCancel);
  });

  it('refuses a booking larger than the balance with 409 "Not enough hours in your labor bank" and writes nothing', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { duration: 10 });
    const before = await bankOf(client, businessId);
    expect(before.available).toBe(10);

    const response = await book(client, businessId, 11);
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'Not enough hours in your labor bank' });
    const after = await bankOf(client, businessId);
    expect(after.available).toBe(10);
    expect(after.ledger).toHaveLength(before.ledger.length);
    expect(after.bookings).toHaveLength(before.bookings.length);
  });

  it('lets a booking use exactly the last available hours, and then refuses even one more hour', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { duration: 10 });
    expect((await book(client, businessId, 10)).status).toBe(201);
    expect((await bankOf(client, businessId)).available).toBe(0);
    const response = await book(client, businessId, 1);
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('Not enough hours in your labor bank');
  });

  it('records the difference when a booking is rescheduled longer or shorter', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 5 });

    const longer = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(21), timeSlot: 'all-day', duration: 8 });
    expect(longer.status).toBe(200);
    let bank = await bankOf(client, businessId);
    expect(bank.available).toBe(12);
    expect(bank.ledger[0]).toMatchObject({ hours: -3 });

    const shorter = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(22), timeSlot: 'morning', duration: 2 });
    expect(shorter.status).toBe(200);
    bank = await bankOf(client, businessId);
    expect(bank.available).toBe(18);
    expect(bank.ledger[0]).toMatchObject({ hours: 6 });
  });

  it('writes no ledger line when a reschedule keeps the same length', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 5 });
    const before = await bankOf(client, businessId);
    const moved = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(30), timeSlot: 'evening', duration: 5 });
    expect(moved.status).toBe(200);
    const after = await bankOf(client, businessId);
    expect(after.available).toBe(before.available);
    expect(after.ledger.reduce((sum, line) => sum + line.hours, 0)).toBe(after.available);
  });

  it('refuses a reschedule beyond the balance with 409 and leaves the booking as it was', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { duration: 12 });
    const booked = await book(client, businessId, 6, 15);
    expect(booked.status).toBe(201);
    const before = await bankOf(client, businessId);
    expect(before.available).toBe(2);

    const tooLong = await client.patch(`/api/bookings/${booked.json.booking.id}`, { bookingDate: vancouverDay(26), timeSlot: 'afternoon', duration: 9 });
    expect(tooLong.status).toBe(409);
    expect(tooLong.json.message).toBe('Not enough hours in your labor bank');
    const after = await bankOf(client, businessId);
    expect(after.bookings.find((booking) => booking.id === booked.json.booking.id)).toMatchObject({
      duration: 6,
      bookingDate: vancouverDay(15),
      timeSlot: 'afternoon',
      status: 'confirmed',
    });
    expect(after.available).toBe(2);
    expect(after.ledger).toHaveLength(before.ledger.length);
  });

  it('refuses to reschedule into the past (400) and keeps the hours as they were', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client);
    const before = await bankOf(client, businessId);
    const response = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(-2), timeSlot: 'morning', duration: 1 });
    expect(response.status).toBe(400);
    expect(response.json.errors.bookingDate).toBe('Please choose today or a later date');
    const after = await bankOf(client, businessId);
    expect(after.available).toBe(before.available);
    expect(after.bookings[0]).toMatchObject({ duration: 5 });
  });

  it('books 5 hours when a registration leaves the duration out', async () => {
    const client = new ApiClient(server.url);
    const body: Record<string, unknown> = registrationBody();
    delete body.duration;
    const response = await client.post('/api/register', body);
    expect(response.status).toBe(201);
    expect((await bankOf(client, response.json.business.id)).available).toBe(15);
  });

  it('refuses to reschedule or cancel a canceled booking (409)', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client);
    await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled' });
    const before = await bankOf(client, businessId);
    const response = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(9), timeSlot: 'morning', duration: 2 });
    expect(response.status).toBe(409);
    expect((await bankOf(client, businessId)).ledger).toHaveLength(before.ledger.length);
  });

  it('refuses a status other than canceled (400)', async () => {
    const client = new ApiClient(server.url);
    const { bookingId } = await registerBusiness(client);
    for (const status of ['completed', 'confirmed', 'cancelled']) {
      const response = await client.patch(`/api/bookings/${bookingId}`, { status });
      expect(response.status).toBe(400);
    }
  });
});

describe('completed bookings', () => {
  it("keep their hours used: completing changes nothing in the bank, and they can't be canceled for a refund", async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 6 });
    const before = await bankOf(client, businessId);

    const completed = await completeStarted(bookingId);
    expect(completed.status).toBe('completed');
    const after = await bankOf(client, businessId);
    expect(after.available).toBe(before.available);
    expect(after.usedHours).toBe(6);
    expect(after.bookings[0]?.status).toBe('completed');

    const cancel = await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled' });
    expect(cancel.status).toBe(409);
    await expect(adminCaller(server).admin.cancelBooking({ id: bookingId })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(completeStarted(bookingId)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await bankOf(client, businessId)).available).toBe(before.available);
  });

  it('an admin cancel refunds a confirmed booking with a ledger line', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 4 });
    await adminCaller(server).admin.cancelBooking({ id: bookingId });
    const bank = await bankOf(client, businessId);
    expect(bank.available).toBe(20);
    expect(bank.ledger[0]).toMatchObject({ hours: 4 });
  });
});

describe('hours added by the admin', () => {
  it('adds to the total with a ledger line carrying the reason', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client);
    const result = await adminCaller(server).admin.addHours({ businessId, hours: 30, reason: 'Purchased a block' });
    expect(result).toMatchObject({ totalHours: 50, availableHours: 45 });
    const bank = await bankOf(client, businessId);
    expect(bank.totalHours).toBe(50);
    expect(bank.ledger[0]).toMatchObject({ hours: 30 });
    expect(bank.ledger[0]?.description).toContain('Purchased a block');
  });

  it('refuses zero, negative or fractional hours', async () => {
    const { businessId } = await registerBusiness(new ApiClient(server.url));
    for (const hours of [0, -5, 1.5]) {
      await expect(adminCaller(server).admin.addHours({ businessId, hours, reason: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe('the ledger invariant across a long sequence', () => {
  it('ledger sum equals totalHours - usedHours after every step of a mixed history', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 3 });
    const caller = adminCaller(server);
    const ids: number[] = [bookingId];
    const steps: (() => Promise<unknown>)[] = [
      async () => ids.push((await book(client, businessId, 4)).json.booking.id),
      async () => caller.admin.addHours({ businessId, hours: 10, reason: 'top up' }),
      async () => ids.push((await book(client, businessId, 12)).json.booking.id),
      async () => client.patch(`/api/bookings/${ids[1]}`, { status: 'canceled' }),
      async () => client.patch(`/api/bookings/${ids[2]}`, { bookingDate: vancouverDay(40), timeSlot: 'morning', duration: 1 }),
      async () => completeStarted(ids[0]!),
      async () => book(client, businessId, 12),
      async () => book(client, businessId, 12),
      async () => client.patch(`/api/bookings/${ids[2]}`, { status: 'canceled' }),
    ];
    for (const step of steps) {
      await step();
      await bankOf(client, businessId);
    }
  });
});
