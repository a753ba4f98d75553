import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/server/core/jobs/runner.js';
import { adminClient, ApiClient, registerBusiness } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The failed-jobs screen (DECISIONS.md section 7) in headless Chromium: emails to a mailbox the
 * mail server refuses fail all their attempts (the test moves the server's clock past each
 * backoff), and the admin retries them from the screen.
 */

const DAY_MS = 24 * 60 * 60_000;
let offsetMs = 0;
let mailboxOpen = false;
const suite = useBrowserAndServer({
  now: () => new Date(Date.now() + offsetMs),
  mailer: {
    async send(email) {
      if (!mailboxOpen && email.to.startsWith('closed-')) throw new Error('550 Mailbox unavailable');
    },
  },
});
let admin: Page;
let pageErrors: string[];

/** Runs every due job, a day later each time, until the refused emails have failed for good. */
async function failAllAttempts(): Promise<void> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await suite.server.jobs!.drain();
    offsetMs += DAY_MS;
  }
}

beforeAll(async () => {
  for (const email of ['closed-one@example.com', 'closed-two@example.com']) {
    await registerBusiness(new ApiClient(suite.server.url), { email, businessName: `Kitchen of ${email}` });
  }
  await failAllAttempts();
  ({ page: admin, pageErrors } = await openPage(suite.browser));
  await signInAsAdmin(admin, suite.server.url);
});

const rows = () => admin.locator('.ant-table-tbody tr.ant-table-row');

describe('failed jobs screen', () => {
  it('lists the failed emails with kind, attempts and last error, from the admin navigation', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Failed jobs' }).click();
    await admin.waitForURL('**/admin/jobs');
    await admin.getByRole('heading', { name: 'Failed jobs', level: 1 }).waitFor();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(2);
    const text = await rows().first().textContent();
    expect(text).toContain('Email');
    expect(text).toContain(String(MAX_ATTEMPTS));
    expect(text).toContain('550 Mailbox unavailable');
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
  });

  it('says so when a job is no longer failed, and retries a failed one with a success toast', async () => {
    mailboxOpen = true;
    const [first, second] = await rows().evaluateAll((found) => found.map((row) => row.getAttribute('data-row-key')));
    // Another admin retries the second one first: this screen still shows it as failed.
    expect((await (await adminClient(suite.server)).post(`/api/admin/jobs/${second}/retry`)).status).toBe(200);

    await admin.getByRole('button', { name: `Retry job #${second}` }).click();
    await expectToast(admin, 'Retry failed', { description: 'Only a failed job can be retried' });
    // The list reloads: the job the other admin retried is gone from it.
    await admin.getByRole('button', { name: `Retry job #${second}` }).waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: `Retry job #${first}` }).click();
    await expectToast(admin, 'Job queued again', { description: `Email job #${first} will run again shortly.` });
    await admin.getByRole('button', { name: `Retry job #${first}` }).waitFor({ state: 'detached' });

    await suite.server.jobs!.drain();
    await admin.reload();
    await admin.getByText('No failed jobs').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
