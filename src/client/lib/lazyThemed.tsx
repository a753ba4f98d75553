import { lazy, type ComponentType } from 'react';
import { preloadAfterPaint } from './preloadAfterPaint';

/**
 * React.lazy for a part made of antd components, rendered inside antd's themed
 * ConfigProvider. The theme (antd's core) and the part's own chunk load in parallel, when it
 * first renders: a page that paints in plain CSS brings antd only with the parts that use it.
 *
 * Each import asks for every chunk it needs at once (Vite adds a modulepreload link for each),
 * and starting a request costs the renderer up to a millisecond (four times that on a phone):
 * the chunks the server names for after the page's first paint (the part's, where the page
 * lists it) are asked for first, a few per task (lib/preloadAfterPaint.ts), and the part's
 * import starts a task after the theme's, so that neither asks for dozens in one task.
 */
export function lazyThemed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await preloadAfterPaint();
    const theme = import('./AntdTheme');
    await new Promise((resolve) => setTimeout(resolve));
    const [{ AntdTheme }, Part] = await Promise.all([theme, load()]);
    function Themed(props: Props) {
      return (
        <AntdTheme>
          <Part {...props} />
        </AntdTheme>
      );
    }
    return { default: Themed };
  });
}
