import { describe, expect, it } from 'vitest';
import { company } from '../../src/common/site.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { ReliabilityEvent } from '../../src/server/core/db/entities/reliability.js';
import { useClockedServer } from './clocked-server.js';

/**
 * Reliability (DECISIONS.md section 14) through HTTP on each engine, with a clock the test
 * moves: a chef hands a session back (late under 24 hours), and what the record counts.
 */

const HOUR = 3_600_000;
const suite = useClockedServer({ checkLedgers: false });

function clockAt(instant: number): void {
  suite.clock.offsetMs = instant - Date.now();
}

async function mailsTo(email: string, subject: RegExp) {
  return (await suite.server.outbox()).filter((mail) => mail.to === email && subject.test(mail.subject));
}

/** A booking `daysAhead` from today assigned by the admin to a new chef, who is signed in. */
async function assignedBooking(daysAhead = 5, timeSlot = 'evening') {
  const booked = await suite.fixtures.bookedDay(daysAhead, timeSlot);
  const chef = await suite.fixtures.availableChef();
  expect((await suite.admin.put(`/api/admin/bookings/${booked.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  return { ...booked, chef, chefClient: await suite.fixtures.signedInChef(chef.email) };
}

async function lateReleaseMailsAbout(chefName: string) {
  return (await mailsTo(company.supportEmail, /^Late release: /)).filter((mail) => mail.body.includes(chefName));
}

async function eventsOf(chefId: number) {
  return suite.server.dataSource.manager.findBy(ReliabilityEvent, { chefId });
}

describe('a chef releases an assignment', () => {
  it('puts the booking back to awaiting a chef, tells the business and support with the reason, and is no late release 24 hours ahead or more', async () => {
    const { booking, email, chef, chefClient } = await assignedBooking();
    const released = await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'My restaurant needs me that night' });
    expect(released.status).toBe(200);
    expect(released.json).toEqual({ success: true });

    const board = await suite.admin.get(`/api/admin/bookings?from=${booking.bookingDate}&to=${booking.bookingDate}`);
    expect(board.json.find((row: { bookingId: number }) => row.bookingId === booking.id)).toMatchObject({ staffing: 'awaiting-chef', chef: null });
    expect((await chefClient.get('/api/chef/assignments')).json.upcoming).toEqual([]);
    expect(await mailsTo(email, /awaiting a new chef/)).toHaveLength(1);
    const [support] = (await mailsTo(company.supportEmail, /^Chef released: /)).filter((mail) => mail.body.includes(chef.name));
    expect(support?.body).toContain(chef.name);
    expect(support?.body).toContain('My restaurant needs me that night');
    // The chef asked for it: no "you are no longer on the booking" email.
    expect(await mailsTo(chef.email, /no longer on the booking/)).toEqual([]);
    expect(await eventsOf(chef.id)).toEqual([]);
  });

  it('is a late release, one strike on the record, less than 24 hours before the start', async () => {
    const { booking, chef, chefClient } = await assignedBooking(3, 'morning');
    clockAt(bookingStart(booking).getTime() - 23 * HOUR);
    const released = await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Sick' });
    expect(released.status).toBe(200);
    expect(await lateReleaseMailsAbout(chef.name)).toHaveLength(1);
    expect(await eventsOf(chef.id)).toMatchObject([{ bookingId: booking.id, kind: 'late-release', strikes: 1 }]);
  });

  it('needs a reason (400), refuses another chef (404), a released booking (404) and a started session (409)', async () => {
    const { booking, chefClient } = await assignedBooking();
    const noReason = await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual({ reason: 'Please say why you cannot work this session' });

    const stranger = await suite.fixtures.availableChef();
    const strangerClient = await suite.fixtures.signedInChef(stranger.email);
    expect((await strangerClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Not mine' })).status).toBe(404);
    expect(await suite.server.dataSource.manager.existsBy(Assignment, { bookingId: booking.id })).toBe(true);

    const started = await assignedBooking(2, 'morning');
    clockAt(bookingStart(started.booking).getTime() + HOUR);
    const tooLate = await started.chefClient.post(`/api/chef/assignments/${started.booking.id}/release`, { reason: 'Overslept' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe('A session that has started cannot be released');

    suite.clock.offsetMs = 0;
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Away' })).status).toBe(200);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Away' })).status).toBe(404);
  });

  it('counts one late release when the chef releases one booking twice at once', async () => {
    const { booking, chef, chefClient } = await assignedBooking(2, 'evening');
    clockAt(bookingStart(booking).getTime() - 5 * HOUR);
    const answers = await Promise.all([1, 2, 3].map(() => chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Family emergency' })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 404, 404]);
    expect(await eventsOf(chef.id)).toHaveLength(1);
    expect(await lateReleaseMailsAbout(chef.name)).toHaveLength(1);
  });
});

const ADMIN = { kind: 'admin', adminId: 1, username: 'admin' } as const;
const NEW_RECORD = { score: null, completed: 0, lateReleases: 0, noShows: 0, missedConfirmations: 0, strikes: 0 };

describe('the reliability record', () => {
  it('is New, with nothing counted, for a chef who has not completed a session, to the admin and to the chef', async () => {
    const chef = await suite.fixtures.availableChef();
    expect((await suite.admin.get(`/api/admin/chefs/${chef.id}`)).json.reliability).toEqual(NEW_RECORD);
    expect((await suite.admin.get('/api/admin/chefs')).json.find((row: { id: number }) => row.id === chef.id).reliability).toEqual(NEW_RECORD);
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    expect((await chefClient.get('/api/chef/me')).json.reliability).toEqual(NEW_RECORD);
  });

  it('counts completed sessions, late releases and no-shows of the last 90 days, their strikes, and scores 100 - 15 a no-show - 5 a late release', async () => {
    const worked = await assignedBooking(2, 'morning');
    const chefId = worked.chef.id;
    const second = await suite.fixtures.bookedDay(3, 'morning');
    const third = await suite.fixtures.bookedDay(4, 'evening');
    for (const { booking } of [second, third]) expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId })).status).toBe(200);

    clockAt(bookingStart(worked.booking).getTime() + 5 * HOUR);
    await suite.server.services.bookings.complete(ADMIN, worked.booking.id);
    clockAt(bookingStart(second.booking).getTime() - 2 * HOUR);
    expect((await worked.chefClient.post(`/api/chef/assignments/${second.booking.id}/release`, { reason: 'Car broke down' })).status).toBe(200);
    clockAt(bookingStart(third.booking).getTime() + HOUR);
    await suite.server.services.bookings.chefNoShow(ADMIN, third.booking.id);

    const record = { score: 80, completed: 1, lateReleases: 1, noShows: 1, missedConfirmations: 0, strikes: 3 };
    expect((await suite.admin.get(`/api/admin/chefs/${chefId}`)).json.reliability).toEqual(record);
    expect((await worked.chefClient.get('/api/chef/me')).json.reliability).toEqual(record);

    // 91 days on, all of it has left the window; the chef is no longer New.
    clockAt(bookingStart(third.booking).getTime() + 91 * 24 * HOUR);
    expect((await suite.admin.get(`/api/admin/chefs/${chefId}`)).json.reliability).toEqual({ ...NEW_RECORD, score: 100 });
  });
});
