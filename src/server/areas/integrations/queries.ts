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

export const apiKeySql = (parameter: (index: number) => string) => ({
  /**
   * One call with a key: counted in its rate-limit window by this one statement, so that
   * processes counting at once never lose a count (the row is locked for the update). A window
   * that ended (its start is not after `now − 60 s`, parameters 0 and 1, the same: SQLite's
   * placeholders are positional) starts again at this call (`now`, parameter 2); `lastUsedAt`
   * (parameter 3, `now` to the minute) is written with the count. Parameter 4 is the key's hash. A
   * key of a closed business counts nothing and answers no row, as an unknown one does.
   */
  call: `UPDATE api_key SET
      "windowCalls" = CASE WHEN "windowStartedAt" > ${parameter(0)} THEN "windowCalls" + 1 ELSE 1 END,
      "windowStartedAt" = CASE WHEN "windowStartedAt" > ${parameter(1)} THEN "windowStartedAt" ELSE ${parameter(2)} END,
      "lastUsedAt" = ${parameter(3)}
    WHERE "keyHash" = ${parameter(4)} AND "businessId" IN (SELECT id FROM business WHERE "closedAt" IS NULL)
    RETURNING id, "businessId", name, role, "windowStartedAt", "windowCalls",
      (SELECT min(contact.id) FROM contact WHERE contact."businessId" = api_key."businessId") AS "contactId"`,
});
