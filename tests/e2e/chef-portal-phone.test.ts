import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * A new chef's portal on a 390 px phone (DECISIONS.md section 17, "A new chef is guided"): the
 * portal leads to the weekly availability until the chef has set it. The tests build on each other.
 */

const suite = useBrowserAndServer();
const PHONE = { width: 390, height: 844 };
const LEAD = 'Set your weekly availability to get offers';

let chef: Page;
let pageErrors: string[];

beforeAll(async () => {
  const fixtures = chefFixtures(suite.server, await adminClient(suite.server));
  const added = await fixtures.addChef({ name: 'Noor Haddad', status: 'active' });
  const client = await fixtures.signedInChef(added.email);
  ({ page: chef, pageErrors } = await openPage(suite.browser, { viewport: PHONE }));
  await chef.context().addCookies([...client.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
});

describe('the chef portal on a phone', () => {
  it('leads a chef without weekly availability to it, and the lead leaves once a week is saved', async () => {
    await chef.goto(`${suite.server.url}/chef`);
    await chef.getByRole('heading', { level: 1, name: 'Welcome, Noor Haddad' }).waitFor();
    const lead = chef.getByText(LEAD);
    await lead.waitFor();
    // The lead comes before the sections: the first thing a new chef reads after the greeting.
    expect(await lead.evaluate((node) => node.compareDocumentPosition(document.getElementById('offers')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
    expect(await seriousAccessibilityViolations(chef)).toEqual([]);

    await chef.getByRole('button', { name: 'Set availability' }).click();
    const monday = chef.getByRole('group', { name: 'Monday', exact: true });
    await expect.poll(() => monday.getByRole('checkbox', { name: 'Morning' }).evaluate((box) => box === document.activeElement)).toBe(true);
    await expect.poll(() => chef.getByRole('heading', { level: 2, name: 'Weekly availability' }).isVisible()).toBe(true);
    expect(await chef.evaluate(() => document.getElementById('availability')!.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);

    await monday.getByRole('checkbox', { name: 'All day' }).check();
    await chef.getByRole('button', { name: 'Save availability' }).click();
    await lead.waitFor({ state: 'detached' });
    await chef.reload();
    await chef.getByRole('heading', { level: 1, name: 'Welcome, Noor Haddad' }).waitFor();
    await chef.getByRole('heading', { level: 2, name: 'Weekly availability' }).waitFor();
    expect(await lead.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
