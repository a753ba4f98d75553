import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { ADMIN, adminClient, ApiClient, registerBusiness, vancouverDay } from '../integration/harness.js';
import { intoSession, serverClock, setClock, type TestClock } from '../support/session-clock.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, holdCalls, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The admin area in headless Chromium against the real server: one server, one browser and
 * one signed-in admin page for the whole file. The tests run in order and build on each other
 * (the admin signs in once, then works through the businesses registered below).
 */

/** The server's clock: the real one but where a test moves it into a session. */
const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);
let admin: Page;
let adminErrors: string[];

/** Businesses registered through the API, as an integrator or the wizard would. */
const LOW_HOURS = { businessName: 'Maple Leaf Bistro', city: 'Vancouver' };
const BY_CITY = { businessName: 'Harbour Bakery', city: 'Richmond' };
// A name that needs CSV quoting and the formula guard.
const TRICKY = { businessName: '=Tricky, "Quoted" Grill', city: 'Burnaby' };
const DELETE_ONE = { businessName: 'Single Delete Cafe', city: 'Surrey' };
const BULK_ONE = { businessName: 'Bulk Delete Diner', city: 'Delta' };
const BULK_TWO = { businessName: 'Bulk Delete Deli', city: 'Delta' };

let lowHoursId: number;
/** Its booking made at registration, the sooner of its two. */
let lowHoursFirstBooking: number;

beforeAll(async () => {
  const { server, browser } = suite;

  // 20 hours, 12 booked at registration and 5 more booked from the dashboard: 3 left, Low Hours.
  const owner = new ApiClient(server.url);
  const registered = await registerBusiness(owner, { ...LOW_HOURS, duration: 12 });
  lowHoursId = registered.businessId;
  lowHoursFirstBooking = registered.bookingId;
  const booking = await owner.post('/api/bookings', {
    businessId: lowHoursId,
    bookingDate: vancouverDay(40),
    timeSlot: 'afternoon',
    duration: 5,
  });
  expect(booking.status).toBe(201);
  const request = await owner.post('/api/request-hours', {
    businessId: lowHoursId,
    phone: '(604) 555-0199',
    hoursNeeded: 10,
    reason: 'Holiday season menu',
  });
  expect(request.status).toBe(201);

  for (const business of [BY_CITY, TRICKY, DELETE_ONE, BULK_ONE, BULK_TWO]) {
    await registerBusiness(new ApiClient(server.url), business);
  }

  ({ page: admin, pageErrors: adminErrors } = await openPage(browser));
  admin.setDefaultTimeout(8000);
});

function tableRow(page: Page, businessName: string) {
  return page.locator('.ant-table-tbody tr').filter({ has: page.getByRole('link', { name: businessName, exact: true }) });
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Search businesses...');
  await box.fill(text);
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === text);
}

async function confirmDialog(page: Page, okText: string) {
  const dialog = page.locator('.ant-modal-confirm').last();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: okText, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('admin area', () => {
  it('sends a visitor without an admin session from /admin/dashboard to the login page', async () => {
    await admin.goto(`${suite.server.url}/admin/dashboard`);
    await admin.waitForURL('**/admin/login');
    await admin.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(await admin.title()).toBe('Admin Login | ChefConnect');
  });

  it('refuses a wrong password with the spec toast, then signs the admin in to the dashboard', async () => {
    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill('not-the-password');
    await admin.getByRole('button', { name: 'Log In' }).click();
    await expectToast(admin, 'Login failed', { description: 'Invalid username or password' });
    expect(admin.url()).toContain('/admin/login');

    // The visibility toggle shows what was typed.
    await admin.getByRole('button', { name: /show password/i }).click();
    expect(await admin.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');

    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await expectToast(admin, 'Login successful', { description: 'You are now logged in to the admin panel' });
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('heading', { name: 'Registered Businesses' }).waitFor();
    await tableRow(admin, LOW_HOURS.businessName).waitFor();
    for (const card of ['Total Businesses', 'Total Bookings', 'Total Hours Allocated']) {
      await admin.getByRole('heading', { name: card }).waitFor();
    }
    await expect(admin.locator('.cc-admin-cards').textContent()).resolves.toContain('6');
  });

  it('finds a business registered through the API by name and by city, and a reload keeps the search', async () => {
    await search(admin, 'maple LEAF');
    await tableRow(admin, BY_CITY.businessName).waitFor({ state: 'detached' });
    expect(await admin.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    const row = tableRow(admin, LOW_HOURS.businessName);
    expect(await row.textContent()).toContain('Jamie Chen');
    expect(await row.textContent()).toContain('Vancouver, BC');

    await admin.reload();
    await tableRow(admin, LOW_HOURS.businessName).waitFor();
    expect(await admin.getByPlaceholder('Search businesses...').inputValue()).toBe('maple LEAF');
    expect(await admin.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);

    await search(admin, 'richmond');
    await tableRow(admin, BY_CITY.businessName).waitFor();
    expect(await admin.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);

    await search(admin, 'no such kitchen');
    await admin.getByText('No businesses found').waitFor();
  });

  it('sorts on the server and keeps the sort and page size in the URL', async () => {
    await search(admin, '');
    await admin.locator('.ant-table-thead th').filter({ hasText: 'Business Name' }).click();
    await admin.waitForURL((url) => url.searchParams.get('sort') === 'businessName' && url.searchParams.get('order') === 'asc');
    const firstRow = admin.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.filter({ hasText: TRICKY.businessName }).waitFor();
    const names = await admin.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allTextContents();
    const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    expect(names).toEqual([...names].sort(byLowerCase));
    await admin.reload();
    await firstRow.filter({ hasText: TRICKY.businessName }).waitFor();
  });

  it('adds hours from the row menu, showing the new balance, and the status moves from Low Hours to Active', async () => {
    const row = tableRow(admin, LOW_HOURS.businessName);
    expect(await row.locator('.ant-tag').textContent()).toBe('Low Hours');

    await row.getByRole('button', { name: `Actions for ${LOW_HOURS.businessName}` }).click();
    await admin.getByRole('menuitem', { name: 'Add Hours' }).click();
    await admin.waitForURL(`**/admin/business/${lowHoursId}/add-hours`);
    await admin.getByText('3 hours available').waitFor();

    // A part hour is refused with the rule, not rounded into hours nobody typed.
    await admin.getByLabel('Hours', { exact: true }).fill('7.5');
    await admin.getByLabel('Reason').fill('Bought a 10-hour top-up');
    await admin.getByRole('button', { name: 'Add Hours' }).click();
    await admin.getByText('Hours must be a whole number from 1 to 1000').waitFor();
    expect(await admin.getByRole('dialog').count()).toBe(0);

    await admin.getByLabel('Hours', { exact: true }).fill('10');
    await admin.getByRole('button', { name: 'Add Hours' }).click();
    const confirm = admin.getByRole('dialog');
    await confirm.locator('.ant-modal-confirm-title').filter({ hasText: `Add 10 hours to ${LOW_HOURS.businessName}?` }).waitFor();
    expect(await confirm.textContent()).toContain('available balance goes from 3 hours to 13 hours');
    await confirm.getByRole('button', { name: 'Add Hours' }).click();
    await admin.getByText('New balance: 13 hours available of 30 hours.').waitFor();
    await expectToast(admin, 'Hours added');

    await admin.getByRole('link', { name: 'Businesses' }).first().click();
    await admin.waitForURL('**/admin/dashboard**');
    await tableRow(admin, LOW_HOURS.businessName).locator('.ant-tag', { hasText: 'Active' }).waitFor();
  });

  it('shows the details with the ledger; approving the hours request adds its hours and a booking can be completed once its session started', async () => {
    await admin.goto(`${suite.server.url}/admin/business/${lowHoursId}`);
    await admin.getByRole('heading', { name: LOW_HOURS.businessName, level: 1 }).waitFor();
    expect(await admin.title()).toBe(`${LOW_HOURS.businessName} · Admin | ChefConnect`);
    await admin.getByText('Complimentary Platinum hours (2 in-person days + 10 virtual hours)').waitFor();
    await admin.getByText('Added by ChefConnect: Bought a 10-hour top-up').waitFor();
    await admin.getByText('Added 10 hours: Bought a 10-hour top-up').waitFor();

    await admin.getByRole('button', { name: 'Approve request for 10 hours' }).click();
    await confirmDialog(admin, 'Approve');
    await expectToast(admin, 'Request approved');
    await admin.getByText('Additional hours request #1 approved').waitFor();
    const bank = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: 'Labor bank' }) });
    await bank.getByText('23 hours').waitFor();

    const markCompleted = /^Mark booking on .* completed$/;
    const bookings = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: 'Bookings' }) });
    await bookings.getByRole('button', { name: /^Cancel booking on / }).first().waitFor();
    // Each session with its start and end (DECISIONS.md section 23): 12 hours from 8 AM, 5 from noon.
    for (const time of ['Morning, 8:00 a.m. to 8:00 p.m.', 'Afternoon, 12:00 p.m. to 5:00 p.m.']) await bookings.getByRole('cell', { name: time, exact: true }).waitFor();
    // Neither session has started: neither is offered to be marked completed (DECISIONS.md section 17).
    expect(await bookings.getByRole('button', { name: markCompleted }).count()).toBe(0);

    // A minute into the sooner session, on the server's clock and on a browser's.
    const inSession = await intoSession(timed, await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: lowHoursFirstBooking }));
    const { page: later } = await openPage(suite.browser);
    try {
      await later.context().addCookies(await admin.context().cookies());
      await later.context().clock.install({ time: inSession });
      await later.context().clock.resume();
      await later.goto(`${suite.server.url}/admin/business/${lowHoursId}`);
      const laterBookings = later.locator('.ant-card').filter({ has: later.getByRole('heading', { name: 'Bookings' }) });
      const started = laterBookings.getByRole('button', { name: markCompleted });
      await started.waitFor();
      expect(await started.count()).toBe(1);
      await started.click();
      await confirmDialog(later, 'Mark Completed');
      await expectToast(later, 'Booking completed');
      await laterBookings.locator('.ant-tag', { hasText: 'Completed' }).waitFor();
      // Completed hours stay used: the balance does not change.
      await later.locator('.ant-card').filter({ has: later.getByRole('heading', { name: 'Labor bank' }) }).getByText('23 hours').waitFor();
      await later.getByText(/Marked booking #\d+ on .* completed/).waitFor();
    } finally {
      await later.context().close();
      await setClock(timed);
    }
  });

  it('exports the searched businesses as CSV, quoting commas and quotes and guarding formulas', async () => {
    await admin.goto(`${suite.server.url}/admin/dashboard?q=grill`);
    await tableRow(admin, TRICKY.businessName).waitFor();
    await admin.getByRole('button', { name: 'Export Data' }).click();
    await admin.waitForURL('**/admin/export-data?q=grill');
    expect(await admin.getByLabel('Only businesses matching (name or city)').inputValue()).toBe('grill');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Download Businesses CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^chefconnect-businesses-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,businessName,businessType,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=Tricky, ""Quoted"" Grill"`);
    expect(lines[1]).toContain('Burnaby');

    const [ledger] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Download Labor ledger CSV' }).click(),
    ]);
    const ledgerLines = readFileSync(await ledger.path(), 'utf8').trim().split('\r\n');
    expect(ledgerLines[0]).toBe('id,businessId,bookingId,description,hours,transactionDate');
    // The complimentary hours and the first booking of the one matching business.
    expect(ledgerLines).toHaveLength(3);
  });

  it('deletes one business and bulk-deletes two after confirmations that name them', async () => {
    await admin.goto(`${suite.server.url}/admin/dashboard`);
    const single = tableRow(admin, DELETE_ONE.businessName);
    await single.getByRole('button', { name: `Actions for ${DELETE_ONE.businessName}` }).click();
    await admin.getByRole('menuitem', { name: 'Delete Business' }).click();
    const dialog = admin.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: `Delete ${DELETE_ONE.businessName}?` }).waitFor();
    const warning = await dialog.textContent();
    expect(warning).toContain('cannot be undone');
    expect(warning).toContain('all associated bookings and data');
    await confirmDialog(admin, 'Delete Business');
    await expectToast(admin, 'Business deleted', { description: DELETE_ONE.businessName });
    await single.waitFor({ state: 'detached' });

    await search(admin, 'delta');
    // The unfiltered rows stay on screen until the search's answer replaces them, BULK_TWO among them.
    await tableRow(admin, LOW_HOURS.businessName).waitFor({ state: 'detached' });
    await tableRow(admin, BULK_TWO.businessName).waitFor();
    // The header checkbox selects the rows of the current (filtered) result.
    await admin.locator('.ant-table-thead .ant-checkbox-input').check();
    await admin.getByRole('button', { name: 'Delete 2 Selected' }).click();
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Delete 2 businesses?' }).waitFor();
    const names = await dialog.getByRole('list', { name: 'Businesses to delete' }).locator('li').allTextContents();
    expect(names.sort()).toEqual([BULK_ONE.businessName, BULK_TWO.businessName].sort());
    expect(await dialog.textContent()).toContain('cannot be undone');
    await confirmDialog(admin, 'Delete 2 Businesses');
    await expectToast(admin, 'Businesses deleted', { description: '2' });
    await admin.getByText('No businesses found').waitFor();
    expect(await admin.getByRole('button', { name: /Selected$/ }).count()).toBe(0);

    const remaining = await (await adminClient(suite.server)).get('/api/admin/businesses');
    expect((remaining.json as { businessName: string }[]).map((business) => business.businessName).sort()).toEqual(
      [LOW_HOURS, BY_CITY, TRICKY].map((business) => business.businessName).sort(),
    );
  });

  it('lists the hours request in the inbox with contact messages and newsletter sign-ups, newest first', async () => {
    const visitor = new ApiClient(suite.server.url);
    await visitor.post('/api/contact', { name: 'Priya Patel', email: 'priya@example.com', subject: 'pricing', message: 'Do you cover Whistler?' });
    await visitor.post('/api/newsletter', { email: 'news@example.com' });
    await admin.goto(`${suite.server.url}/admin/inbox`);
    await admin.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    const section = (name: string) => admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name, level: 2 }) });
    await section('Additional hours requests').getByText('Holiday season menu').waitFor();
    await section('Contact messages').getByText('Do you cover Whistler?').waitFor();
    await section('Newsletter sign-ups').getByText('news@example.com').waitFor();
  });

  it('has no serious accessibility violations and no sideways scroll on the admin pages at 375 and 1440 px', async () => {
    const paths = [
      '/admin/dashboard',
      `/admin/business/${lowHoursId}`,
      `/admin/business/${lowHoursId}/edit`,
      `/admin/business/${lowHoursId}/add-hours`,
      '/admin/export-data',
      '/admin/availability',
      '/admin/inbox',
      '/admin/operations',
    ];
    const problems: string[] = [];
    // axe on every page in both themes at 1440 px; at 375 px the layout checks on every page
    // and axe on the pages whose layout changes most (the table, the calendar).
    const runs = [
      { theme: 'light', viewport: VIEWPORTS.desktop, axePaths: paths },
      { theme: 'dark', viewport: VIEWPORTS.desktop, axePaths: paths },
      { theme: 'light', viewport: VIEWPORTS.mobile, axePaths: ['/admin/dashboard', '/admin/availability'] },
    ] as const;
    for (const { theme, viewport, axePaths } of runs) {
      await admin.setViewportSize(viewport);
      await admin.context().addInitScript((saved) => localStorage.setItem('chefconnect-theme', saved), theme);
      for (const path of paths) {
        await admin.goto(`${suite.server.url}${path}`);
        await admin.locator('h1').first().waitFor();
        // Checked once the data has arrived: a loading table is dimmed on purpose.
        await admin.waitForLoadState('networkidle');
        await admin.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
        if ((await admin.locator('h1').count()) !== 1) problems.push(`${path}: not exactly one h1`);
        if ((await admin.locator('main').count()) !== 1) problems.push(`${path}: not exactly one main`);
        if ((axePaths as readonly string[]).includes(path)) {
          for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`${theme} ${viewport.width}px ${path}: ${violation}`);
        }
        if (await hasHorizontalScroll(admin)) problems.push(`${viewport.width}px ${path}: horizontal scroll`);
      }
    }
    await admin.context().addInitScript(() => localStorage.setItem('chefconnect-theme', 'light'));
    await admin.setViewportSize(VIEWPORTS.desktop);
    await admin.goto(`${suite.server.url}/admin/login`);
    await admin.getByRole('heading', { name: 'Admin Login' }).waitFor();
    for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`/admin/login: ${violation}`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps AA contrast under the pointer: a primary, a default and a danger button hovered, in both themes', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const { page, pageErrors } = await openPage(suite.browser, { theme });
      await signInAsAdmin(page, suite.server.url);
      await page.goto(`${suite.server.url}/admin/business/${lowHoursId}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // antd 6 names a button by its colour and variant: Add Hours, Edit Business and Delete Business.
      const kinds = [
        ['primary', '.ant-btn-color-primary.ant-btn-variant-solid'],
        ['default', '.ant-btn-color-default.ant-btn-variant-outlined'],
        ['danger', '.ant-btn-color-dangerous.ant-btn-variant-outlined'],
      ] as const;
      for (const [kind, selector] of kinds) {
        const button = page.locator(`main ${selector}:visible`).first();
        const label = await button.textContent();
        for (const violation of await seriousAccessibilityViolations(page, { hovering: button })) problems.push(`${theme}, ${kind} button "${label}" hovered: ${violation}`);
      }
      expect(pageErrors).toEqual([]);
      await page.context().close();
    }
    expect(problems).toEqual([]);
    // Two sign-ins and six audits: as long as the audits above on a loaded machine.
  }, 120_000);

  it('blocks a date that the registration calendar then shows as unavailable', async () => {
    const day = vancouverDay(2);
    // Until the blocked times have loaded, the chosen day is not said to be open.
    const blockedTimesCall = await holdCalls(admin, (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('admin.blockedSlots'));
    await admin.goto(`${suite.server.url}/admin/availability`);
    await admin.getByRole('heading', { name: 'Manage Availability' }).waitFor();
    await admin.getByText('Loading the blocked times…').waitFor();
    expect(await admin.getByText('Open for bookings.').count()).toBe(0);
    blockedTimesCall.release();
    await admin.getByText('Open for bookings.').waitFor();
    await blockedTimesCall.stop();
    await admin.getByLabel('Day', { exact: true }).fill(day);
    await admin.getByLabel('Reason (optional)').fill('Staff retreat');
    await admin.getByRole('button', { name: /^Block / }).click();
    await expectToast(admin, 'Availability updated');
    const blocked = admin.locator('.ant-table-tbody tr').filter({ hasText: 'Staff retreat' });
    await blocked.waitFor();
    expect(await blocked.textContent()).toContain('Whole day');

    // A visitor at step 4 of the wizard, with the earlier steps saved in this tab.
    const { page: visitor } = await openPage(suite.browser);
    await visitor.context().addInitScript(() => {
      sessionStorage.setItem('businessData', JSON.stringify({ businessName: 'Calendar Check', businessType: 'cafe', businessAddress: '1 Main St', city: 'Vancouver', state: 'BC', zipCode: 'V5K 0A1', employeeCount: '1-5' }));
      sessionStorage.setItem('contactData', JSON.stringify({ firstName: 'Ana', lastName: 'Lee', jobTitle: 'Owner', email: 'ana@example.com', phone: '604-555-0111', preferredContact: 'email', newsletter: false }));
      sessionStorage.setItem('serviceData', JSON.stringify({ serviceType: 'in-person', serviceHours: '1-2' }));
    });
    await visitor.goto(`${suite.server.url}/register/schedule-calendar`);
    const dayButton = visitor.locator(`button[data-day="${day}"]`).first();
    if (!(await dayButton.isVisible().catch(() => false))) {
      await visitor.locator('button[data-day]').first().waitFor();
      if ((await visitor.locator(`button[data-day="${day}"]`).count()) === 0) await visitor.getByRole('button', { name: 'Next month' }).first().click();
    }
    await dayButton.waitFor();
    expect(await dayButton.getAttribute('aria-disabled')).toBe('true');
    expect(await dayButton.getAttribute('aria-label')).toContain('unavailable: Staff retreat');
    await visitor.context().close();
  });

  it('logs out with the spec toast, after which /admin/dashboard is closed', async () => {
    await admin.goto(`${suite.server.url}/admin/dashboard`);
    await admin.getByRole('button', { name: 'Logout' }).click();
    await expectToast(admin, 'Logged out', { description: 'You have been logged out successfully' });
    await admin.waitForURL('**/admin/login');
    await admin.goto(`${suite.server.url}/admin/dashboard`);
    await admin.waitForURL('**/admin/login');
    const response = await admin.request.get(`${suite.server.url}/api/admin/businesses`);
    expect(response.status()).toBe(401);
  });

  it('sends the admin back to the login page, and then back to the same view, when the session ends elsewhere', async () => {
    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.goto(`${suite.server.url}/admin/dashboard?q=harbour`);
    await tableRow(admin, BY_CITY.businessName).waitFor();

    // Signing out on another device ends every earlier admin session (DECISIONS.md section 2).
    await (await adminClient(suite.server)).post('/api/admin/logout');
    await admin.getByRole('link', { name: 'Inbox' }).first().click();
    await admin.waitForURL('**/admin/login');

    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await admin.waitForURL('**/admin/inbox');
    expect(adminErrors).toEqual([]);
  });
});
