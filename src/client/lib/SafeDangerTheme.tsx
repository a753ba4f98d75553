import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { useMemo, type ReactNode } from 'react';

/**
 * antd's danger red (#ff4d4f) carries white text at 3.3:1 only, and reads as red text on white
 * no better; areas that delete, cancel and revoke darken it in both themes (modals included:
 * they read this context).
 */
export function SafeDangerTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const dark = token.colorBgContainer.toLowerCase() !== '#ffffff';
  const dangerTheme = useMemo(() => ({ token: { colorError: dark ? '#d32029' : '#cf1322' } }), [dark]);
  return <ConfigProvider theme={dangerTheme}>{children}</ConfigProvider>;
}
