import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayIndex } from '../../src/common/vancouver-time.js';
import { adminCaller, registerWithAccount, startTestServer, vancouverDay, watchStatements, type TestServer } from './harness.js';

/**
 * Figures of a standing booking at its cap (DECISIONS.md section 20): POST /api/bookings/series
 * booking 52 sessions (Mondays and Thursdays for 26 weeks), timed from the request to the last
 * byte of its answer, and the SQL statements it runs (transaction control aside), on the
 * project's engine. Printed for the record; the statements are held to a bound per session, so
 * a change that makes each session cost more queries shows here.
 */
const SESSIONS = 52;
const RUNS = 5;
/** Statements a session may cost (its checks, booking, ledger entry, event and jobs: 11.1 measured), the series' own few included. */
const STATEMENTS_PER_SESSION = 12;
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|START TRANSACTION)\b/i;

let server: TestServer;
let statements = 0;
let counting = false;

beforeAll(async () => {
  // No job runner: its polls would be counted with the call's statements.
  server = await startTestServer({ jobs: false });
  watchStatements(server, (text) => {
    if (counting && !CONTROL.test(text)) statements += 1;
  });
});
afterAll(async () => {
  await server?.stop();
});

/** The Monday of the week a month from now: 26 weeks of Mondays and Thursdays fit within six months of it. */
function aMondayAhead(): string {
  const day = vancouverDay(30);
  return vancouverDay(30 + (7 - weekdayIndex(day)) % 7);
}

describe(`a series of ${SESSIONS} sessions`, () => {
  it('is booked in one call; its time and statements are printed, the statements within a bound per session', async () => {
    const times: number[] = [];
    const counts: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { client, businessId } = await registerWithAccount(server);
      await adminCaller(server).admin.addHours({ businessId, hours: SESSIONS, reason: 'Series figures' });
      const body = { serviceType: 'virtual', firstDate: aMondayAhead(), timeSlot: 'morning', duration: 1, weekdays: ['MO', 'TH'], every: 1, count: SESSIONS };
      statements = 0;
      counting = true;
      const started = performance.now();
      const answer = await client.post('/api/bookings/series', body);
      times.push(performance.now() - started);
      counting = false;
      counts.push(statements);
      expect(answer.status, answer.text).toBe(201);
      expect(answer.json.bookings).toHaveLength(SESSIONS);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `[series figures, ${server.db.engine}] ${SESSIONS} sessions: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms (fastest ${sorted[0]!.toFixed(0)}, slowest ${sorted.at(-1)!.toFixed(0)}), ${counts[0]} statements (${(counts[0]! / SESSIONS).toFixed(1)} a session)`,
    );
    // The same work each time: the statements do not depend on the run.
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(SESSIONS * STATEMENTS_PER_SESSION);
  }, 300_000);
});
