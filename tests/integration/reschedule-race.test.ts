import { In } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { invariantViolations } from '../support/invariants.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminCaller, adminClient, ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/**
 * A staffed booking rescheduled (DECISIONS.md section 9) into the very session its chef accepts
 * another booking's offer for, at the same moment, through two processes on one database. The
 * chef works one of the two, whichever came first: the reschedule keeps its chef, and the accept
 * is refused, or the accept holds and the rescheduled booking awaits a chef again. Neither is
 * ever answered 500.
 */
const ROUNDS = 12;
const processes = useServerAndSiblings(1);

/** A client of `url` with the cookies `client` signed in with. */
function through(client: ApiClient, url: string): ApiClient {
  const there = new ApiClient(url);
  there.restore(client.snapshot());
  return there;
}

describe("a booking's reschedule racing its chef's accept of another booking at the new time", () => {
  it(`gives the chef one of the two and answers no 500, over ${ROUNDS} rounds through two processes`, async () => {
    const { server } = processes;
    const admin = await adminClient(server);
    const fixtures = chefFixtures(server, admin);
    const chef = await fixtures.availableChef();
    const chefClient = await fixtures.signedInChef(chef.email);
    const { client: business, businessId } = await registerWithAccount(server);
    await adminCaller(server).admin.addHours({ businessId, hours: 2 * ROUNDS, reason: 'Reschedule race' });
    const [first, second] = processes.urls();
    const [businessThere, chefThere] = [through(business, first!), through(chefClient, second!)];
    const book = async (bookingDate: string) => {
      const answer = await business.post('/api/bookings', { businessId, bookingDate, timeSlot: 'morning', duration: 1 });
      expect(answer.status, answer.text).toBe(201);
      return answer.json.booking.id as number;
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      const [from, to] = [vancouverDay(10 + 2 * round), vancouverDay(11 + 2 * round)];
      const moving = await book(from);
      const other = await book(to);
      expect((await admin.put(`/api/admin/bookings/${moving}/chef`, { chefId: chef.id })).status).toBe(200);
      const offered = await admin.post(`/api/admin/bookings/${other}/offers`, { chefIds: [chef.id] });
      expect(offered.status, offered.text).toBe(201);

      const [rescheduled, accepted] = await Promise.all([
        businessThere.patch(`/api/bookings/${moving}`, { bookingDate: to, timeSlot: 'morning', duration: 1 }),
        chefThere.post(`/api/chef/offers/${offered.json[0].id}/accept`),
      ]);
      expect(rescheduled.status, rescheduled.text).toBe(200);
      expect([200, 409], accepted.text).toContain(accepted.status);
      const assignments = await server.dataSource.manager.findBy(Assignment, { bookingId: In([moving, other]) });
      expect(assignments.map(({ bookingId, chefId }) => [bookingId, chefId])).toEqual([[accepted.status === 200 ? other : moving, chef.id]]);
    }
    expect(await invariantViolations(server.db)).toEqual([]);
  }, 120_000);
});
