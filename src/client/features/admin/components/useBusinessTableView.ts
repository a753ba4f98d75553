import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZES, ADMIN_SORT_FIELDS, type AdminSortField } from '../../../../common/schemas/admin';

export interface BusinessTableView {
  page: number;
  pageSize: (typeof ADMIN_PAGE_SIZES)[number];
  search: string;
  sortBy: AdminSortField;
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_VIEW: BusinessTableView = { page: 1, pageSize: 20, search: '', sortBy: 'createdAt', sortOrder: 'desc' };

/** URL names: short and readable, e.g. /admin/dashboard?q=bistro&sort=city&order=asc&page=2 */
const PARAM = { page: 'page', pageSize: 'size', search: 'q', sortBy: 'sort', sortOrder: 'order' } as const;

function readView(params: URLSearchParams): BusinessTableView {
  const page = Number(params.get(PARAM.page));
  const pageSize = Number(params.get(PARAM.pageSize));
  const sortBy = params.get(PARAM.sortBy);
  const sortOrder = params.get(PARAM.sortOrder);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : DEFAULT_VIEW.page,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? (pageSize as BusinessTableView['pageSize'])
      : DEFAULT_VIEW.pageSize,
    search: (params.get(PARAM.search) ?? '').slice(0, 200),
    sortBy: (ADMIN_SORT_FIELDS as readonly string[]).includes(sortBy ?? '') ? (sortBy as AdminSortField) : DEFAULT_VIEW.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_VIEW.sortOrder,
  };
}

/**
 * The admin table's paging, sorting and search, kept in the query string so that a reload, a
 * shared link and the back button all show the same view. Defaults stay out of the URL.
 */
export function useBusinessTableView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);

  const update = useCallback(
    (change: Partial<BusinessTableView>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...readView(current), ...change };
          const result = new URLSearchParams();
          for (const key of Object.keys(PARAM) as (keyof BusinessTableView)[]) {
            if (next[key] !== DEFAULT_VIEW[key]) result.set(PARAM[key], String(next[key]));
          }
          return result;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { view, update };
}
