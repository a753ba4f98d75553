import { ConfigProvider, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { onToastRequested } from '../lib/toast';
import { ThemeModeProvider, useThemeMode, type ThemeMode } from './theme';

/**
 * Colours chosen for WCAG AA contrast, which antd's defaults miss: its primary (#1677ff) fails
 * on white, a primary dark enough for white button text is too dark to read as a link on the
 * dark background (so links get their own colour there), and its placeholder grey is too faint.
 */
const themeTokens: Record<ThemeMode, { colorPrimary: string; colorLink: string; colorTextPlaceholder: string }> = {
  light: { colorPrimary: '#0958d9', colorLink: '#0958d9', colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)' },
  dark: { colorPrimary: '#1668dc', colorLink: '#69b1ff', colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)' },
};

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
 * Exposes the current antd tokens as CSS custom properties, so the plain layout CSS in
 * global.css (header, footer, sections, link buttons) follows the same theme algorithm as
 * the antd components.
 */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const style = {
    '--cc-bg-layout': token.colorBgLayout,
    '--cc-bg-container': token.colorBgContainer,
    '--cc-fill': token.colorFillQuaternary,
    '--cc-fill-hover': token.colorFillTertiary,
    '--cc-border': token.colorBorderSecondary,
    '--cc-border-strong': token.colorBorder,
    '--cc-text': token.colorText,
    '--cc-text-secondary': token.colorTextSecondary,
    '--cc-primary': token.colorPrimary,
    '--cc-primary-hover': token.colorPrimaryHover,
    '--cc-primary-bg': token.colorPrimaryBg,
    '--cc-on-primary': token.colorTextLightSolid,
    '--cc-link': token.colorLink,
    '--cc-radius': `${token.borderRadiusLG}px`,
    '--cc-radius-sm': `${token.borderRadius}px`,
  } as CSSProperties;
  return (
    <div className="cc-root" style={style}>
      {children}
    </div>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <ThemedAntd>{children}</ThemedAntd>
    </ThemeModeProvider>
  );
}

/** Visitors who asked their system for less motion get no antd animations (WCAG 2.3.3). */
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function ThemedAntd({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const antTheme = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { ...themeTokens[mode], motion: !prefersReducedMotion },
    }),
    [mode],
  );
  return (
    <ConfigProvider theme={antTheme}>
      <ThemedRoot>{children}</ThemedRoot>
      <ToastMount />
    </ConfigProvider>
  );
}
