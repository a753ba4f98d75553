import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DataProviders } from './DataProviders';
import { SafeDangerTheme } from './SafeDangerTheme';

/** The root of an area shown without the public header and footer (admin, chef portal): the data layer and the area's pages. */
export function StandaloneAreaRoot() {
  return (
    <DataProviders>
      <SafeDangerTheme>
        <Outlet />
      </SafeDangerTheme>
      <ScrollRestoration />
    </DataProviders>
  );
}
