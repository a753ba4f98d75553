import { In } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { VancouverKeepsUtcMinus71764500000000 } from '../../migrations/1764500000000-VancouverKeepsUtcMinus7.js';
import { Offer } from '../../src/server/core/db/entities/assignment.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { registerWithAccount } from './harness.js';

/**
 * British Columbia keeps UTC−7 all year (DECISIONS.md section 22). Before the app ran on time-zone
 * data that knows it, every instant it stored for a Vancouver time from 2026-11-01 on was an hour
 * late. On each engine: what the app schedules now is right (instants written by hand), and the
 * migration puts the old rule's rows right, once, moving nothing else.
 */

const HOUR = 3_600_000;
const suite = useClockedServer();

/** Sunday 2027-01-10, 11:00 in Vancouver. */
const NOW = Date.parse('2027-01-10T18:00:00.000Z');

async function runAtOf(jobKeys: string[]) {
  const jobs = await suite.server.dataSource.manager.find(Job, { where: { jobKey: In(jobKeys), state: 'queued' } });
  return Object.fromEntries(jobs.map((job) => [job.jobKey!, job.runAt.toISOString()]));
}

async function expireOffersJobOf(offerId: number) {
  const jobs = await suite.server.dataSource.manager.find(Job, { where: { kind: 'expireOffers', state: 'queued' } });
  return jobs.find((job) => (JSON.parse(job.payload) as { offerIds: number[] }).offerIds.includes(offerId))!;
}

/** Writes a row's instant as the old time-zone data had it: an hour later. */
async function asTheOldRuleWroteIt(entity: typeof Job | typeof Offer, id: number, column: 'runAt' | 'expiresAt', instant: Date) {
  await suite.server.dataSource.manager.update(entity, { id }, { [column]: new Date(instant.getTime() + HOUR) });
}

describe('the instants of a Vancouver winter, and the migration that puts the old ones right', () => {
  it('schedules at UTC−7 and moves exactly what the old rule wrote an hour late', async () => {
    await setClock(suite, NOW);
    const manager = suite.server.dataSource.manager;
    const chef = await suite.fixtures.availableChef();

    // A Friday morning session, staffed: its reminder, alert and confirmation jobs.
    const staffed = await registerWithAccount(suite.server, { bookingDate: '2027-01-15', timeSlot: 'morning' });
    expect((await suite.admin.put(`/api/admin/bookings/${staffed.bookingId}/chef`, { chefId: chef.id })).status).toBe(200);
    // Tonight's evening session, offered: the offer closes at its start, 4 PM (23:00 UTC).
    const tonight = await registerWithAccount(suite.server, { bookingDate: '2027-01-10', timeSlot: 'evening' });
    const atStart = await suite.admin.post(`/api/admin/bookings/${tonight.bookingId}/offers`, { chefIds: [chef.id] });
    // Tuesday's morning session, offered: the offer closes 12 hours on, before its start.
    const tuesday = await registerWithAccount(suite.server, { bookingDate: '2027-01-12', timeSlot: 'morning' });
    const twelveHours = await suite.admin.post(`/api/admin/bookings/${tuesday.bookingId}/offers`, { chefIds: [chef.id] });
    expect([atStart.status, twelveHours.status]).toEqual([201, 201]);
    // A credential whose last day is 2027-02-20: reminders at 09:00, expiry at the day's end.
    const chefClient = await suite.fixtures.signedInChef(chef.email);
    const credential = await chefClient.post('/api/chef/credentials', { kind: 'foodsafe', number: 'FS-1234567', issuedOn: '2026-02-20', expiresOn: '2027-02-20' });
    expect(credential.status, credential.text).toBe(201);
    // The next weekly payout run, Wednesday 09:00.
    await manager.delete(Job, { kind: 'runPayouts', state: 'queued' });
    await suite.server.services.payouts.ensureWeeklyRun();

    const keys = [
      `reminder:${staffed.bookingId}`,
      `unstaffedAlert:${staffed.bookingId}`,
      `confirmation:${staffed.bookingId}`,
      `confirmationEscalation:${staffed.bookingId}`,
      `credentialReminder:${credential.json.id}:30`,
      `credentialReminder:${credential.json.id}:7`,
      `credentialExpiry:${credential.json.id}`,
      'payouts:weekly',
    ];
    const right = {
      [`reminder:${staffed.bookingId}`]: '2027-01-14T15:00:00.000Z',
      [`unstaffedAlert:${staffed.bookingId}`]: '2027-01-13T15:00:00.000Z',
      [`confirmation:${staffed.bookingId}`]: '2027-01-13T15:00:00.000Z',
      [`confirmationEscalation:${staffed.bookingId}`]: '2027-01-15T03:00:00.000Z',
      [`credentialReminder:${credential.json.id}:30`]: '2027-01-21T16:00:00.000Z',
      [`credentialReminder:${credential.json.id}:7`]: '2027-02-13T16:00:00.000Z',
      [`credentialExpiry:${credential.json.id}`]: '2027-02-21T07:00:00.000Z',
      'payouts:weekly': '2027-01-13T16:00:00.000Z',
    };
    expect(await runAtOf(keys)).toEqual(right);
    const offerAtStart = await manager.findOneByOrFail(Offer, { id: atStart.json[0].id });
    const offerIn12Hours = await manager.findOneByOrFail(Offer, { id: twelveHours.json[0].id });
    expect(offerAtStart.expiresAt.toISOString()).toBe('2027-01-10T23:00:00.000Z');
    // 12 hours from when it was made (the clock runs on from NOW while the test works).
    expect(offerIn12Hours.expiresAt.getTime() - NOW).toBeGreaterThanOrEqual(12 * HOUR);
    expect(offerIn12Hours.expiresAt.getTime() - NOW).toBeLessThan(12 * HOUR + 60_000);

    // The rows as the old time-zone data wrote them, an hour late; and one that is an hour after
    // its offer's expiry for another reason (a retry), which the migration must leave alone.
    for (const job of await manager.find(Job, { where: { jobKey: In(keys), state: 'queued' } })) await asTheOldRuleWroteIt(Job, job.id, 'runAt', job.runAt);
    await asTheOldRuleWroteIt(Offer, offerAtStart.id, 'expiresAt', offerAtStart.expiresAt);
    const expiresAtStart = await expireOffersJobOf(offerAtStart.id);
    await asTheOldRuleWroteIt(Job, expiresAtStart.id, 'runAt', expiresAtStart.runAt);
    const retried = await expireOffersJobOf(offerIn12Hours.id);
    await asTheOldRuleWroteIt(Job, retried.id, 'runAt', retried.runAt);

    const migration = new VancouverKeepsUtcMinus71764500000000();
    await suite.server.db.write((writer) => migration.up(writer.queryRunner!));
    const afterMigration = async () => ({
      jobs: await runAtOf(keys),
      offerAtStart: (await manager.findOneByOrFail(Offer, { id: offerAtStart.id })).expiresAt.toISOString(),
      expiresAtStart: (await manager.findOneByOrFail(Job, { id: expiresAtStart.id })).runAt.toISOString(),
      offerIn12Hours: (await manager.findOneByOrFail(Offer, { id: offerIn12Hours.id })).expiresAt.toISOString(),
      retried: (await manager.findOneByOrFail(Job, { id: retried.id })).runAt.toISOString(),
    });
    const expected = {
      jobs: right,
      offerAtStart: '2027-01-10T23:00:00.000Z',
      expiresAtStart: '2027-01-10T23:00:00.000Z',
      offerIn12Hours: offerIn12Hours.expiresAt.toISOString(),
      retried: new Date(offerIn12Hours.expiresAt.getTime() + HOUR).toISOString(),
    };
    expect(await afterMigration()).toEqual(expected);
    await suite.server.db.write((writer) => migration.up(writer.queryRunner!));
    expect(await afterMigration(), 'a second run moves nothing more').toEqual(expected);

    // And the business is reminded at 15:00 UTC, 8 AM the day before being 24 hours ahead.
    const reminders = async () => (await suite.server.outbox()).filter((mail) => mail.subject.startsWith('Reminder:') && mail.subject.endsWith('Friday, January 15, 2027'));
    await setClock(suite, Date.parse('2027-01-14T14:59:00.000Z'));
    expect(await reminders()).toEqual([]);
    await setClock(suite, Date.parse('2027-01-14T15:00:00.000Z'));
    expect((await reminders()).length).toBeGreaterThan(0);
  });
});
