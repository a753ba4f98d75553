import { Outlet } from 'react-router-dom';
import { AreaDataRoot } from './AreaDataRoot';
import { SafeDangerTheme } from './SafeDangerTheme';

/** A standalone area whose every page uses antd (admin): the data layer, then the pages in the safe danger red. */
export function StandaloneAreaRoot() {
  return (
    <AreaDataRoot>
      <SafeDangerTheme>
        <Outlet />
      </SafeDangerTheme>
    </AreaDataRoot>
  );
}
