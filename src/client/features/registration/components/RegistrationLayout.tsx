import { Outlet } from 'react-router-dom';
import { AntdTheme } from '../../../lib/AntdTheme';
import { DataProviders } from '../../../lib/DataProviders';

/**
 * Steps 2 to 5: their pages are antd forms and call the server (blocked days, registration),
 * so they render inside antd's theme and the data layer. Step 1 is outside: it paints its frame
 * before antd loads (pages/BusinessStepPage.tsx).
 */
export function RegistrationLayout() {
  return (
    <AntdTheme>
      <DataProviders>
        <Outlet />
      </DataProviders>
    </AntdTheme>
  );
}
