import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingStart, vancouverInstant, vancouverToday } from '../../src/common/vancouver-time.js';
import { timeZoneDataProblem } from '../../src/server/core/time-zone-data.js';

/**
 * British Columbia keeps UTC−7 all year since its change of 2026-03-08 (DECISIONS.md section 22).
 * The instants are written by hand, never computed with the runtime's own zone data.
 */
describe("Vancouver's clock", () => {
  it.each([
    ['2026-03-01', '2026-03-01T16:00:00.000Z', 'the last winter at UTC−8'],
    ['2026-07-10', '2026-07-10T15:00:00.000Z', 'summer'],
    ['2026-11-01', '2026-11-01T15:00:00.000Z', 'the day it used to fall back'],
    ['2026-12-10', '2026-12-10T15:00:00.000Z', 'the first winter at UTC−7'],
    ['2027-03-14', '2027-03-14T15:00:00.000Z', 'no spring change in 2027'],
    ['2027-11-08', '2027-11-08T15:00:00.000Z', 'no autumn change in 2027'],
  ])('starts an 8 AM session on %s at %s (%s)', (bookingDate, instant) => {
    expect(bookingStart({ bookingDate, timeSlot: 'morning' }).toISOString()).toBe(instant);
  });

  it.each([
    ['2025-11-02T06:59:59.999Z', '2025-11-01', 'the last minute of a day at UTC−7, the night it fell back'],
    ['2025-11-03T07:59:59.999Z', '2025-11-02', 'the last minute of that day, at UTC−8'],
    ['2025-11-03T08:00:00.000Z', '2025-11-03', 'the next midnight, at UTC−8'],
    ['2026-03-08T07:59:59.999Z', '2026-03-07', 'the last minute of the last day at UTC−8'],
    ['2026-03-09T06:59:59.999Z', '2026-03-08', 'the last minute of the day of the change, at UTC−7'],
    ['2026-11-02T06:59:59.999Z', '2026-11-01', 'the last minute of the day it used to fall back'],
    ['2026-12-07T06:59:59.999Z', '2026-12-06', 'a winter evening at UTC−7'],
    ['2026-12-07T07:00:00.000Z', '2026-12-07', 'the next midnight'],
  ])('at %s, today is %s in Vancouver (%s)', (instant, day) => {
    expect(vancouverToday(new Date(instant))).toBe(day);
  });

  it('is read from time-zone data that knows the change: 2027-01-15T12:00Z is 05:00 in Vancouver', () => {
    expect(vancouverInstant('2027-01-15', 5).toISOString()).toBe('2027-01-15T12:00:00.000Z');
    expect(timeZoneDataProblem()).toBeNull();
  });
});

/** This machine's own Node, when it is older than the project's and its zone data predates 2026b (these machines ship Node 20, tz 2025c). */
const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => {
  if (!existsSync(candidate)) return false;
  const tz = spawnSync(candidate, ['-p', 'process.versions.tz'], { encoding: 'utf8' }).stdout.trim();
  return tz !== '' && tz < '2026b';
});

describe.skipIf(!machineNode)('on a runtime whose time-zone data still moves Vancouver to UTC−8', () => {
  const refusal = /^Node \d+\.\d+\.\d+ has time-zone data 20\d\d[a-z], which puts Vancouver at UTC−8 in winter: ChefConnect needs Node 24 with time-zone data 2026b or newer/;

  it('the server refuses to start, with one line', () => {
    const started = spawnSync(machineNode!, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.server.json', 'src/server/index.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'sqlite::memory:', PORT: '0' },
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split('\n')).toHaveLength(1);
    expect(started.stderr).toMatch(refusal);
    expect(started.stdout).not.toContain('listening');
  });

  it('the test setup refuses to run the suite', () => {
    const run = spawnSync(machineNode!, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'sqlite', 'src/common/chefs.test.ts'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/Node \d+\.\d+\.\d+ has time-zone data 20\d\d[a-z], which puts Vancouver at UTC−8 in winter/);
    expect(run.stdout + run.stderr).not.toMatch(/Tests\s+\d+ passed/);
  });
});
