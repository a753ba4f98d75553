import { Outlet } from 'react-router-dom';
import { AntdTheme } from '../../../lib/AntdTheme';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';

/**
 * antd's theme, with the safe danger red, around the portal's pages, which use antd: a layout
 * route of its own, so the sign-in page beside it paints without antd (routes.tsx).
 */
export function ChefPortalTheme() {
  return (
    <AntdTheme>
      <SafeDangerTheme>
        <Outlet />
      </SafeDangerTheme>
    </AntdTheme>
  );
}
