import { Outlet } from 'react-router-dom';
import { DataProviders } from '../../../lib/DataProviders';
import '../account.css';

/** Every account page calls the server, so the area brings the data layer. */
export function AccountLayout() {
  return (
    <DataProviders>
      <Outlet />
    </DataProviders>
  );
}
