import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The admin's Chefs screens in headless Chromium: the roster in the table with each chef's week,
 * adding a chef with the server's rules and then the invitation offered (sent only on the click),
 * the URL-kept filters, and deactivation with its confirmation. One signed-in page; the tests
 * build on each other.
 */

const suite = useBrowserAndServer();
let admin: Page;
let pageErrors: string[];

const NEW_CHEF = { name: 'Ana Souza', email: 'ana.souza@example.com', specialty: 'Brazilian grill' };

function chefRow(page: Page, name: string) {
  return page.locator('.ant-table-tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The sign-in links emailed to an address: an invitation is one. */
async function invitationsTo(email: string) {
  return (await suite.server.outbox()).filter((mail) => mail.to === email && mail.body.includes('/chef/login?token='));
}

/** Picks an option of an antd Select, found by its label (a form field) or its aria-label (a filter). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).and(page.locator(':not(th)')).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

beforeAll(async () => {
  ({ page: admin, pageErrors } = await openPage(suite.browser));
  admin.setDefaultTimeout(8000);
  await signInAsAdmin(admin, suite.server.url);
});

describe('admin Chefs', () => {
  it('lists the roster from the Chefs link, sorted by name, with tier, rate and status', async () => {
    await admin.getByRole('link', { name: 'Chefs', exact: true }).first().click();
    await admin.waitForURL('**/admin/chefs');
    await admin.getByRole('heading', { name: 'Chefs', level: 1 }).waitFor();
    const marcus = chefRow(admin, 'Marcus Thibodeau');
    await marcus.waitFor();
    const text = await marcus.textContent();
    expect(text).toContain('Master Chef');
    expect(text).toContain('$65/hr');
    expect(text).toContain('Active');
    const names = await admin.locator('.ant-table-tbody tr a').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Amara Mensah', 'Arjun Mehta', 'Daniel Okafor']);
  });

  it('shows each chef\'s weekly availability in a few words, "Not set" for a chef who set none (DECISIONS.md section 17)', async () => {
    const liam = (await suite.server.services.chefs.all()).find(({ name }) => name === 'Liam Chen')!;
    const allDay: ('morning' | 'afternoon' | 'evening')[] = ['morning', 'afternoon', 'evening'];
    await suite.server.services.chefs.setWeeklyAvailability(liam.id, { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: ['morning'], sunday: [] });
    await admin.goto(`${suite.server.url}/admin/chefs`);
    await admin.locator('.ant-table-thead th').filter({ hasText: 'Weekly availability' }).waitFor();
    const columnIndex = (await admin.locator('.ant-table-thead th').allTextContents()).indexOf('Weekly availability');
    expect(columnIndex).toBeGreaterThan(0);
    const cell = (name: string) => chefRow(admin, name).locator('td').nth(columnIndex);
    await admin.waitForFunction(() => document.querySelector('.ant-table-tbody')?.textContent?.includes('Mon–Fri all day'));
    expect(await cell('Liam Chen').textContent()).toBe('Mon–Fri all day · Sat morning');
    expect(await cell('Marcus Thibodeau').textContent()).toBe('Not set');
  });

  it('filters by tier in the URL, so a reload shows the same view', async () => {
    await choose(admin, 'Tier', 'Entry Level');
    await admin.waitForURL((url) => url.searchParams.get('tier') === 'Entry Level');
    await chefRow(admin, 'Marcus Thibodeau').waitFor({ state: 'detached' });
    await admin.reload();
    await chefRow(admin, 'Liam Chen').waitFor();
    expect(await admin.locator('.ant-table-tbody tr a').allTextContents()).toEqual(['Liam Chen', 'Noah Whitford']);
  });

  it("adds a chef with the server's rules: messages for what is missing, the tier as the years are typed, a rate within $35-65", async () => {
    await admin.goto(`${suite.server.url}/admin/chefs`);
    await admin.getByRole('button', { name: 'Add Chef' }).click();
    await admin.waitForURL('**/admin/chefs/new');
    // The form, not the list page it replaces, must be on screen before its button is pressed.
    await admin.getByRole('heading', { name: 'Add Chef', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Add Chef' }).click();
    for (const message of ['Name is required', 'Please enter a valid email address', 'Specialty is required', 'Please choose a group']) {
      await admin.getByText(message, { exact: true }).waitFor();
    }
    await admin.getByLabel('Name', { exact: true }).fill(NEW_CHEF.name);
    await admin.getByLabel('Email', { exact: true }).fill(NEW_CHEF.email);
    await admin.getByLabel('Specialty', { exact: true }).fill(NEW_CHEF.specialty);
    await choose(admin, 'Group', 'International Specialists');
    await admin.getByLabel('Years of experience').fill('5');
    await admin.getByText('Tier: Experienced').waitFor();
    await admin.getByLabel('Hourly rate').fill('70');
    await admin.getByRole('button', { name: 'Add Chef' }).click();
    await admin.getByText('Hourly rate must be a whole number of dollars from 35 to 65').waitFor();
    await admin.getByLabel('Hourly rate').fill('50');
    await admin.getByRole('button', { name: 'Add Chef' }).click();
    await expectToast(admin, 'Chef added');
    // Saved as Invited: the invitation is offered right there, and nothing is sent before the click (DECISIONS.md section 17).
    const offer = admin.getByRole('dialog').filter({ hasText: `${NEW_CHEF.name} is saved as Invited` });
    await offer.waitFor();
    expect(await invitationsTo(NEW_CHEF.email)).toHaveLength(0);
    await offer.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(admin, 'Invitation sent');
    await admin.waitForURL('**/admin/chefs');
    expect(await invitationsTo(NEW_CHEF.email)).toHaveLength(1);
    const row = chefRow(admin, NEW_CHEF.name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Invited');
    expect(await row.textContent()).toContain('Not set');
  });

  it('shows the server’s answer under the email when the email is taken', async () => {
    await admin.goto(`${suite.server.url}/admin/chefs/new`);
    await admin.getByLabel('Name', { exact: true }).fill('Another Ana');
    await admin.getByLabel('Email', { exact: true }).fill(NEW_CHEF.email.toUpperCase());
    await admin.getByLabel('Specialty', { exact: true }).fill('Grill');
    await choose(admin, 'Group', 'Rising Culinary Stars');
    await admin.getByLabel('Years of experience').fill('2');
    await admin.getByLabel('Hourly rate').fill('40');
    await admin.getByRole('button', { name: 'Add Chef' }).click();
    await admin.locator('.ant-form-item-explain-error').filter({ hasText: 'A chef with this email already exists' }).waitFor();
    expect(admin.url()).toContain('/admin/chefs/new');
  });

  it('asks before an edit saved as Inactive deactivates a chef, listing the assignment it releases, and changes nothing on Cancel', async () => {
    const api = await adminClient(suite.server);
    const fixtures = chefFixtures(suite.server, api);
    const chef = await fixtures.availableChef({ name: 'Tomas Lindqvist' });
    const { booking, client: business, businessId } = await fixtures.bookedDay(5, 'evening');
    expect((await api.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    const chefStatus = async () => (await api.get(`/api/admin/chefs/${chef.id}`)).json.status as string;
    /** The booking's chef as its business sees it on the dashboard. */
    const bookingsChef = async () => (await business.get(`/api/dashboard/${businessId}`)).json.bookings[0].chef?.id ?? null;

    await admin.goto(`${suite.server.url}/admin/chefs/${chef.id}/edit`);
    await admin.getByRole('heading', { name: 'Edit Tomas Lindqvist' }).waitFor();
    await choose(admin, 'Status', 'Inactive');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = admin.locator('.ant-modal-confirm').filter({ hasText: 'Deactivate Tomas Lindqvist?' });
    await dialog.getByText('This future assignment will go back to awaiting a chef, and its business will be told:').waitFor();
    const { businessName } = (await business.get(`/api/dashboard/${businessId}`)).json.business;
    const listed = await dialog.locator('li').allTextContents();
    expect(listed).toHaveLength(1);
    expect(listed[0]!.startsWith(`${businessName}: `) && listed[0]!.includes(', Evening')).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(admin.url()).toContain(`/admin/chefs/${chef.id}/edit`);
    expect(await chefStatus()).toBe('active');
    expect(await bookingsChef()).toBe(chef.id);

    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectToast(admin, 'Chef updated');
    await admin.waitForURL('**/admin/chefs');
    expect(await chefStatus()).toBe('inactive');
    expect(await bookingsChef()).toBeNull();
  });

  it('deactivates a chef after a confirmation that says what it unassigns', async () => {
    await admin.goto(`${suite.server.url}/admin/chefs?q=ana`);
    const row = chefRow(admin, NEW_CHEF.name);
    await row.getByRole('button', { name: `Deactivate ${NEW_CHEF.name}` }).click();
    const dialog = admin.locator('.ant-modal-confirm').last();
    await dialog.getByText(`${NEW_CHEF.name} has no future assignments.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectToast(admin, 'Chef deactivated');
    await admin.waitForFunction(() => document.querySelector('.ant-table-tbody')?.textContent?.includes('Inactive'));
    expect(await row.getByRole('button', { name: `Deactivate ${NEW_CHEF.name}` }).count()).toBe(0);
  });

  it('has no serious accessibility violation on the table and the form, and no page error', async () => {
    const problems: string[] = [];
    for (const path of ['/admin/chefs', '/admin/chefs/new']) {
      await admin.goto(`${suite.server.url}${path}`);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      if (path === '/admin/chefs') await chefRow(admin, 'Marcus Thibodeau').waitFor();
      for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`${path}: ${violation}`);
    }
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
