import { ORDER_STATUSES, type OrderStatus } from '../../../../common/schemas/billing';
import { readChoice, readDay, useUrlView } from './useUrlView';

export interface FinanceView {
  status?: OrderStatus;
  /** Creation days (Vancouver), YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  search: string;
}

const DEFAULT_VIEW: FinanceView = { search: '' };

/** e.g. /admin/finance?status=paid&from=2026-01-01&to=2026-01-31&q=INV-2026 */
const PARAM = { status: 'status', from: 'from', to: 'to', search: 'q' } as const;

function readView(params: URLSearchParams): FinanceView {
  return {
    status: readChoice(params.get(PARAM.status), ORDER_STATUSES, undefined),
    from: readDay(params.get(PARAM.from)),
    to: readDay(params.get(PARAM.to)),
    search: (params.get(PARAM.search) ?? '').slice(0, 200),
  };
}

/** The finance orders table's filters and search, in the URL like the other admin tables' views. */
export function useFinanceView() {
  return useUrlView(DEFAULT_VIEW, PARAM, readView);
}
