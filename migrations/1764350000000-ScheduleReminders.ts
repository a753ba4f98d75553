import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bookingStart } from '../src/common/vancouver-time.js';

const HOUR_MS = 3_600_000;
/** The jobs a booking is given when it is made (src/server/services/reminders.ts), as of this migration. */
const SCHEDULED = [
  { kind: 'remindBooking', key: 'reminder', hoursBefore: 24 },
  { kind: 'alertUnstaffed', key: 'unstaffedAlert', hoursBefore: 48 },
] as const;

/**
 * Confirmed bookings made before reminders existed (DECISIONS.md section 10) get the jobs a
 * booking made now gets: its reminder 24 hours and its unstaffed alert 48 hours before its
 * start (due at once when that is past), named after it. A booking already started gets none;
 * one that already has such a job keeps it.
 */
export class ScheduleReminders1764350000000 implements MigrationInterface {
  name = 'ScheduleReminders1764350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);
    // As each engine's datetime columns hold an instant: timestamptz, or SQLite's UTC text.
    const instant = (date: Date) => (postgres ? date : date.toISOString().slice(0, 23).replace('T', ' '));
    const now = new Date();
    const yesterday = new Date(now.getTime() - 24 * HOUR_MS).toISOString().slice(0, 10);
    const bookings = (await queryRunner.query(
      `SELECT id, "bookingDate", "timeSlot" FROM booking WHERE status = 'confirmed' AND "bookingDate" >= ${parameter(0)}`,
      [yesterday],
    )) as { id: number; bookingDate: string; timeSlot: string }[];
    const exists = `SELECT 1 FROM job WHERE "jobKey" = ${parameter(0)}`;
    const insert =
      'INSERT INTO job (kind, payload, state, "runAt", attempts, "jobKey", "createdAt", "updatedAt") ' +
      `VALUES (${[0, 1, 2, 3, 4, 5, 6, 7].map(parameter).join(', ')})`;
    for (const booking of bookings) {
      const start = bookingStart(booking).getTime();
      if (start <= now.getTime()) continue;
      for (const { kind, key, hoursBefore } of SCHEDULED) {
        const jobKey = `${key}:${booking.id}`;
        if (((await queryRunner.query(exists, [jobKey])) as unknown[]).length > 0) continue;
        const runAt = new Date(start - hoursBefore * HOUR_MS);
        await queryRunner.query(insert, [kind, JSON.stringify({ bookingId: booking.id }), 'queued', instant(runAt), 0, jobKey, instant(now), instant(now)]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM job WHERE state = 'queued' AND kind IN ('remindBooking', 'alertUnstaffed')`);
  }
}
