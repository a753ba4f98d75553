import { timeZoneDataProblem } from '../../src/server/core/time-zone-data.js';

/** Vitest's global setup: a runtime that puts Vancouver at UTC−8 after 2026-11-01 runs no test. */
export default function refuseAWrongClock(): void {
  const problem = timeZoneDataProblem();
  if (problem) throw new Error(problem);
}
