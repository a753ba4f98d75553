import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithAccount, teamMember } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, THEMED_SIZES, VIEWPORTS } from './helpers/browser.js';
import { openSignedIn } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The owner's Integrations view in a real browser (DECISIONS.md section 19): API keys made,
 * shown once and revoked; webhooks added (the secret shown once), tested, switched off and
 * deleted; and who is not offered the view.
 */

// Webhooks may send to this machine's receiver (DECISIONS.md section 19: WEBHOOK_TARGETS=any).
const suite = useBrowserAndServer({ env: { WEBHOOK_TARGETS: 'any' } });

/** What the local receiver was sent: the webhook-id and type of each request. */
const received: { id: string | undefined; body: string }[] = [];
let receiver: http.Server;
let receiverUrl: string;
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ id: request.headers['webhook-id'] as string | undefined, body });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

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

  it.each(THEMED_SIZES)('an owner adds a webhook, sees its secret once, sends a test that is delivered, turns it off and deletes it ($name)', async ({ options }) => {
    const owner = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openSignedIn(suite.browser, suite.server.url, owner.client, owner.businessId, '/dashboard?view=integrations', options);
    await page.getByText('No webhooks yet.').waitFor();

    // The server's own message, under the field.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('Use a public https address').waitFor();

    await page.getByLabel('URL', { exact: true }).fill(receiverUrl);
    // "All events" is ticked at first and stands for every type.
    expect(await page.getByRole('checkbox', { name: 'All events' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'booking.created' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('textbox', { name: "Your webhook's signing secret" });
    await shown.waitFor();
    expect(await shown.inputValue()).toMatch(/^whsec_/);
    const webhook = page.getByRole('list', { name: 'Your webhooks' }).getByRole('listitem').filter({ hasText: receiverUrl }).first();
    await webhook.waitFor();
    expect(await webhook.innerText()).toContain('All events');
    await pageIsClean(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shown.count()).toBe(0);

    const sentBefore = received.length;
    await webhook.getByRole('button', { name: `Send test to ${receiverUrl}` }).click();
    await page.getByText('A webhook.test event is on its way.').waitFor();
    await webhook.getByText('Deliveries', { exact: true }).click();
    const delivery = page.getByRole('list', { name: `Deliveries to ${receiverUrl}` }).getByRole('listitem').filter({ hasText: 'webhook.test' });
    await delivery.waitFor();
    expect(await delivery.innerText()).toMatch(/Pending|Delivered/);
    await suite.server.jobs!.drain();
    await expect.poll(() => received.length).toBe(sentBefore + 1);
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ type: 'webhook.test', data: {} });
    // A retry is one more attempt with the same webhook-id.
    await delivery.getByRole('button', { name: 'Retry the webhook.test delivery' }).click();
    await page.getByText('One more attempt is on its way.').waitFor();
    await suite.server.jobs!.drain();
    await expect.poll(() => received.length).toBe(sentBefore + 2);
    expect(received.at(-1)!.id).toBe(received.at(-2)!.id);
    await expect.poll(() => delivery.innerText(), { timeout: 15_000 }).toContain('Delivered');
    expect(await delivery.innerText()).toContain('2 attempts');
    expect(await delivery.innerText()).toContain('last answer 200');
    await pageIsClean(page);

    // Off, after a confirmation (the events it misses are not sent later), it sends nothing and offers no test.
    const enabledSwitch = webhook.getByRole('switch', { name: `Enabled for ${receiverUrl}` });
    await enabledSwitch.click();
    const turnOff = page.getByRole('dialog').filter({ hasText: 'Turn this webhook off?' });
    await turnOff.getByText(`${receiverUrl} receives no events while it is off.`, { exact: false }).waitFor();
    await turnOff.getByRole('button', { name: 'Keep on' }).click();
    await turnOff.waitFor({ state: 'detached' });
    expect(await enabledSwitch.isChecked()).toBe(true);
    expect((await owner.client.get('/api/business/webhooks')).json.webhooks[0].enabled).toBe(true);
    await enabledSwitch.click();
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => webhook.getByRole('button', { name: `Send test to ${receiverUrl}` }).isDisabled()).toBe(true);
    expect((await owner.client.get('/api/business/webhooks')).json.webhooks[0].enabled).toBe(false);
    // On again at once: nothing is lost by turning it on.
    await enabledSwitch.click();
    await expect.poll(() => webhook.getByRole('button', { name: `Send test to ${receiverUrl}` }).isEnabled()).toBe(true);
    expect((await owner.client.get('/api/business/webhooks')).json.webhooks[0].enabled).toBe(true);

    await webhook.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${receiverUrl} receives no more events, and its deliveries are deleted.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhooks yet.').waitFor();
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
