import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINDING_YOUR_CHEF } from '../../src/common/session-life.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { expectToast, trpcRequests, VIEWPORTS } from './helpers/browser.js';
import { clickCalendarDay, openBusinessDashboard } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';
import { tapTargetProblems } from './helpers/taps.js';

/**
 * A café owner's first walk on a 390 px phone (DECISIONS.md section 17): nothing says a chef is
 * booked before one is, the header knows them on every page, and every tap is finger-sized.
 * One business, signed in once; the tests build on each other.
 */

const suite = useBrowserAndServer();

let page: Page;
let pageErrors: string[];
let businessId: number;

beforeAll(async () => {
  // Its registration's booking gets a chef; a second one waits for one.
  const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(12) });
  const admin = await adminClient(suite.server);
  const chef = await chefFixtures(suite.server, admin).availableChef({ name: 'Priya Raman' });
  const [registered] = (await business.client.get(`/api/dashboard/${business.businessId}`)).json.bookings as { id: number }[];
  expect((await admin.put(`/api/admin/bookings/${registered!.id}/chef`, { chefId: chef.id })).status).toBe(200);
  ({ page, pageErrors } = await openBusinessDashboard(suite.browser, suite.server.url, business, { viewport: VIEWPORTS.phone }));
  businessId = business.businessId;
});

function upcoming() {
  return page.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem');
}

/** The header's signed-in actions sit in its menu on a phone. */
async function expectSignedInHeader(): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  const menu = header.locator('.cc-mobile-menu');
  await menu.getByText('Hi, Jamie', { exact: true }).waitFor();
  await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
  await menu.getByRole('button', { name: 'Logout' }).waitFor();
  expect(await header.getByRole('link', { name: 'Log In' }).count()).toBe(0);
  expect(await header.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
  await header.getByRole('button', { name: 'Menu' }).click();
}

describe('a business on a phone', () => {
  it('books with Schedule New and is told a chef is being found, not that one is booked', async () => {
    await page.getByRole('link', { name: 'Schedule New' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule a New Booking' }).waitFor();
    await clickCalendarDay(page, vancouverDay(20));
    await page.getByRole('tabpanel').getByRole('radio', { name: /^Afternoon/ }).check();
    await page.getByRole('tabpanel').getByPlaceholder('Enter desired hours (1-12)').fill('3');
    await page.getByRole('button', { name: 'Book Now' }).click();

    const toast = await expectToast(page, "Booking confirmed: we're finding your chef");
    expect(await toast.innerText()).not.toContain('booked');
    await page.waitForURL(suite.server.url + `/dashboard/${businessId}`);
    await expect.poll(() => upcoming().count()).toBe(2);
  });

  it('shows "Awaiting chef" and what happens next on the booking without a chef, and the chef on the other', async () => {
    const [staffed, waiting] = [upcoming().first(), upcoming().nth(1)];
    await staffed.getByText('Priya Raman').waitFor();
    expect(await staffed.innerText()).not.toContain(FINDING_YOUR_CHEF);
    await waiting.getByText('Awaiting chef', { exact: true }).waitFor();
    expect(await waiting.innerText()).toContain(FINDING_YOUR_CHEF);
  });

  it('keeps its greeting, Dashboard and Logout in the header on /pricing and Schedule New, never Log In', async () => {
    // Watches every page load from its start: not even a flash of "Log In" while the session loads.
    await page.context().addInitScript(() => {
      const watched = window as unknown as { logInShown?: boolean };
      new MutationObserver(() => {
        if (Array.from(document.querySelectorAll('header a')).some((link) => link.textContent?.trim() === 'Log In')) watched.logInShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [path, heading] of [
      ['/pricing', /./],
      [`/register/schedule-calendar?businessId=${businessId}&skipRegistration=true`, 'Schedule a New Booking'],
    ] as const) {
      // A fresh page load, as from a bookmark: nothing carried over in memory.
      await page.goto(suite.server.url + path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectSignedInHeader();
      expect(await page.evaluate(() => (window as unknown as { logInShown?: boolean }).logInShown ?? false), path).toBe(false);
    }
  });

  it('has every button and link of the dashboard at least 44 px tall, 8 px apart', async () => {
    await page.goto(suite.server.url + `/dashboard/${businessId}`);
    await upcoming().first().waitFor();
    const main = page.getByRole('main');
    expect(await tapTargetProblems(main)).toEqual([]);
    // Its header, with the menu closed and open.
    const header = page.getByRole('banner');
    expect(await tapTargetProblems(header), 'header').toEqual([]);
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await tapTargetProblems(header), 'header menu').toEqual([]);
    await header.getByRole('button', { name: 'Menu' }).click();
    // Every view of the dashboard menu, with the menu open and closed.
    const toggle = page.getByRole('button', { name: /^Dashboard menu/ });
    for (const view of ['My Bookings', 'Labor Bank', 'Profile', 'Settings']) {
      await toggle.click();
      expect(await tapTargetProblems(main), `menu open on the way to ${view}`).toEqual([]);
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: view }).click();
      await page.getByRole('heading', { level: 1, name: view }).waitFor();
      expect(await tapTargetProblems(main), view).toEqual([]);
    }
    // A dialog of the dashboard: its buttons and its close button.
    await toggle.click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Request Additional Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Additional Hours' });
    await dialog.getByRole('button', { name: 'Submit Request' }).waitFor();
    expect(await tapTargetProblems(dialog), 'Request Additional Hours').toEqual([]);
  });

  it('has every button and link of the booking calendar at least 44 px tall, 8 px apart', async () => {
    await page.goto(suite.server.url + `/dashboard/${businessId}`);
    await page.getByRole('link', { name: 'Schedule New' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule a New Booking' }).waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Next month' }).waitFor();
    expect(await tapTargetProblems(page.getByRole('main'))).toEqual([]);
  });

  it('after Logout shows Log In again, and a public page no longer asks who is signed in', async () => {
    const header = page.getByRole('banner');
    const askedWhoIsSignedIn = async () => (await trpcRequests(page)).filter((call) => call.url.includes('public.session'));
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.evaluate(() => performance.clearResourceTimings());
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.server.url}/login`);
    // The header knows at once: Log In, without asking the server again.
    await header.locator('.cc-mobile-menu a', { hasText: 'Log In' }).waitFor({ state: 'attached' });
    expect(await askedWhoIsSignedIn()).toEqual([]);
    await page.goto(`${suite.server.url}/pricing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.locator('.cc-mobile-menu').getByRole('link', { name: 'Log In' }).waitFor();
    expect(await header.getByText('Hi, Jamie').count()).toBe(0);
    // /pricing asks for its packs; nothing asks who is signed in.
    expect(await askedWhoIsSignedIn()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
