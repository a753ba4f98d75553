import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAX_ID_MESSAGE } from '../../src/common/schemas/payouts.js';
import { vancouverToday } from '../../src/common/vancouver-time.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay, type ApiClient } from '../integration/harness.js';
import { intoSession, serverClock, type TestClock } from '../support/session-clock.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The chef portal's Earnings and Tax details (DECISIONS.md section 13) in headless Chromium, on
 * a 375 px phone: a business books, the admin assigns the chef and completes the session
 * (through the HTTP API), and the chef, signed in from the emailed link, sees the earning and
 * what they are owed; the admin runs payouts and marks the payout paid, and the chef sees it
 * paid with its reference; the chef saves their tax details, after which only the masked tax
 * id shows, and a GST-registered chef's next payout carries GST. The server has a PII_KEY, as
 * production must before a tax id can be stored. The server's clock stands in the session from
 * then on (a session is completed once it has started). The tests build on each other.
 */

const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ piiKey: Buffer.alloc(32, 7), now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);

const BUSINESS_NAME = 'Harbour Street Kitchen';
const REFERENCE = 'EFT-20260415-0042';
const TAX_ID = '046 454 286';
const THIS_YEAR = Number(vancouverDay(0).slice(0, 4));

let admin: ApiClient;
let fixtures: ReturnType<typeof chefFixtures>;
let cook: { id: number; email: string; name: string };
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  admin = await adminClient(suite.server);
  fixtures = chefFixtures(suite.server, admin);
  cook = await fixtures.availableChef({ name: 'Priya Raman', hourlyRate: 45 });
  // A 4-hour session at $45/hr, assigned and completed by the admin: a $180.00 earning.
  const session = { bookingDate: vancouverDay(3), timeSlot: 'morning' };
  const business = await registerWithAccount(suite.server, { businessName: BUSINESS_NAME, ...session, duration: 4 });
  const assigned = await admin.put(`/api/admin/bookings/${business.bookingId}/chef`, { chefId: cook.id });
  if (assigned.status !== 200) throw new Error(`assignment failed: ${assigned.status} ${assigned.text}`);
  await intoSession(timed, session);
  const completed = await admin.post('/trpc/admin.completeBooking', { id: business.bookingId });
  if (completed.status !== 200) throw new Error(`complete failed: ${completed.status} ${completed.text}`);
  ({ page, pageErrors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile }));
});

function earnings(): ReturnType<Page['getByRole']> {
  return page.getByRole('region', { name: 'Earnings', exact: true });
}

async function runPayouts(): Promise<{ id: number; amountCents: number; gstCents: number }[]> {
  // Through the server's today: the session's day, when its earning was made.
  const run = await admin.post('/api/admin/payouts/run', { through: vancouverToday(new Date(Date.now() + clock.offsetMs)) });
  expect(run.status).toBe(200);
  return run.json.payouts;
}

async function reloadEarnings() {
  await page.reload();
  await earnings().getByText('You are owed').waitFor();
}

describe('chef earnings', () => {
  it('the chef, signed in from the emailed link on a phone, sees the completed session as an unpaid earning and what they are owed', async () => {
    expect((await admin.post('/api/chef/login-link', { email: cook.email })).status).toBe(200);
    await page.goto(`${suite.server.url}/chef/login?token=${encodeURIComponent(await fixtures.lastLinkTo(cook.email))}`);
    await page.waitForURL((url) => url.pathname === '/chef');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${cook.name}` }).waitFor();

    // The section links reach Earnings on a phone, where it is far down the page.
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Earnings' }).click();
    await page.waitForURL((url) => url.hash === '#earnings');
    await earnings().getByText('You are owed $180.00').waitFor();
    expect(await earnings().textContent()).toContain('We pay every Wednesday for your sessions through the Sunday before.');

    const line = earnings().getByRole('list', { name: 'Earnings lines' }).getByRole('listitem');
    expect(await line.count()).toBe(1);
    const text = await line.textContent();
    for (const expected of [`Session: ${BUSINESS_NAME}`, 'Session', '4 hours × $45.00', 'Unpaid', '$180.00']) expect(text).toContain(expected);
    await earnings().getByText('No payouts yet', { exact: false }).waitFor();

    for (const year of [THIS_YEAR, THIS_YEAR - 1]) {
      expect(await earnings().getByRole('link', { name: `Download ${year} CSV` }).getAttribute('href')).toBe(`/api/chef/earnings/${year}.csv`);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('after the admin runs payouts the balance is 0 and the payout to be paid; once marked paid the chef sees it paid with its reference', async () => {
    const [payout, ...others] = await runPayouts();
    expect(others).toEqual([]);
    expect(payout).toMatchObject({ amountCents: 18000, gstCents: 0 });

    await reloadEarnings();
    await earnings().getByText('You are owed $0.00').waitFor();
    const payouts = earnings().getByRole('list', { name: 'Payouts' }).getByRole('listitem');
    expect(await payouts.count()).toBe(1);
    expect(await payouts.textContent()).toContain('To be paid');
    expect(await payouts.textContent()).not.toContain('Paid');
    const lines = earnings().getByRole('list', { name: 'Earnings lines' }).getByRole('listitem');
    const session = lines.filter({ hasText: `Session: ${BUSINESS_NAME}` });
    expect(await session.textContent()).toContain('To be paid');

    const paid = await admin.post(`/api/admin/payouts/${payout!.id}/paid`, { reference: REFERENCE });
    expect(paid.status).toBe(200);

    await reloadEarnings();
    await payouts.getByText(`Reference ${REFERENCE}`).waitFor();
    const text = await payouts.textContent();
    for (const expected of [`Sessions through`, 'Paid', 'Total', '$180.00']) expect(text).toContain(expected);
    // No GST for a chef without a GST number: only the total.
    expect(await payouts.getByText('GST', { exact: true }).count()).toBe(0);
    const statement = payouts.getByRole('link', { name: /^Statement \(PDF\)/ });
    expect(await statement.getAttribute('href')).toBe(`/api/chef/payouts/${payout!.id}/statement.pdf`);
    // Each link downloads its file with the chef's session: the statement, and this year's CSV.
    for (const [link, extension] of [
      [statement, '.pdf'],
      [earnings().getByRole('link', { name: `Download ${THIS_YEAR} CSV` }), '.csv'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename().endsWith(extension)).toBe(true);
      expect(await download.failure()).toBeNull();
    }

    // The session's line is paid out; the payout's own line takes it off the balance.
    expect(await session.textContent()).toContain('Paid out');
    expect(await lines.filter({ hasText: '-$180.00' }).count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('saves the tax details with the schema’s rules, then shows only the masked tax id, and “Leave blank to keep it”', async () => {
    const section = page.getByRole('region', { name: 'Tax details', exact: true });
    await section.getByLabel('Legal name').fill('Priya Anjali Raman');
    await section.getByLabel('Mailing address').fill('1200 Main Street, Unit 4\nVancouver BC V6A 4B6');
    await section.getByLabel('GST number (optional)').fill('812345676RT0001');
    await section.getByRole('button', { name: 'Save tax details' }).click();
    await section.getByText('Please enter your SIN or business number').waitFor();
    await section.getByLabel('SIN or business number').fill('12345');
    await section.getByRole('button', { name: 'Save tax details' }).click();
    await section.getByText(TAX_ID_MESSAGE).waitFor();

    await section.getByLabel('SIN or business number').fill(TAX_ID);
    await section.getByRole('button', { name: 'Save tax details' }).click();
    await expectToast(page, 'Tax details saved');
    await section.getByText('On file: •••••••86. Leave blank to keep it.').waitFor();
    const field = section.getByLabel('SIN or business number (optional)');
    expect(await field.inputValue()).toBe('');

    await page.reload();
    await section.getByText('On file: •••••••86', { exact: false }).waitFor();
    expect(await section.getByLabel('Legal name').inputValue()).toBe('Priya Anjali Raman');
    expect(await section.getByLabel('GST number (optional)').inputValue()).toBe('812345676 RT0001');
    const html = await page.content();
    expect(html).not.toContain(TAX_ID);
    expect(html).not.toContain(TAX_ID.replace(/ /g, ''));

    // Saved again with the tax id left blank: the stored one stays.
    await section.getByLabel('Legal name').fill('Priya A. Raman');
    await section.getByRole('button', { name: 'Save tax details' }).click();
    await expectToast(page, 'Tax details saved');
    await section.getByText('On file: •••••••86', { exact: false }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('saves the bank account payouts go to, each number checked, then shows only the masked account', async () => {
    const section = page.getByRole('region', { name: 'Bank account', exact: true });
    await section.getByLabel('Institution number').fill('04');
    await section.getByLabel('Transit number').fill('123');
    await section.getByLabel('Account number').fill('12345');
    await section.getByRole('button', { name: 'Save bank account' }).click();
    for (const message of ['Enter the 3-digit institution number', 'Enter the 5-digit transit number', 'Enter an account number of 7 to 12 digits']) await section.getByText(message).waitFor();

    await section.getByLabel('Institution number').fill('004');
    await section.getByLabel('Transit number').fill('12345');
    await section.getByLabel('Account number').fill('5551 234 987');
    await section.getByRole('button', { name: 'Save bank account' }).click();
    await expectToast(page, 'Bank account saved');
    await section.getByText('On file: account ••••987.', { exact: false }).waitFor();
    expect(await section.getByLabel('Account number').inputValue()).toBe('');
    await page.reload();
    await section.getByText('On file: account ••••987.', { exact: false }).waitFor();
    expect(await page.content()).not.toContain('5551234987');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('a GST-registered chef’s next payout shows its amount, GST and total', async () => {
    const adjusted = await admin.post(`/api/admin/chefs/${cook.id}/adjustments`, { amountCents: 5000, reason: 'Knife kit reimbursement' });
    expect(adjusted.status).toBe(201);
    const [payout] = await runPayouts();
    expect(payout).toMatchObject({ amountCents: 5000, gstCents: 250 });

    await reloadEarnings();
    const newest = earnings().getByRole('list', { name: 'Payouts' }).getByRole('listitem').first();
    const text = await newest.textContent();
    for (const expected of ['To be paid', 'Amount', '$50.00', 'GST', '$2.50', 'Total', '$52.50']) expect(text).toContain(expected);
    const adjustment = earnings().getByRole('list', { name: 'Earnings lines' }).getByRole('listitem').filter({ hasText: 'Adjustment: Knife kit reimbursement' });
    expect(await adjustment.textContent()).toContain('To be paid');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('has no serious accessibility violation on a desktop, in either theme', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await reloadEarnings();
    const problems = (await seriousAccessibilityViolations(page)).map((violation) => `light: ${violation}`);
    const { page: dark, pageErrors: darkErrors } = await openPage(suite.browser, { theme: 'dark', viewport: VIEWPORTS.mobile });
    await dark.context().addCookies(await page.context().cookies());
    await dark.goto(`${suite.server.url}/chef#earnings`);
    await dark.getByRole('region', { name: 'Earnings', exact: true }).getByText(`Reference ${REFERENCE}`).waitFor();
    await dark.getByText('On file: •••••••86', { exact: false }).waitFor();
    for (const violation of await seriousAccessibilityViolations(dark)) problems.push(`dark, 375 px: ${violation}`);
    await dark.setViewportSize(VIEWPORTS.desktop);
    for (const violation of await seriousAccessibilityViolations(dark)) problems.push(`dark, desktop: ${violation}`);
    expect(problems).toEqual([]);
    expect([...pageErrors, ...darkErrors]).toEqual([]);
    await dark.context().close();
    // Three axe runs over the whole portal.
  }, 90_000);
});
