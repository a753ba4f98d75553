import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router-dom';
import { DataProviders } from './DataProviders';

/**
 * The root of an area shown without the public header and footer (admin, chef portal): the
 * data layer and scroll restoration around the area's pages, and no antd, so a page of the
 * area can paint before antd loads.
 */
export function AreaDataRoot({ children }: { children: ReactNode }) {
  return (
    <DataProviders>
      {children}
      <ScrollRestoration />
    </DataProviders>
  );
}
