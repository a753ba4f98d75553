import type { Page } from 'playwright-core';
import { ADMIN } from '../../integration/harness.js';

/** Signs the page in through the admin login form; it is then on the admin dashboard. */
export async function signInAsAdmin(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/admin/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin/dashboard');
}
