import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside this region at 375 px, never the page. The region is a
 * tab stop with a name so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * Used instead of antd's scroll.x, whose hidden measuring row copies focusable header cells.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cc-admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
