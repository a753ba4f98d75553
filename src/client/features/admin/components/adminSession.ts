import type { QueryClient } from '@tanstack/react-query';
import { forgetRouterData } from '../../../lib/signedInArea';

/** Drops every cached admin answer, so the next admin who signs in never sees stale data. */
export function forgetAdminData(queryClient: QueryClient): void {
  forgetRouterData(queryClient, 'admin');
}

export const LOGIN_PATH = '/admin/login';

/** Where the login page returns to after a 401 sent the admin there. */
export interface LoginRedirectState {
  from?: string;
}
