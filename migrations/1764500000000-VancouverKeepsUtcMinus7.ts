import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bookingStart, shiftDay, vancouverInstant, vancouverToday } from '../src/common/vancouver-time.js';

const HOUR_MS = 3_600_000;

/** How long before a booking's start each of its jobs is due, as the services scheduled them as of this migration. */
const HOURS_BEFORE_START: Record<string, number> = { remindBooking: 24, alertUnstaffed: 48, askConfirmation: 48, escalateConfirmation: 12 };
/** Credential expiry reminders go at 09:00 and the weekly payout run at Wednesday 09:00, Vancouver time. */
const CREDENTIAL_REMINDER_HOUR = 9;
const PAYOUT_RUN_HOUR = 9;

interface QueuedJob {
  id: number;
  kind: string;
  payload: string;
  runAt: Date | string;
}

/**
 * British Columbia keeps UTC−7 all year since 2026 (DECISIONS.md section 22), but the runtime
 * this app ran on before moved Vancouver to UTC−8 on 2026-11-01: every instant it computed from
 * a Vancouver wall-clock time on or after that day is an hour late. This puts right, once, what
 * was stored or queued that way: the reminder, unstaffed-alert and confirmation jobs of
 * bookings, credential expiry reminders and expiries, the next payout run, and an offer's
 * expiry where it is its booking's start (with the job that expires it).
 *
 * Each is recomputed from its row with the time-zone data the app now runs on (start-up refuses
 * any other) and moved only when it stands exactly one hour after that instant: what the old
 * rule wrote. So nothing else moves: 12-hour offer expiries, 72-hour timers, retries after a
 * failure, and every instant before 2026-11-01, where both rules agree. Running it twice moves
 * nothing more.
 */
export class VancouverKeepsUtcMinus71764500000000 implements MigrationInterface {
  name = 'VancouverKeepsUtcMinus71764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);
    // As each engine's datetime columns hold an instant: timestamptz, or SQLite's UTC text.
    const stored = (date: Date) => (postgres ? date : date.toISOString().slice(0, 23).replace('T', ' '));
    const read = (value: Date | string) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));
    const writtenByOldRule = (value: Date | string, right: Date) => read(value).getTime() === right.getTime() + HOUR_MS;

    const bookingsById = async (ids: number[]) => {
      if (ids.length === 0) return new Map<number, { bookingDate: string; timeSlot: string }>();
      const rows = (await queryRunner.query(`SELECT id, "bookingDate", "timeSlot" FROM booking WHERE id IN (${ids.map((_, index) => parameter(index)).join(', ')})`, ids)) as {
        id: number;
        bookingDate: string;
        timeSlot: string;
      }[];
      return new Map(rows.map((row) => [Number(row.id), row]));
    };

    // Offers that close at their booking's start closed at the old start: they move with it.
    const offers = (await queryRunner.query(
      `SELECT o.id, o."expiresAt", b."bookingDate", b."timeSlot" FROM offer o JOIN booking b ON b.id = o."bookingId" WHERE o.status = 'open'`,
    )) as { id: number; expiresAt: Date | string; bookingDate: string; timeSlot: string }[];
    const movedOffers = new Map<number, Date>();
    for (const offer of offers) {
      const start = bookingStart(offer);
      if (!writtenByOldRule(offer.expiresAt, start)) continue;
      await queryRunner.query(`UPDATE offer SET "expiresAt" = ${parameter(0)} WHERE id = ${parameter(1)}`, [stored(start), offer.id]);
      movedOffers.set(Number(offer.id), start);
    }

    const jobs = (await queryRunner.query(
      `SELECT id, kind, payload, "runAt" FROM job WHERE state = 'queued' AND kind IN ('remindBooking', 'alertUnstaffed', 'askConfirmation', 'escalateConfirmation', 'remindCredentialExpiry', 'expireCredential', 'runPayouts', 'expireOffers')`,
    )) as QueuedJob[];
    const payloads = jobs.map((job) => JSON.parse(job.payload) as { bookingId?: number; credentialId?: number; daysBefore?: number; offerIds?: number[] });
    const bookings = await bookingsById([...new Set(payloads.flatMap(({ bookingId }) => (bookingId === undefined ? [] : [bookingId])))]);
    const credentialIds = [...new Set(payloads.flatMap(({ credentialId }) => (credentialId === undefined ? [] : [credentialId])))];
    const credentials =
      credentialIds.length === 0
        ? new Map<number, string>()
        : new Map(
            ((await queryRunner.query(`SELECT id, "expiresOn" FROM credential WHERE id IN (${credentialIds.map((_, index) => parameter(index)).join(', ')})`, credentialIds)) as { id: number; expiresOn: string }[]).map(
              (row) => [Number(row.id), row.expiresOn],
            ),
          );

    for (const [index, job] of jobs.entries()) {
      const payload = payloads[index]!;
      let right: Date | undefined;
      if (job.kind in HOURS_BEFORE_START) {
        const booking = bookings.get(payload.bookingId!);
        if (booking) right = new Date(bookingStart(booking).getTime() - HOURS_BEFORE_START[job.kind]! * HOUR_MS);
      } else if (job.kind === 'remindCredentialExpiry' || job.kind === 'expireCredential') {
        const expiresOn = credentials.get(payload.credentialId!);
        if (expiresOn) right = job.kind === 'expireCredential' ? vancouverInstant(shiftDay(expiresOn, 1), 0) : vancouverInstant(shiftDay(expiresOn, -payload.daysBefore!), CREDENTIAL_REMINDER_HOUR);
      } else if (job.kind === 'runPayouts') {
        right = vancouverInstant(vancouverToday(read(job.runAt)), PAYOUT_RUN_HOUR);
      } else {
        right = (payload.offerIds ?? []).map((offerId) => movedOffers.get(offerId)).find((start) => start !== undefined);
      }
      if (right && writtenByOldRule(job.runAt, right)) {
        await queryRunner.query(`UPDATE job SET "runAt" = ${parameter(0)} WHERE id = ${parameter(1)}`, [stored(right), job.id]);
      }
    }
  }

  async down(): Promise<void> {
    // The old instants were wrong; there is nothing to go back to.
  }
}
