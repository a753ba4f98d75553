import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

type ThemeMode = 'light' | 'dark';

/**
 * antd's theme for the parts of the app that use antd components. Only modules that already
 * import antd import this one, so the marketing pages' first paint never loads antd's core:
 * the page-level colours (--cc-* in global.css) are static CSS computed from these tokens.
 *
 * Colours chosen for WCAG AA contrast, which antd's defaults miss: its primary (#1677ff) fails
 * on white, a primary dark enough for white button text is too dark to read as a link on the
 * dark background (so links get their own colour there), and its placeholder grey is too faint.
 * Changing them means regenerating the --cc-* values in global.css (see the comment there).
 */
export const themeTokens: Record<ThemeMode, { colorPrimary: string; colorLink: string; colorTextPlaceholder: string }> = {
  light: { colorPrimary: '#0958d9', colorLink: '#0958d9', colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)' },
  dark: { colorPrimary: '#1668dc', colorLink: '#69b1ff', colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)' },
};

/**
 * Buttons under the pointer: antd lightens the primary for a primary button's hover (4.2:1 under
 * its white label in both themes, below AA) and uses that colour for a default button's hover
 * text (4.2:1 on white, 4.5 short on the dark page). Here a primary button darkens instead, and in
 * the dark theme a default button's hover and press text take the dark theme's link blues, on
 * the page's background. The admin browser tests audit each hovered, in both themes.
 */
const buttonTokens: Record<ThemeMode, NonNullable<ThemeConfig['components']>['Button']> = {
  light: { colorPrimaryHover: '#003eb3', colorPrimaryActive: '#002c8c' },
  dark: {
    colorPrimaryHover: '#1554ad',
    colorPrimaryActive: '#15417e',
    defaultHoverColor: '#69b1ff',
    defaultHoverBorderColor: '#69b1ff',
    defaultActiveColor: '#4096ff',
    defaultActiveBorderColor: '#4096ff',
  },
};

/** Visitors who asked their system for less motion get no antd animations (WCAG 2.3.3). */
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The mode is <html data-theme>, which public/theme-init.js sets before the first paint and
 * the header's toggle (app/theme.tsx) updates; shared code reads it there rather than from
 * the app's context.
 */
function subscribeToThemeAttribute(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function currentMode(): ThemeMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** antd's theme for a mode: also what the build renders antd parts with (lib/antdStaticStyles.tsx). */
export function antdThemeConfig(mode: ThemeMode, reducedMotion = prefersReducedMotion): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...themeTokens[mode], motion: !reducedMotion },
    components: { Button: buttonTokens[mode] },
  };
}

/** Wraps antd components in a ConfigProvider that follows the current light/dark mode. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const mode = useSyncExternalStore(subscribeToThemeAttribute, currentMode);
  const antTheme = useMemo(() => antdThemeConfig(mode), [mode]);
  return <ConfigProvider theme={antTheme}>{children}</ConfigProvider>;
}

/** The layout route that app/router.tsx puts around every lazily loaded area (they all use antd). */
export function AntdThemeOutlet() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
