import { PAYOUT_STATUSES, type PayoutStatus } from '../../../../common/schemas/payouts';
import { readChoice, useUrlView } from './useUrlView';

export interface PayoutsView {
  status?: PayoutStatus;
}

const DEFAULT_VIEW: PayoutsView = {};

/** e.g. /admin/payouts?status=pending */
const PARAM = { status: 'status' } as const;

function readView(params: URLSearchParams): PayoutsView {
  return { status: readChoice(params.get(PARAM.status), PAYOUT_STATUSES, undefined) };
}

/** The payouts table's status filter, in the URL like the other admin tables' views. */
export function usePayoutsView() {
  return useUrlView(DEFAULT_VIEW, PARAM, readView);
}
