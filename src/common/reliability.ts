import { formatLongDay } from './dates.js';
import { vancouverToday } from './vancouver-time.js';

/**
 * A chef's reliability (DECISIONS.md section 14), as the server counts it and the portal explains
 * it: the same numbers on both sides.
 */

export const RELIABILITY_EVENT_KINDS = ['late-release', 'no-show', 'missed-confirmation'] as const;
export type ReliabilityEventKind = (typeof RELIABILITY_EVENT_KINDS)[number];

/** The assigned chef is asked to confirm this many hours before the start ... */
export const CONFIRMATION_REQUEST_HOURS = 48;
/** ... and, still unconfirmed this many hours before, has missed it: a last reminder, support told, the board flags it. */
export const CONFIRMATION_DEADLINE_HOURS = 12;

/** The record looks back this many days. */
export const RELIABILITY_WINDOW_DAYS = 90;
/** A release less than this many hours before the start is a late release. */
export const LATE_RELEASE_HOURS = 24;

/** Strikes each event carries: a no-show 2, a late release 1, a missed confirmation none. */
export const STRIKES: Record<ReliabilityEventKind, number> = { 'no-show': 2, 'late-release': 1, 'missed-confirmation': 0 };

/** This many strikes within the 90 days suspend a chef ... */
export const SUSPENSION_STRIKES = 3;
/** ... for this many days from the last strike. */
export const SUSPENSION_DAYS = 14;

/** What each event takes off the score of 100. */
export const SCORE_PENALTIES: Record<ReliabilityEventKind, number> = { 'no-show': 15, 'late-release': 5, 'missed-confirmation': 2 };

/** The record of the last 90 days. */
export interface ReliabilityCounts {
  completed: number;
  lateReleases: number;
  noShows: number;
  missedConfirmations: number;
}

/** 100 less the penalties, not below 0; null ("New") for a chef who has not yet completed a session. */
export function reliabilityScore(counts: Omit<ReliabilityCounts, 'completed'>, hasCompletedEver: boolean): number | null {
  if (!hasCompletedEver) return null;
  const penalty =
    SCORE_PENALTIES['no-show'] * counts.noShows + SCORE_PENALTIES['late-release'] * counts.lateReleases + SCORE_PENALTIES['missed-confirmation'] * counts.missedConfirmations;
  return Math.max(0, 100 - penalty);
}

/** A chef with no score yet counts as this when eligible chefs are ordered. */
export const NEW_CHEF_SCORE = 80;

/** What orders eligible chefs: the business's favourites, then score (New counts as 80), then rating. */
export interface StaffingRank {
  favourite: boolean;
  score: number | null;
  rating: number | null;
}

/** Best first (DECISIONS.md section 14); chefs alike keep their order (by name). A rating not yet shown counts below any. */
export function byStaffingRank(a: StaffingRank, b: StaffingRank): number {
  return Number(b.favourite) - Number(a.favourite) || (b.score ?? NEW_CHEF_SCORE) - (a.score ?? NEW_CHEF_SCORE) || (b.rating ?? -1) - (a.rating ?? -1);
}

/** The score, as the admin's screens and the portal write it. */
export function scoreLabel(score: number | null): string {
  return score === null ? 'New' : String(score);
}

/** The last day of a suspension in words, in Vancouver: "Friday, December 11, 2026". */
export function suspensionEndText(suspendedUntil: Date | string): string {
  return formatLongDay(vancouverToday(new Date(suspendedUntil)));
}
