import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/** The admin's backups screen (DECISIONS.md section 21) in headless Chromium, on SQLite. */

const suite = useBrowserAndServer();
let admin: Page;
let pageErrors: string[];

beforeAll(async () => {
  ({ page: admin, pageErrors } = await openPage(suite.browser));
  await signInAsAdmin(admin, suite.server.url);
});

const rows = () => admin.locator('.ant-table-tbody tr.ant-table-row');

describe('backups screen', () => {
  it('shows no backup at first, backs up now, and lists the new file with its time and size', async () => {
    // Reached from Export in the admin menu (the header holds no more links at desktop widths).
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Export' }).click();
    await admin.getByRole('link', { name: 'Backups' }).click();
    await admin.waitForURL('**/admin/backups');
    await admin.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
    await admin.getByText('No backups yet').waitFor();

    await admin.getByRole('button', { name: 'Back up now' }).click();
    const notice = await expectToast(admin, 'Backup written');
    await rows().first().waitFor();

    const [name, ...others] = readdirSync(suite.server.config.backupDir);
    expect(others).toEqual([]);
    expect(name).toMatch(/^chefconnect-\d{8}-\d{6}\.db$/);
    const sizeBytes = statSync(path.join(suite.server.config.backupDir, name!)).size;
    const size = sizeBytes >= 1024 * 1024 ? `${(sizeBytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(sizeBytes / 1024)} kB`;
    expect(await notice.textContent()).toContain(`${name} (${size})`);
    // The time in the name is UTC; the screen shows it in Vancouver time (UTC−7 all year, written
    // here by hand), as every admin time.
    const [, y, mo, d, h, mi] = /^chefconnect-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})/.exec(name!)!;
    const inVancouver = new Date(Date.parse(`${y}-${mo}-${d}T${h}:${mi}:00Z`) - 7 * 3_600_000);
    const taken = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(inVancouver);
    const cells = await rows().first().locator('td').allTextContents();
    expect(cells).toEqual([name, taken, size]);
    expect(await rows().count()).toBe(1);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
