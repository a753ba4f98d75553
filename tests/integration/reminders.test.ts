import { In } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { ScheduleReminders1764350000000 } from '../../migrations/1764350000000-ScheduleReminders.js';
import { formatLongDay } from '../../src/common/dates.js';
import { company } from '../../src/common/site.js';
import { bookingStart, vancouverInstant } from '../../src/common/vancouver-time.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { AuditLog } from '../../src/server/core/db/entities/audit-log.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { registerWithAccount, vancouverDay } from './harness.js';

/**
 * Reminders and the unstaffed alert (DECISIONS.md section 10), through HTTP on each engine with
 * a clock the test moves: when they go (right across daylight-saving changes), to whom, with
 * what, that a reschedule moves them and a cancel removes them, and that each goes once.
 */

const HOUR = 3_600_000;
/**
 * How early "not yet" is checked: a minute, since the moved clock runs on with the real one, and
 * on a busy machine a second passes before the runner reads it.
 */
const EARLY = 60_000;
const suite = useClockedServer();
let unique = 0;

/** Sets the services' clock (and so the job runner's) to an instant. */
function clockAt(instant: Date | number): Promise<void> {
  return setClock(suite, Number(instant));
}

/**
 * A confirmed booking of a new business with its own phone number, made through the API at the
 * current clock; `sms` turns the business's SMS toggle on, `email: false` its email toggle off.
 */
async function booked(bookingDate: string, timeSlot: string, options: { serviceType?: string; sms?: boolean; email?: boolean; phone?: string; duration?: number } = {}) {
  unique += 1;
  const phone = options.phone ?? `(604) 555-${String(1000 + unique)}`;
  const { client, businessId, body } = await registerWithAccount(suite.server, { phone });
  if (options.sms || options.email === false) {
    const settings = await client.put('/api/business/settings', { emailNotifications: options.email ?? true, smsReminders: options.sms ?? false });
    expect(settings.status).toBe(200);
  }
  const response = await client.post('/api/bookings', { businessId, serviceType: options.serviceType ?? 'in-person', bookingDate, timeSlot, duration: options.duration ?? 4 });
  expect(response.status).toBe(201);
  const booking = await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: response.json.booking.id });
  // Its emails go now, at this clock: drawing them takes real time, which a clock set a second
  // before a reminder is due must not spend.
  await suite.server.jobs!.drain();
  return { client, businessId, booking, phone, email: body.email as string, businessName: body.businessName as string };
}

async function assignChef(bookingId: number) {
  const chef = await suite.fixtures.availableChef();
  expect((await suite.admin.put(`/api/admin/bookings/${bookingId}/chef`, { chefId: chef.id })).status).toBe(200);
  return chef;
}

async function remindersTo(email: string, bookingDate: string) {
  return (await suite.server.outbox()).filter((mail) => mail.to === email && mail.subject.startsWith('Reminder:') && mail.subject.endsWith(formatLongDay(bookingDate)));
}

/** The texts sent to a number written the wizard's way, "(604) 555-1001": SMS goes to its E.164 form (DECISIONS.md section 15). */
async function textsTo(phone: string) {
  const e164 = `+1${phone.replace(/\D/g, '')}`;
  return (await suite.server.smsOutbox()).filter((text) => text.to === e164);
}

async function supportAlertsFor(businessName: string) {
  return (await suite.server.outbox()).filter((mail) => mail.to === company.supportEmail && mail.subject.startsWith(`No chef yet: ${businessName},`));
}

describe('when reminders go', () => {
  // The instants are written out by hand: 8 AM and 4 PM in Vancouver, which keeps UTC−7 all year
  // since 2026 (DECISIONS.md section 22), on the days its clocks used to change and in winter.
  it.each([
    ['a winter day', '2027-01-15', 'morning', '2027-01-14T15:00:00.000Z'],
    ['the day daylight time used to start', '2027-03-14', 'morning', '2027-03-13T15:00:00.000Z'],
    ['the day daylight time used to end', '2027-11-07', 'morning', '2027-11-06T15:00:00.000Z'],
    ['the day after', '2027-11-08', 'evening', '2027-11-07T23:00:00.000Z'],
  ])('reminds of a booking on %s (%s, %s) exactly 24 hours before it starts, at %s', async (_when, bookingDate, timeSlot, remindAt) => {
    const { booking, email } = await booked(bookingDate, timeSlot);
    expect(bookingStart(booking).getTime() - Date.parse(remindAt)).toBe(24 * HOUR);

    await clockAt(Date.parse(remindAt) - EARLY);
    expect(await remindersTo(email, bookingDate), 'a minute early').toEqual([]);
    await clockAt(Date.parse(remindAt));
    expect(await remindersTo(email, bookingDate)).toHaveLength(1);
  });

  it('reminds at once of a booking made less than 24 hours before its start, and alerts support that it has no chef', async () => {
    const day = vancouverDay(3);
    await clockAt(vancouverInstant(day, 10));
    const { email, businessName } = await booked(day, 'evening');
    const [reminder] = await remindersTo(email, day);
    expect(reminder?.body).toContain("Chef: still being confirmed; we'll email you when one accepts");
    expect(await supportAlertsFor(businessName)).toHaveLength(1);
  });

  it('sends nothing for a booking whose start has passed', async () => {
    const day = vancouverDay(3);
    const { booking, email } = await booked(day, 'morning');
    // The runner was down for two days: the reminder's job comes due only after the start.
    await clockAt(bookingStart(booking).getTime() + HOUR);
    expect(await remindersTo(email, day)).toEqual([]);
  });
});

describe('who is reminded of what', () => {
  it('emails the business and the chef the day, slot, address and each other, and texts the business with SMS on', async () => {
    const day = vancouverDay(4);
    const { booking, email, phone, businessName } = await booked(day, 'morning', { sms: true });
    const chef = await assignChef(booking.id);
    await clockAt(bookingStart(booking).getTime() - 24 * HOUR);

    const [business] = await remindersTo(email, day);
    expect(business?.subject).toBe(`Reminder: your ${company.name} session on ${formatLongDay(day)}`);
    expect(business?.body).toContain(`Date: ${formatLongDay(day)}\nTime: Morning, 8:00 a.m. to 12:00 p.m.\nLength: 4 hours\nAddress: 123 Main Street, Vancouver, BC V6B 1A1\nChef: ${chef.name}`);
    expect(business?.body).toMatch(/^ChefConnect\n\nHi Jamie,/);

    const [chefReminder] = await remindersTo(chef.email, day);
    expect(chefReminder?.subject).toBe(`Reminder: your session on ${formatLongDay(day)}`);
    expect(chefReminder?.body).toContain(`Business: ${businessName}, Vancouver`);
    expect(chefReminder?.body).toContain('Address: 123 Main Street, Vancouver, BC V6B 1A1\nContact: Jamie Chen');

    const texts = await textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(business!.body.trimEnd());
  });

  it('follows the toggles: no email with the email toggle off, yet the text with SMS on; no address for a virtual session', async () => {
    const day = vancouverDay(4);
    const { booking, email, phone } = await booked(day, 'afternoon', { email: false, sms: true, serviceType: 'virtual' });
    const chef = await suite.fixtures.availableChef({ serviceTypes: ['virtual'] });
    expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    await clockAt(bookingStart(booking).getTime() - 24 * HOUR);

    expect(await remindersTo(email, day)).toEqual([]);
    const [text] = await textsTo(phone);
    expect(text?.body).toContain(`Time: Afternoon, 12:00 p.m. to 4:00 p.m.\nLength: 4 hours\nChef: ${chef.name}`);
    expect(text?.body).not.toContain('Address:');
    const [chefReminder] = await remindersTo(chef.email, day);
    expect(chefReminder?.body).not.toContain('Address:');
  });

  it('texts when the session ends, by its hours: a 6-hour evening runs from 4 PM to 10 PM', async () => {
    const day = vancouverDay(4);
    const { booking, phone } = await booked(day, 'evening', { sms: true, duration: 6 });
    await clockAt(bookingStart(booking).getTime() - 24 * HOUR);
    const [text] = await textsTo(phone);
    expect(text?.body).toContain('Time: Evening, 4:00 p.m. to 10:00 p.m.\nLength: 6 hours');
  });

  it('texts nothing with the SMS toggle off (the default)', async () => {
    const day = vancouverDay(4);
    const { booking, email, phone } = await booked(day, 'evening');
    await clockAt(bookingStart(booking).getTime() - 24 * HOUR);
    expect(await remindersTo(email, day)).toHaveLength(1);
    expect(await textsTo(phone)).toEqual([]);
  });

  it('texts an E.164 number, and skips a phone that is no number with an audit line while the email still goes', async () => {
    const day = vancouverDay(4);
    await booked(day, 'morning', { sms: true, phone: '1-604.555.0199' });
    const nonsense = await booked(day, 'afternoon', { sms: true, phone: 'ask for the chef' });
    await clockAt(bookingStart(nonsense.booking).getTime() - 24 * HOUR);
    const texts = await suite.server.smsOutbox();
    expect(texts.filter((text) => text.to === '+16045550199')).toHaveLength(1);
    expect(texts.filter((text) => !/^\+\d{8,15}$/.test(text.to))).toEqual([]);
    expect(await remindersTo(nonsense.email, day)).toHaveLength(1);
    const audit = await suite.server.dataSource.manager.findBy(AuditLog, { businessId: nonsense.businessId, action: 'sms.skipped' });
    expect(audit.map(({ adminId, detail }) => ({ adminId, detail }))).toEqual([
      { adminId: null, detail: `No SMS reminder for booking #${nonsense.booking.id}: the phone number is not a valid number` },
    ]);
  });
});

describe('rescheduling, cancelling, running twice', () => {
  it('moves the reminder with a reschedule, and reminds again of a booking moved after its reminder', async () => {
    const first = vancouverDay(3);
    const second = vancouverDay(6);
    const third = vancouverDay(9);
    const { client, booking, email } = await booked(first, 'morning');
    const move = async (bookingDate: string) =>
      expect((await client.patch(`/api/bookings/${booking.id}`, { bookingDate, timeSlot: 'evening', duration: 4 })).status).toBe(200);
    await move(second);
    const secondStart = vancouverInstant(second, 16).getTime();

    await clockAt(bookingStart(booking).getTime() - 24 * HOUR);
    expect(await remindersTo(email, first), 'the old time').toEqual([]);
    await clockAt(secondStart - 24 * HOUR - EARLY);
    expect(await remindersTo(email, second), 'a minute early').toEqual([]);
    await clockAt(secondStart - 24 * HOUR);
    expect(await remindersTo(email, second)).toHaveLength(1);

    // Reminded of the second time, then moved again: the third time gets its own reminder.
    await move(third);
    await clockAt(vancouverInstant(third, 16).getTime() - 24 * HOUR);
    expect(await remindersTo(email, third)).toHaveLength(1);
    expect(await remindersTo(email, second), 'not repeated').toHaveLength(1);
  });

  it('removes the reminder and the alert with a cancel', async () => {
    const day = vancouverDay(5);
    const { client, booking, email, businessName } = await booked(day, 'morning');
    expect((await client.patch(`/api/bookings/${booking.id}`, { status: 'canceled' })).status).toBe(200);
    expect(await suite.server.dataSource.manager.countBy(Job, { jobKey: `reminder:${booking.id}`, state: 'queued' })).toBe(0);
    await clockAt(bookingStart(booking).getTime() - 23 * HOUR);
    expect(await remindersTo(email, day)).toEqual([]);
    expect(await supportAlertsFor(businessName)).toEqual([]);
  });

  it('reminds once however often its job runs: two runners at once, and a run again after a restart', async () => {
    const day = vancouverDay(4);
    const { booking, email } = await booked(day, 'afternoon');
    const chef = await assignChef(booking.id);
    await clockAt(bookingStart(booking).getTime() - 20 * HOUR);
    await Promise.all([suite.server.services.reminders.remind(booking.id), suite.server.services.reminders.remind(booking.id)]);
    expect(await remindersTo(email, day)).toHaveLength(1);

    // A process that died after the work but before recording it: its job is queued again.
    await suite.server.dataSource.manager.update(Job, { jobKey: `reminder:${booking.id}` }, { state: 'queued', runAt: new Date(Date.now() + suite.clock.offsetMs) });
    expect(await remindersTo(email, day)).toHaveLength(1);
    expect(await remindersTo(chef.email, day)).toHaveLength(1);
    expect((await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: booking.id })).remindedAt).not.toBeNull();
  });
});

describe('a booking without a chef 48 hours ahead', () => {
  it('emails support once, at 48 hours before its start', async () => {
    const day = vancouverDay(6);
    const { booking, businessName } = await booked(day, 'all-day');
    const alertAt = bookingStart(booking).getTime() - 48 * HOUR;
    await clockAt(alertAt - 1000);
    expect(await supportAlertsFor(businessName), 'a second early').toEqual([]);
    await clockAt(alertAt);
    const [alert] = await supportAlertsFor(businessName);
    expect(alert?.subject).toBe(`No chef yet: ${businessName}, ${formatLongDay(day)}`);
    expect(alert?.body).toContain(`/admin/business/${booking.businessId}`);

    await suite.server.dataSource.manager.update(Job, { jobKey: `unstaffedAlert:${booking.id}` }, { state: 'queued', runAt: new Date(alertAt) });
    await clockAt(alertAt + HOUR);
    expect(await supportAlertsFor(businessName), 'once').toHaveLength(1);
  });

  it('sends nothing for a booking staffed by then, and alerts when its chef is taken off within the 48 hours', async () => {
    const day = vancouverDay(6);
    const { booking, businessName } = await booked(day, 'morning');
    await assignChef(booking.id);
    await clockAt(bookingStart(booking).getTime() - 48 * HOUR);
    expect(await supportAlertsFor(businessName)).toEqual([]);

    await clockAt(bookingStart(booking).getTime() - 30 * HOUR);
    expect((await suite.admin.delete(`/api/admin/bookings/${booking.id}/chef`)).status).toBe(200);
    expect(await supportAlertsFor(businessName)).toHaveLength(1);
  });
});

describe('bookings made before reminders existed', () => {
  it('get their reminder and alert from the migration, at the same instants as a booking made now', async () => {
    const day = vancouverDay(5);
    const { booking, email, businessName } = await booked(day, 'evening');
    const keys = [`reminder:${booking.id}`, `unstaffedAlert:${booking.id}`];
    const scheduled = async () => (await suite.server.dataSource.manager.find(Job, { where: { jobKey: In(keys) }, order: { jobKey: 'ASC' } })).map(({ kind, runAt, jobKey }) => ({ kind, runAt, jobKey }));
    const asMade = await scheduled();
    await suite.server.dataSource.manager.delete(Job, { jobKey: In(keys) });

    await suite.server.db.write((manager) => new ScheduleReminders1764350000000().up(manager.queryRunner!));
    expect(await scheduled()).toEqual(asMade);
    await suite.server.db.write((manager) => new ScheduleReminders1764350000000().up(manager.queryRunner!));
    expect(await scheduled(), 'a second run adds none').toEqual(asMade);

    await clockAt(bookingStart(booking).getTime() - 48 * HOUR);
    expect(await supportAlertsFor(businessName)).toHaveLength(1);
    await clockAt(bookingStart(booking).getTime() - 24 * HOUR);
    expect(await remindersTo(email, day)).toHaveLength(1);
  });
});

