import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient } from '../integration/harness.js';
import { duringSession, serverClock, type TestClock } from '../support/session-clock.js';
import { openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * /our-chefs shows a chef's average rating once it rests on 3 ratings that are no longer blind
 * (DECISIONS.md section 10), in the page that paints without antd.
 */

/** Moved only while the admin completes a session that has started. */
const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);
let ratedThrice: string;
let ratedTwice: string;

beforeAll(async () => {
  const admin = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, admin);

  /** A chef on the site who worked one completed booking per entry of `stars`, rated both ways. */
  async function ratedChef(stars: number[], firstDay: number): Promise<string> {
    const chef = await fixtures.availableChef({ showOnSite: true, group: 'rising' });
    const chefClient = await fixtures.signedInChef(chef.email);
    for (const [index, given] of stars.entries()) {
      const { client, booking } = await fixtures.bookedDay(firstDay + index, 'morning', { duration: 2 });
      expect((await admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
      expect((await duringSession(timed, booking, () => admin.post('/trpc/admin.completeBooking', { id: booking.id }))).result.status).toBe(200);
      expect((await client.post(`/api/bookings/${booking.id}/rating`, { stars: given })).status).toBe(201);
      expect((await chefClient.post(`/api/chef/assignments/${booking.id}/rating`, { stars: 5 })).status).toBe(201);
    }
    return chef.name;
  }

  ratedThrice = await ratedChef([4, 5, 4], 10);
  ratedTwice = await ratedChef([5, 5], 20);
});

describe('/our-chefs ratings', () => {
  it("shows the average of a chef rated 3 times, and none for a chef rated twice", async () => {
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/our-chefs`);
    await page.getByText('Loading chefs…').first().waitFor({ state: 'detached' });

    const thrice = page.locator('li.cc-chef').filter({ hasText: ratedThrice });
    await thrice.getByText('4.3 / 5 from 3 ratings').waitFor();
    expect(await thrice.getByText('Rating', { exact: true }).count()).toBe(1);

    const twice = page.locator('li.cc-chef').filter({ hasText: ratedTwice });
    await twice.waitFor();
    expect(await twice.getByText('Rating', { exact: true }).count()).toBe(0);
    expect(await twice.getByText(/from \d+ ratings/).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
