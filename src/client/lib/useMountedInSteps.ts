import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a form's `count` parts to render: none in its first commit, then one more per task
 * until all are. Mounting an antd form is one long commit (antd's theme and each component's
 * style variables, layout effects and the re-render those effects ask for), about 60 ms on a
 * fast machine and four times that on a mid-range phone, during which the page answers no tap
 * or key. Mounted the form's frame first (the theme's variables) and then a part at a time,
 * each commit is short and input is handled in between; the first part appears sooner than the
 * whole form did and the rest follow within a few frames, into space the page keeps for the
 * whole form so that nothing below it moves.
 *
 * Without a window (the build renders the form on the server for its static antd CSS,
 * lib/antdStaticStyles.tsx) every part renders at once, so that CSS covers them all.
 */
export function useMountedInSteps(count: number): number {
  const [mounted, setMounted] = useState(() => (typeof window === 'undefined' ? count : 0));
  useEffect(() => {
    if (mounted >= count) return;
    const timeout = window.setTimeout(() => startTransition(() => setMounted((shown) => shown + 1)));
    return () => window.clearTimeout(timeout);
  }, [mounted, count]);
  return mounted;
}
