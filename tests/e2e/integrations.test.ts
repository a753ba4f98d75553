import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerWithAccount, teamMember } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, THEMED_SIZES, VIEWPORTS } from './helpers/browser.js';
import { openSignedIn } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The owner's Integrations view in a real browser (DECISIONS.md section 19): API keys made,
 * shown once and revoked; and who is not offered the view.
 */

const suite = useBrowserAndServer();

async function pageIsClean(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

describe('the Integrations view', () => {
  it.each(THEMED_SIZES)('an owner creates an API key, sees it once with Copy, and revokes it after confirming ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Harbour Grill' });
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, '/dashboard?view=integrations', options);
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.getByText('No keys yet.').waitFor();

    // The server's own message, under the field.
    await page.getByLabel('Key name').fill('   ');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Name is required').waitFor();

    await page.getByLabel('Key name').fill('Point of sale');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('textbox', { name: 'Your new key "Point of sale"' });
    await shown.waitFor();
    const key = await shown.inputValue();
    expect(key).toMatch(/^cc_/);
    await page.getByText('Copy it now: it will not be shown again.').waitFor();
    expect(await page.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
    const listed = page.getByRole('list', { name: 'Your API keys' }).getByRole('listitem').filter({ hasText: 'Point of sale' });
    await listed.waitFor();
    expect(await listed.innerText()).toContain(`${key.slice(0, 11)}…`);
    expect(await listed.innerText()).toContain('Manager');
    expect(await listed.innerText()).toContain('never used');
    await pageIsClean(page);
    // The key works until it is revoked.
    expect((await fetch(`${suite.server.url}/api/bookings`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);

    // Put away, the key is gone from the page.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText(key).count()).toBe(0);
    expect(await page.locator(`input[value="${key}"]`).count()).toBe(0);

    await listed.getByRole('button', { name: 'Revoke Point of sale' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Software using this key is refused from its next call. This cannot be undone.').waitFor();
    await pageIsClean(page);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('No keys yet.').waitFor();
    expect((await fetch(`${suite.server.url}/api/bookings`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('is not offered to a manager, even by its address', async () => {
    const owner = await registerWithAccount(suite.server);
    const manager = await teamMember(suite.server, owner.businessId, 'manager');
    const { page } = await openSignedIn(suite.browser, suite.server.url, manager.client, owner.businessId, '/dashboard?view=integrations', { viewport: VIEWPORTS.phone });
    await page.getByRole('button', { name: /Dashboard menu/ }).click();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('button', { name: 'Team' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Integrations' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Integrations' }).count()).toBe(0);
  }, 60_000);
});
