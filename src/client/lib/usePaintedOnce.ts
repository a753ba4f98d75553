import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the page once. A page that paints in plain CSS uses it
 * to start what it needs only later (a lazy part, a schema) after its first paint: React.lazy
 * or an import in an effect would otherwise put those requests ahead of that paint.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A timeout set in an animation frame runs after that frame has been painted.
    let timeout: number | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    };
  }, []);
  return painted;
}
