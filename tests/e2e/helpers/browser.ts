import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium: no browser is ever downloaded (STACK-NOTES.md). */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  /** The phone of DECISIONS.md section 17's walk-through (an iPhone 12 to 15). */
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions extends BrowserContextOptions {
  /** Saved theme choice to start with, as a returning visitor would have it. */
  theme?: 'light' | 'dark';
}

/** The two looks a screen is checked in: desktop in the light theme, a 390 px phone in the dark one. */
export const THEMED_SIZES = [
  { name: 'desktop, light theme', options: { theme: 'light' } as PageOptions },
  { name: '390 px, dark theme', options: { theme: 'dark', viewport: VIEWPORTS.phone } as PageOptions },
];

/** Every theme at every size: for screens a role changes, where each look is checked. */
export const EVERY_THEME_AND_SIZE = [
  ...THEMED_SIZES,
  { name: 'desktop, dark theme', options: { theme: 'dark' } as PageOptions },
  { name: '390 px, light theme', options: { theme: 'light', viewport: VIEWPORTS.phone } as PageOptions },
];

/**
 * A page in a fresh context (its own cookies and storage). axe needs pages made this way,
 * not by browser.newPage(). Errors thrown in the page fail the test that reads pageErrors.
 */
export async function openPage(
  browser: Browser,
  { theme, ...contextOptions }: PageOptions = {},
): Promise<{ page: Page; pageErrors: string[] }> {
  // Reduced motion: the app then turns antd's animations off, so axe never measures the
  // contrast of a dialog or toast half-way through fading in.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', ...contextOptions });
  if (theme) {
    await context.addInitScript((saved) => localStorage.setItem('chefconnect-theme', saved), theme);
  }
  // Well inside the test timeout, so a missing element fails with its locator in the message.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, pageErrors };
}

/** The page is wider than the viewport: the visitor would have to scroll sideways. */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Picks an option of the antd Select labelled `label` (its options are not native <option>s). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-dropdown').getByText(option, { exact: true }).click();
}

/** Every tRPC request the page has made so far, by URL (from its origin on) and what started it ('link' for a preload). */
export function trpcRequests(page: Page): Promise<{ url: string; initiator: string }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/trpc/'))
      .map((entry) => ({ url: entry.name.slice(location.origin.length), initiator: (entry as PerformanceResourceTiming).initiatorType })),
  );
}

/**
 * Waits for the toast with this title, found by its text rather than as "the" toast: another may
 * still be fading, and the newest is the one a repeated title refers to. Its description must
 * contain `description` when given; `timeout` for an answer slow on a busy machine. Answers the
 * toast, for what else a test reads of it.
 */
export async function expectToast(page: Page, title: string, { description, timeout }: { description?: string; timeout?: number } = {}): Promise<Locator> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title }).last();
  await notice.waitFor({ state: 'visible', timeout });
  if (description) expect(await notice.textContent()).toContain(description);
  return notice;
}

/**
 * Holds the page's calls to `url` until `release()`, as a slow connection would, to see a screen
 * while its call is on its way; then each goes on to the server, or with `drop` fails as a lost
 * connection does. `stop()` lets later calls through untouched.
 */
export async function holdCalls(page: Page, url: string | ((url: URL) => boolean), outcome: 'answer' | 'drop' = 'answer') {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await (outcome === 'drop' ? route.abort() : route.continue());
  });
  return { release, stop: () => page.unroute(url) };
}
