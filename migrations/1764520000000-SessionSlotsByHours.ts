import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sessionSlots } from '../src/common/session-time.js';

interface HeldSession {
  assignmentId: number;
  chefId: number;
  bookingDate: string;
  timeSlot: string;
  duration: number;
}

/**
 * A session occupies every slot its hours touch (DECISIONS.md section 23), where an assignment
 * used to hold its time slot's (all day: all three). This rewrites each assignment's rows of
 * assignment_slot by its hours: a 6-hour morning comes to hold the afternoon too, a 3-hour
 * all-day session only the morning. A slot another assignment of the same chef already holds
 * stays with that one: the two were assigned under the old rule, and the key forbids a second
 * holder. Running it twice changes nothing more.
 */
export class SessionSlotsByHours1764520000000 implements MigrationInterface {
  name = 'SessionSlotsByHours1764520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);
    const sessions = (await queryRunner.query(
      'SELECT a.id AS "assignmentId", a."chefId" AS "chefId", b."bookingDate" AS "bookingDate", b."timeSlot" AS "timeSlot", b.duration AS duration FROM assignment a JOIN booking b ON b.id = a."bookingId" ORDER BY a.id',
    )) as HeldSession[];
    const rows = (await queryRunner.query('SELECT "assignmentId", slot FROM assignment_slot')) as { assignmentId: number; slot: string }[];
    const holding = new Map<number, Set<string>>();
    for (const row of rows) {
      const id = Number(row.assignmentId);
      holding.set(id, (holding.get(id) ?? new Set()).add(row.slot));
    }

    // Slots the hours no longer touch go first, so the slots they free can be taken below.
    const held = new Set<string>();
    for (const session of sessions) {
      const wanted = new Set<string>(sessionSlots({ timeSlot: session.timeSlot, duration: Number(session.duration) }));
      for (const slot of holding.get(Number(session.assignmentId)) ?? []) {
        if (wanted.has(slot)) held.add(`${session.chefId}|${session.bookingDate}|${slot}`);
        else await queryRunner.query(`DELETE FROM assignment_slot WHERE "assignmentId" = ${parameter(0)} AND slot = ${parameter(1)}`, [session.assignmentId, slot]);
      }
    }
    for (const session of sessions) {
      const has = holding.get(Number(session.assignmentId)) ?? new Set<string>();
      for (const slot of sessionSlots({ timeSlot: session.timeSlot, duration: Number(session.duration) })) {
        const key = `${session.chefId}|${session.bookingDate}|${slot}`;
        if (has.has(slot) || held.has(key)) continue;
        await queryRunner.query(`INSERT INTO assignment_slot ("chefId", "bookingDate", slot, "assignmentId") VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)}, ${parameter(3)})`, [
          session.chefId,
          session.bookingDate,
          slot,
          session.assignmentId,
        ]);
        held.add(key);
      }
    }
  }

  /** The slots by hours are as good a record under the old rule: nothing to undo. */
  async down(): Promise<void> {}
}
