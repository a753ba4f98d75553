import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** The weekly payout run. */
export function payoutsJobHandlers(services: Services): Pick<JobHandlers, 'runPayouts' | 'transferPayout'> {
  return {
    runPayouts: () => services.payouts.weeklyRun(),
    transferPayout: ({ payoutId }) => services.payoutAccounts.transferPayout(payoutId),
  };
}
