import { PAYOUT_STATUSES } from '../../../../common/schemas/payouts';
import { useStatusView } from './useStatusView';

/** The payouts table's status filter, in the URL like the other admin tables' views. */
export function usePayoutsView() {
  return useStatusView(PAYOUT_STATUSES);
}
