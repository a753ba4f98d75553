import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** The weekly payout run, Wednesdays at 09:00 Vancouver time (DECISIONS.md section 13). */
  runPayouts: Record<string, never>;
  /** PAYOUTS=stripe: a payout's Connect transfer (DECISIONS.md section 13). */
  transferPayout: { payoutId: number };
  }
}

/** The weekly payout run. */
export function payoutsJobHandlers(services: Services): Pick<JobHandlers, 'runPayouts' | 'transferPayout'> {
  return {
    runPayouts: () => services.payouts.weeklyRun(),
    transferPayout: ({ payoutId }) => services.payoutAccounts.transferPayout(payoutId),
  };
}
