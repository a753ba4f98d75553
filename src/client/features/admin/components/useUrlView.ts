import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZES } from '../../../../common/schemas/admin';

export type PageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** Paging and search, common to every admin table's view. */
export interface PagedView {
  page: number;
  pageSize: PageSize;
  search: string;
}

/** Page, size and search as the URL gives them, each replaced by its default when it is not valid. */
export function readPaging(params: URLSearchParams, defaults: PagedView): PagedView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : defaults.page,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? (pageSize as PageSize) : defaults.pageSize,
    search: (params.get('q') ?? '').slice(0, 200),
  };
}

/** One of `values` from the URL, or the default. */
export function readChoice<T extends string>(value: string | null, values: readonly T[], fallback: T): T;
export function readChoice<T extends string>(value: string | null, values: readonly T[], fallback: undefined): T | undefined;
export function readChoice<T extends string>(value: string | null, values: readonly T[], fallback: T | undefined): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** A day (YYYY-MM-DD) from the URL, or undefined. */
export function readDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * A table's view (paging, sorting, search, filters) kept in the query string so that a
 * reload, a shared link and the back button all show the same view. Defaults stay out of the
 * URL. `names` gives each view field its short URL name. A view without paging (the
 * Operations board's filter) uses it as well.
 */
export function useUrlView<V extends object>(defaults: V, names: Record<keyof V, string>, read: (params: URLSearchParams) => V) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => read(params), [params, read]);
  // react-router hands a functional update the query string of the last render, not of the
  // last navigation: two changes before a render (From, then To, typed quickly) would lose the
  // first. The query string asked for last is kept until the location has caught up.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  const update = useCallback(
    (change: Partial<V>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...read(asked.current ?? current), ...change };
          const result = new URLSearchParams();
          for (const key of Object.keys(names) as (keyof V)[]) {
            if (next[key] !== undefined && next[key] !== defaults[key]) result.set(names[key], String(next[key]));
          }
          asked.current = result;
          return result;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams, read, names, defaults],
  );

  return { view, update };
}
