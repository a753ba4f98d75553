import { ADMIN_SORT_FIELDS, type AdminSortField } from '../../../../common/schemas/admin';
import { readChoice, readPaging, useUrlView, type PagedView } from './useUrlView';

export interface BusinessTableView extends PagedView {
  sortBy: AdminSortField;
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_VIEW: BusinessTableView = { page: 1, pageSize: 20, search: '', sortBy: 'createdAt', sortOrder: 'desc' };

/** URL names: short and readable, e.g. /admin/dashboard?q=bistro&sort=city&order=asc&page=2 */
const PARAM = { page: 'page', pageSize: 'size', search: 'q', sortBy: 'sort', sortOrder: 'order' } as const;

function readView(params: URLSearchParams): BusinessTableView {
  return {
    ...readPaging(params, DEFAULT_VIEW),
    sortBy: readChoice(params.get(PARAM.sortBy), ADMIN_SORT_FIELDS, DEFAULT_VIEW.sortBy),
    sortOrder: readChoice(params.get(PARAM.sortOrder), ['asc', 'desc'] as const, DEFAULT_VIEW.sortOrder),
  };
}

/** The businesses table's paging, sorting and search, in the URL. */
export function useBusinessTableView() {
  return useUrlView(DEFAULT_VIEW, PARAM, readView);
}
