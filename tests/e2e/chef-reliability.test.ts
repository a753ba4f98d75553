import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay, type ApiClient } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Confirm and release (DECISIONS.md section 14) in headless Chromium against the real server: a
 * chef on a 375 px phone confirms one assigned session with one tap (the business's dashboard
 * then says "Chef confirmed"), releases another with a reason after a dialog that asks for one,
 * and reads "My reliability". The tests run in order and build on each other.
 */

const suite = useBrowserAndServer();
let chefPage: Page;
let pageErrors: string[];
let business: ApiClient;
let businessId: number;
const bookings: number[] = [];

beforeAll(async () => {
  const api = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, api);
  const chef = await fixtures.availableChef({ name: 'Noa Kealoha' });
  ({ client: business, businessId } = await registerWithAccount(suite.server, { businessName: 'Harbour Kitchen' }));
  for (const [days, timeSlot] of [[5, 'morning'], [6, 'evening']] as const) {
    const made = await business.post('/api/bookings', { businessId, serviceType: 'in-person', bookingDate: vancouverDay(days), timeSlot, duration: 3 });
    expect(made.status).toBe(201);
    bookings.push(made.json.booking.id);
    expect((await api.put(`/api/admin/bookings/${made.json.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
  }
  ({ page: chefPage, pageErrors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile }));
  expect((await api.post('/api/chef/login-link', { email: chef.email })).status).toBe(200);
  await chefPage.goto(`${suite.server.url}/chef/login?token=${encodeURIComponent(await fixtures.lastLinkTo(chef.email))}`);
  await chefPage.waitForURL((url) => url.pathname === '/chef');
});

const assignments = () => chefPage.getByRole('region', { name: 'Assignments', exact: true });

describe('confirm and release in the chef portal on a phone', () => {
  it('confirms a session with one tap, and the business sees "Chef confirmed"', async () => {
    await assignments().getByRole('button', { name: /^Confirm: Harbour Kitchen/ }).first().click();
    await expectToast(chefPage, 'Session confirmed');
    await assignments().getByText('Confirmed', { exact: true }).waitFor();
    const dashboard = await business.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings.find((row: { id: number }) => row.id === bookings[0]).chefConfirmed).toBe(true);
  });

  it('releases the other after a dialog that needs a reason, and it leaves the list', async () => {
    await assignments().getByRole('button', { name: /^Release: Harbour Kitchen/ }).last().click();
    const dialog = chefPage.getByRole('dialog', { name: 'Release this session?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Release session' }).click();
    await dialog.getByText('Please say why you cannot work this session').waitFor();
    await dialog.getByLabel('Why can you not work this session?').fill('A family wedding I forgot');
    await dialog.getByRole('button', { name: 'Release session' }).click();
    await expectToast(chefPage, 'Session released');
    await expect.poll(async () => assignments().getByRole('button', { name: /^Release: Harbour Kitchen/ }).count()).toBe(1);
    const board = await (await adminClient(suite.server)).get(`/api/admin/bookings?from=${vancouverDay(6)}&to=${vancouverDay(6)}`);
    expect(board.json.find((row: { bookingId: number }) => row.bookingId === bookings[1]).staffing).toBe('awaiting-chef');
  });

  it('shows the record and how the score is made, fits 375 px and passes axe', async () => {
    const record = chefPage.getByRole('region', { name: 'My reliability' });
    await record.getByText('How it is made').waitFor();
    await record.getByText('New', { exact: true }).waitFor();
    expect(await hasHorizontalScroll(chefPage)).toBe(false);
    expect(await seriousAccessibilityViolations(chefPage)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
