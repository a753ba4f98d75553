import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { useMemo, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DataProviders } from '../../../lib/DataProviders';
import './admin.css';

/**
 * antd's danger red (#ff4d4f) carries white text at 3.3:1 only; the admin area deletes and
 * cancels, so its red is darkened in both themes (modals included: they read this context).
 */
function AdminTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const dark = token.colorBgContainer.toLowerCase() !== '#ffffff';
  const adminTheme = useMemo(() => ({ token: { colorError: dark ? '#d32029' : '#cf1322' } }), [dark]);
  return <ConfigProvider theme={adminTheme}>{children}</ConfigProvider>;
}

/** Everything under /admin: the data layer, without the public header and footer. */
export function AdminRoot() {
  return (
    <DataProviders>
      <AdminTheme>
        <Outlet />
      </AdminTheme>
      <ScrollRestoration />
    </DataProviders>
  );
}
