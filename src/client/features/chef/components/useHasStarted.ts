import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a start further away is simply checked again then. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether `startsAt` (an ISO instant) has passed, turning true at that moment on a page left
 * open, so a chef waiting for the session's start sees the hours form appear without a reload.
 */
export function useHasStarted(startsAt: string): boolean {
  const start = Date.parse(startsAt);
  const [now, setNow] = useState(() => Date.now());
  const started = now >= start;
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(start - Date.now(), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [start, started, now]);
  return started;
}
