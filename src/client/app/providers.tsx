import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToastRequested } from '../lib/toast';
import { ThemeModeProvider } from './theme';

const ToastHost = lazy(() => import('./ToastHost'));

/** Mounts the toast host on the first toast, keeping its code out of the initial bundle. */
function ToastMount() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/**
 * No antd here: the page-level colours (--cc-* in global.css) are static CSS keyed on the
 * data-theme attribute, and antd's ConfigProvider (lib/AntdTheme.tsx) wraps only the parts
 * that use antd components, so the marketing pages paint without loading antd's core.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <div className="cc-root">{children}</div>
      <ToastMount />
    </ThemeModeProvider>
  );
}
