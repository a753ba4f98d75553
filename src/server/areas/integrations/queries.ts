/**
 * This area's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver).
 */
export const eventSql = (parameter: (index: number) => string) => ({
  /**
   * The business's next event number. The first event inserts the counter and every later one
   * updates it: either way the row stays locked until the recording transaction ends, so a
   * second transaction of the same business waits here and takes the number after it.
   */
  nextSequence: `INSERT INTO integration_event_counter ("businessId", "lastSequence") VALUES (${parameter(0)}, 1)
    ON CONFLICT ("businessId") DO UPDATE SET "lastSequence" = integration_event_counter."lastSequence" + 1
    RETURNING "lastSequence"`,
  insert: `INSERT INTO integration_event ("businessId", sequence, "publicId", type, "subjectId", "createdAt")
    VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)}, ${parameter(3)}, ${parameter(4)}, ${parameter(5)}) RETURNING id`,
  /** The webhooks a new event may go to: every booking runs this, so it is one indexed text rather than an ORM find. */
  subscribedWebhooks: `SELECT id, events FROM webhook WHERE "businessId" = ${parameter(0)} AND enabled = TRUE`,
});
