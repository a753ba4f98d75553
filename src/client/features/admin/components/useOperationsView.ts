import { STAFFING_STATES, type Staffing } from '../../../../common/chefs';
import { readChoice, readDay, useUrlView } from './useUrlView';

export interface OperationsView {
  staffing?: Staffing;
  /** Booking days (Vancouver), YYYY-MM-DD, both ends included; without them, the next 14 days. */
  from?: string;
  to?: string;
}

const DEFAULT_VIEW: OperationsView = {};

/** e.g. /admin/operations?staffing=awaiting-chef&from=2026-12-14&to=2026-12-31 */
const PARAM = { staffing: 'staffing', from: 'from', to: 'to' } as const;

export const STAFFING_VALUES = STAFFING_STATES.map((state) => state.value);

function readView(params: URLSearchParams): OperationsView {
  return {
    staffing: readChoice(params.get(PARAM.staffing), STAFFING_VALUES, undefined),
    from: readDay(params.get(PARAM.from)),
    to: readDay(params.get(PARAM.to)),
  };
}

/** The Operations board's staffing filter and days, in the URL like the other admin tables' views. */
export function useOperationsView() {
  return useUrlView(DEFAULT_VIEW, PARAM, readView);
}

/** Where the admin dashboard's "Unstaffed within 48 hours" leads. */
export const AWAITING_CHEF_BOARD = `/admin/operations?${PARAM.staffing}=awaiting-chef`;
