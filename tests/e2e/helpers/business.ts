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
