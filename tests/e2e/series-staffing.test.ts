import { describe, expect, it } from 'vitest';
import { seriesWeekdayOf } from '../../src/common/series.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, ApiClient, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Staffing a standing booking in a real browser (DECISIONS.md section 20): the Operations board
 * groups the series' sessions under one heading with "Offer series"; the chef's portal shows
 * the series as one card with its sessions, their days and the pay together; accepting takes
 * what the chef can work and says, for the session left, why not. Axe clean, at 390 px and on
 * a desktop.
 */
const suite = useBrowserAndServer();

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const weekdayName = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['a 390 px phone', VIEWPORTS.phone],
] as const)('offering a series on %s', (name, viewport) => {
  it('the admin offers the grouped series; the chef sees one card, accepts, and reads why the other session was not taken', async () => {
    const businessName = `Weekly Kitchen ${name === 'desktop' ? 'Desk' : 'Phone'}`;
    const business = await registerWithAccount(suite.server, { businessName, bookingDate: vancouverDay(40) });
    const firstDate = vancouverDay(3);
    const weekday = seriesWeekdayOf(firstDate);
    const series = await business.client.post('/api/bookings/series', { serviceType: 'in-person', firstDate, timeSlot: 'evening', duration: 4, weekdays: [weekday], every: 1, count: 2 });
    expect(series.status, series.text).toBe(201);
    const [first, second] = (series.json.bookings as { bookingDate: string }[]).map(({ bookingDate }) => bookingDate) as [string, string];
    const fixtures = chefFixtures(suite.server, await adminClient(suite.server));
    const chef = await fixtures.availableChef({ name: `Series Chef ${name}`, hourlyRate: 40 });
    await suite.server.services.chefPortal.addTimeOff({ kind: 'chef', chefId: chef.id }, { from: second, to: second, reason: null });

    const { page: admin, pageErrors: adminErrors } = await openPage(suite.browser, { viewport });
    await signInAsAdmin(admin, suite.server.url);
    await admin.goto(`${suite.server.url}/admin/operations`);
    const group = admin.getByRole('region', { name: new RegExp(`^Weekly: ${businessName}`) });
    await group.waitFor();
    expect(await group.getByRole('row').filter({ hasText: 'Awaiting chef' }).count()).toBe(2);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await group.getByRole('button', { name: `Offer the series of ${businessName}`, exact: false }).click();
    const dialog = admin.getByRole('dialog', { name: 'Offer this series' });
    await dialog.getByRole('checkbox', { name: `Select ${chef.name}` }).check();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Offer Series' }).click();
    await expectToast(admin, 'Series offered');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => group.getByRole('row').filter({ hasText: 'Offered' }).count(), { timeout: 10_000 }).toBe(2);

    const { page, pageErrors } = await openPage(suite.browser, { viewport });
    const token = await fixtures.linkSentBy(chef.email, () => new ApiClient(suite.server.url).post('/api/chef/login-link', { email: chef.email }));
    await page.goto(`${suite.server.url}/chef/login?token=${encodeURIComponent(token)}`);
    await page.waitForURL((url) => url.pathname === '/chef');
    const card = page.getByRole('list', { name: 'Series offers' }).getByRole('listitem').filter({ hasText: businessName }).first();
    await card.waitFor();
    // 2 sessions × 4 hours × $40, the weekday and the first and last days in words.
    expect(await card.innerText()).toContain(`2 sessions, ${weekdayName.format(noon(first))}s, ${shortDay.format(noon(first))} - ${shortDay.format(noon(second))}, $320.00`);
    for (const day of [first, second]) await card.locator(`time[datetime="${day}"]`).waitFor();
    expect(await page.getByRole('region', { name: 'Open offers' }).getByText('No open offers right now').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await card.getByRole('button', { name: /^Accept series: / }).click();
    const offers = page.getByRole('region', { name: 'Open offers' });
    const notTaken = offers.getByRole('alert').filter({ hasText: '1 session was not taken' });
    await notTaken.waitFor();
    expect(await notTaken.innerText()).toContain('Time off that day');
    // The session taken leaves the card; the one the chef is off stays offered to them, as a single offer would.
    await card.locator(`time[datetime="${first}"]`).waitFor({ state: 'detached' });
    expect(await card.innerText()).toContain('1 session, ');
    await page.getByRole('region', { name: 'Assignments' }).getByRole('listitem').filter({ hasText: businessName }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect([...adminErrors, ...pageErrors]).toEqual([]);
    await admin.context().close();
    await page.context().close();
  }, 180_000);
});
