import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { antdThemeConfig } from './AntdTheme';
import { withoutUnusedColumns } from './gridRules';

/**
 * The CSS antd's CSS-in-JS would generate in the browser for `part`, computed at build time
 * (vite.config.ts, `*.antd.css`) by rendering it on the server. Never part of the client
 * bundle.
 *
 * Generating these styles is most of the time an antd form takes to appear (on a mid-range
 * phone, long tasks of a few hundred ms). The CSS ends with antd's map of the styles it holds
 * (`.data-ant-cssinjs-cache-path`); when that stylesheet is loaded before the part first
 * renders, antd reads the map and skips generating and injecting them. The component styles
 * are the same for both themes and with or without motion (they read CSS variables, which
 * antd still writes at run time), so one light render serves all. Anything the map lacks is
 * generated at run time as before.
 */
export function antdStylesOf(part: ReactElement): string {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={antdThemeConfig('light', false)}>{part}</ConfigProvider>
    </StyleProvider>,
  );
  return withoutUnusedColumns(extractStyle(cache, { plain: true, types: 'style' }), html);
}
