import { vancouverInstant } from '../../common/vancouver-time.js';

/**
 * Why this runtime cannot tell Vancouver's time, or null when it can. British Columbia keeps
 * UTC−7 all year since 2026 (DECISIONS.md section 22); time-zone data older than 2026b still
 * moves it to UTC−8 on 2026-11-01, which would make every instant from then on an hour late.
 * Asked at start-up and before the tests run, so a wrong clock stops everything at once.
 */
export function timeZoneDataProblem(): string | null {
  if (vancouverInstant('2027-01-15', 5).toISOString() === '2027-01-15T12:00:00.000Z') return null;
  return (
    `Node ${process.versions.node} has time-zone data ${process.versions.tz ?? '(unknown)'}, which puts Vancouver at UTC−8 in winter: ` +
    'ChefConnect needs Node 24 with time-zone data 2026b or newer (npm install brings it; start through npm start or npm test)'
  );
}
