import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../src/server/areas/assignments/index.js';
import { Chef } from '../../src/server/core/db/entities/chef.js';
import { registerWithAccount, vancouverDay } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { expectToast, openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * DECISIONS.md section 17's first steps: a newcomer staffs a
 * booking from an empty roster by following only what the screens say. The admin adds a chef
 * and sends the invitation the form offers; the Offer dialog says why the chef cannot take the
 * booking yet; the chef signs in from the emailed link, follows the portal's lead to set a week;
 * the Offer dialog then lists the chef as eligible and the offer goes out. The steps build on
 * each other.
 */

const suite = useBrowserAndServer();
let admin: Page;
let chef: Page;
let pageErrors: string[];

const BUSINESS_NAME = 'Commercial Drive Café';
const NEW_CHEF = { name: 'Rosa Delgado', email: 'rosa.delgado@example.com', specialty: 'Latin American brunch' };
/** The booking: in-person, an evening five days from now. */
const BOOKING_DAY = vancouverDay(5);
const WEEKDAY = weekdayOf(BOOKING_DAY);

/** The sign-in links emailed to the chef, as paths on the test server. */
async function signInLinks(): Promise<string[]> {
  return (await suite.server.outbox())
    .filter((mail) => mail.to === NEW_CHEF.email)
    .flatMap((mail) => /https?:\/\/\S+\/chef\/login\?token=[^\s]+/.exec(mail.body) ?? [])
    .map((link) => `${new URL(link).pathname}${new URL(link).search}`);
}

/** Opens the Offer dialog of the business's booking from the Operations board, reached by the menu. */
async function openOfferDialog() {
  await admin.getByRole('link', { name: 'Operations', exact: true }).first().click();
  await admin.waitForURL('**/admin/operations**');
  const row = admin.locator('.ant-table-tbody tr').filter({ has: admin.getByRole('link', { name: BUSINESS_NAME, exact: true }) });
  await row.getByRole('button', { name: /^Offer / }).click();
  const dialog = admin.getByRole('dialog', { name: 'Offer this booking' });
  await dialog.locator('tbody tr').filter({ hasText: NEW_CHEF.name }).waitFor();
  return dialog;
}

beforeAll(async () => {
  // An empty roster: the chefs the first migration adds are gone, as for a business starting out.
  await suite.server.dataSource.createQueryBuilder().delete().from(Chef).execute();
  await registerWithAccount(suite.server, { businessName: BUSINESS_NAME, bookingDate: BOOKING_DAY, timeSlot: 'evening', duration: 4 });
  ({ page: admin, pageErrors } = await openPage(suite.browser));
  admin.setDefaultTimeout(8000);
  await signInAsAdmin(admin, suite.server.url);
});

describe('first steps from an empty roster', () => {
  it('the admin adds a chef and sends the invitation the form offers', async () => {
    await admin.getByRole('link', { name: 'Chefs', exact: true }).first().click();
    await admin.waitForURL('**/admin/chefs');
    await admin.getByText('No chefs found').waitFor();
    await admin.getByRole('button', { name: 'Add Chef' }).click();
    await admin.getByRole('heading', { name: 'Add Chef', level: 1 }).waitFor();
    await admin.getByLabel('Name', { exact: true }).fill(NEW_CHEF.name);
    await admin.getByLabel('Email', { exact: true }).fill(NEW_CHEF.email);
    await admin.getByLabel('Specialty', { exact: true }).fill(NEW_CHEF.specialty);
    await admin.getByLabel('Group', { exact: true }).click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Rising Culinary Stars' }).click();
    await admin.getByLabel('Years of experience').fill('3');
    await admin.getByLabel('Hourly rate').fill('45');
    await admin.getByRole('button', { name: 'Add Chef' }).click();

    const invitation = admin.getByRole('dialog').filter({ hasText: `${NEW_CHEF.name} is saved as Invited` });
    await invitation.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(admin, 'Invitation sent');
    await admin.waitForURL('**/admin/chefs');
    const row = admin.locator('.ant-table-tbody tr').filter({ hasText: NEW_CHEF.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Not set');
    expect(await signInLinks()).toHaveLength(1);
  });

  it('the Offer dialog says why the new chef cannot take the booking yet', async () => {
    const dialog = await openOfferDialog();
    const row = dialog.locator('tbody tr').filter({ hasText: NEW_CHEF.name });
    expect(await row.textContent()).toContain('Cannot take it: Not active; No weekly availability set');
    expect(await dialog.getByRole('checkbox', { name: `Select ${NEW_CHEF.name}` }).isDisabled()).toBe(true);
    await dialog.getByText('No chef is eligible yet').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the chef signs in from the emailed link and follows the portal\'s lead to set a week', async () => {
    ({ page: chef } = await openPage(suite.browser));
    chef.setDefaultTimeout(8000);
    const [link] = await signInLinks();
    await chef.goto(`${suite.server.url}${link}`);
    await chef.waitForURL((url) => url.pathname === '/chef');
    await chef.getByText('Set your weekly availability to get offers').waitFor();
    await chef.getByRole('button', { name: 'Set availability' }).click();
    const day = chef.getByRole('group', { name: WEEKDAY[0]!.toUpperCase() + WEEKDAY.slice(1), exact: true });
    await day.getByRole('checkbox', { name: 'Evening' }).check();
    await chef.getByRole('button', { name: 'Save availability' }).click();
    await expectToast(chef, 'Availability saved');
    await chef.getByText('Set your weekly availability to get offers').waitFor({ state: 'detached' });
  });

  it('the Offer dialog then lists the chef as eligible, and the offer goes out', async () => {
    const dialog = await openOfferDialog();
    const checkbox = dialog.getByRole('checkbox', { name: `Select ${NEW_CHEF.name}` });
    // The dialog first shows what it fetched when last opened (the chef then not eligible), then the server's fresh answer.
    await expect.poll(() => checkbox.isDisabled()).toBe(false);
    await expect.poll(() => dialog.locator('tbody tr').filter({ hasText: NEW_CHEF.name }).textContent()).not.toContain('Cannot take it');
    await checkbox.check();
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expectToast(admin, 'Offer sent');
    expect((await suite.server.outbox()).filter((mail) => mail.to === NEW_CHEF.email && /offer/i.test(mail.subject))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
