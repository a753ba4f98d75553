import { Outlet } from 'react-router-dom';
import { DataProviders } from '../../../lib/DataProviders';
import '../registration.css';

/** The wizard's pages call the server (blocked days, registration), so they bring the data layer. */
export function RegistrationLayout() {
  return (
    <DataProviders>
      <Outlet />
    </DataProviders>
  );
}
