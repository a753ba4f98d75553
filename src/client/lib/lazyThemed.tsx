import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part made of antd components, rendered inside antd's themed
 * ConfigProvider. The theme (antd's core) and the part's own chunk load in parallel, when it
 * first renders: a page that paints in plain CSS brings antd only with the parts that use it.
 */
export function lazyThemed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [{ AntdTheme }, Part] = await Promise.all([import('./AntdTheme'), load()]);
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
