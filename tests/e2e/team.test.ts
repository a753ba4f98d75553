import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerWithAccount, teamMember, vancouverDay } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { EVERY_THEME_AND_SIZE, hasHorizontalScroll, openPage, THEMED_SIZES } from './helpers/browser.js';
import { openSignedIn } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * A business's team in a real browser (DECISIONS.md section 18): the Team view (an owner
 * invites, resends, changes roles and removes; the others read), the /join page for a new
 * person and for one already signed in, and what each role is not offered.
 */

const suite = useBrowserAndServer();

/** The token of the newest invitation emailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = (await suite.server.outbox()).filter((mail) => mail.to.includes(email) && mail.body.includes('/join?token='));
  const token = /\/join\?token=([A-Za-z0-9_%-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  return decodeURIComponent(token);
}

/** An option of the antd select that is open. */
async function pickOption(page: Page, option: string) {
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

function memberRow(page: Page, text: string) {
  return page.getByRole('region', { name: 'Members' }).getByRole('listitem').filter({ hasText: text });
}

describe('the Team view', () => {
  it.each(THEMED_SIZES)('an owner invites, resends, changes a role, is refused demoting the last owner and removes after a confirmation ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Harbour Grill', firstName: 'Jamie', lastName: 'Chen' });
    const manager = await teamMember(suite.server, owner.businessId, 'manager');
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, '/dashboard?view=team', options);
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const members = page.getByRole('region', { name: 'Members' }).getByRole('listitem');
    await members.first().waitFor();
    // Owners first.
    expect(await members.first().innerText()).toContain('Jamie Chen');
    expect(await memberRow(page, manager.email).innerText()).toContain('Active');

    const email = `new.cook.${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => memberRow(page, email).count()).toBe(1);
    expect(await memberRow(page, email).innerText()).toContain('Invited');
    await memberRow(page, email).getByRole('button', { name: `Resend the invitation to ${email}` }).click();
    await page.getByText(`A new invitation was sent to ${email}; the older link no longer works.`).waitFor();
    expect((await suite.server.outbox()).filter((mail) => mail.to.includes(email))).toHaveLength(2);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The manager becomes a bookkeeper.
    await memberRow(page, manager.email).getByRole('combobox', { name: /^Role of / }).click();
    await pickOption(page, 'Bookkeeper');
    await expect.poll(async () => (await owner.client.get('/api/business/members')).json.members.find((member: { email: string }) => member.email === manager.email).role).toBe('bookkeeper');

    // The only owner demoting themselves: asked first, then the server's 409, in its words.
    await members.first().getByRole('combobox', { name: /^Role of / }).click();
    await pickOption(page, 'Manager');
    await page.getByRole('dialog').filter({ hasText: 'Change your own role to manager?' }).getByRole('button', { name: 'Change my role' }).click();
    await page.locator('#main-content').getByRole('alert').filter({ hasText: 'A business needs at least one owner' }).waitFor();

    // Removing the invitation asks first.
    await memberRow(page, email).getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Their invitation to Harbour Grill stops working.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => memberRow(page, email).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('asks an owner before they give up their own ownership, which only another owner can give back; Cancel keeps it', async () => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Fraser Diner', firstName: 'Robin', lastName: 'Lee' });
    const other = await teamMember(suite.server, owner.businessId, 'owner');
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, '/dashboard?view=team');
    const ownRole = page.getByRole('combobox', { name: 'Role of Robin Lee' });
    await ownRole.waitFor();
    const rolesOnServer = async () => Object.fromEntries(((await owner.client.get('/api/business/members')).json.members as { email: string; role: string }[]).map((member) => [member.email, member.role]));

    // Another owner's role changes at once: they can be made an owner again by either owner.
    await memberRow(page, other.email).getByRole('combobox', { name: /^Role of / }).click();
    await pickOption(page, 'Manager');
    await expect.poll(async () => (await rolesOnServer())[other.email]).toBe('manager');
    await memberRow(page, other.email).getByRole('combobox', { name: /^Role of / }).click();
    await pickOption(page, 'Owner');
    await expect.poll(async () => (await rolesOnServer())[other.email]).toBe('owner');

    await ownRole.click();
    await pickOption(page, 'Bookkeeper');
    const dialog = page.getByRole('dialog').filter({ hasText: 'Change your own role to bookkeeper?' });
    await dialog.getByText('only another owner can make you an owner again', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await rolesOnServer())[owner.body.email as string]).toBe('owner');

    await ownRole.click();
    await pickOption(page, 'Bookkeeper');
    await dialog.getByRole('button', { name: 'Change my role' }).click();
    await expect.poll(async () => (await rolesOnServer())[owner.body.email as string]).toBe('bookkeeper');
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it.each(EVERY_THEME_AND_SIZE)('is read only for a manager, axe clean ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server);
    const manager = await teamMember(suite.server, owner.businessId, 'manager');
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, manager.client, owner.businessId, '/dashboard?view=team', options);
    await memberRow(page, manager.email).waitFor();
    await page.getByText('Only an owner can invite people or change the team.').waitFor();
    expect(await memberRow(page, manager.email).innerText()).toContain('Manager');
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Resend/ }).count()).toBe(0);
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

describe('/join', () => {
  it.each(THEMED_SIZES)('shows the business, role and who invited; a new person joins with the form and lands on the dashboard ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Blue Gold Bistro', firstName: 'Jamie', lastName: 'Chen' });
    const email = `joiner.${Date.now()}.${options.theme}@example.com`;
    expect((await owner.client.post('/api/business/members', { email, role: 'manager' })).status).toBe(201);
    const token = await invitationToken(email);

    const { page, pageErrors } = await openPage(suite.browser, options);
    await page.goto(`${suite.server.url}/join?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { level: 1, name: 'Join Blue Gold Bistro' }).waitFor();
    await page.getByText('Jamie Chen invited you to join Blue Gold Bistro on ChefConnect as a manager.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The account-setup rules, on the page.
    await page.getByRole('button', { name: 'Join the Team' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Username').fill(`sam_${Date.now() % 1_000_000}_${options.theme}`);
    await page.getByLabel('Password', { exact: true }).fill('a sturdy kitchen passphrase');
    await page.getByLabel('Confirm Password').fill('a different passphrase');
    await page.getByRole('button', { name: 'Join the Team' }).click();
    await page.getByText("Passwords don't match").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Confirm Password').fill('a sturdy kitchen passphrase');
    await page.getByRole('button', { name: 'Join the Team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' }).waitFor();

    // The link is used now: the same message as any unusable link.
    await page.goto(`${suite.server.url}/join?token=${encodeURIComponent(token)}`);
    await page.getByText('This invitation link is invalid or has expired').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it.each(EVERY_THEME_AND_SIZE)('lets a person already signed in join with one button, axe clean ($name)', async ({ options }) => {
    const first = await registerWithAccount(suite.server, { businessName: 'Corner Deli' });
    const second = await registerWithAccount(suite.server);
    expect((await first.client.post('/api/business/members', { email: second.body.email, role: 'bookkeeper' })).status).toBe(201);
    const token = await invitationToken(second.body.email as string);
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, second.client, first.businessId, `/join?token=${encodeURIComponent(token)}`, options);
    await page.getByRole('button', { name: 'Join Corner Deli' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(pageErrors).toEqual([]);
    await page.getByRole('button', { name: 'Join Corner Deli' }).click();
    await page.getByText('Here is what is happening at Corner Deli.').waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
  }, 60_000);
});

describe('what a role is not offered', () => {
  it('a bookkeeper sees no booking changes, profile edit or favourites; a manager no buying hours or low-balance alert; both see who booked', async () => {
    const owner = await registerWithAccount(suite.server, { firstName: 'Robin', lastName: 'Chen' });
    const bookkeeper = await teamMember(suite.server, owner.businessId, 'bookkeeper');
    const manager = await teamMember(suite.server, owner.businessId, 'manager');
    expect((await manager.client.post('/api/bookings', { businessId: owner.businessId, bookingDate: vancouverDay(9), timeSlot: 'morning', duration: 1 })).status).toBe(201);

    const asBookkeeper = await openSignedIn(suite.browser, suite.server.url, bookkeeper.client, owner.businessId, `/dashboard/${owner.businessId}`);
    const upcoming = asBookkeeper.page.getByRole('region', { name: 'Upcoming Bookings' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByText('Booked by Robin').count()).toBe(1);
    expect(await upcoming.getByText(`Booked by ${manager.firstName}`).count()).toBeGreaterThan(0);
    for (const name of [/^Cancel/, /^Reschedule/, 'Edit Profile']) expect(await asBookkeeper.page.getByRole('button', { name }).count()).toBe(0);
    for (const name of [/^Reschedule/, 'Schedule New', 'Schedule a Chef']) expect(await asBookkeeper.page.getByRole('link', { name }).count()).toBe(0);
    await asBookkeeper.page.getByRole('button', { name: 'Labor Bank' }).first().click();
    await asBookkeeper.page.getByRole('region', { name: 'Buy hours' }).waitFor();
    await asBookkeeper.page.getByRole('region', { name: 'Low-balance alert' }).waitFor();

    const asManager = await openSignedIn(suite.browser, suite.server.url, manager.client, owner.businessId, `/dashboard/${owner.businessId}`);
    await asManager.page.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem').first().waitFor();
    expect(await asManager.page.getByRole('button', { name: /^Cancel/ }).count()).toBeGreaterThan(0);
    await asManager.page.getByRole('button', { name: 'Labor Bank' }).first().click();
    await asManager.page.getByRole('region', { name: 'Purchases' }).waitFor();
    expect(await asManager.page.getByRole('region', { name: 'Buy hours' }).count()).toBe(0);
    expect(await asManager.page.getByRole('region', { name: 'Low-balance alert' }).count()).toBe(0);
  }, 60_000);
});

describe("a bookkeeper's dashboard", () => {
  it.each(EVERY_THEME_AND_SIZE)('offers no booking change or profile edit (absent, not disabled) and offers buying hours and the alert, axe clean ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server, { firstName: 'Robin', lastName: 'Chen' });
    const bookkeeper = await teamMember(suite.server, owner.businessId, 'bookkeeper');
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, bookkeeper.client, owner.businessId, `/dashboard/${owner.businessId}`, options);
    const upcoming = page.getByRole('region', { name: 'Upcoming Bookings' });
    await upcoming.getByRole('listitem').first().waitFor();
    // Not in the page at all, whatever their state: no hidden or disabled copy either.
    for (const name of [/^Cancel/, /^Reschedule/, 'Edit Profile', /favourite/i]) expect(await page.getByRole('button', { name, includeHidden: true }).count(), String(name)).toBe(0);
    for (const name of [/^Reschedule/, 'Schedule New', 'Schedule a Chef']) expect(await page.getByRole('link', { name, includeHidden: true }).count(), String(name)).toBe(0);
    expect(await page.locator('button[disabled], [aria-disabled="true"]').count()).toBe(0);
    // What a bookkeeper may do: read the bookings and who made them, buy hours and set the alert.
    expect(await upcoming.getByText('Booked by Robin').count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    // The Labor Bank view by its address: at 390 px the sidebar is a menu.
    await page.goto(`${suite.server.url}/dashboard/${owner.businessId}?view=labor-bank`);
    await page.getByRole('region', { name: 'Buy hours' }).waitFor();
    await page.getByRole('region', { name: 'Low-balance alert' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

describe('"Booked by"', () => {
  it('shows once the business has a second member, though only the owner booked; not for a business of one, whose invitee has not joined', async () => {
    const owner = await registerWithAccount(suite.server, { firstName: 'Robin', lastName: 'Chen' });
    // Invited, not joined: not yet someone who could have booked.
    expect((await owner.client.post('/api/business/members', { email: `invitee.${Date.now()}@example.com`, role: 'manager' })).status).toBe(201);
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, `/dashboard/${owner.businessId}`);
    const upcoming = page.getByRole('region', { name: 'Upcoming Bookings' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByText(/^Booked by/).count()).toBe(0);

    // A second member who has booked nothing: the owner's booking now says who made it.
    await teamMember(suite.server, owner.businessId, 'bookkeeper');
    await page.reload();
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByText('Booked by Robin').count()).toBe(1);
    await page.getByRole('button', { name: 'My Bookings' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    expect(await page.getByText('Booked by Robin').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

describe("the admin's business details", () => {
  it('lists the members with role, status and last sign-in, and removes one after a confirmation; the last owner is refused in the server\'s words', async () => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Admin Sees Team', firstName: 'Robin', lastName: 'Chen' });
    const manager = await teamMember(suite.server, owner.businessId, 'manager');
    const invitee = `admin.sees.${Date.now()}@example.com`;
    expect((await owner.client.post('/api/business/members', { email: invitee, role: 'bookkeeper' })).status).toBe(201);
    const { page, pageErrors } = await openPage(suite.browser);
    await signInAsAdmin(page, suite.server.url);
    await page.goto(`${suite.server.url}/admin/business/${owner.businessId}`);
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Members', level: 2 }) });
    const row = (text: string) => card.locator('tr.ant-table-row').filter({ hasText: text });
    await row('Robin Chen').waitFor();
    expect(await card.locator('tr.ant-table-row').first().innerText()).toContain('Robin Chen');
    expect(await row('Robin Chen').innerText()).toMatch(/Owner\s+Active/);
    expect(await row(manager.email).innerText()).toMatch(/Manager\s+Active/);
    expect(await row(invitee).innerText()).toMatch(/Not joined yet[\s\S]*Bookkeeper\s+Invited\s+Never/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Removing asks first; Keep changes nothing.
    await row(manager.email).getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${manager.firstName} Chen from Admin Sees Team?` });
    await dialog.getByText('Their next call for Admin Sees Team is refused, whatever cookie they hold.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await manager.client.get(`/api/dashboard/${owner.businessId}`)).status).toBe(200);
    await row(manager.email).getByRole('button', { name: /^Remove/ }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row(manager.email).count()).toBe(0);
    expect((await manager.client.get(`/api/dashboard/${owner.businessId}`)).status).toBe(401);

    // The only owner: the server's 409, in its words, and the row stays.
    await row('Robin Chen').getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog', { name: 'Remove Robin Chen from Admin Sees Team?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('A business needs at least one owner').first().waitFor();
    expect(await row('Robin Chen').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
