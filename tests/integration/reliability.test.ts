import { describe, expect, it } from 'vitest';
import { suspensionEndText } from '../../src/common/reliability.js';
import { company } from '../../src/common/site.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { AuditLog } from '../../src/server/core/db/entities/audit-log.js';
import { ReliabilityEvent } from '../../src/server/areas/reliability/entities.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { ADMIN_PRINCIPAL, vancouverDay } from './harness.js';

/**
 * Reliability (DECISIONS.md section 14) through HTTP on each engine, with a clock the test
 * moves: a chef hands a session back (late under 24 hours), and what the record counts.
 */

const HOUR = 3_600_000;
// Late releases in these tests come 13 or 14 hours before the start: late (under 24 hours), yet
// before the 12-hour confirmation check, whose missed confirmation would mix into the record.
const suite = useClockedServer();

function clockAt(instant: number): Promise<void> {
  return setClock(suite, instant);
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
    await clockAt(bookingStart(booking).getTime() - 23 * HOUR);
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
    await clockAt(bookingStart(started.booking).getTime() + HOUR);
    const tooLate = await started.chefClient.post(`/api/chef/assignments/${started.booking.id}/release`, { reason: 'Overslept' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe('A session that has started cannot be released');

    await setClock(suite);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Away' })).status).toBe(200);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Away' })).status).toBe(404);
  });

  it('counts one late release when the chef releases one booking twice at once', async () => {
    const { booking, chef, chefClient } = await assignedBooking(2, 'evening');
    await clockAt(bookingStart(booking).getTime() - 14 * HOUR);
    const answers = await Promise.all([1, 2, 3].map(() => chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Family emergency' })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 404, 404]);
    expect(await eventsOf(chef.id)).toHaveLength(1);
    expect(await lateReleaseMailsAbout(chef.name)).toHaveLength(1);
  });
});

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

    await clockAt(bookingStart(worked.booking).getTime() + 5 * HOUR);
    await suite.server.services.bookings.complete(ADMIN_PRINCIPAL, worked.booking.id);
    await clockAt(bookingStart(second.booking).getTime() - 13 * HOUR);
    expect((await worked.chefClient.post(`/api/chef/assignments/${second.booking.id}/release`, { reason: 'Car broke down' })).status).toBe(200);
    await clockAt(bookingStart(third.booking).getTime() + HOUR);
    await suite.server.services.bookings.chefNoShow(ADMIN_PRINCIPAL, third.booking.id);

    const record = { score: 80, completed: 1, lateReleases: 1, noShows: 1, missedConfirmations: 0, strikes: 3 };
    expect((await suite.admin.get(`/api/admin/chefs/${chefId}`)).json.reliability).toEqual(record);
    expect((await worked.chefClient.get('/api/chef/me')).json.reliability).toEqual(record);

    // 91 days on, all of it has left the window; the chef is no longer New.
    await clockAt(bookingStart(third.booking).getTime() + 91 * 24 * HOUR);
    expect((await suite.admin.get(`/api/admin/chefs/${chefId}`)).json.reliability).toEqual({ ...NEW_RECORD, score: 100 });
  });
});

const DAY = 24 * HOUR;

async function chefRow(chefId: number) {
  return (await suite.admin.get(`/api/admin/chefs/${chefId}`)).json;
}

/** A chef one strike from suspension, the clock 14 hours before their next booking. */
function chefOnTwoStrikes() {
  return suite.fixtures.chefOnTwoStrikes(clockAt);
}

describe('strikes and suspension', () => {
  it('suspends a chef for 14 days on the third strike in 90 days: open offers withdrawn, no offer or assignment (409 with the day in words), emailed why; it ends by itself', async () => {
    const { chef, chefClient, next } = await chefOnTwoStrikes();
    const later = await suite.fixtures.bookedDay(8, 'afternoon');
    const offered = await suite.admin.post(`/api/admin/bookings/${later.booking.id}/offers`, { chefIds: [chef.id] });
    expect(offered.status).toBe(201);

    const strikeAt = Date.now() + suite.clock.offsetMs;
    expect((await chefClient.post(`/api/chef/assignments/${next.id}/release`, { reason: 'Double-booked myself' })).status).toBe(200);
    const until = suspensionEndText(new Date(strikeAt + 14 * DAY));
    expect(await chefRow(chef.id)).toMatchObject({ status: 'suspended', reliability: { strikes: 3, noShows: 1, lateReleases: 1 } });
    expect(Date.parse((await suite.server.services.chefs.adminView(chef.id)).suspendedUntil!) - strikeAt).toBeGreaterThanOrEqual(14 * DAY);
    expect((await chefClient.get('/api/chef/offers')).json).toEqual([]);
    const [mail] = await mailsTo(chef.email, /account is suspended until/);
    expect(mail?.subject).toBe(`Your ChefConnect account is suspended until ${until}`);

    const offerAgain = await suite.admin.post(`/api/admin/bookings/${later.booking.id}/offers`, { chefIds: [chef.id] });
    expect(offerAgain.status).toBe(409);
    expect(offerAgain.json.message).toBe(`${chef.name}: This chef is suspended until ${until}`);
    const assign = await suite.admin.put(`/api/admin/bookings/${later.booking.id}/chef`, { chefId: chef.id });
    expect(assign.status).toBe(409);
    expect(assign.json.message).toBe(`This chef is suspended until ${until}`);
    const eligible = await suite.admin.get(`/api/admin/bookings/${later.booking.id}/eligible-chefs`);
    expect(eligible.json.map(({ id }: { id: number }) => id)).not.toContain(chef.id);
    // The admin's candidates say why, in section 17's words.
    const candidates = await suite.admin.get(`/api/admin/bookings/${later.booking.id}/candidates`);
    const candidate = candidates.json.find(({ chefId }: { chefId: number }) => chefId === chef.id);
    expect(candidate).toMatchObject({ eligible: false });
    expect(candidate.reasons).toContain(`Suspended until ${until}`);

    await clockAt(strikeAt + 14 * DAY - 60_000);
    await suite.server.jobs!.drain();
    expect((await chefRow(chef.id)).status).toBe('suspended');
    await clockAt(strikeAt + 14 * DAY + 60_000);
    await suite.server.jobs!.drain();
    expect((await chefRow(chef.id)).status).toBe('active');
    expect((await suite.server.services.chefs.adminView(chef.id)).suspendedUntil).toBeNull();
  });

  it('takes an appeal from a suspended chef to the admin inbox (201), 409 from one who is not; the admin lifts it early, once', async () => {
    const { chef, chefClient, next } = await chefOnTwoStrikes();
    const unsuspended = await suite.fixtures.signedInChef((await suite.fixtures.availableChef()).email);
    const notNeeded = await unsuspended.post('/api/chef/appeals', { text: 'Please' });
    expect(notNeeded.status).toBe(409);
    expect(notNeeded.json.message).toBe('This chef is not suspended');

    expect((await chefClient.post(`/api/chef/assignments/${next.id}/release`, { reason: 'Sick' })).status).toBe(200);
    // Signing in again (to appeal, say) leaves the chef suspended.
    const signedInAgain = await suite.fixtures.signedInChef(chef.email);
    expect((await signedInAgain.get('/api/chef/me')).json.status).toBe('suspended');
    expect((await chefClient.post('/api/chef/appeals', { text: '' })).json.errors).toEqual({ text: 'Please say why the suspension should be lifted' });
    const appeal = await chefClient.post('/api/chef/appeals', { text: 'The no-show was a mix-up about the address.' });
    expect(appeal.status).toBe(201);
    expect(appeal.json).toEqual({ success: true });
    const inbox = await suite.server.services.inbox.adminInbox();
    expect(inbox.messages.find((message) => message.email === chef.email)).toMatchObject({ name: chef.name, subject: 'Suspension appeal', message: 'The no-show was a mix-up about the address.' });

    const lifted = await suite.admin.delete(`/api/admin/chefs/${chef.id}/suspension`);
    expect(lifted.status).toBe(200);
    expect(lifted.json).toMatchObject({ id: chef.id, status: 'active' });
    const again = await suite.admin.delete(`/api/admin/chefs/${chef.id}/suspension`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This chef is not suspended');
  });

  it('takes one appeal per suspension: ten sent at once, by REST and tRPC, leave one in the inbox and nine 409s; a new suspension is appealed anew', async () => {
    const { chef, chefClient, next } = await chefOnTwoStrikes();
    expect((await chefClient.post(`/api/chef/assignments/${next.id}/release`, { reason: 'Sick' })).status).toBe(200);
    const appealsInInbox = async () => (await suite.server.services.inbox.adminInbox()).messages.filter((message) => message.email === chef.email && message.subject === 'Suspension appeal');

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2 === 0 ? chefClient.post('/api/chef/appeals', { text: `Appeal ${n}` }) : chefClient.post('/trpc/chef.appealSuspension', { text: `Appeal ${n}` }),
      ),
    );
    expect(answers.filter(({ status }) => status === 200 || status === 201)).toHaveLength(1);
    const refused = answers.filter(({ status }) => status === 409);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(answer.json.message ?? answer.json.error.message).toBe('Your appeal is already with us');
    expect(await appealsInInbox()).toHaveLength(1);

    const later = await chefClient.post('/api/chef/appeals', { text: 'Did you get it?' });
    expect(later.status).toBe(409);
    expect(later.json).toEqual({ message: 'Your appeal is already with us' });
    expect(await appealsInInbox()).toHaveLength(1);

    // Lifted, then suspended again by a new strike (the earlier three are still within 90 days): a new appeal is taken.
    expect((await suite.admin.delete(`/api/admin/chefs/${chef.id}/suspension`)).status).toBe(200);
    const { booking } = await suite.fixtures.bookedDay(6, 'evening');
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    await clockAt(bookingStart(booking).getTime() - 14 * HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/release`, { reason: 'Sick again' })).status).toBe(200);
    expect((await chefRow(chef.id)).status).toBe('suspended');
    const anew = await chefClient.post('/api/chef/appeals', { text: 'This time it was the flu.' });
    expect(anew.status).toBe(201);
    expect((await appealsInInbox()).map(({ message }) => message)).toContain('This time it was the flu.');
    expect(await appealsInInbox()).toHaveLength(2);
  });

  it('shows no suspension end for a suspended chef the admin then deactivates, and its job leaves the chef inactive', async () => {
    const { chef, chefClient, next } = await chefOnTwoStrikes();
    expect((await chefClient.post(`/api/chef/assignments/${next.id}/release`, { reason: 'Moving away' })).status).toBe(200);
    await suite.server.services.chefs.deactivate(ADMIN_PRINCIPAL, chef.id);
    expect(await suite.server.services.chefs.adminView(chef.id)).toMatchObject({ status: 'inactive', suspendedUntil: null });
    await clockAt(Date.now() + suite.clock.offsetMs + 15 * DAY);
    await suite.server.jobs!.drain();
    expect((await chefRow(chef.id)).status).toBe('inactive');
  });

  it("is never undone by the admin's edit: Active lifts it, audited, Invited is a 409 and changes nothing", async () => {
    const { chef, chefClient, next } = await chefOnTwoStrikes();
    const strikeAt = Date.now() + suite.clock.offsetMs;
    expect((await chefClient.post(`/api/chef/assignments/${next.id}/release`, { reason: 'Double-booked myself' })).status).toBe(200);
    const until = suspensionEndText(new Date(strikeAt + 14 * DAY));

    const rateBefore = (await chefRow(chef.id)).hourlyRate;
    const invited = await suite.admin.patch(`/api/admin/chefs/${chef.id}`, { status: 'invited', hourlyRate: 61 });
    expect(invited.status).toBe(409);
    expect(invited.json.message).toBe(`This chef is suspended until ${until}`);
    expect(await chefRow(chef.id)).toMatchObject({ status: 'suspended', hourlyRate: rateBefore });

    const active = await suite.admin.patch(`/api/admin/chefs/${chef.id}`, { status: 'active', hourlyRate: 62 });
    expect(active.status).toBe(200);
    expect(active.json).toMatchObject({ status: 'active', hourlyRate: 62 });
    expect((await suite.server.services.chefs.adminView(chef.id)).suspendedUntil).toBeNull();
    const audit = await suite.server.dataSource.manager.findBy(AuditLog, { action: 'chef.lift-suspension' });
    expect(audit.map(({ detail }) => detail)).toContain(`Lifted the suspension of chef ${chef.name} (#${chef.id})`);
    // Lifted, the chef may be offered work again.
    const later = await suite.fixtures.bookedDay(8, 'afternoon');
    expect((await suite.admin.post(`/api/admin/bookings/${later.booking.id}/offers`, { chefIds: [chef.id] })).status).toBe(201);
  });

  it('counts both strikes of two late releases at once, suspends once, and leaves no open offer to the chef whatever an accept racing them did', async () => {
    const late = await assignedBooking(2, 'morning');
    const other = await suite.fixtures.bookedDay(2, 'evening');
    const firstStrike = await suite.fixtures.bookedDay(1, 'evening');
    const offeredBooking = await suite.fixtures.bookedDay(6, 'morning');
    for (const { booking } of [other, firstStrike]) expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: late.chef.id })).status).toBe(200);
    await clockAt(bookingStart(firstStrike.booking).getTime() - 13 * HOUR);
    expect((await late.chefClient.post(`/api/chef/assignments/${firstStrike.booking.id}/release`, { reason: 'Flu' })).status).toBe(200);
    const offer = await suite.admin.post(`/api/admin/bookings/${offeredBooking.booking.id}/offers`, { chefIds: [late.chef.id] });
    expect(offer.status).toBe(201);

    await clockAt(bookingStart(late.booking).getTime() - 13 * HOUR);
    const [first, second, accept] = await Promise.all([
      late.chefClient.post(`/api/chef/assignments/${late.booking.id}/release`, { reason: 'Flu still' }),
      late.chefClient.post(`/api/chef/assignments/${other.booking.id}/release`, { reason: 'Flu still' }),
      late.chefClient.post(`/api/chef/offers/${offer.json[0].id}/accept`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([200, 409]).toContain(accept.status);
    expect(await eventsOf(late.chef.id)).toHaveLength(3);
    expect(await chefRow(late.chef.id)).toMatchObject({ status: 'suspended', reliability: { lateReleases: 3, strikes: 3 } });
    expect(await mailsTo(late.chef.email, /account is suspended until/)).toHaveLength(1);
    // The invariants checked after each test include "a suspended chef holds no open offer".
  });
});

describe('eligible chefs in order', () => {
  it("lists the business's favourites first, then by score with New as 80, each with its score", async () => {
    const { booking, businessId, client: business } = await suite.fixtures.bookedDay(9, 'afternoon');
    const [favourite, perfect, fresh, slipped] = [await suite.fixtures.availableChef(), await suite.fixtures.availableChef(), await suite.fixtures.availableChef(), await suite.fixtures.availableChef()];
    const assign = async (bookingId: number, chefId: number) => expect((await suite.admin.put(`/api/admin/bookings/${bookingId}/chef`, { chefId })).status).toBe(200);
    // The favourite worked for this business (so it may be a favourite); the others elsewhere.
    const ownSession = await business.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(2), timeSlot: 'morning', duration: 2 });
    const sessions = [ownSession.json.booking.id as number, (await suite.fixtures.bookedDay(2, 'morning')).booking.id, (await suite.fixtures.bookedDay(2, 'morning')).booking.id];
    await assign(sessions[0]!, favourite.id);
    await assign(sessions[1]!, perfect.id);
    await assign(sessions[2]!, slipped.id);
    // Late releases: one by the favourite (95), two by the one who slipped (90).
    const late = [(await suite.fixtures.bookedDay(4, 'evening')).booking, (await suite.fixtures.bookedDay(5, 'evening')).booking, (await suite.fixtures.bookedDay(6, 'evening')).booking];
    await assign(late[0]!.id, favourite.id);
    await assign(late[1]!.id, slipped.id);
    await assign(late[2]!.id, slipped.id);

    await clockAt(Date.parse(`${vancouverDay(2)}T23:00:00Z`));
    for (const id of sessions) await suite.server.services.bookings.complete(ADMIN_PRINCIPAL, id);
    const releases: [typeof late[number], { email: string }][] = [[late[0]!, favourite], [late[1]!, slipped], [late[2]!, slipped]];
    for (const [session, chef] of releases) {
      await clockAt(bookingStart(session).getTime() - 13 * HOUR);
      const chefClient = await suite.fixtures.signedInChef(chef.email);
      expect((await chefClient.post(`/api/chef/assignments/${session.id}/release`, { reason: 'Sorry' })).status).toBe(200);
    }
    await setClock(suite);
    expect((await business.put(`/api/business/favourites/${favourite.id}`)).status).toBe(200);

    const eligible = await suite.admin.get(`/api/admin/bookings/${booking.id}/eligible-chefs`);
    const mine = [favourite.id, perfect.id, fresh.id, slipped.id];
    const ours = (eligible.json as { id: number; score: number | null; favourite: boolean }[]).filter(({ id }) => mine.includes(id));
    expect(ours.map(({ id, score, favourite: isFavourite }) => ({ id, score, isFavourite }))).toEqual([
      { id: favourite.id, score: 95, isFavourite: true },
      { id: perfect.id, score: 100, isFavourite: false },
      { id: slipped.id, score: 90, isFavourite: false },
      { id: fresh.id, score: null, isFavourite: false },
    ]);
  });
});
