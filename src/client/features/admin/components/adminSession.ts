import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** tRPC keys read [['admin', 'businesses'], {...}]: true for any admin procedure. */
export function isAdminKey(key: QueryKey | undefined): boolean {
  const path = key?.[0];
  return Array.isArray(path) && path[0] === 'admin';
}

/** Drops every cached admin answer, so the next admin who signs in never sees stale data. */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isAdminKey(query.queryKey) });
}

export const LOGIN_PATH = '/admin/login';

/** Where the login page returns to after a 401 sent the admin there. */
export interface LoginRedirectState {
  from?: string;
}
