import type { Browser, Locator, Page } from 'playwright-core';
import type { ApiClient } from '../../integration/harness.js';
import { openPage, type PageOptions } from './browser.js';

/**
 * The business's dashboard in a browser of its own, signed in with the session cookie its API
 * client holds (the welcome already seen): the first of its upcoming bookings, once shown.
 */
export async function openBusinessDashboard(
  browser: Browser,
  serverUrl: string,
  business: { client: ApiClient; businessId: number },
  pageOptions: PageOptions = {},
): Promise<{ page: Page; pageErrors: string[]; first: Locator }> {
  const { page, pageErrors } = await openPage(browser, pageOptions);
  const context = page.context();
  await context.addCookies([...business.client.snapshot()].map(([name, value]) => ({ name, value, url: serverUrl })));
  await context.addInitScript((id) => localStorage.setItem(`chefconnect-welcome-shown-${id}`, 'test'), business.businessId);
  await page.goto(`${serverUrl}/dashboard/${business.businessId}`);
  const first = page.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem').first();
  await first.waitFor();
  return { page, pageErrors, first };
}
