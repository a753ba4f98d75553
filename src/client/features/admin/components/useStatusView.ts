import { useCallback } from 'react';
import { readChoice, useUrlView } from './useUrlView';

export interface StatusView<Status extends string> {
  status?: Status;
}

/** e.g. /admin/payouts?status=pending */
const PARAM = { status: 'status' } as const;
/** Every status, the default view, stays out of the URL. */
const ALL_STATUSES = {};

/** A table filtered by one status (payouts, credentials), the filter in the URL like the other admin tables' views. */
export function useStatusView<Status extends string>(statuses: readonly Status[]) {
  const readView = useCallback((params: URLSearchParams): StatusView<Status> => ({ status: readChoice(params.get(PARAM.status), statuses, undefined) }), [statuses]);
  return useUrlView<StatusView<Status>>(ALL_STATUSES, PARAM, readView);
}
