import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DataProviders } from '../../../lib/DataProviders';
import './admin.css';

/** Everything under /admin: the data layer, without the public header and footer. */
export function AdminRoot() {
  return (
    <DataProviders>
      <Outlet />
      <ScrollRestoration />
    </DataProviders>
  );
}
