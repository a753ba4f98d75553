import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { noteBusinessSignedIn } from './signedInHint';
import { trpc } from './trpc';

/**
 * The signed-in business contact for the header's greeting, or null. Call it only where the
 * signed-in actions are shown (paths under /dashboard, and every page the server marked signed
 * in): other visitors' pages make no session call. Each answer updates the header
 * (lib/signedInHint.ts), so a session that has ended turns it back to "Log In".
 */
export function useSignedInBusiness() {
  const session = trpc.public.session.useQuery();
  const answered = session.data;
  useEffect(() => {
    if (answered) noteBusinessSignedIn(answered.business !== null);
  }, [answered]);
  return answered?.business ?? null;
}

/**
 * The header's and the dashboard sidebar's Logout (DECISIONS.md section 2): ends the server
 * session, forgets every cached answer and that a business was signed in, then goes to /login
 * even if the call fails (the cookie then simply expires).
 */
export function useBusinessLogout(): { logOut: () => void; pending: boolean } {
  const leave = useLeaveBusinessSession();
  const logout = trpc.public.logout.useMutation({ onSettled: () => leave('/login') });
  return { logOut: () => logout.mutate(), pending: logout.isPending };
}

/**
 * After the server ended the business's session (a logout, a closed account): forgets every
 * cached answer and that a business was signed in, then goes to `path`.
 */
export function useLeaveBusinessSession(): (path: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (path) => {
    queryClient.clear();
    noteBusinessSignedIn(false);
    navigate(path);
  };
}
