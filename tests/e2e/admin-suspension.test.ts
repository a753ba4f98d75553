import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { suspensionEndText } from '../../src/common/reliability.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, type ApiClient } from '../integration/harness.js';
import { serverClock, setClock, type TestClock } from '../support/session-clock.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * A suspended chef on the admin's chef screen (DECISIONS.md section 14) in headless Chromium: the
 * screen says until when and lifts it with its button; the edit form's status says what Active and
 * Inactive do to a suspension, and saving Active lifts it. Two chefs are suspended the way the
 * product does it (a no-show, then a late release: three strikes), with a clock the test moves.
 */

const DAY = 24 * 3_600_000;
const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);
let api: ApiClient;
let admin: Page;
let pageErrors: string[];
const suspended: { id: number; name: string; until: string }[] = [];

/** A chef suspended the product's way: a no-show (two strikes), then a late release (the third). */
async function suspendChef(name: string) {
  await setClock(timed);
  const { chef, chefClient, next } = await chefFixtures(suite.server, api).chefOnTwoStrikes((instant) => setClock(timed, instant), { name });
  const strikeAt = Date.now() + clock.offsetMs;
  expect((await chefClient.post(`/api/chef/assignments/${next.id}/release`, { reason: 'Double-booked myself' })).status).toBe(200);
  expect((await api.get(`/api/admin/chefs/${chef.id}`)).json.status).toBe('suspended');
  suspended.push({ id: chef.id, name, until: suspensionEndText(new Date(strikeAt + 14 * DAY)) });
}

beforeAll(async () => {
  api = await adminClient(suite.server);
  await suspendChef('Lena Fischer');
  await suspendChef('Tomás Rivera');
  ({ page: admin, pageErrors } = await openPage(suite.browser));
  await signInAsAdmin(admin, suite.server.url);
});

async function openChefScreen(chefId: number, name: string) {
  await admin.goto(`${suite.server.url}/admin/chefs/${chefId}/edit`);
  await admin.getByRole('heading', { name: `Edit ${name}`, level: 1 }).waitFor();
}

describe('a suspended chef on the admin chef screen', () => {
  it('says until when and why, passes axe, and the card lifts the suspension', async () => {
    const [{ id, name, until }] = suspended as [(typeof suspended)[number]];
    await openChefScreen(id, name);
    const alert = admin.getByRole('alert').filter({ hasText: `Suspended until ${until}: 3 strikes. No offer or assignment until then.` });
    await alert.waitFor();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    await alert.getByRole('button', { name: 'Lift suspension' }).click();
    await expectToast(admin, 'Suspension lifted');
    await alert.waitFor({ state: 'detached' });
    expect((await api.get(`/api/admin/chefs/${id}`)).json.status).toBe('active');
  });

  it("explains the status choices in the edit form, and saving Active lifts the suspension", async () => {
    const [, { id, name, until }] = suspended as [unknown, (typeof suspended)[number]];
    await openChefScreen(id, name);
    await admin.getByText(`Suspended until ${until}. Active lifts the suspension now; Inactive deactivates the chef.`).waitFor();
    const status = admin.getByLabel('Status', { exact: true });
    await status.click();
    const options = admin.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Invited would be refused for a suspended chef (409): it is not offered.
    await expect.poll(() => options.allTextContents()).toEqual(['Active', 'Inactive']);
    await options.filter({ hasText: /^Active$/ }).click();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(admin, 'Chef updated');
    await admin.waitForURL('**/admin/chefs');
    expect((await api.get(`/api/admin/chefs/${id}`)).json.status).toBe('active');
    expect((await suite.server.services.chefs.adminView(id)).suspendedUntil).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});
