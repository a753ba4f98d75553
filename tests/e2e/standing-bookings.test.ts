import { describe, expect, it } from 'vitest';
import { adminCaller, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, VIEWPORTS } from './helpers/browser.js';
import { clickCalendarDay, openBusinessDashboard } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Standing bookings in a real browser (DECISIONS.md section 20): Schedule New's "Repeat weekly"
 * previews the dates, a blocked one marked with why, and the hours needed beside the hours
 * available; the dashboard tags each session "Weekly" and offers "Cancel this and following".
 */
const suite = useBrowserAndServer();

const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const inWords = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['a 390 px phone', VIEWPORTS.phone],
] as const)('a weekly booking on %s', (_name, viewport) => {
  it('previews, books and cancels from a session on, axe clean', async () => {
    // Its registration booking is in a month; the series starts in 7 days, its second date blocked.
    const business = await registerWithAccount(suite.server, { bookingDate: vancouverDay(40) });
    const first = vancouverDay(7);
    const blocked = vancouverDay(14);
    await adminCaller(suite.server).admin.blockSlot({ date: blocked });
    const { page, pageErrors } = await openBusinessDashboard(suite.browser, suite.server.url, business, { viewport });

    await page.goto(`${suite.server.url}/register/schedule-calendar?businessId=${business.businessId}&skipRegistration=true`);
    await page.getByRole('heading', { level: 1, name: 'Schedule a New Booking' }).waitFor();
    await clickCalendarDay(page, first);
    await page.getByRole('tabpanel').getByRole('radio', { name: /^Morning/ }).check();
    await page.getByRole('tabpanel').getByPlaceholder('Enter desired hours (1-12)').fill('2');
    const repeat = page.getByRole('region', { name: 'Repeat weekly' });
    await repeat.getByRole('checkbox', { name: 'Repeat weekly' }).check();

    const dates = repeat.getByRole('listitem');
    await expect.poll(() => dates.count(), { timeout: 10_000 }).toBe(4);
    expect(await dates.nth(0).innerText()).toBe(inWords(first));
    expect(await dates.nth(1).innerText()).toBe(`${inWords(blocked)}: skipped, Blocked by ChefConnect`);
    // 20 complimentary hours less the registration's 5: three sessions of 2 hours need 6.
    expect(await repeat.innerText()).toContain('3 sessions: 6 hours needed, 15 hours available in your labor bank');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('button', { name: 'Book Now' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem');
    // The dashboard loads after the booking: slow on a busy machine.
    await expect.poll(() => upcoming.count(), { timeout: 20_000 }).toBe(4);
    const weekly = upcoming.filter({ hasText: 'Weekly' });
    expect(await weekly.count()).toBe(3);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    page.once('dialog', (dialog) => void dialog.accept());
    await weekly.nth(1).getByRole('button', { name: /^Cancel this and following/ }).click();
    await expectToast(page, '2 sessions canceled: 4 hours returned to your labor bank.', { timeout: 20_000 });
    await expect.poll(() => upcoming.filter({ hasText: 'Weekly' }).count(), { timeout: 20_000 }).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
