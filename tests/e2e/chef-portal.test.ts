import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, registrationBody } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The chef portal in headless Chromium: an admin invites a roster chef from the Chefs screen,
 * the chef follows the emailed link, keeps their week, time off and calendar feed, and the
 * portal stays a chef's only. The tests build on each other.
 */

const suite = useBrowserAndServer();
let chef: Page;
let chefErrors: string[];

const CHEF = { name: 'Marcus Thibodeau', email: 'marcus.thibodeau@chefs.chefconnect.ca' };
const NEXT_YEAR = new Date().getFullYear() + 1;
const TIME_OFF = { from: `${NEXT_YEAR}-03-10`, to: `${NEXT_YEAR}-03-12`, reason: 'Family wedding in Montreal' };

/** The path and query of the chef sign-in link in the newest email to `to` (the server's own origin may differ). */
async function signInLinkTo(to: string): Promise<string> {
  const email = (await suite.server.outbox()).filter((sent) => sent.to.includes(to)).at(-1);
  const link = email && /https?:\/\/\S+\/chef\/login\?token=[^\s]+/.exec(email.body)?.[0];
  if (!link) throw new Error(`no sign-in link to ${to} in the outbox`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function weekday(page: Page, day: string) {
  return page.getByRole('group', { name: day, exact: true });
}

async function feedUrl(page: Page): Promise<string> {
  return page.getByLabel('Calendar feed URL').inputValue();
}

/** GET of the feed by its path on the test server: the status a calendar app would get. */
async function feedStatus(url: string): Promise<number> {
  const response = await fetch(`${suite.server.url}${new URL(url).pathname}`);
  return response.status;
}

beforeAll(async () => {
  ({ page: chef, pageErrors: chefErrors } = await openPage(suite.browser));
});

describe('chef portal', () => {
  it('an admin invites a chef from the Chefs screen, and the emailed link signs the chef in to /chef', async () => {
    const { page: admin, pageErrors } = await openPage(suite.browser);
    await admin.goto(`${suite.server.url}/admin/login`);
    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.goto(`${suite.server.url}/admin/chefs?q=marcus`);
    await admin.getByRole('button', { name: `Invite ${CHEF.name}` }).click();
    await expectToast(admin, `Invitation sent to ${CHEF.email}`);

    // An admin session is not a chef's: the portal sends it to the chef sign-in page.
    await admin.goto(`${suite.server.url}/chef`);
    await admin.waitForURL('**/chef/login');
    expect(pageErrors).toEqual([]);
    await admin.context().close();

    await chef.goto(`${suite.server.url}${await signInLinkTo(CHEF.email)}`);
    await chef.waitForURL((url) => url.pathname === '/chef');
    await chef.getByRole('heading', { level: 1, name: `Welcome, ${CHEF.name}` }).waitFor();
    await chef.getByText('No open offers right now', { exact: false }).waitFor();
    await chef.getByText('No upcoming assignments yet', { exact: false }).waitFor();
  });

  it('shows the admin-only fields read-only and saves what the chef may edit', async () => {
    await chef.getByText('$65/hr').waitFor();
    await chef.getByText('Master Chef (18 years)').waitFor();
    // The schema's message, not the browser's bubble, for what is not a web address at all.
    await chef.getByLabel('Photo URL').fill('my photo');
    await chef.getByRole('button', { name: 'Save profile' }).click();
    await chef.getByText('Photo URL must start with https://').waitFor();
    await chef.getByLabel('Photo URL').fill('');
    await chef.getByLabel('Phone').fill('604-555-0199');
    await chef.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(chef, 'Profile saved');
  });

  it('saves the weekly availability, which a reload shows again', async () => {
    const monday = weekday(chef, 'Monday');
    await monday.getByRole('checkbox', { name: 'All day' }).setChecked(false);
    await monday.getByRole('checkbox', { name: 'Morning' }).check();
    await monday.getByRole('checkbox', { name: 'Evening' }).check();
    await weekday(chef, 'Saturday').getByRole('checkbox', { name: 'All day' }).check();
    await weekday(chef, 'Sunday').getByRole('checkbox', { name: 'All day' }).setChecked(false);
    await chef.getByRole('button', { name: 'Save availability' }).click();
    await expectToast(chef, 'Availability saved');

    await chef.reload();
    await chef.getByRole('heading', { level: 1, name: `Welcome, ${CHEF.name}` }).waitFor();
    expect(await monday.getByRole('checkbox', { name: 'Morning' }).isChecked()).toBe(true);
    expect(await monday.getByRole('checkbox', { name: 'Afternoon' }).isChecked()).toBe(false);
    expect(await monday.getByRole('checkbox', { name: 'Evening' }).isChecked()).toBe(true);
    for (const slot of ['Morning', 'Afternoon', 'Evening', 'All day']) {
      expect(await weekday(chef, 'Saturday').getByRole('checkbox', { name: slot }).isChecked()).toBe(true);
      expect(await weekday(chef, 'Sunday').getByRole('checkbox', { name: slot }).isChecked()).toBe(false);
    }
  });

  it("adds time off with the schema's rules, which a reload shows again, and removes it after a confirmation", async () => {
    await chef.getByLabel('From').fill(TIME_OFF.to);
    await chef.getByLabel('To', { exact: true }).fill(TIME_OFF.from);
    await chef.getByRole('button', { name: 'Add time off' }).click();
    await chef.getByText('The last day off cannot be before the first').waitFor();
    await chef.getByLabel('From').fill(TIME_OFF.from);
    await chef.getByLabel('To', { exact: true }).fill(TIME_OFF.to);
    await chef.getByLabel('Reason (optional)').fill(TIME_OFF.reason);
    await chef.getByRole('button', { name: 'Add time off' }).click();
    await expectToast(chef, 'Time off added');

    await chef.reload();
    const planned = chef.getByRole('list', { name: 'Planned time off' });
    await planned.getByText(TIME_OFF.reason).waitFor();

    await chef.getByLabel('From').fill(`${NEXT_YEAR}-07-01`);
    await chef.getByLabel('To', { exact: true }).fill(`${NEXT_YEAR}-07-01`);
    await chef.getByRole('button', { name: 'Add time off' }).click();
    await expect.poll(() => planned.getByRole('listitem').count()).toBe(2);
    await planned.getByRole('listitem').last().getByRole('button', { name: /^Remove time off/ }).click();
    const dialog = chef.getByRole('dialog', { name: 'Remove this time off?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(chef, 'Time off removed');
    await expect.poll(() => planned.getByRole('listitem').count()).toBe(1);
    await planned.getByText(TIME_OFF.reason).waitFor();
  });

  it('shows the private calendar feed URL, and replacing it revokes the old one', async () => {
    const oldUrl = await feedUrl(chef);
    expect(oldUrl).toMatch(/\/api\/chef\/calendar\/[^/]+\.ics$/);
    expect(await feedStatus(oldUrl)).toBe(200);
    await chef.getByRole('button', { name: 'Replace URL' }).click();
    const dialog = chef.getByRole('dialog', { name: 'Replace the calendar URL?' });
    await dialog.getByText('The current URL stops working', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Replace URL' }).click();
    await expectToast(chef, 'Calendar URL replaced');
    await expect.poll(() => feedUrl(chef)).not.toBe(oldUrl);
    expect(await feedStatus(oldUrl)).toBe(404);
    expect(await feedStatus(await feedUrl(chef))).toBe(200);
  });

  it('fits a 375 px phone without scrolling sideways', async () => {
    await chef.setViewportSize(VIEWPORTS.mobile);
    await chef.reload();
    await chef.getByRole('heading', { level: 1, name: `Welcome, ${CHEF.name}` }).waitFor();
    await chef.getByLabel('Calendar feed URL').waitFor();
    expect(await chef.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await chef.setViewportSize(VIEWPORTS.desktop);
  });

  it('has no serious accessibility violation on /chef and /chef/login', async () => {
    const problems = (await seriousAccessibilityViolations(chef)).map((violation) => `/chef: ${violation}`);
    const { page: visitor, pageErrors } = await openPage(suite.browser);
    await visitor.goto(`${suite.server.url}/chef/login`);
    await visitor.getByRole('heading', { level: 1, name: 'Chef sign in' }).waitFor();
    for (const violation of await seriousAccessibilityViolations(visitor)) problems.push(`/chef/login: ${violation}`);
    // The same chef in the dark theme: its red buttons (Replace URL, Remove) read on near-black too.
    const { page: dark, pageErrors: darkErrors } = await openPage(suite.browser, { theme: 'dark' });
    await dark.context().addCookies(await chef.context().cookies());
    await dark.goto(`${suite.server.url}/chef`);
    await dark.getByRole('button', { name: 'Replace URL' }).waitFor();
    for (const violation of await seriousAccessibilityViolations(dark)) problems.push(`/chef, dark: ${violation}`);
    expect(problems).toEqual([]);
    expect([...pageErrors, ...darkErrors]).toEqual([]);
    await visitor.context().close();
    await dark.context().close();
  });

  it('signs out to /chef/login, after which /chef leads there again', async () => {
    await chef.getByRole('button', { name: 'Sign out' }).click();
    await chef.waitForURL('**/chef/login');
    await chef.goto(`${suite.server.url}/chef`);
    await chef.waitForURL('**/chef/login');
    expect(chefErrors).toEqual([]);
  });
});

describe('chef sign-in page', () => {
  it('a used or unknown link says so and offers to send a new one, which answers with the server’s message', async () => {
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/chef/login?token=not-a-real-token`);
    await page.getByText('Invalid or expired sign-in link').waitFor();
    await page.waitForURL((url) => !url.search.includes('token'));
    await page.getByLabel('Email').fill('marcus');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(CHEF.email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByText('a sign-in link is on its way', { exact: false }).waitFor();

    // The new link signs in once; the same link a second time is refused.
    const link = await signInLinkTo(CHEF.email);
    await page.goto(`${suite.server.url}${link}`);
    await page.waitForURL((url) => url.pathname === '/chef');
    const { page: other } = await openPage(suite.browser);
    await other.goto(`${suite.server.url}${link}`);
    await other.getByText('Invalid or expired sign-in link').waitFor();
    expect(pageErrors).toEqual([]);
    await Promise.all([page.context().close(), other.context().close()]);
  });

  it('a business session opening /chef is sent to /chef/login', async () => {
    const { page } = await openPage(suite.browser);
    const registered = await page.request.post(`${suite.server.url}/api/register`, { data: registrationBody() });
    expect(registered.status()).toBe(201);
    await page.goto(`${suite.server.url}/chef`);
    await page.waitForURL('**/chef/login');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).waitFor();
    await page.context().close();
  });
});
