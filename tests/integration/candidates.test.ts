import { describe, expect, it } from 'vitest';
import { EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import { weekdayOf } from '../../src/server/areas/assignments/index.js';
import { Chef } from '../../src/server/core/db/entities/chef.js';
import { useClockedServer } from './clocked-server.js';

/**
 * "Why a chef can't take a booking" (DECISIONS.md section 17) through HTTP: GET
 * /api/admin/bookings/{id}/candidates lists every chef, eligible first, and gives each other
 * chef every reason, in the contract's words.
 */

const suite = useClockedServer({ checkLedgers: false });

interface Candidate {
  chefId: number;
  name: string;
  eligible: boolean;
  reasons: string[];
}

async function candidates(bookingId: number): Promise<Candidate[]> {
  const response = await suite.admin.get(`/api/admin/bookings/${bookingId}/candidates`);
  expect(response.status).toBe(200);
  return response.json as Candidate[];
}

describe('GET /api/admin/bookings/{id}/candidates', () => {
  it('lists every chef, eligible first, each other one with every reason it cannot take the booking', async () => {
    const { booking } = await suite.fixtures.bookedDay(12, 'evening');
    const able = await suite.fixtures.availableChef({ name: 'Zoe Able' });
    const invited = await suite.fixtures.addChef({ name: 'Aaron Invited' });
    const noWeek = await suite.fixtures.addChef({ status: 'active' });
    const mornings = await suite.fixtures.addChef({ status: 'active' });
    await suite.server.services.chefs.setWeeklyAvailability(mornings.id, { ...EVERY_SLOT_OF_THE_WEEK, [weekdayOf(booking.bookingDate)]: ['morning'] });
    const away = await suite.fixtures.availableChef();
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: away.id }, { from: booking.bookingDate, to: booking.bookingDate, reason: null });
    const busy = await suite.fixtures.availableChef();
    // 8 AM to 8 PM holds the evening too.
    const { booking: allDay } = await suite.fixtures.bookedDay(12, 'all-day', { duration: 12 });
    expect((await suite.admin.put(`/api/admin/bookings/${allDay.id}/chef`, { chefId: busy.id })).status).toBe(200);
    const virtualOnly = await suite.fixtures.availableChef({ serviceTypes: ['virtual'] });
    // Inactive and away on top of that: every reason is given, not only the first.
    const everything = await suite.fixtures.availableChef({ serviceTypes: ['virtual'] });
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: everything.id }, { from: booking.bookingDate, to: booking.bookingDate, reason: null });
    expect((await suite.admin.patch(`/api/admin/chefs/${everything.id}`, { status: 'inactive' })).status).toBe(200);

    const answer = await candidates(booking.id);
    expect(answer).toHaveLength(await suite.server.dataSource.manager.count(Chef));
    for (const candidate of answer) expect(Object.keys(candidate).sort()).toEqual(['chefId', 'eligible', 'name', 'reasons']);
    const of = (chef: { id: number }) => answer.find(({ chefId }) => chefId === chef.id);
    expect(of(able)).toEqual({ chefId: able.id, name: 'Zoe Able', eligible: true, reasons: [] });
    expect(of(invited)).toEqual({ chefId: invited.id, name: 'Aaron Invited', eligible: false, reasons: ['Not active', 'No weekly availability set'] });
    expect(of(noWeek)).toMatchObject({ eligible: false, reasons: ['No weekly availability set'] });
    expect(of(mornings)).toMatchObject({ eligible: false, reasons: ['Not available that day and time'] });
    expect(of(away)).toMatchObject({ eligible: false, reasons: ['Time off that day'] });
    expect(of(busy)).toMatchObject({ eligible: false, reasons: ['Already assigned at that time'] });
    expect(of(virtualOnly)).toMatchObject({ eligible: false, reasons: ['Does not take this service'] });
    expect(of(everything)).toMatchObject({ eligible: false, reasons: ['Not active', 'Does not take this service', 'Time off that day'] });

    // Eligible first (Zoe before Aaron), in the order of the eligible chefs' own list.
    const eligible = answer.filter((candidate) => candidate.eligible);
    expect(answer.slice(0, eligible.length)).toEqual(eligible);
    const listed = (await suite.admin.get(`/api/admin/bookings/${booking.id}/eligible-chefs`)).json as { id: number }[];
    expect(eligible.map(({ chefId }) => chefId)).toEqual(listed.map(({ id }) => id));

    // The assigned chef is a candidate of their own booking: its slots are not "another" assignment.
    expect((await candidates(allDay.id)).find(({ chefId }) => chefId === busy.id)).toMatchObject({ eligible: true, reasons: [] });
  });

  it("puts the eligible in section 14's order: the business's favourite first, whatever the name", async () => {
    const { booking, businessId, client: business } = await suite.fixtures.bookedDay(14, 'morning');
    const [first, favourite] = [await suite.fixtures.availableChef({ name: 'Aaron First' }), await suite.fixtures.availableChef({ name: 'Zed Favourite' })];
    // A chef who worked for the business may be its favourite: assigned to its other booking.
    const other = await business.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: booking.bookingDate, timeSlot: 'evening', duration: 2 });
    expect(other.status).toBe(201);
    expect((await suite.admin.put(`/api/admin/bookings/${other.json.booking.id}/chef`, { chefId: favourite.id })).status).toBe(200);
    expect((await business.put(`/api/business/favourites/${favourite.id}`)).status).toBe(200);

    const ids = (await candidates(booking.id)).filter(({ eligible }) => eligible).map(({ chefId }) => chefId);
    expect(ids[0]).toBe(favourite.id);
    expect(ids).toContain(first.id);
  });

  it('answers 404 for an unknown booking, as the other staffing calls do', async () => {
    const response = await suite.admin.get('/api/admin/bookings/999999/candidates');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe((await suite.admin.get('/api/admin/bookings/999999/eligible-chefs')).json.message);
  });
});
