import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_ENOUGH_HOURS } from '../../src/common/messages.js';
import { DISPUTE_REASON_MESSAGE, WORKED_HOURS_MESSAGE } from '../../src/common/schemas/timesheets.js';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay, type ApiClient } from '../integration/harness.js';
import { serverClock, setClock, type TestClock } from '../support/session-clock.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { openBusinessDashboard } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Timesheets and the chef no-show in headless Chromium (DECISIONS.md section 10), each person
 * in their own browser: the chef reports the hours of a session that has started, on a phone;
 * the business disputes them from its dashboard; the admin settles them on /admin/timesheets
 * and records a no-show on the Operations board; the business confirms another timesheet's
 * extra hours, refused while its bank cannot pay them and accepted once it can. The labor bank
 * follows each step. The setup (registration, chefs, assignments, the second timesheet) goes
 * through the HTTP API; the server's clock and the browsers' are moved to 5 PM on the day of
 * the bookings. The tests build on each other.
 */

const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) }, { steps: true });

const BUSINESS_NAME = 'Gastown Noodle Bar';
const BOOKING_DAY = vancouverDay(2);
const REASON = 'The chef left at noon, after 4 hours, not 5';
/** The registration's 20 free hours, less the 6-hour morning, 3-hour afternoon and 1-hour evening booked below. */
const AFTER_BOOKING = 20 - 6 - 3 - 1;

let business: Awaited<ReturnType<typeof registerWithAccount>>;
let cook: { id: number; email: string; name: string; client: ApiClient };
let absentee: { id: number; name: string };
/** What every browser's clock says: 5 PM on the booking day, after all three sessions started. */
let sessionTime: Date;
let dashboard: Page;
let admin: Page;
const pageErrors: string[][] = [];

beforeAll(async () => {
  business = await registerWithAccount(suite.server, { businessName: BUSINESS_NAME, bookingDate: BOOKING_DAY, timeSlot: 'morning', duration: 6 });
  const book = async (timeSlot: string, duration: number) => {
    const response = await business.client.post('/api/bookings', { businessId: business.businessId, serviceType: 'in-person', bookingDate: BOOKING_DAY, timeSlot, duration });
    if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${response.text}`);
    return response.json.booking.id as number;
  };
  const afternoonBookingId = await book('afternoon', 3);
  const eveningBookingId = await book('evening', 1);

  const api = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, api);
  const assign = async (bookingId: number, chefId: number) => {
    const response = await api.put(`/api/admin/bookings/${bookingId}/chef`, { chefId });
    if (response.status !== 200) throw new Error(`assignment failed: ${response.status} ${response.text}`);
  };
  const cookChef = await fixtures.availableChef({ name: 'Élodie Gagnon' });
  cook = { ...cookChef, client: await fixtures.signedInChef(cookChef.email) };
  absentee = await fixtures.availableChef({ name: 'Dev Malhotra' });
  await assign(business.bookingId, cook.id);
  await assign(afternoonBookingId, absentee.id);
  await assign(eveningBookingId, cook.id);

  sessionTime = new Date(bookingStart({ bookingDate: BOOKING_DAY, timeSlot: 'evening' }).getTime() + 3_600_000);
  await setClock(serverClock(clock, () => suite.server), sessionTime.getTime());
  // 12 hours for the 1-hour evening: 11 more than booked, which the bank cannot pay.
  const overtime = await cook.client.post(`/api/chef/assignments/${eveningBookingId}/timesheet`, { hours: 12 });
  if (overtime.status !== 201) throw new Error(`timesheet failed: ${overtime.status} ${overtime.text}`);
});

function laborBankTile(page: Page) {
  return page.getByTestId('tile-hours');
}

describe('timesheets', () => {
  it('the chef, on a phone, is told when hours can be reported, then reports those of the started session in the portal', async () => {
    const { page: chef, pageErrors: errors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile });
    const context = chef.context();
    await context.addCookies([...cook.client.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
    await chef.goto(`${suite.server.url}/chef`);
    const assignment = chef.getByRole('region', { name: 'Assignments' }).getByRole('listitem').filter({ hasText: BUSINESS_NAME }).filter({ hasText: 'Morning' });
    // Two days ahead on the browser's own clock: not yet.
    await assignment.getByText('You can report your hours here from the start of the session: ', { exact: false }).waitFor();
    expect(await assignment.getByRole('button', { name: 'Report hours' }).count()).toBe(0);

    await context.clock.setFixedTime(sessionTime);
    await chef.reload();
    const hours = assignment.getByLabel('Hours worked');
    // The booked duration to start from; the schema's message for what it refuses.
    expect(await hours.inputValue()).toBe('6');
    await hours.fill('13');
    await assignment.getByRole('button', { name: 'Report hours' }).click();
    await assignment.getByText(WORKED_HOURS_MESSAGE).waitFor();
    await hours.fill('5');
    await assignment.getByLabel('Note for the business (optional)').fill('Finished the prep early');
    await assignment.getByRole('button', { name: 'Report hours' }).click();
    await expectToast(chef, 'Hours reported');
    const reported = assignment.getByRole('group', { name: 'Your reported hours' });
    await reported.getByText('5 hours reported').waitFor();
    expect(await reported.textContent()).toContain('Awaiting the business');
    expect(await hasHorizontalScroll(chef)).toBe(false);
    expect(await seriousAccessibilityViolations(chef)).toEqual([]);
    pageErrors.push(errors);
    await context.close();
  });

  it('the business sees them against the booked hours with what confirming would refund, is refused a charge its bank cannot pay, and disputes them with a reason', async () => {
    let booking;
    let errors: string[];
    ({ page: dashboard, first: booking, pageErrors: errors } = await openBusinessDashboard(suite.browser, suite.server.url, business));
    pageErrors.push(errors);
    const panel = booking.getByRole('region', { name: /^Hours worked/ });
    await panel.waitFor();
    const text = await panel.textContent();
    for (const expected of [`${cook.name} reported 5 hours`, '6 hours booked', 'Finished the prep early', 'If you confirm: 1 hour will be refunded to your labor bank.', 'confirmed automatically on']) {
      expect(text).toContain(expected);
    }
    // Reported hours replace Reschedule and Cancel: the session has happened.
    expect(await booking.getByRole('link', { name: /^Reschedule/ }).count()).toBe(0);
    expect(await laborBankTile(dashboard).textContent()).toBe(String(AFTER_BOOKING));

    // The evening's 12 hours would cost 11 more than booked: the bank's 409, in the card, and nothing changes.
    const evening = dashboard.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem').filter({ hasText: 'Evening' });
    await evening.getByText('If you confirm: 11 more hours will be charged to your labor bank.').waitFor();
    await evening.getByRole('button', { name: /^Confirm hours: / }).click();
    await evening.getByRole('alert').filter({ hasText: NOT_ENOUGH_HOURS }).waitFor();
    expect(await evening.textContent()).toContain('Awaiting your answer');
    expect(await laborBankTile(dashboard).textContent()).toBe(String(AFTER_BOOKING));

    await panel.getByRole('button', { name: /^Dispute hours: / }).click();
    const dialog = dashboard.getByRole('dialog', { name: 'Dispute these hours' });
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await dialog.getByText(DISPUTE_REASON_MESSAGE).waitFor();
    await dialog.getByLabel('What is wrong with these hours?').fill(REASON);
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await expectToast(dashboard, 'Hours disputed');
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText(REASON, { exact: false }).waitFor();
    expect(await panel.textContent()).toContain('Disputed');
    expect(await panel.getByRole('button', { name: /^Confirm hours/ }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(dashboard)).toEqual([]);
  });

  it('the admin settles the dispute on /admin/timesheets, and the business gets the difference back', async () => {
    let errors: string[];
    ({ page: admin, pageErrors: errors } = await openPage(suite.browser));
    pageErrors.push(errors);
    await admin.context().clock.setFixedTime(sessionTime);
    await signInAsAdmin(admin, suite.server.url);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Timesheets' }).click();
    await admin.waitForURL('**/admin/timesheets');
    // The URL changes before the lazy page replaces the businesses table, whose row names the business too.
    await admin.getByRole('heading', { name: 'Timesheet disputes', level: 1 }).waitFor();
    const row = admin.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: BUSINESS_NAME });
    await row.waitFor();
    const text = await row.textContent();
    // The session reads with its start and end (DECISIONS.md section 23).
    for (const expected of ['Morning, 8:00 a.m. to 2:00 p.m.', cook.name, '6 hours', '5 hours', REASON]) expect(text).toContain(expected);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    await row.getByRole('button', { name: /^Settle hours: / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Settle these hours' });
    const hours = dialog.getByLabel('Hours to settle at');
    expect(await hours.inputValue()).toBe('5');
    await hours.fill('4');
    await dialog.getByText(`2 hours go back to ${BUSINESS_NAME}'s labor bank.`).waitFor();
    // The note is required: both sides are emailed it.
    await dialog.getByRole('button', { name: 'Settle at 4 hours' }).click();
    await dialog.getByText('Please say how these hours were settled').waitFor();
    await dialog.getByLabel('Note to the business and the chef').fill('The kitchen log shows the chef left at noon.');
    await dialog.getByRole('button', { name: 'Settle at 4 hours' }).click();
    await expectToast(admin, 'Timesheet settled');
    await admin.getByText('No disputed timesheets').waitFor();

    await dashboard.reload();
    await laborBankTile(dashboard).filter({ hasText: String(AFTER_BOOKING + 2) }).waitFor();
  });

  it('the admin records the afternoon chef’s no-show from the Operations board: every hour goes back', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Operations' }).click();
    const row = admin.locator('.ant-table-tbody tr').filter({ has: admin.getByRole('link', { name: BUSINESS_NAME, exact: true }) }).filter({ hasText: absentee.name });
    const noShow = row.getByRole('button', { name: /^Chef no-show: / });
    await noShow.waitFor();
    // The session has started: its chef can no longer be taken off it, only recorded as absent.
    expect(await row.getByRole('button', { name: /^Unassign / }).count()).toBe(0);
    await noShow.click();
    const dialog = admin.getByRole('dialog', { name: `Record that ${absentee.name} did not show up?` });
    expect(await dialog.textContent()).toContain("all 3 hours go back to the business's labor bank");
    expect(await dialog.textContent()).toContain('Afternoon, 12:00 p.m. to 3:00 p.m.: the booking is canceled');
    await dialog.getByRole('button', { name: 'Record No-Show' }).click();
    await expectToast(admin, 'No-show recorded');
    await row.waitFor({ state: 'detached' });

    await dashboard.reload();
    await laborBankTile(dashboard).filter({ hasText: String(AFTER_BOOKING + 2 + 3) }).waitFor();
  });

  it('with the hours back, the business confirms the evening’s 12 hours: the booking completes and the 11 extra hours are charged', async () => {
    const evening = dashboard.getByRole('region', { name: 'Upcoming Bookings' }).getByRole('listitem').filter({ hasText: 'Evening' });
    await evening.getByRole('button', { name: /^Confirm hours: / }).click();
    await expectToast(dashboard, 'Hours confirmed');
    await laborBankTile(dashboard).filter({ hasText: String(AFTER_BOOKING + 2 + 3 - 11) }).waitFor();
    await dashboard.getByRole('button', { name: 'My Bookings' }).click();
    await dashboard.getByText('Completed (2)').click();
    // The settled morning is completed too, at the 4 hours the admin decided.
    const completed = dashboard.getByRole('region', { name: 'Bookings' }).getByRole('listitem');
    await completed.filter({ hasText: 'Evening' }).getByText('11 more hours were charged to your labor bank.').waitFor();
    expect(await completed.filter({ hasText: 'Evening' }).textContent()).toContain('Confirmed');
    const morning = await completed.filter({ hasText: 'Morning' }).textContent();
    expect(morning).toContain('Settled at 4 hours');
    expect(morning).toContain('2 hours were refunded to your labor bank.');
    expect(pageErrors.flat()).toEqual([]);
  });
});
