import ConfigProvider from 'antd/es/config-provider';
import { Outlet } from 'react-router-dom';
import { AntdTheme } from '../../../lib/AntdTheme';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';

/**
 * The portal's dialogs open outside its frame (at the end of <body>): this class lets chef.css
 * reach their buttons, which are phone-sized taps too (DECISIONS.md section 17).
 */
const PORTAL_DIALOGS = { className: 'cc-chef-dialog' };

/**
 * antd's theme, with the safe danger red, around the portal's pages, which use antd: a layout
 * route of its own, so the sign-in page beside it paints without antd (routes.tsx).
 */
export function ChefPortalTheme() {
  return (
    <AntdTheme>
      <SafeDangerTheme>
        <ConfigProvider modal={PORTAL_DIALOGS}>
          <Outlet />
        </ConfigProvider>
      </SafeDangerTheme>
    </AntdTheme>
  );
}
