import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay, type ApiClient } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { openBusinessDashboard } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * A session's start and end where the business and the chef read it (DECISIONS.md section 23):
 * the dashboard's booking and the chef's offer card say when it starts and ends, and an evening
 * booked longer than 8 hours before the rule shows its true end, past midnight. On a 390 px
 * phone and a desktop, with no sideways scroll and axe clean in both themes.
 */

const suite = useBrowserAndServer();
const BUSINESS_NAME = 'Commercial Drive Trattoria';
const SIX_HOUR_EVENING = 'Evening, 4:00 p.m. to 10:00 p.m.';
const OLD_TEN_HOUR_EVENING = 'Evening, 4:00 p.m. to 2:00 a.m. the next day';

let business: Awaited<ReturnType<typeof registerWithAccount>>;
let chefName: string;
let chefApi: ApiClient;

beforeAll(async () => {
  business = await registerWithAccount(suite.server, { businessName: BUSINESS_NAME, bookingDate: vancouverDay(6), timeSlot: 'evening', duration: 6 });
  // An evening of 10 hours as the 8-hour limit found it: booked from noon, then kept as it was.
  const old = await business.client.post('/api/bookings', { businessId: business.businessId, serviceType: 'in-person', bookingDate: vancouverDay(8), timeSlot: 'afternoon', duration: 10 });
  expect(old.status, old.text).toBe(201);
  await suite.server.dataSource.manager.update(Booking, { id: old.json.booking.id }, { timeSlot: 'evening' });

  const admin = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, admin);
  const chef = await fixtures.availableChef({ name: 'Giulia Ferrante' });
  chefName = chef.name;
  chefApi = await fixtures.signedInChef(chef.email);
  for (const bookingId of [business.bookingId, old.json.booking.id]) {
    expect((await admin.post(`/api/admin/bookings/${bookingId}/offers`, { chefIds: [chef.id] })).status).toBe(201);
  }
});

/** The one item of `list` that shows `text`, once it does. */
async function itemShowing(list: Locator, text: string): Promise<Locator> {
  const item = list.getByRole('listitem').filter({ hasText: text });
  await item.waitFor();
  expect(await item.count()).toBe(1);
  return item;
}

async function expectReadable(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

describe.each([
  ['a 390 px phone', VIEWPORTS.phone, 'light'],
  ['a 390 px phone', VIEWPORTS.phone, 'dark'],
  ['a desktop', VIEWPORTS.desktop, 'light'],
  ['a desktop', VIEWPORTS.desktop, 'dark'],
] as const)("a session's start and end on %s, %s theme", (_name, viewport, theme) => {
  it('the dashboard shows each booking from its start to its end, an old long evening past midnight', async () => {
    const { page, pageErrors } = await openBusinessDashboard(suite.browser, suite.server.url, business, { viewport, theme });
    const upcoming = page.getByRole('region', { name: 'Upcoming Bookings' });
    expect(await (await itemShowing(upcoming, SIX_HOUR_EVENING)).innerText()).toContain('6 hours');
    expect(await (await itemShowing(upcoming, OLD_TEN_HOUR_EVENING)).innerText()).toContain('10 hours');
    await expectReadable(page);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("the chef's offer card shows the session's start and end, and its buttons name them", async () => {
    const { page, pageErrors } = await openPage(suite.browser, { viewport, theme });
    await page.context().addCookies([...chefApi.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
    await page.goto(`${suite.server.url}/chef`);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${chefName}` }).waitFor();
    const offers = page.getByRole('region', { name: 'Open offers' });
    const offer = await itemShowing(offers, SIX_HOUR_EVENING);
    expect(await offer.innerText()).toContain('6 hours');
    expect(await offer.getByRole('button', { name: /^Accept offer: / }).getAttribute('aria-label')).toContain(SIX_HOUR_EVENING);
    expect(await (await itemShowing(offers, OLD_TEN_HOUR_EVENING)).innerText()).toContain('10 hours');
    await expectReadable(page);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
