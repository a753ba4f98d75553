import type { Browser, Locator, Page } from 'playwright-core';
import type { ApiClient } from '../../integration/harness.js';
import { openPage, type PageOptions } from './browser.js';

/**
 * A browser of its own at `path`, signed in with the session cookies `client` holds, the
 * welcome to business `businessId` already seen.
 */
export async function openSignedIn(
  browser: Browser,
  serverUrl: string,
  client: ApiClient,
  businessId: number,
  path: string,
  pageOptions: PageOptions = {},
): Promise<{ page: Page; pageErrors: string[] }> {
  const { page, pageErrors } = await openPage(browser, pageOptions);
  const context = page.context();
  await context.addCookies([...client.snapshot()].map(([name, value]) => ({ name, value, url: serverUrl })));
  await context.addInitScript((id) => localStorage.setItem(`chefconnect-welcome-shown-${id}`, 'test'), businessId);
  await page.goto(serverUrl + path);
  return { page, pageErrors };
}

/** The business's dashboard, signed in: the first of its upcoming bookings, once shown. */
export async function openBusinessDashboard(
  browser: Browser,
  serverUrl: string,
  business: { client: ApiClient; businessId: number },
  pageOptions: PageOptions = {},
): Promise<{ page: Page; pageErrors: string[]; first: Locator }> {
  const { page, pageErrors } = await openSignedIn(browser, serverUrl, business.client, business.businessId, `/dashboard/${business.businessId}`, pageOptions);
  const first = page.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem').first();
  await first.waitFor();
  return { page, pageErrors, first };
}

const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** Shows the month of the day in the calendar (Next month as often as needed) and clicks it. */
export async function clickCalendarDay(page: Page, isoDay: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Next month' }).waitFor();
  const day = panel.getByRole('button', { name: longDay.format(new Date(`${isoDay}T12:00:00Z`)), exact: true });
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries += 1) {
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}
