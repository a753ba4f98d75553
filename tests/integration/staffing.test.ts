import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../src/common/dates.js';
import { Assignment, Offer } from '../../src/server/core/db/entities/assignment.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { vancouverDay } from './harness.js';

/**
 * Staffing (DECISIONS.md section 9) through HTTP: eligible chefs, offers and the first accept,
 * the three 409s, direct assignment, what a cancel and a reschedule do to the chef, and what
 * the business and the admin see.
 */

const suite = useClockedServer({ checkLedgers: false });

const OFFER_KEYS = ['bookingId', 'chefId', 'expiresAt', 'id', 'status'];

async function mailsTo(email: string, subject: RegExp) {
  return (await suite.server.outbox()).filter((mail) => mail.to === email && subject.test(mail.subject));
}

describe('eligible chefs', () => {
  it('lists active chefs who take the service and work the slot, with tier, rating and assignments that week; not those off, busy or inactive', async () => {
    const { booking } = await suite.fixtures.bookedDay(9, 'evening');
    const able = await suite.fixtures.availableChef({ yearsExperience: 9 });
    const virtualOnly = await suite.fixtures.availableChef({ serviceTypes: ['virtual'] });
    const away = await suite.fixtures.availableChef();
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: away.id }, { from: booking.bookingDate, to: booking.bookingDate, reason: null });
    const invited = await suite.fixtures.addChef();

    const response = await suite.admin.get(`/api/admin/bookings/${booking.id}/eligible-chefs`);
    expect(response.status).toBe(200);
    const ids = (response.json as { id: number }[]).map(({ id }) => id);
    expect(ids).toContain(able.id);
    for (const other of [virtualOnly, away, invited]) expect(ids).not.toContain(other.id);
    expect(response.json.find((chef: { id: number }) => chef.id === able.id)).toEqual({
      id: able.id,
      name: able.name,
      tier: 'Master Chef',
      redSeal: true,
      photoUrl: null,
      hourlyRate: 40,
      rating: null,
      ratingCount: 0,
      favourite: false,
      score: null,
      assignmentsThatWeek: 0,
    });
  });
});

describe('offers', () => {
  it('offers one booking to two chefs (201, emailed), the first accept wins, the other is filled and told, the business sees the chef', async () => {
    const { booking, businessId, client: business, email } = await suite.fixtures.bookedDay(4, 'morning');
    const [first, second] = [await suite.fixtures.availableChef(), await suite.fixtures.availableChef()];
    const offered = await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [first.id, second.id] });
    expect(offered.status).toBe(201);
    expect(offered.json).toHaveLength(2);
    expect(Object.keys(offered.json[0]).sort()).toEqual(OFFER_KEYS);
    expect(offered.json[0]).toMatchObject({ bookingId: booking.id, status: 'open' });
    // 12 hours from now: the booking starts later than that.
    expect(Date.parse(offered.json[0].expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(await mailsTo(first.email, /^New offer: /)).toHaveLength(1);

    const dashboardBefore = (await business.get(`/api/dashboard/${businessId}`)).json;
    expect(dashboardBefore.bookings.find((row: { id: number }) => row.id === booking.id)).toMatchObject({ staffing: 'offered', chef: null });

    const firstClient = await suite.fixtures.signedInChef(first.email);
    const secondClient = await suite.fixtures.signedInChef(second.email);
    const mine = (await firstClient.get('/api/chef/offers')).json;
    expect(mine).toEqual([
      expect.objectContaining({ bookingId: booking.id, status: 'open', booking: { bookingDate: booking.bookingDate, timeSlot: 'morning', duration: 4, serviceType: 'in-person', business: { name: expect.any(String), city: expect.any(String) } } }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(email);

    const firstOffer = offered.json.find((offer: { chefId: number }) => offer.chefId === first.id);
    const secondOffer = offered.json.find((offer: { chefId: number }) => offer.chefId === second.id);
    // Another chef's offer is not found.
    expect((await secondClient.post(`/api/chef/offers/${firstOffer.id}/accept`)).status).toBe(404);

    const accepted = await firstClient.post(`/api/chef/offers/${firstOffer.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ id: firstOffer.id, status: 'accepted' });

    const late = await secondClient.post(`/api/chef/offers/${secondOffer.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This booking has already been staffed');
    expect((await secondClient.get('/api/chef/offers')).json).toEqual([]);
    const closed = await mailsTo(second.email, /offer is closed/);
    expect(closed.map(({ subject }) => subject)).toEqual([`An offer is closed: ${formatLongDay(booking.bookingDate)}`]);
    expect(closed[0]!.body).toContain('This offer is closed. Another chef accepted it first.');
    expect(await mailsTo(email, /^Your chef is confirmed$/)).toHaveLength(1);

    const dashboard = (await business.get(`/api/dashboard/${businessId}`)).json;
    const row = dashboard.bookings.find((entry: { id: number }) => entry.id === booking.id);
    expect(row).toMatchObject({ staffing: 'assigned', chef: { id: first.id, name: first.name, tier: 'Entry Level', redSeal: true, photoUrl: null } });
    expect(Object.keys(row.chef).sort()).toEqual(['id', 'name', 'photoUrl', 'redSeal', 'tier']);
    expect((await firstClient.get('/api/chef/assignments')).json.upcoming.map((entry: { bookingId: number }) => entry.bookingId)).toContain(booking.id);
  });

  it('answers an accept that would overlap the chef\'s own assignment with 409 "This overlaps another of your assignments"', async () => {
    const chef = await suite.fixtures.availableChef();
    const { booking: allDay } = await suite.fixtures.bookedDay(6, 'all-day');
    const { booking: morning } = await suite.fixtures.bookedDay(6, 'morning');
    const [offer] = (await suite.admin.post(`/api/admin/bookings/${morning.id}/offers`, { chefIds: [chef.id] })).json;
    expect((await suite.admin.put(`/api/admin/bookings/${allDay.id}/chef`, { chefId: chef.id })).status).toBe(200);
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    // The offer list says so before the chef tries; the refused accept closes nothing.
    const listed = (await chefClient.get('/api/chef/offers')).json as { id: number; status: string; cannotAccept: string | null }[];
    expect(listed.find(({ id }) => id === offer.id)).toMatchObject({ status: 'open', cannotAccept: 'This overlaps another of your assignments' });
    const answer = await chefClient.post(`/api/chef/offers/${offer.id}/accept`);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('This overlaps another of your assignments');
    expect((await suite.server.dataSource.manager.findOneByOrFail(Offer, { id: offer.id })).status).toBe('open');
  });

  it('tells a chef who took time off since the offer why it cannot be accepted, in the list and the 409, and leaves it open', async () => {
    const chef = await suite.fixtures.availableChef();
    const { booking } = await suite.fixtures.bookedDay(7, 'evening');
    const [offer] = (await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [chef.id] })).json;
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    expect((await chefClient.get('/api/chef/offers')).json.find(({ id }: { id: number }) => id === offer.id).cannotAccept).toBeNull();
    expect((await chefClient.post('/api/chef/time-off', { from: booking.bookingDate, to: booking.bookingDate, reason: 'Away' })).status).toBe(201);
    const reason = `This chef has time off on ${booking.bookingDate}`;
    expect((await chefClient.get('/api/chef/offers')).json.find(({ id }: { id: number }) => id === offer.id).cannotAccept).toBe(reason);
    const answer = await chefClient.post(`/api/chef/offers/${offer.id}/accept`);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(reason);
    expect((await suite.server.dataSource.manager.findOneByOrFail(Offer, { id: offer.id })).status).toBe('open');
  });

  it('answers an expired, declined or withdrawn offer with 409 "This offer is no longer open", and the job marks it expired', async () => {
    const chef = await suite.fixtures.availableChef();
    const client = await suite.fixtures.signedInChef(chef.email);
    const { booking: one } = await suite.fixtures.bookedDay(8, 'morning');
    const { booking: two } = await suite.fixtures.bookedDay(8, 'afternoon');
    const [declined] = (await suite.admin.post(`/api/admin/bookings/${one.id}/offers`, { chefIds: [chef.id] })).json;
    expect((await client.post(`/api/chef/offers/${declined.id}/decline`)).json).toMatchObject({ status: 'declined' });
    const again = await client.post(`/api/chef/offers/${declined.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This offer is no longer open');

    const [expiring] = (await suite.admin.post(`/api/admin/bookings/${two.id}/offers`, { chefIds: [chef.id] })).json;
    await setClock(suite, Date.now() + 12 * 3_600_000 + 60_000);
    try {
      const expired = await client.post(`/api/chef/offers/${expiring.id}/accept`);
      expect(expired.status).toBe(409);
      expect(expired.json.message).toBe('This offer is no longer open');
      await suite.server.outbox(); // runs the due jobs, the expiry among them
      expect((await suite.server.dataSource.manager.findOneByOrFail(Offer, { id: expiring.id })).status).toBe('expired');
    } finally {
      await setClock(suite);
    }
  });

  it('closes an offer at the booking\'s start when that comes before 12 hours', async () => {
    const chef = await suite.fixtures.availableChef();
    const { booking } = await suite.fixtures.bookedDay(3, 'morning');
    const start = bookingStart(booking).getTime();
    await setClock(suite, start - 2 * 3_600_000);
    try {
      const [offer] = (await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [chef.id] })).json;
      expect(Date.parse(offer.expiresAt)).toBe(start);
    } finally {
      await setClock(suite);
    }
  });

  it('refuses to offer a booking to a chef who is not eligible, naming the chef and the reason, and writes nothing', async () => {
    const { booking } = await suite.fixtures.bookedDay(10, 'evening');
    const able = await suite.fixtures.availableChef();
    const unavailable = await suite.fixtures.addChef({ status: 'active', name: 'Nora Nightless' });
    const response = await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [able.id, unavailable.id] });
    expect(response.status).toBe(409);
    expect(response.json.message).toMatch(/^Nora Nightless: This chef does not work \w+ evenings$/);
    expect(await suite.server.dataSource.manager.countBy(Offer, { bookingId: booking.id })).toBe(0);
    expect((await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [] })).status).toBe(400);
  });
});

describe('direct assignment', () => {
  it('assigns an eligible chef, refuses a second one (409 staffed) and an ineligible one (409 with the reason), unassigns', async () => {
    const { booking, email } = await suite.fixtures.bookedDay(11, 'afternoon');
    const chef = await suite.fixtures.availableChef();
    const other = await suite.fixtures.availableChef();
    const assigned = await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id });
    expect(assigned.status).toBe(200);
    expect(assigned.json).toMatchObject({ bookingId: booking.id, staffing: 'assigned', chef: { id: chef.id } });
    const second = await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: other.id });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('This booking has already been staffed');

    const { booking: sameTime } = await suite.fixtures.bookedDay(11, 'afternoon');
    const busy = await suite.admin.put(`/api/admin/bookings/${sameTime.id}/chef`, { chefId: chef.id });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toBe('This chef has another assignment at that time');

    const released = await suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`);
    expect(released.status).toBe(200);
    expect(released.json).toMatchObject({ staffing: 'awaiting-chef', chef: null });
    expect(await mailsTo(chef.email, /no longer on the booking/)).toHaveLength(1);
    expect(await mailsTo(email, /awaiting a new chef/)).toHaveLength(1);
    expect((await suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`)).status).toBe(409);
  });

  it('keeps the chef of a session that has started: 409, the chef still on it, no one told otherwise', async () => {
    const { booking, email } = await suite.fixtures.bookedDay(12, 'morning');
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    await setClock(suite, bookingStart(booking).getTime() + 3_600_000);

    const refused = await suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`);

    expect([refused.status, refused.json]).toEqual([409, { message: 'This session has started: its chef stays on it, or is recorded as a no-show' }]);
    expect(await suite.server.dataSource.manager.findOneBy(Assignment, { bookingId: booking.id })).toMatchObject({ chefId: chef.id });
    expect(await mailsTo(email, /awaiting a new chef/)).toHaveLength(0);
  });
});

describe('the business\'s email toggle', () => {
  it('sends no "Your chef is confirmed" to a business that turned emails off', async () => {
    const { booking, client, email } = await suite.fixtures.bookedDay(16, 'evening');
    expect((await client.put('/api/business/settings', { emailNotifications: false, smsReminders: false })).status).toBe(200);
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    expect(await mailsTo(email, /^Your chef is confirmed$/)).toHaveLength(0);
    expect(await mailsTo(chef.email, /You are confirmed/)).toHaveLength(1);
  });
});

describe('a booking that changes', () => {
  it('a cancel releases the chef and closes open offers; both chefs are told', async () => {
    const { booking, client } = await suite.fixtures.bookedDay(12, 'morning');
    const { booking: offeredBooking, client: offeredClient } = await suite.fixtures.bookedDay(12, 'evening');
    const [assignedChef, offeredChef] = [await suite.fixtures.availableChef(), await suite.fixtures.availableChef()];
    await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: assignedChef.id });
    await suite.admin.post(`/api/admin/bookings/${offeredBooking.id}/offers`, { chefIds: [offeredChef.id] });

    expect((await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' })).status).toBe(200);
    expect((await offeredClient.patch(`/api/bookings/${offeredBooking.id}`, { status: 'canceled' })).status).toBe(200);
    expect(await suite.server.dataSource.manager.countBy(Assignment, { bookingId: booking.id })).toBe(0);
    expect((await suite.server.dataSource.manager.findBy(Offer, { bookingId: offeredBooking.id })).map(({ status }) => status)).toEqual(['withdrawn']);
    expect(await mailsTo(assignedChef.email, /no longer on the booking/)).toHaveLength(1);
    expect(await mailsTo(offeredChef.email, /offer is closed/)).toHaveLength(1);
  });

  it('a reschedule keeps the chef when still eligible, and releases them (awaiting chef again) when not', async () => {
    const chef = await suite.fixtures.availableChef();
    const { booking, client, businessId, email } = await suite.fixtures.bookedDay(13, 'morning');
    await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id });

    const moved = await client.patch(`/api/bookings/${booking.id}`, { bookingDate: vancouverDay(14), timeSlot: 'afternoon', duration: 4 });
    expect(moved.status).toBe(200);
    const kept = (await client.get(`/api/dashboard/${businessId}`)).json.bookings.find((row: { id: number }) => row.id === booking.id);
    expect(kept).toMatchObject({ staffing: 'assigned', chef: { id: chef.id } });

    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: chef.id }, { from: vancouverDay(15), to: vancouverDay(15), reason: 'Away' });
    expect((await client.patch(`/api/bookings/${booking.id}`, { bookingDate: vancouverDay(15), timeSlot: 'afternoon', duration: 4 })).status).toBe(200);
    const released = (await client.get(`/api/dashboard/${businessId}`)).json.bookings.find((row: { id: number }) => row.id === booking.id);
    expect(released).toMatchObject({ staffing: 'awaiting-chef', chef: null });
    expect(await mailsTo(chef.email, /no longer on the booking/)).toHaveLength(1);
    expect(await mailsTo(email, /awaiting a new chef/)).toHaveLength(1);
  });
});

describe('the Operations board', () => {
  it('lists the next 14 days of confirmed bookings with their staffing, filters by staffing, and counts unstaffed bookings within 48 hours', async () => {
    const { booking: tomorrow } = await suite.fixtures.bookedDay(1, 'evening');
    const { booking: later } = await suite.fixtures.bookedDay(5, 'evening');
    const chef = await suite.fixtures.availableChef();
    await suite.admin.put(`/api/admin/bookings/${later.id}/chef`, { chefId: chef.id });

    const board = (await suite.admin.get('/api/admin/bookings')).json as { bookingId: number; staffing: string; urgent: boolean; bookingDate: string }[];
    expect(board.find((row) => row.bookingId === tomorrow.id)).toMatchObject({ staffing: 'awaiting-chef', urgent: true });
    expect(board.find((row) => row.bookingId === later.id)).toMatchObject({ staffing: 'assigned', urgent: false });
    expect(board.every((row) => row.bookingDate >= vancouverDay(0) && row.bookingDate <= vancouverDay(13))).toBe(true);

    const assignedOnly = (await suite.admin.get('/api/admin/bookings?staffing=assigned')).json as { staffing: string }[];
    expect(assignedOnly.length).toBeGreaterThan(0);
    expect(assignedOnly.every((row) => row.staffing === 'assigned')).toBe(true);
    expect((await suite.admin.get('/api/admin/bookings?staffing=everyone')).status).toBe(400);
    const tooLong = await suite.admin.get(`/api/admin/bookings?from=${vancouverDay(0)}&to=${vancouverDay(31)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.to).toBe('The board shows at most 31 days at once');
    expect((await suite.admin.get(`/api/admin/bookings?to=${vancouverDay(40)}`)).status).toBe(400);

    const summary = await suite.server.services.admin.summary();
    expect(summary.unstaffedWithin48Hours).toBe(board.filter((row) => row.urgent && row.staffing === 'awaiting-chef').length);
    expect(summary.unstaffedWithin48Hours).toBeGreaterThan(0);
  });

  it('agrees with the admin dashboard on what unstaffed means: awaiting a chef, the offered ones counted apart', async () => {
    const { booking: offered } = await suite.fixtures.bookedDay(1, 'morning');
    await suite.fixtures.bookedDay(1, 'afternoon');
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.post(`/api/admin/bookings/${offered.id}/offers`, { chefIds: [chef.id] })).status).toBe(201);

    const summary = await suite.server.services.admin.summary();
    const board = (await suite.admin.get('/api/admin/bookings')).json as { staffing: string; urgent: boolean }[];
    // The dashboard's card links to the board filtered to bookings awaiting a chef: the same count.
    const awaiting = (await suite.admin.get('/api/admin/bookings?staffing=awaiting-chef')).json as { urgent: boolean }[];
    expect(summary.unstaffedWithin48Hours).toBe(awaiting.filter((row) => row.urgent).length);
    expect(summary.unstaffedWithin48Hours).toBe(board.filter((row) => row.urgent && row.staffing === 'awaiting-chef').length);
    expect(summary.offeredWithin48Hours).toBe(board.filter((row) => row.urgent && row.staffing === 'offered').length);
    expect(summary.offeredWithin48Hours).toBeGreaterThan(0);
  });
  it('shows a busy day of more bookings than one statement may bind, each with its own staffing', async () => {
    // More than PostgreSQL's 65,535 bound parameters (SQLite's limit is 32,766), on a day no other test's board reads.
    const BOOKINGS = 66_000;
    const day = vancouverDay(25);
    const { businessId } = await suite.fixtures.bookedDay(25, 'morning');
    const parameter = (index: number) => (suite.server.db.engine === 'postgres' ? `$${index}` : '?');
    await suite.server.dataSource.query(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BOOKINGS})
       INSERT INTO booking ("businessId", "bookingDate", status, "serviceType", "timeSlot", duration)
       SELECT CAST(${parameter(1)} AS INTEGER), ${parameter(2)}, 'confirmed', 'in-person', 'afternoon', 4 FROM n`,
      [businessId, day],
    );
    // Made after the bulk, so their rows come in the last slice of each read.
    const { booking: offered } = await suite.fixtures.bookedDay(25, 'evening');
    const { booking: assigned } = await suite.fixtures.bookedDay(25, 'evening');
    const offeredTo = await suite.fixtures.availableChef();
    const assignedChef = await suite.fixtures.availableChef();
    expect((await suite.admin.post(`/api/admin/bookings/${offered.id}/offers`, { chefIds: [offeredTo.id] })).status).toBe(201);
    expect((await suite.admin.put(`/api/admin/bookings/${assigned.id}/chef`, { chefId: assignedChef.id })).status).toBe(200);

    const board = (staffing: string) => suite.admin.get(`/api/admin/bookings?from=${day}&to=${day}&staffing=${staffing}`);
    const offeredRows = await board('offered');
    expect(offeredRows.status, offeredRows.text).toBe(200);
    expect(offeredRows.json).toEqual([expect.objectContaining({ bookingId: offered.id, openOffers: 1, offers: [expect.objectContaining({ chefId: offeredTo.id, name: offeredTo.name })] })]);
    const assignedRows = await board('assigned');
    expect(assignedRows.json).toEqual([expect.objectContaining({ bookingId: assigned.id, chef: expect.objectContaining({ id: assignedChef.id }) })]);
  });
});
