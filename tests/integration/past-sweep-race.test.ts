import { describe, expect, inject, it } from 'vitest';
import { ChefLedgerLine } from '../../src/server/areas/payouts/index.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { whileHeld } from '../support/postgres-locks.js';
import { setClock } from '../support/session-clock.js';
import { useClockedServer } from './clocked-server.js';
import { ADMIN_PRINCIPAL } from './harness.js';

const DAY = 86_400_000;
const suite = useClockedServer();

/**
 * The admin's sweep of past bookings (DECISIONS.md section 10) racing a chef's timesheet on
 * PostgreSQL. The timesheet's transaction holds the booking when the sweep's locking read
 * begins; the read waits, and once the timesheet commits it still returns the booking (the
 * booking's row did not change), while the sweep's UPDATE sees the timesheet and leaves the
 * booking to it. The chef must then earn nothing from the sweep: the booking ends through its
 * timesheet, for the hours worked. SQLite's write lock orders the two whole, so this cannot
 * happen there.
 */
describe.skipIf(!inject('postgresServerUrl'))('the sweep of past bookings against a timesheet committed while it waits', () => {
  it('completes and pays for only the bookings its UPDATE completed', async () => {
    const { booking } = await suite.fixtures.bookedDay(4, 'morning', { duration: 4 });
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    await setClock(suite, Date.now() + 5 * DAY);
    // What the move made due (the booking's reminders and alerts) runs now, not during the race.
    await suite.runJobs();

    // The chef's timesheet as its transaction runs (the booking locked, the hours written), and
    // the admin's sweep, by the service its endpoint calls: the race is the two transactions'.
    const swept = await whileHeld(
      suite.server.config.databaseUrl,
      async (chefSide) => {
        await chefSide.query('SELECT id FROM booking WHERE id = $1 FOR UPDATE', [booking.id]);
        await chefSide.query(
          `INSERT INTO timesheet ("bookingId", "chefId", hours, note, status, "disputeReason", "submittedAt", "decidedAt") VALUES ($1, $2, 3, NULL, 'submitted', NULL, now(), NULL)`,
          [booking.id, chef.id],
        );
      },
      () => suite.server.services.bookings.completePast(ADMIN_PRINCIPAL),
    );
    expect(swept).toEqual({ completed: 0 });

    const { manager } = suite.server.dataSource;
    expect(await manager.findOneByOrFail(Booking, { id: booking.id })).toMatchObject({ status: 'confirmed' });
    expect(await manager.findBy(ChefLedgerLine, { bookingId: booking.id })).toEqual([]);
  }, 60_000);
});
