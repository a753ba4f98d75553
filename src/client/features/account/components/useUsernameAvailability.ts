import { useEffect, useState } from 'react';
import { USERNAME_MIN_LENGTH } from '../../../../common/constants';
import { username as usernameSchema } from '../../../../common/schemas/account';
import { trpc } from '../../../lib/trpc';

/** SPEC.md section 4: checked 500 ms after the last keystroke. */
const CHECK_DELAY_MS = 500;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/**
 * Whether a username is free, asked once typing pauses and the name has 3 or more
 * characters (and is one the form would accept). A failed check is only logged (SPEC.md
 * section 8): the name then stays "not known to be available".
 */
export function useUsernameAvailability(typed: string): Availability {
  const name = typed.trim();
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(name), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [name]);

  const checkable = name.length >= USERNAME_MIN_LENGTH && usernameSchema.safeParse(name).success;
  const check = trpc.public.checkUsername.useQuery(
    { username: settled },
    // Someone may take a name at any time: ask again rather than trust an old answer.
    { enabled: checkable && settled === name, staleTime: 0, gcTime: 0 },
  );

  useEffect(() => {
    if (check.error) console.error('Username check failed', check.error);
  }, [check.error]);

  if (!checkable) return 'idle';
  if (settled !== name || check.isFetching) return 'checking';
  if (check.error) return 'unknown';
  if (!check.data) return 'checking';
  return check.data.exists ? 'taken' : 'available';
}
