import { STAFFING_STATES, type Staffing } from '../../../../common/chefs';
import { readChoice, useUrlView } from './useUrlView';

export interface OperationsView {
  staffing?: Staffing;
}

const DEFAULT_VIEW: OperationsView = {};

/** e.g. /admin/operations?staffing=awaiting-chef */
const PARAM = { staffing: 'staffing' } as const;

export const STAFFING_VALUES = STAFFING_STATES.map((state) => state.value);

function readView(params: URLSearchParams): OperationsView {
  return { staffing: readChoice(params.get(PARAM.staffing), STAFFING_VALUES, undefined) };
}

/** The Operations board's staffing filter, in the URL like the other admin tables' views. */
export function useOperationsView() {
  return useUrlView(DEFAULT_VIEW, PARAM, readView);
}

/** Where the admin dashboard's "Unstaffed within 48 hours" leads. */
export const AWAITING_CHEF_BOARD = `/admin/operations?${PARAM.staffing}=awaiting-chef`;
