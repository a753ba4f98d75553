import { describe, expect, it } from 'vitest';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { Timesheet } from '../../src/server/areas/after-session/index.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { setClock } from '../support/session-clock.js';
import { useClockedServer } from './clocked-server.js';

const HOUR = 3_600_000;
const ROUNDS = 10;
const suite = useClockedServer();

/**
 * A chef deactivated (DECISIONS.md section 8) while they report the hours of the session under
 * way, both at the same moment. Deactivating keeps an assignment whose hours were reported, to
 * be settled through its timesheet (section 16), and releases the others. Whichever comes first,
 * the two must agree: a timesheet taken keeps its assignment, so that the chef is paid for it,
 * and a released assignment takes no timesheet.
 */
describe('a chef deactivated while reporting the hours of a session under way', () => {
  it(`keeps the assignment of every timesheet taken, over ${ROUNDS} rounds`, async () => {
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
      // Reported first (201), or found released (404), or the chef's session already ended (401).
      expect([201, 401, 404], reported.text).toContain(reported.status);
      const timesheet = await manager.findOneBy(Timesheet, { bookingId: booking.id });
      const assignment = await manager.findOneBy(Assignment, { bookingId: booking.id });
      expect({ timesheet: timesheet !== null, assignment: assignment !== null }, `booking ${booking.id}: answered ${reported.status}`).toEqual(
        reported.status === 201 ? { timesheet: true, assignment: true } : { timesheet: false, assignment: false },
      );
    }
  }, 120_000);
});
