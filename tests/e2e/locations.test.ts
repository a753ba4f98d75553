import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerWithAccount, teamMember } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, holdCalls, THEMED_SIZES, VIEWPORTS } from './helpers/browser.js';
import { openSignedIn } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * A group's locations in a real browser (DECISIONS.md section 18): an owner adds a location,
 * switches to it with the sidebar's switcher, and moves hours to it after a confirmation,
 * seeing both banks; a manager is offered neither form.
 */

const suite = useBrowserAndServer();

/** An option of the antd select that is open. */
async function pickOption(page: Page, option: string) {
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

async function choose(page: Page, label: string, option: string) {
  await page.locator('#main-content').getByLabel(label, { exact: true }).click();
  await pickOption(page, option);
}

/** A view of the sidebar, behind the menu button on a phone. */
async function openView(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: /^Dashboard menu/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the Locations view', () => {
  it.each(THEMED_SIZES)('an owner adds a location, switches to it in the sidebar and moves hours to it, seeing both banks ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Harbour Grill' });
    const second = `Harbour Grill ${options.theme === 'dark' ? 'Victoria' : 'Whistler'}`;
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, '/dashboard?view=locations', options);
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    // One business: no switcher, nothing to move hours between.
    expect(await page.getByRole('navigation', { name: 'Your locations' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Move hours' }).count()).toBe(0);

    const add = page.getByRole('region', { name: 'Add a location' });
    await add.getByRole('button', { name: 'Add location' }).click();
    await add.getByText('Business name is required').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await add.getByLabel('Business Name').fill(second);
    await choose(page, 'Business Type', 'Restaurant');
    await add.getByLabel('Business Address').fill('8 Quay Street');
    await add.getByLabel('City').fill('Victoria');
    await choose(page, 'Province', 'British Columbia');
    await add.getByLabel('Postal Code').fill('V8W 1B1');
    await add.getByRole('button', { name: 'Add location' }).click();
    await add.getByText(`${second} was added`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The sidebar's switcher opens the new location, and the session acts for it.
    const switcher = page.getByRole('navigation', { name: 'Your locations' });
    await switcher.getByRole('link', { name: second }).click();
    // A new location's dashboard welcomes its first visit, as a new business's does.
    await page.getByRole('dialog', { name: /^Welcome to ChefConnect/ }).getByRole('button', { name: 'Close' }).click();
    await page.getByText(`Here is what is happening at ${second}.`).waitFor();
    expect(await switcher.getByRole('link', { name: second }).getAttribute('aria-current')).toBe('page');
    const session = await page.evaluate(() => fetch('/api/session').then((response) => response.json() as Promise<{ business: { businessName: string } }>));
    expect(session.business.businessName).toBe(second);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await openView(page, 'Locations');
    const move = page.getByRole('region', { name: 'Move hours' });
    await choose(page, 'From', 'Harbour Grill');
    await choose(page, 'To', second);
    // A part hour is refused with the rule, not rounded into hours nobody chose to move.
    await move.getByLabel('Hours').fill('2.5');
    await move.getByRole('button', { name: 'Move hours' }).click();
    await move.getByText('Hours must be a whole number of at least 1').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await move.getByLabel('Hours').fill('4');
    await move.getByRole('button', { name: 'Move hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 4 hours?' });
    await dialog.getByText(`4 hours leave the labor bank of Harbour Grill and go to ${second}.`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // While the move is on its way the dialog cannot be canceled: a move never looks canceled and then happens.
    const moving = await holdCalls(page, (url) => url.pathname.includes('business.locations.transfer'));
    await dialog.getByRole('button', { name: 'Move hours' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    moving.release();
    await move.getByText('Harbour Grill: 11 hours available').waitFor();
    await move.getByText(`${second}: 4 hours available`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // More than the source holds: the server's 409, in its words.
    await move.getByLabel('Hours').fill('40');
    await move.getByRole('button', { name: 'Move hours' }).click();
    await page.getByRole('dialog', { name: 'Move 40 hours?' }).getByRole('button', { name: 'Move hours' }).click();
    await move.getByRole('alert').filter({ hasText: 'Not enough hours in your labor bank' }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("shows the error state when the switch to another location fails, never that location's dashboard under the first one's session; Refresh Page switches", async () => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Quay Bakery' });
    const second = 'Quay Bakery Nanaimo';
    const opened = await owner.client.post('/api/business/locations', { businessName: second, businessType: 'bakery', businessAddress: '8 Front Street', city: 'Nanaimo', state: 'BC', zipCode: 'V9R 5H7' });
    expect(opened.status, opened.text).toBe(201);
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, `/dashboard/${owner.businessId}`);
    await page.getByText('Here is what is happening at Quay Bakery.').waitFor();
    const sessionsBusiness = () => page.evaluate(() => fetch('/api/session').then(async (response) => ((await response.json()) as { business: { businessName: string } }).business.businessName));

    // The switch's call fails as a dropped connection would.
    await page.route('**/trpc/business.locations.switch**', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Your locations' }).getByRole('link', { name: second }).click();
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor();
    expect(await page.getByText(`Here is what is happening at ${second}.`).count()).toBe(0);
    expect(await sessionsBusiness()).toBe('Quay Bakery');

    await page.unroute('**/trpc/business.locations.switch**');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByRole('dialog', { name: /^Welcome to ChefConnect/ }).getByRole('button', { name: 'Close' }).click();
    await page.getByText(`Here is what is happening at ${second}.`).waitFor();
    expect(await sessionsBusiness()).toBe(second);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('shows the error state, not an endless skeleton, when the session cannot be read though the dashboard loads', async () => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Tidewater Cafe' });
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, '/dashboard');
    await page.getByText('Here is what is happening at Tidewater Cafe.').waitFor();
    // Every call that asks for the session is answered 503; the dashboard's own call gets through.
    const asksForSession = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes('public.session');
    await page.route(asksForSession, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) }));
    await page.goto(`${suite.server.url}/dashboard/${owner.businessId}`);
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor();
    await page.unroute(asksForSession);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByText('Here is what is happening at Tidewater Cafe.').waitFor();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('offers a manager the locations to open, but neither adding one nor moving hours', async () => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Corner Deli' });
    const manager = await teamMember(suite.server, owner.businessId, 'manager');
    const { page } = await openSignedIn(suite.browser, suite.server.url, manager.client, owner.businessId, '/dashboard?view=locations', { viewport: VIEWPORTS.phone });
    await page.getByRole('region', { name: 'Your locations' }).getByText('Corner Deli').waitFor();
    expect(await page.getByRole('region', { name: 'Add a location' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Move hours' }).count()).toBe(0);
  }, 60_000);
});
