import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay as longDay } from '../../src/common/dates.js';
import { formatCents } from '../../src/common/money.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { shiftDay } from '../../src/common/vancouver-time.js';
import { adminClient, ApiClient, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { intoSession, serverClock, type TestClock } from '../support/session-clock.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { chooseOption, expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Paying chefs from the admin (DECISIONS.md section 13) in headless
 * Chromium against the real server with the manual payouts provider. Through the API a business
 * books a session, the admin assigns an active chef and completes it: an earning of 4 h × $50.
 * Then in the browser the admin sees what a run would pay, runs payouts through today, finds the payout to be paid, exports it
 * for the bank, marks it paid with a reference, sees the chef's ledger on the chef's screen and
 * adds an adjustment there, pays that too (the dialog showing the 409 of a payout another admin
 * paid first), downloads the year's chef earnings and finds them paid to chefs on /admin/finance; the
 * chef then sees both payouts paid in the portal. The server's clock and the admin's browser
 * stand in the session from then on (a session is completed once it has started): "today" is
 * its day. The tests run in order and build on each other.
 */

const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);
let admin: Page;
let pageErrors: string[];
let api: ApiClient;
let fixtures: ReturnType<typeof chefFixtures>;

const BUSINESS = 'Main Street Bistro';
const CHEF_NAME = 'Priya Raman';
const RATE_DOLLARS = 50;
const HOURS = 4;
const EARNING_CENTS = HOURS * RATE_DOLLARS * 100;
const ADJUSTMENT = { dollars: '35.50', cents: 3550, reason: 'Parking at the Granville Island event' };
const REFERENCE = 'TRF-2026-118';
const SESSION = { bookingDate: vancouverDay(3), timeSlot: 'morning' };
const TODAY = SESSION.bookingDate;

/** A day as the admin's screens show it: 'Fri, Nov 27, 2026'. */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-CA', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

let chef: { id: number; email: string; name: string };
let firstPayoutId: number;

beforeAll(async () => {
  api = await adminClient(suite.server);
  fixtures = chefFixtures(suite.server, api);
  chef = await fixtures.availableChef({ name: CHEF_NAME, hourlyRate: RATE_DOLLARS });
  const business = await registerWithAccount(suite.server, { businessName: BUSINESS, ...SESSION, duration: HOURS });
  const assigned = await api.put(`/api/admin/bookings/${business.bookingId}/chef`, { chefId: chef.id });
  if (assigned.status !== 200) throw new Error(`assignment failed: ${assigned.status} ${assigned.text}`);
  const inSession = await intoSession(timed, SESSION);
  const completed = await api.post('/trpc/admin.completeBooking', { id: business.bookingId });
  if (completed.status !== 200) throw new Error(`complete failed: ${completed.status} ${completed.text}`);

  ({ page: admin, pageErrors } = await openPage(suite.browser));
  // The browser's time runs on from the session's (a frozen clock would stall antd's motion).
  await admin.context().clock.install({ time: inSession });
  await admin.context().clock.resume();
  await signInAsAdmin(admin, suite.server.url);
});

const payoutRows = () => admin.getByRole('region', { name: 'Payouts' }).locator('.ant-table-tbody tr.ant-table-row');
const payoutRow = (id: number) => payoutRows().filter({ hasText: `#${id}` });

async function settled() {
  await admin.waitForLoadState('networkidle');
  await admin.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

async function downloadText(link: string): Promise<{ csv: string; download: Download }> {
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: link }).click()]);
  return { csv: readFileSync((await download.path())!, 'utf8'), download };
}

/** Runs payouts through `day` from the Run payouts card and answers the confirmation; the confirmation's text. */
async function runPayoutsThrough(day: string): Promise<string> {
  await admin.getByLabel('Through', { exact: true }).fill(day);
  await admin.getByRole('button', { name: 'Run payouts', exact: true }).click();
  const dialog = admin.locator('.ant-modal-confirm').filter({ hasText: `Run payouts through ${formatDay(day)}?` }).last();
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Run payouts', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

describe('admin payouts', () => {
  it('is in the admin navigation beside Finance, with the last Sunday as the default through day and no payouts yet', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).waitFor();
    const links = await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents();
    expect(links.slice(links.indexOf('Finance'), links.indexOf('Finance') + 2)).toEqual(['Finance', 'Payouts']);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
    await admin.waitForURL('**/admin/payouts');
    await admin.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
    await admin.getByText('No payouts yet').waitFor();

    const through = admin.getByLabel('Through', { exact: true });
    const value = await through.inputValue();
    expect(new Date(`${value}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(value < TODAY).toBe(true);
    expect(value >= shiftDay(TODAY, -7)).toBe(true);

    // A day after today is refused before anything runs (two days on: the test's Chromium reads Vancouver's day as UTC's).
    await through.fill(shiftDay(TODAY, 2));
    await admin.getByRole('button', { name: 'Run payouts', exact: true }).click();
    await admin.getByRole('alert').filter({ hasText: 'Through must be today or earlier' }).waitFor();
    expect(await admin.locator('.ant-modal-confirm').count()).toBe(0);
    await settled();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
  });

  it('shows what a run through a day would pay before it runs, each chef with the lines and their hours × rate, on a phone and a desktop, in both themes', async () => {
    await admin.getByLabel('Through', { exact: true }).fill(TODAY);
    const preview = admin.getByRole('region', { name: `A run through ${formatDay(TODAY)} would pay` });
    await preview.getByText(`1 payout, ${formatCents(EARNING_CENTS)} in all.`).waitFor();
    const row = preview.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: CHEF_NAME });
    const cells = await row.locator('td').allTextContents();
    expect([cells[0], ...cells.slice(2)]).toEqual([CHEF_NAME, formatCents(EARNING_CENTS), formatCents(0), formatCents(EARNING_CENTS)]);
    await row.getByText('1 line', { exact: true }).click();
    await row.getByText(`Session: ${BUSINESS}`, { exact: false }).waitFor();
    expect(await row.textContent()).toContain(`${HOURS} hours × ${formatCents(RATE_DOLLARS * 100)}`);
    // Nothing was written: no payout yet.
    await admin.getByText('No payouts yet').waitFor();
    await settled();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    await admin.setViewportSize(VIEWPORTS.phone);
    await preview.getByText(`1 payout, ${formatCents(EARNING_CENTS)} in all.`).waitFor();
    expect(await hasHorizontalScroll(admin)).toBe(false);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    // The dark theme, on the phone and the desktop, with a chef's lines open.
    await admin.evaluate(() => localStorage.setItem('chefconnect-theme', 'dark'));
    await admin.reload();
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await admin.setViewportSize(viewport);
      await admin.getByLabel('Through', { exact: true }).fill(TODAY);
      await preview.getByText(`1 payout, ${formatCents(EARNING_CENTS)} in all.`).waitFor();
      await row.getByText('1 line', { exact: true }).click();
      await row.getByText(`Session: ${BUSINESS}`, { exact: false }).waitFor();
      await settled();
      expect(await seriousAccessibilityViolations(admin), `dark ${viewport.width}px`).toEqual([]);
      await row.getByText('1 line', { exact: true }).click();
    }
    await admin.evaluate(() => localStorage.setItem('chefconnect-theme', 'light'));
    await admin.reload();
    await admin.getByText('No payouts yet').waitFor();
  });

  it('runs payouts through today after a confirmation saying what it does, and shows the new payout to be paid', async () => {
    const text = await runPayoutsThrough(TODAY);
    expect(text).toContain('not yet paid out is gathered into one payout to be paid');
    await admin.getByText(`1 payout created through ${formatDay(TODAY)}, ${formatCents(EARNING_CENTS)} in all, to be paid.`).waitFor();

    const row = payoutRows().filter({ hasText: CHEF_NAME });
    await row.waitFor();
    expect(await payoutRows().count()).toBe(1);
    firstPayoutId = Number(/#(\d+)/.exec((await row.locator('td').first().textContent()) ?? '')?.[1]);
    expect(firstPayoutId).toBeGreaterThan(0);
    // Payout, chef, through, amount, GST, total, status, reference, paid.
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(0, 9)).toEqual([`#${firstPayoutId}`, CHEF_NAME, formatDay(TODAY), formatCents(EARNING_CENTS), formatCents(0), formatCents(EARNING_CENTS), 'To be paid', '—', '—']);
    expect(await row.getByRole('link', { name: CHEF_NAME }).getAttribute('href')).toBe(`/admin/chefs/${chef.id}/edit`);
    // The statement downloads as a PDF.
    const statement = row.getByRole('link', { name: `Statement of payout #${firstPayoutId} (PDF)` });
    expect(await statement.getAttribute('href')).toBe(`/api/admin/payouts/${firstPayoutId}/statement.pdf`);
    const [pdf] = await Promise.all([admin.waitForEvent('download'), statement.click()]);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // A second run finds nothing left to pay.
    await runPayoutsThrough(TODAY);
    await admin.getByText(`No payouts created: nothing unpaid was owed to any chef through ${formatDay(TODAY)}.`).waitFor();
    await admin.getByText('Nothing: no chef is owed anything unpaid through that day.').waitFor();
    expect(await payoutRows().count()).toBe(1);

    // The status filter is kept in the URL.
    await chooseOption(admin, 'Status', 'Paid');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'paid');
    await admin.getByText('No payouts: paid').waitFor();
    await chooseOption(admin, 'Status', 'To be paid');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await admin.reload();
    await payoutRow(firstPayoutId).waitFor();
    await settled();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
  });

  it('exports the pending payouts for the bank as CSV', async () => {
    const { csv, download } = await downloadText('Export pending (CSV)');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe('Payout,Chef,Legal name,Email,GST number,Institution,Transit,Account,Through,Amount,GST,Total');
    const line = lines.find((entry) => entry.startsWith(`${firstPayoutId},`));
    expect(line).toBe(`${firstPayoutId},${CHEF_NAME},,${chef.email},,,,,${TODAY},200.00,0.00,200.00`);
  });

  it('marks the payout paid with a required reference: it is paid, with its reference and date', async () => {
    await admin.getByRole('button', { name: `Mark payout #${firstPayoutId} paid` }).click();
    const dialog = admin.getByRole('dialog', { name: `Mark payout #${firstPayoutId} paid` });
    expect(await dialog.textContent()).toContain(`${CHEF_NAME}: ${formatCents(EARNING_CENTS)}`);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('Please give the payment reference').waitFor();
    await dialog.getByLabel('Payment reference').fill(REFERENCE);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expectToast(admin, 'Payout marked paid', { description: `${formatCents(EARNING_CENTS)} to ${CHEF_NAME}` });
    await dialog.waitFor({ state: 'hidden' });

    // The pending filter no longer shows it; all statuses do, paid.
    await admin.getByText('No payouts: to be paid').waitFor();
    await admin.getByRole('button', { name: 'Clear filter' }).click();
    await admin.waitForURL((url) => url.search === '');
    const row = payoutRow(firstPayoutId);
    await row.getByText('Paid', { exact: true }).waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells[7]).toBe(REFERENCE);
    expect(cells[8]).not.toBe('—');
    expect(await row.getByRole('button', { name: `Mark payout #${firstPayoutId} paid` }).count()).toBe(0);
    // The chef is emailed.
    expect((await suite.server.outbox()).some((mail) => mail.to === chef.email && mail.body.includes(REFERENCE))).toBe(true);
  });

  it("shows the chef's ledger on the chef's screen and adds an adjustment there, the 409 of an overdraft shown", async () => {
    await payoutRow(firstPayoutId).getByRole('link', { name: CHEF_NAME }).click();
    await admin.waitForURL(`**/admin/chefs/${chef.id}/edit`);
    const card = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: 'Earnings and payouts', level: 2 }) });
    await card.getByText('Balance owed:').waitFor();
    expect(await card.locator('p').first().textContent()).toBe(`Balance owed: ${formatCents(0)}`);
    const lines = card.getByRole('region', { name: 'Ledger' }).locator('.ant-table-tbody tr.ant-table-row');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    const payoutLine = await lines.nth(0).locator('td').allTextContents();
    expect(payoutLine.slice(1)).toEqual(['Payout', `Payout #${firstPayoutId} through ${longDay(TODAY)}`, formatCents(-EARNING_CENTS), `#${firstPayoutId} Paid`]);
    const earningLine = await lines.nth(1).locator('td').allTextContents();
    expect(earningLine[1]).toBe('Earning');
    expect(earningLine[2]).toContain(`Session: ${BUSINESS}`);
    expect(earningLine.slice(3)).toEqual([formatCents(EARNING_CENTS), `#${firstPayoutId} Paid`]);
    await settled();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    await card.getByRole('button', { name: 'Add adjustment' }).click();
    const dialog = admin.getByRole('dialog', { name: `Add an adjustment for ${CHEF_NAME}` });
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    await dialog.getByText('Enter an amount in dollars and cents, not 0', { exact: false }).waitFor();
    await dialog.getByText('Please give a reason').waitFor();
    // Taking back more than the balance: the server's 409, in the dialog.
    await dialog.getByLabel('Amount (CAD)').fill('-50');
    await dialog.getByLabel('Reason').fill('Overpaid last week');
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    await dialog.getByRole('alert').filter({ hasText: "This would take the chef's balance below zero" }).waitFor();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    await dialog.getByLabel('Amount (CAD)').fill(ADJUSTMENT.dollars);
    await dialog.getByLabel('Reason').fill(ADJUSTMENT.reason);
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    await expectToast(admin, 'Adjustment added', { description: `the balance is now ${formatCents(ADJUSTMENT.cents)}` });
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(`Balance owed: ${formatCents(ADJUSTMENT.cents)}`).waitFor();
    const adjustment = await lines.nth(0).locator('td').allTextContents();
    expect(adjustment.slice(1)).toEqual(['Adjustment', `Adjustment: ${ADJUSTMENT.reason}`, formatCents(ADJUSTMENT.cents), 'Not yet paid out']);
  });

  it('pays the adjustment in a new run; marking it paid after another admin did shows the 409 in the dialog', async () => {
    await admin.getByRole('link', { name: 'Payouts', exact: true }).first().click();
    await admin.waitForURL('**/admin/payouts');
    await runPayoutsThrough(TODAY);
    await admin.getByText(`1 payout created through ${formatDay(TODAY)}, ${formatCents(ADJUSTMENT.cents)} in all, to be paid.`).waitFor();
    await payoutRows().nth(1).waitFor();
    const newest = payoutRows().first();
    const secondId = Number(/#(\d+)/.exec((await newest.locator('td').first().textContent()) ?? '')?.[1]);
    expect(secondId).toBeGreaterThan(firstPayoutId);
    await newest.getByText('To be paid', { exact: true }).waitFor();

    // Another admin marks it paid first; this screen has not refreshed.
    const paid = await api.post(`/api/admin/payouts/${secondId}/paid`, { reference: 'TRF-2026-119' });
    expect(paid.status).toBe(200);
    await admin.getByRole('button', { name: `Mark payout #${secondId} paid` }).click();
    const dialog = admin.getByRole('dialog', { name: `Mark payout #${secondId} paid` });
    await dialog.getByLabel('Payment reference').fill('TRF-2026-120');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This payout is already paid' }).waitFor();
    // The table reloads behind the dialog.
    await payoutRow(secondId).getByText('Paid', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await payoutRow(secondId).locator('td').nth(7).textContent()).toBe('TRF-2026-119');
  });

  it("downloads the year's chef earnings with the tax-id columns", async () => {
    const year = TODAY.slice(0, 4);
    const { csv } = await downloadText(`Chef earnings ${year} (CSV, with tax IDs)`);
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe('Chef,Name,Legal name,Mailing address,SIN or business number,GST number,Paid,GST paid,Total paid');
    const line = lines.find((entry) => entry.startsWith(`${chef.id},`));
    const total = ((EARNING_CENTS + ADJUSTMENT.cents) / 100).toFixed(2);
    expect(line).toBe(`${chef.id},${CHEF_NAME},,,,,${total},0.00,${total}`);
  });

  it('shows what was paid to chefs this month on /admin/finance, beside the sales', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Finance' }).click();
    await admin.waitForURL('**/admin/finance');
    const rows = admin.getByRole('region', { name: 'Paid to chefs' }).locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const month = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${TODAY.slice(0, 7)}-01T00:00:00Z`));
    const paid = formatCents(EARNING_CENTS + ADJUSTMENT.cents);
    // Month, payouts, paid, GST paid, total.
    expect(await rows.first().locator('td').allTextContents()).toEqual([month, '2', paid, formatCents(0), paid]);
    await admin.getByRole('region', { name: 'Monthly totals' }).getByText('No sales yet').waitFor();
    await settled();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
  });

  it('the chef, signed in from the emailed link, sees both payouts paid with their references in the portal', async () => {
    const { page: chefPage, pageErrors: chefErrors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile });
    expect((await new ApiClient(suite.server.url).post('/api/chef/login-link', { email: chef.email })).status).toBe(200);
    await chefPage.goto(`${suite.server.url}/chef/login?token=${encodeURIComponent(await fixtures.lastLinkTo(chef.email))}`);
    await chefPage.waitForURL((url) => url.pathname === '/chef');
    await chefPage.getByRole('heading', { level: 1, name: `Welcome, ${CHEF_NAME}` }).waitFor();
    await chefPage.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Earnings' }).click();
    const earnings = chefPage.getByRole('region', { name: 'Earnings', exact: true });
    await earnings.getByText(`You are owed ${formatCents(0)}`).waitFor();
    const payouts = earnings.getByRole('list', { name: 'Payouts' }).getByRole('listitem');
    expect(await payouts.count()).toBe(2);
    const first = payouts.filter({ hasText: `Reference ${REFERENCE}` });
    const text = await first.textContent();
    for (const expected of ['Paid', formatCents(EARNING_CENTS)]) expect(text).toContain(expected);
    await payouts.filter({ hasText: 'Reference TRF-2026-119' }).getByText(formatCents(ADJUSTMENT.cents)).first().waitFor();
    const session = earnings.getByRole('list', { name: 'Earnings lines' }).getByRole('listitem').filter({ hasText: `Session: ${BUSINESS}` });
    expect(await session.textContent()).toContain('Paid out');
    expect(chefErrors).toEqual([]);
    await chefPage.context().close();
  });

  it('is usable at 375 px and clean under axe in both themes, on payouts, finance and the chef screen', async () => {
    const problems: string[] = [];
    const runs = [
      { theme: 'dark', viewport: VIEWPORTS.desktop },
      { theme: 'light', viewport: VIEWPORTS.mobile },
      { theme: 'dark', viewport: VIEWPORTS.mobile },
    ] as const;
    for (const { theme, viewport } of runs) {
      await admin.setViewportSize(viewport);
      await admin.context().addInitScript((saved) => localStorage.setItem('chefconnect-theme', saved), theme);
      for (const [path, heading] of [
        ['/admin/finance', 'Finance'],
        ['/admin/payouts', 'Payouts'],
        [`/admin/chefs/${chef.id}/edit`, `Edit ${CHEF_NAME}`],
      ] as const) {
        await admin.goto(`${suite.server.url}${path}`);
        await admin.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await admin.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        await settled();
        for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`${theme} ${viewport.width}px ${path}: ${violation}`);
        if (await hasHorizontalScroll(admin)) problems.push(`${theme} ${viewport.width}px ${path}: horizontal scroll`);
      }
    }
    // At 375 px the menu leads to Payouts, and the adjustment dialog fits.
    await admin.getByRole('button', { name: 'Menu' }).click();
    await admin.getByRole('navigation', { name: 'Admin (mobile)' }).getByRole('link', { name: 'Payouts' }).waitFor();
    await admin.getByRole('button', { name: 'Menu' }).click();
    await admin.getByRole('button', { name: 'Add adjustment' }).click();
    await admin.getByRole('dialog', { name: `Add an adjustment for ${CHEF_NAME}` }).waitFor();
    for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`375px adjustment dialog: ${violation}`);
    if (await hasHorizontalScroll(admin)) problems.push('375px adjustment dialog: horizontal scroll');
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
