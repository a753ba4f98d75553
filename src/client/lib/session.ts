import { trpc } from './trpc';

/**
 * The signed-in business contact for the header's greeting, or null. Call it only where the
 * signed-in area is shown (paths under /dashboard): the public pages make no session call.
 */
export function useSignedInBusiness() {
  const session = trpc.public.session.useQuery();
  return session.data?.business ?? null;
}
