import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

/**
 * antd's danger red (#ff4d4f) carries white text at 3.3:1 only, and reads as red text on white
 * no better; areas that delete, cancel and revoke set their own (modals included: they read
 * this context). On white, a dark red serves both red text and white text on red. On the dark
 * theme no red can: red text on near-black needs a light red, which white text on a solid
 * button cannot sit on, so there a solid danger button's text is near-black instead.
 */
const DANGER_ON_LIGHT = { token: { colorError: '#cf1322' } };
const DANGER_ON_DARK = { token: { colorError: '#ff7875' }, components: { Button: { dangerColor: '#141414' } } };

export function SafeDangerTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const dark = token.colorBgContainer.toLowerCase() !== '#ffffff';
  return <ConfigProvider theme={dark ? DANGER_ON_DARK : DANGER_ON_LIGHT}>{children}</ConfigProvider>;
}
