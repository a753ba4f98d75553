import { describe, expect, it } from 'vitest';
import { Booking, dayFromNow, LaborBank, LaborTransaction, useCaseWorld, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 4's first rule: registration creates the business, its contact, the
 * first booking (confirmed), a bank of 20 hours and its two ledger lines in one transaction,
 * so a registration refused anywhere along the way leaves nothing behind.
 */

const world = useCaseWorld();

const COMPLIMENTARY = 'Complimentary Platinum hours (2 in-person days + 10 virtual hours)';

const TABLES = ['business', 'contact', 'account', 'business_settings', 'labor_bank', 'labor_transaction', 'booking'] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = (await world.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number | string }[];
    counts[table] = Number(row!.n);
  }
  return counts;
}

function usDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

describe('registration', () => {
  it('creates the business, its contact, a confirmed first booking and a bank of 20 hours with a +20 complimentary line and a −duration line', async () => {
    const before = await rowCounts();
    const business = await world.register({ duration: 7, timeSlot: 'afternoon', firstName: 'Avery', businessName: 'Ledger Lane Cafe' });

    const dashboard = await business.caller.business.dashboard({});
    expect(dashboard.business.businessName).toBe('Ledger Lane Cafe');
    expect(dashboard.contact).toMatchObject({ firstName: 'Avery', email: business.email });
    expect(dashboard.bookings).toHaveLength(1);
    expect(dashboard.bookings[0]).toMatchObject({ id: business.bookingId, status: 'confirmed', timeSlot: 'afternoon', duration: 7 });
    expect(dashboard.laborBank).toEqual({ totalHours: 20, usedHours: 7, availableHours: 13 });

    const bank = await world.dataSource.manager.findOneByOrFail(LaborBank, { businessId: business.businessId });
    expect({ totalHours: bank.totalHours, usedHours: bank.usedHours }).toEqual({ totalHours: 20, usedHours: 7 });
    const lines = await world.dataSource.manager.find(LaborTransaction, { where: { businessId: business.businessId }, order: { id: 'ASC' } });
    expect(lines.map(({ hours, description, bookingId }) => ({ hours, description, bookingId }))).toEqual([
      { hours: 20, description: COMPLIMENTARY, bookingId: null },
      { hours: -7, description: expect.any(String) as string, bookingId: business.bookingId },
    ]);

    // One of each, no more: one business, one contact, its account row, its settings, its bank,
    // two ledger lines and one booking.
    const after = await rowCounts();
    expect(Object.fromEntries(TABLES.map((table) => [table, after[table]! - before[table]!]))).toEqual({
      business: 1,
      contact: 1,
      account: 1,
      business_settings: 1,
      labor_bank: 1,
      labor_transaction: 2,
      booking: 1,
    });
  });

  it('writes nothing when the first booking is refused (a day the admin closed): 409 "That date is not available. Please choose another day." and the email can still register', async () => {
    const admin = world.callerFor({ admin: world.admin });
    const closedDay = dayFromNow(world, 45);
    const block = await admin.admin.blockSlot({ date: closedDay, reason: 'Staff retreat' });
    const email = `closed.day.${Date.now()}@example.com`;
    const before = await rowCounts();
    try {
      const refused = await refusal(world.register({ email, bookingDate: closedDay }));
      expect(refused).toMatchObject({ status: 409, message: 'That date is not available. Please choose another day.' });
      // The business, contact, bank and complimentary line were inserted before the booking
      // failed: the one transaction took them all back.
      expect(await rowCounts()).toEqual(before);
    } finally {
      await admin.admin.unblockSlot({ id: block.id });
    }
    const registered = await world.register({ email, bookingDate: closedDay });
    expect((await registered.caller.business.dashboard({})).laborBank?.availableHours).toBe(15);
  });

  it('refuses a first booking dated before today in America/Vancouver with 400 "Please choose today or a later date" and writes nothing', async () => {
    const before = await rowCounts();
    const refused = await refusal(world.register({ bookingDate: dayFromNow(world, -1) }));
    expect(refused).toEqual({ status: 400, message: 'Please choose today or a later date', fieldErrors: { bookingDate: 'Please choose today or a later date' } });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a first booking in a slot that has already started today with 409 "This time slot has already started"', async () => {
    const today = dayFromNow(world, 3);
    world.atStartOf({ bookingDate: today, timeSlot: 'afternoon' }, 30 * 60_000);
    const before = await rowCounts();
    const refused = await refusal(world.register({ bookingDate: today, timeSlot: 'morning' }));
    expect(refused).toMatchObject({ status: 409, message: 'This time slot has already started' });
    expect(await rowCounts()).toEqual(before);
    // The evening of the same day has not started: it can be booked.
    const evening = await world.register({ bookingDate: today, timeSlot: 'evening' });
    expect((await evening.caller.business.dashboard({})).bookings[0]).toMatchObject({ bookingDate: today, timeSlot: 'evening', status: 'confirmed' });
  });

  it("takes the spec's M/D/YYYY date, answers YYYY-MM-DD, and books 5 hours when no duration is given", async () => {
    const day = dayFromNow(world, 20);
    const business = await world.register({ bookingDate: usDate(day), duration: undefined });
    const booking = await world.dataSource.manager.findOneByOrFail(Booking, { id: business.bookingId });
    expect({ bookingDate: booking.bookingDate, duration: booking.duration }).toEqual({ bookingDate: day, duration: 5 });
    const dashboard = await business.caller.business.dashboard({});
    expect(dashboard.bookings[0]).toMatchObject({ bookingDate: day, duration: 5 });
    expect(dashboard.laborBank).toEqual({ totalHours: 20, usedHours: 5, availableHours: 15 });
  });
});
