import { describe, expect, it } from 'vitest';
import { byStaffingRank, reliabilityScore } from './reliability.js';

describe('reliabilityScore', () => {
  it('is 100 less 15 a no-show, 5 a late release and 2 a missed confirmation, never below 0, and null before a first completed session', () => {
    // Sessions completed add nothing: only whether there was a first one.
    const counts = { noShows: 1, lateReleases: 2, missedConfirmations: 3 };
    expect(reliabilityScore(counts, true)).toBe(100 - 15 - 10 - 6);
    expect(reliabilityScore({ ...counts, noShows: 7 }, true)).toBe(0);
    expect(reliabilityScore({ noShows: 0, lateReleases: 0, missedConfirmations: 0 }, false)).toBeNull();
  });
});

describe('byStaffingRank', () => {
  it('puts favourites first, then the higher score (New as 80), then the higher rating (none lowest)', () => {
    const chef = (name: string, favourite: boolean, score: number | null, rating: number | null) => ({ name, favourite, score, rating });
    const chefs = [chef('rated 4', false, 80, 4), chef('new', false, null, null), chef('rated 5', false, 80, 5), chef('81', false, 81, null), chef('favourite', true, 10, null)];
    expect([...chefs].sort(byStaffingRank).map(({ name }) => name)).toEqual(['favourite', '81', 'rated 5', 'rated 4', 'new']);
  });
});
