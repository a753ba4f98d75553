import { describe, expect, it } from 'vitest';
import { weekdayOf } from './eligibility.js';

// The rules themselves are conditions of SQL, tried on both engines in tests/integration/eligibility.test.ts.

describe('weekdayOf', () => {
  it('reads a calendar day as its Monday-first weekday, whatever zone the machine runs in', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-06', '2026-03-08', '2026-11-01'].map(weekdayOf)).toEqual(['monday', 'tuesday', 'sunday', 'sunday', 'sunday']);
  });
});
