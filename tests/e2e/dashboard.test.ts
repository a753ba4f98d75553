import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatLongDay } from '../../src/common/dates.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, type ApiClient, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { duringSession, serverClock, type TestClock } from '../support/session-clock.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, holdCalls, openPage, trpcRequests, type PageOptions, VIEWPORTS } from './helpers/browser.js';
import { clickCalendarDay } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The business dashboard in a real browser against the real server. Each business is
 * registered through the API (as the wizard would) and its cookie handed to the browser.
 */

/** Moved only while the admin completes a session that has started. */
const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(suite.server);
});

type Registered = Awaited<ReturnType<typeof registerWithAccount>>;

/**
 * A business with two upcoming bookings (5 h in a month, 2 h virtual in ten days) and one
 * completed 3 h session: 10 of its 20 hours left, four ledger lines.
 */
async function seededBusiness(overrides: Record<string, unknown> = {}): Promise<Registered & { virtualBookingId: number }> {
  const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(30), ...overrides });
  const book = async (body: Record<string, unknown>) => {
    const response = await business.client.post('/api/bookings', { businessId: business.businessId, ...body });
    if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${response.text}`);
    return response.json.booking.id as number;
  };
  const virtualBookingId = await book({ serviceType: 'virtual', bookingDate: vancouverDay(10), timeSlot: 'afternoon', duration: 2 });
  const session = { bookingDate: vancouverDay(5), timeSlot: 'evening' };
  const pastSession = await book({ serviceType: 'in-person', ...session, duration: 3 });
  const { result: completed } = await duringSession(timed, session, () => admin.post('/trpc/admin.completeBooking', { id: pastSession }));
  if (completed.status !== 200) throw new Error(`complete failed: ${completed.status} ${completed.text}`);
  return { ...business, virtualBookingId };
}

interface DashboardOptions extends PageOptions {
  /** false: the welcome dialog has not been shown to this browser yet. */
  welcomed?: boolean;
  path?: string;
}

/** A browser signed in as the business (its session cookie), on its dashboard. */
async function openDashboard(client: ApiClient | null, businessId: number, { welcomed = true, path, ...options }: DashboardOptions = {}) {
  const opened = await openPage(suite.browser, options);
  const context = opened.page.context();
  if (client) {
    await context.addCookies([...client.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
  }
  if (welcomed) {
    await context.addInitScript((id) => localStorage.setItem(`chefconnect-welcome-shown-${id}`, 'test'), businessId);
  }
  await opened.page.goto(suite.server.url + (path ?? `/dashboard/${businessId}`));
  return opened;
}

function tile(page: Page, name: 'upcoming' | 'hours' | 'completed') {
  return page.getByTestId(`tile-${name}`);
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

function upcomingList(page: Page) {
  return page.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem');
}

function laborSummary(page: Page) {
  return page.getByRole('region', { name: 'Labor Bank Summary' });
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
function shownDate(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T12:00:00Z`));
}

describe('the business dashboard', () => {
  it('shows the seeded bookings, hours and completed services in the tiles, lists and labor bank', async () => {
    const business = await seededBusiness();
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back, Jamie!');
    expect(await page.title()).toBe('Dashboard | ChefConnect');
    expect(await tile(page, 'upcoming').innerText()).toBe('2');
    expect(await tile(page, 'hours').innerText()).toBe('10');
    expect(await tile(page, 'completed').innerText()).toBe('1');

    const upcoming = upcomingList(page);
    expect(await upcoming.count()).toBe(2);
    const first = await upcoming.nth(0).innerText();
    expect(first).toContain(shownDate(vancouverDay(10)));
    expect(first).toContain('Virtual Consultation');
    // A session reads with its start and end (DECISIONS.md section 23).
    expect(first).toContain('Afternoon, 12:00 p.m. to 2:00 p.m.');
    expect(first).toContain('2 hours');
    const second = await upcoming.nth(1).innerText();
    expect(second).toContain('In-Person Chef Service');
    expect(second).toContain('Morning, 8:00 a.m. to 1:00 p.m.');
    expect(second).toContain('5 hours');
    expect(await upcoming.nth(0).getByRole('link', { name: /^Reschedule/ }).getAttribute('href')).toBe(
      `/register/schedule-calendar?edit=${business.virtualBookingId}`,
    );
    expect(await page.getByRole('link', { name: 'Schedule New' }).getAttribute('href')).toBe(
      `/register/schedule-calendar?businessId=${business.businessId}&skipRegistration=true`,
    );

    const summary = laborSummary(page);
    expect(await summary.innerText()).toContain('10 hours available out of 20 total purchased');
    const recent = summary.getByRole('listitem');
    expect(await recent.count()).toBe(3);
    expect(await recent.nth(0).innerText()).toContain('-3');
    expect(await recent.nth(0).locator('.cc-hours--minus').count()).toBe(1);

    // The sidebar: initials, full name and business name.
    const account = page.getByRole('complementary', { name: 'Account' });
    expect(await account.innerText()).toContain('JC');
    expect(await account.innerText()).toContain('Jamie Chen');
    expect(await account.innerText()).toContain(business.body.businessName);
    // The header greets the contact by first name.
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Hi, Jamie');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('gets its data and the session in one request, the one its HTML preloads, and makes no other call on opening', async () => {
    const business = await seededBusiness();
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Jamie!' }).waitFor();
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Hi, Jamie');

    const preloaded = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
    const calls = await trpcRequests(page);
    // Fetched once, by the preload: the client asked for exactly that URL.
    expect(calls).toEqual([{ url: preloaded, initiator: 'link' }]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the welcome dialog the first time a business opens its dashboard, and never again', async () => {
    const business = await registerWithAccount(suite.server);
    const { page } = await openDashboard(business.client, business.businessId, { welcomed: false });
    const welcome = page.getByRole('dialog', { name: 'Welcome to ChefConnect, Jamie!' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await welcome.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Jamie!' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('cancels a booking after the confirmation and updates the tiles, the hours and the ledger', async () => {
    const business = await seededBusiness();
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);
    const virtual = upcomingList(page).filter({ hasText: 'Virtual Consultation' });

    // Dismissing the browser's confirmation changes nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await virtual.getByRole('button', { name: /^Cancel/ }).click();
    await page.waitForTimeout(300);
    expect(await tile(page, 'upcoming').innerText()).toBe('2');

    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await virtual.getByRole('button', { name: /^Cancel/ }).click();
    await expectToast(page, 'Booking Canceled', { description: 'Your booking has been canceled successfully.' });
    expect(confirmation).toBe('Are you sure you want to cancel this booking?');
    await expect.poll(() => tile(page, 'upcoming').innerText()).toBe('1');
    expect(await tile(page, 'hours').innerText()).toBe('12');
    expect(await upcomingList(page).count()).toBe(1);
    expect(await laborSummary(page).innerText()).toContain('12 hours available out of 20 total purchased');
    const refund = laborSummary(page).getByRole('listitem').first();
    expect(await refund.innerText()).toContain('+2');
    expect(await refund.locator('.cc-hours--plus').count()).toBe(1);

    // The canceled booking now sits under Canceled in My Bookings.
    await sidebar(page).getByRole('button', { name: 'My Bookings' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    await page.getByText('Canceled (1)').click();
    const canceled = page.getByRole('region', { name: 'Bookings' }).getByRole('listitem');
    expect(await canceled.count()).toBe(1);
    expect(await canceled.innerText()).toContain('Virtual Consultation');
    expect(await canceled.getByRole('button').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it("offers no Cancel once a session has started and says why; a cancel from a page opened before the start shows the server's reason", async () => {
    const business = await seededBusiness();
    const virtualSession = { bookingDate: vancouverDay(10), timeSlot: 'afternoon' };
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);
    const virtual = upcomingList(page).filter({ hasText: 'Virtual Consultation' });
    await virtual.getByRole('button', { name: /^Cancel/ }).waitFor();

    // The page was opened before the start; the cancel reaches the server after it.
    await duringSession(timed, virtualSession, async () => {
      page.once('dialog', (dialog) => void dialog.accept());
      await virtual.getByRole('button', { name: /^Cancel/ }).click();
      await expectToast(page, 'This session has already started');
    });
    expect(await tile(page, 'upcoming').innerText()).toBe('2');

    // On the browser's clock a minute into the session: no Cancel, and the card says why.
    await page.context().clock.setFixedTime(bookingStart(virtualSession).getTime() + 60_000);
    await page.reload();
    await virtual.getByText('This session has already started').waitFor();
    expect(await virtual.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    // Still awaiting a chef, it can be moved to a later slot.
    expect(await virtual.getByRole('link', { name: /^Reschedule/ }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['390 px, light theme', VIEWPORTS.phone, 'light'],
    ['390 px, dark theme', VIEWPORTS.phone, 'dark'],
    ['a desktop, dark theme', VIEWPORTS.desktop, 'dark'],
  ] as const)('tells a late cancellation at %s: the question says the chef is assigned, the success message and the ledger line the fee kept, axe clean (DECISIONS.md section 23)', async (_, viewport, theme) => {
    // The first slot starting more than an hour from now: always less than 24 hours away (slots start at 8, 12 and 16).
    const now = Date.now();
    const session = [0, 1]
      .flatMap((days) => (['morning', 'afternoon', 'evening'] as const).map((timeSlot) => ({ bookingDate: vancouverDay(days), timeSlot })))
      .find((candidate) => bookingStart(candidate).getTime() > now + 3_600_000)!;
    const business = await registerWithAccount(suite.server, { ...session, duration: 5 });
    const chef = await chefFixtures(suite.server, admin).availableChef();
    expect((await admin.put(`/api/admin/bookings/${business.bookingId}/chef`, { chefId: chef.id })).status).toBe(200);
    const { page, pageErrors } = await openDashboard(business.client, business.businessId, { viewport, theme });

    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await upcomingList(page).first().getByRole('button', { name: /^Cancel/ }).click();
    await expectToast(page, 'Booking Canceled', { description: 'Your booking has been canceled successfully. 4 hours were kept as a late cancellation fee.' });
    expect(confirmation).toBe(
      'Are you sure you want to cancel this booking?\n\nYour chef is assigned and the booking starts in less than 24 hours: 4 hours will be kept as a late cancellation fee and 1 hour will return to your labor bank.',
    );
    await expect.poll(() => laborSummary(page).getByRole('listitem').first().innerText()).toContain(`Late cancellation fee: ${formatLongDay(session.bookingDate)}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('lists every booking by status in My Bookings and the whole ledger with a running balance in Labor Bank', async () => {
    const business = await seededBusiness();
    const { page } = await openDashboard(business.client, business.businessId);
    await sidebar(page).getByRole('button', { name: 'My Bookings' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'My Bookings' });
    await heading.waitFor();
    // Focus moves to the new view's heading.
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const bookings = page.getByRole('region', { name: 'Bookings' }).getByRole('listitem');
    expect(await bookings.count()).toBe(2);
    await page.getByText('Completed (1)').click();
    expect(await bookings.count()).toBe(1);
    expect(await bookings.innerText()).toContain(shownDate(vancouverDay(5)));
    expect(await bookings.innerText()).toContain('Completed');
    await page.getByText('All (3)').click();
    expect(await bookings.count()).toBe(3);

    await sidebar(page).getByRole('button', { name: 'Labor Bank' }).click();
    await page.getByRole('heading', { level: 1, name: 'Labor Bank' }).waitFor();
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(4);
    // The first line of each cell: the signed hours carry a hidden 'hours used/added' for screen readers.
    const cells = async (index: number) =>
      (await rows.nth(index).locator('td').allInnerTexts()).map((text) => text.trim().split('\n')[0]);
    // Newest first: -3 (balance 10), -2 (13), -5 (15), +20 (20).
    expect((await cells(0)).slice(2)).toEqual(['-3', '10']);
    expect((await cells(1)).slice(2)).toEqual(['-2', '13']);
    expect((await cells(2)).slice(2)).toEqual(['-5', '15']);
    expect(await cells(3)).toEqual([
      expect.any(String),
      'Complimentary Platinum hours (2 in-person days + 10 virtual hours)',
      '+20',
      '20',
    ]);
    // The route never changed.
    expect(new URL(page.url()).pathname).toBe(`/dashboard/${business.businessId}`);
    await page.context().close();
  });

  it('requests additional hours with the phone prefilled and confirms the call-back', async () => {
    const business = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);
    await laborSummary(page).getByRole('button', { name: 'Request Additional Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Additional Hours' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("We'll call you within 1 hour");
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('(604) 555-0100');

    await dialog.getByLabel('Hours Needed').fill('150');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Hours needed must be a whole number from 1 to 100').waitFor();

    await dialog.getByLabel('Hours Needed').fill('12');
    await dialog.getByLabel('Details').fill('Holiday catering season');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Request Submitted', { description: "We'll call you within 1 hour to discuss your additional hours request." });
    await dialog.waitFor({ state: 'hidden' });

    const inbox = await admin.get('/trpc/admin.inbox');
    expect(inbox.text).toContain('Holiday catering season');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('edits the profile with the wizard rules, saves it and shows it in the read-only view', async () => {
    const business = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);
    await sidebar(page).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const details = page.locator('.cc-profile');
    expect(await details.first().innerText()).toContain(business.body.businessName);
    expect(await details.nth(1).innerText()).toContain('owner');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Business Profile' }).waitFor();
    await page.getByLabel('Business Name').fill('');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Business name is required').waitFor();
    await page.getByText('Valid email address is required').waitFor();

    await page.getByLabel('Business Name').fill('Harbour Light Bistro');
    await page.getByLabel('Email').fill('chef@harbourlight.ca');
    await page.getByLabel('Job Title').fill('Executive Chef');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated', { description: 'Your business information has been updated successfully.' });
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => details.first().innerText()).toContain('Harbour Light Bistro');
    expect(await details.nth(1).innerText()).toContain('Executive Chef');
    expect(await details.nth(1).innerText()).toContain('chef@harbourlight.ca');
    expect(await page.getByRole('complementary', { name: 'Account' }).innerText()).toContain('Harbour Light Bistro');

    const stored = await business.client.get(`/api/dashboard/${business.businessId}`);
    expect(stored.json.business.businessName).toBe('Harbour Light Bistro');
    expect(stored.json.contact.email).toBe('chef@harbourlight.ca');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('saves a settings toggle on the server and still shows it after a reload', async () => {
    const business = await registerWithAccount(suite.server);
    const { page } = await openDashboard(business.client, business.businessId);
    const openSettings = async () => {
      await sidebar(page).getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    };
    await openSettings();
    const email = page.getByRole('switch', { name: 'Email notifications for new bookings' });
    const sms = page.getByRole('switch', { name: 'SMS reminders for upcoming services' });
    expect(await email.getAttribute('aria-checked')).toBe('true');
    expect(await sms.getAttribute('aria-checked')).toBe('false');

    await sms.click();
    await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await page.reload();
    await openSettings();
    expect(await sms.getAttribute('aria-checked')).toBe('true');
    expect(await email.getAttribute('aria-checked')).toBe('true');
    await page.context().close();
  });

  it('closes the account from Settings behind a confirmation: a wrong password says so, the right one signs out and the old session is refused', async () => {
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(20) });
    const { page } = await openDashboard(business.client, business.businessId);
    await sidebar(page).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Close account…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.waitFor();
    const said = await dialog.innerText();
    expect(said).toContain('upcoming bookings are canceled');
    expect(said).toContain('names, emails and phone numbers of your people are erased');
    expect(said).toContain('We keep your business name, your hours ledger, your orders and your invoices');

    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    expect((await business.client.get(`/api/dashboard/${business.businessId}`)).status).toBe(200);

    // While the call runs (held here, then dropped as a lost connection), Esc does not close the
    // dialog and its X is gone: the failure is then told in it, in its own words.
    const closeAccountCall = await holdCalls(page, '**/trpc/business.closeAccount**', 'drop');
    await dialog.getByLabel('Your password').fill(business.password);
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await dialog.getByRole('button', { name: /Close my account/ }).and(page.locator('.ant-btn-loading')).waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    closeAccountCall.release();
    await dialog.getByRole('alert').filter({ hasText: 'Your account could not be closed. Please try again.' }).waitFor();
    await closeAccountCall.stop();

    await dialog.getByLabel('Your password').fill(business.password);
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await expectToast(page, 'Account closed');
    await page.waitForURL(`${suite.server.url}/login`);
    expect((await business.client.get(`/api/dashboard/${business.businessId}`)).status).toBe(401);
    expect(await suite.server.dataSource.manager.findOneByOrFail(Booking, { id: business.bookingId })).toMatchObject({ status: 'canceled' });
    await page.context().close();
  });

  it('downloads a booking as an .ics file in the America/Vancouver time zone', async () => {
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(20), timeSlot: 'evening' });
    const { page } = await openDashboard(business.client, business.businessId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      upcomingList(page).first().getByRole('button', { name: /^Add to calendar/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`chefconnect-booking-${vancouverDay(20)}.ics`);
    const ics = readFileSync((await download.path()) as string, 'utf8');
    const day = vancouverDay(20).replace(/-/g, '');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Vancouver');
    // A 5-hour evening: 4 PM to 9 PM, its start plus its duration (DECISIONS.md section 23).
    expect(ics).toContain(`DTSTART;TZID=America/Vancouver:${day}T160000`);
    expect(ics).toContain(`DTEND;TZID=America/Vancouver:${day}T210000`);
    await page.context().close();
  });

  it("refuses another business's dashboard with the error state", async () => {
    const [owner, other] = await Promise.all([registerWithAccount(suite.server), registerWithAccount(suite.server)]);
    const { page } = await openDashboard(owner.client, owner.businessId, { path: `/dashboard/${other.businessId}` });
    await page.getByRole('heading', { level: 1, name: 'Error Loading Dashboard' }).waitFor();
    expect(await page.getByText('We encountered an error while loading your dashboard data. Please try again.').count()).toBe(1);
    expect(await page.getByText(other.body.businessName).count()).toBe(0);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Error Loading Dashboard' }).waitFor();
    await page.context().close();
  });

  it('logs out from the header, ends the session on the server and closes the dashboard', async () => {
    const business = await registerWithAccount(suite.server);
    const cookies = business.client.snapshot();
    const { page } = await openDashboard(business.client, business.businessId, { path: '/dashboard' });
    // /dashboard without an id opens the signed-in business.
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Jamie!' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Account' }).innerText()).toContain(business.body.businessName);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${suite.server.url}/login`);

    await page.goto(`${suite.server.url}/dashboard/${business.businessId}`);
    await page.waitForURL(`${suite.server.url}/login`);
    // The old cookie is dead on the server too, not just forgotten by the browser.
    business.client.restore(cookies);
    expect((await business.client.get(`/api/dashboard/${business.businessId}`)).status).toBe(401);
    await page.context().close();
  });

  it('sends a visitor who is not signed in from /dashboard to /login', async () => {
    const { page } = await openDashboard(null, 1, { path: '/dashboard' });
    await page.waitForURL(`${suite.server.url}/login`);
    await page.context().close();
  });

  it('collapses the sidebar behind a menu button at 375 px and stays usable without sideways scrolling', async () => {
    const business = await seededBusiness();
    const { page } = await openDashboard(business.client, business.businessId, { viewport: VIEWPORTS.mobile });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Jamie!' }).waitFor();
    const menu = page.getByRole('button', { name: /^Dashboard menu/ });
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await sidebar(page).getByRole('button', { name: 'Labor Bank' }).click();
    await page.getByRole('heading', { level: 1, name: 'Labor Bank' }).waitFor();
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await menu.innerText()).toContain('Labor Bank');
    expect(await hasHorizontalScroll(page)).toBe(false);

    for (const view of ['My Bookings', 'Settings', 'Profile']) {
      await menu.click();
      await sidebar(page).getByRole('button', { name: view }).click();
      await page.getByRole('heading', { level: 1, name: view }).waitFor();
      expect(await hasHorizontalScroll(page), view).toBe(false);
    }
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Business Profile' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('has no serious or critical accessibility violation in the light and the dark theme', async () => {
    const business = await seededBusiness();
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await openDashboard(business.client, business.businessId, { theme });
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Jamie!' }).waitFor();
      expect(await seriousAccessibilityViolations(page), `${theme} dashboard`).toEqual([]);
      if (theme === 'light') {
        await laborSummary(page).getByRole('button', { name: 'Request Additional Hours' }).click();
        await page.getByRole('dialog', { name: 'Request Additional Hours' }).waitFor();
      } else {
        await sidebar(page).getByRole('button', { name: 'Labor Bank' }).click();
        await page.getByRole('heading', { level: 1, name: 'Labor Bank' }).waitFor();
      }
      expect(await seriousAccessibilityViolations(page), `${theme} second view`).toEqual([]);
      await page.context().close();
    }
  });
});

describe('scheduling from the dashboard through the calendar', () => {
  it('books a new session with Schedule New and shows it on the dashboard with the hours taken', async () => {
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(30) });
    const { page, pageErrors } = await openDashboard(business.client, business.businessId);
    expect(await tile(page, 'hours').innerText()).toBe('15');
    await page.getByRole('link', { name: 'Schedule New' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule a New Booking' }).waitFor();
    expect(await page.getByRole('tab', { name: 'In-Person Service' }).getAttribute('aria-selected')).toBe('true');

    const day = vancouverDay(14);
    await clickCalendarDay(page, day);
    await page.getByRole('tabpanel').getByRole('radio', { name: /^Afternoon/ }).check();
    const hours = page.getByRole('tabpanel').getByPlaceholder('Enter desired hours (1-12)');
    // A part hour is refused with the rule, not rounded into hours the business did not ask for.
    await hours.fill('2.5');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('tabpanel').getByText('Hours must be a whole number from 1 to 12').waitFor();
    await hours.fill('4');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL(`${suite.server.url}/dashboard/${business.businessId}`);

    await expect.poll(() => tile(page, 'upcoming').innerText()).toBe('2');
    expect(await tile(page, 'hours').innerText()).toBe('11');
    const booked = upcomingList(page).first();
    expect(await booked.innerText()).toContain(shownDate(day));
    expect(await booked.innerText()).toContain('In-Person Chef Service');
    expect(await booked.innerText()).toContain('Afternoon, 12:00 p.m. to 4:00 p.m.');
    expect(await booked.innerText()).toContain('4 hours');
    expect(await laborSummary(page).getByRole('listitem').first().innerText()).toContain('-4');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('reschedules a booking from the dashboard and shows its new day, slot and hours', async () => {
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(9), timeSlot: 'evening', duration: 4 });
    const { page } = await openDashboard(business.client, business.businessId);
    expect(await tile(page, 'hours').innerText()).toBe('16');
    await upcomingList(page).first().getByRole('link', { name: /^Reschedule/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Reschedule Booking' }).waitFor();
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByPlaceholder('Enter desired hours (1-12)').inputValue()).toBe('4');

    const newDay = vancouverDay(11);
    await clickCalendarDay(page, newDay);
    await panel.getByRole('radio', { name: /^Morning/ }).check();
    await panel.getByPlaceholder('Enter desired hours (1-12)').fill('6');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${suite.server.url}/dashboard/${business.businessId}`);

    await expect.poll(() => tile(page, 'hours').innerText()).toBe('14');
    const moved = upcomingList(page);
    expect(await moved.count()).toBe(1);
    expect(await moved.innerText()).toContain(shownDate(newDay));
    expect(await moved.innerText()).toContain('Morning, 8:00 a.m. to 2:00 p.m.');
    expect(await moved.innerText()).toContain('6 hours');
    await page.context().close();
  });

  it('refuses a booking larger than the hours left and leads to the Request Additional Hours dialog', async () => {
    // 12 of the 20 hours booked at registration and 5 more now: 3 left.
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(20), duration: 12 });
    await business.client.post('/api/bookings', { businessId: business.businessId, bookingDate: vancouverDay(21), timeSlot: 'morning', duration: 5 });
    const { page } = await openDashboard(business.client, business.businessId);
    expect(await tile(page, 'hours').innerText()).toBe('3');
    await page.getByRole('link', { name: 'Schedule New' }).click();
    await clickCalendarDay(page, vancouverDay(6));
    await page.getByRole('tabpanel').getByRole('radio', { name: /^All Day/ }).check();
    await page.getByRole('tabpanel').getByPlaceholder('Enter desired hours (1-12)').fill('8');
    await page.getByRole('button', { name: 'Book Now' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not enough hours in your labor bank' });
    await refusal.waitFor();

    await refusal.getByRole('link', { name: 'dashboard' }).click();
    await page.waitForURL(`${suite.server.url}/dashboard/${business.businessId}`);
    expect(await tile(page, 'hours').innerText()).toBe('3');
    expect(await tile(page, 'upcoming').innerText()).toBe('2');
    await laborSummary(page).getByRole('button', { name: 'Request Additional Hours' }).click();
    await page.getByRole('dialog', { name: 'Request Additional Hours' }).waitFor();
    await page.context().close();
  });

  it('shows the server message and a way to log in again when the session ended while booking', async () => {
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(30) });
    const { page } = await openDashboard(business.client, business.businessId);
    await page.getByRole('link', { name: 'Schedule New' }).click();
    await clickCalendarDay(page, vancouverDay(14));
    await page.getByRole('tabpanel').getByRole('radio', { name: /^Afternoon/ }).check();
    await page.getByRole('tabpanel').getByPlaceholder('Enter desired hours (1-12)').fill('2');
    // A logout elsewhere ends every cookie of the account, the browser's too.
    expect((await business.client.post('/api/logout')).status).toBe(200);
    await page.getByRole('button', { name: 'Book Now' }).click();

    const refusal = page.getByRole('alert').filter({ hasText: 'Please log in to continue' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Your session has ended.');
    await refusal.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${suite.server.url}/login`);
    await page.context().close();
  });
});
