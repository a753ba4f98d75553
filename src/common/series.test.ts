import { describe, expect, it } from 'vitest';
import { seriesOfferSummary } from './series.js';

describe('a series offer in a line', () => {
  it('names the count, the weekdays, the first and last days and the pay, as DECISIONS.md section 20 shows it', () => {
    const fridays = ['2026-12-11', '2026-12-18', '2026-12-25', '2027-01-01', '2027-01-08', '2027-01-15', '2027-01-22', '2027-01-29'];
    expect(seriesOfferSummary(fridays, 166_400)).toBe('8 sessions, Fridays, Dec 11 - Jan 29, $1,664.00');
    expect(seriesOfferSummary(['2026-12-11', '2026-12-14'], 32_000)).toBe('2 sessions, Mondays and Fridays, Dec 11 - Dec 14, $320.00');
    expect(seriesOfferSummary(['2026-12-11'], 16_000)).toBe('1 session, Fridays, Dec 11, $160.00');
  });
});
