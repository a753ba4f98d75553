import { describe, expect, inject, it } from 'vitest';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { Timesheet } from '../../src/server/areas/after-session/index.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { whileHeld } from '../support/postgres-locks.js';
import { setClock } from '../support/session-clock.js';
import { useClockedServer } from './clocked-server.js';

const HOUR = 3_600_000;
const ROUNDS = 10;
const suite = useClockedServer();

/**
 * A chef deactivated (DECISIONS.md section 8) while they report the hours of the session under
 * way, both at the same moment. Deactivating releases only the sessions yet to start: one under
 * way stays the chef's, to be settled through its timesheet (section 16) or completed, so that
 * the chef is paid for it. Whichever comes first, the chef keeps it; the hours are taken if the
 * report came first, and refused as signed out (deactivating ends the chef's sessions) if not.
 */
describe('a chef deactivated while reporting the hours of a session under way', () => {
  it(`keeps the session the chef's, with the timesheet taken if it came first, over ${ROUNDS} rounds`, async () => {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { booking } = await suite.fixtures.bookedDay(2 + round, 'morning');
      const chef = await suite.fixtures.availableChef();
      expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
      rounds.push({ booking, chef, chefClient: await suite.fixtures.signedInChef(chef.email) });
    }

    const { manager } = suite.server.dataSource;
    for (const { booking, chef, chefClient } of rounds) {
      await setClock(suite, bookingStart(booking).getTime() + HOUR);
      const [reported, deactivated] = await Promise.all([
        chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 4 }),
        suite.admin.post('/trpc/admin.deactivateChef', { id: chef.id }),
      ]);
      expect(deactivated.status, deactivated.text).toBe(200);
      expect(deactivated.json.result.data.unassigned).toEqual([]);
      // Reported first (201), or the chef's session already ended (401).
      expect([201, 401], reported.text).toContain(reported.status);
      const timesheet = await manager.findOneBy(Timesheet, { bookingId: booking.id });
      const assignment = await manager.findOneBy(Assignment, { bookingId: booking.id });
      expect({ timesheet: timesheet !== null, assignment: assignment?.chefId }, `booking ${booking.id}: answered ${reported.status}`).toEqual({
        timesheet: reported.status === 201,
        assignment: chef.id,
      });
    }
  }, 120_000);
});

/**
 * A chef deactivated while a business cancels a staffed session late: the cancel charges a fee
 * only because a chef is assigned, reading the assignment twice (for the fee, then to pay it to
 * the chef). Deactivating takes the booking's lock as the cancel does, so the two come one after
 * the other and agree: a fee charged is paid to the chef, or no chef and no fee.
 */
describe.skipIf(!inject('postgresServerUrl'))('a chef deactivated while their booking is locked by a cancel', () => {
  it('waits for the booking before releasing the chef', async () => {
    const { booking } = await suite.fixtures.bookedDay(30, 'morning');
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);

    // A cancel's transaction as it starts (bookings.ts): the booking locked, not yet committed.
    const deactivated = await whileHeld(
      suite.server.config.databaseUrl,
      (canceling) => canceling.query('SELECT id FROM booking WHERE id = $1 FOR UPDATE', [booking.id]),
      () => suite.admin.post('/trpc/admin.deactivateChef', { id: chef.id }),
    );
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(deactivated.json.result.data.unassigned.map(({ bookingId }: { bookingId: number }) => bookingId)).toEqual([booking.id]);
  }, 60_000);
});
