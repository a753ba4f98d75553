import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay, type ApiClient } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { chooseOption, expectToast, holdCalls, openPage } from './helpers/browser.js';
import { openBusinessDashboard } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/** A day as the board's day heading writes it: 'Sun, Dec 27, 2026'. */
function boardDayHeading(day: string): string {
  return new Intl.DateTimeFormat('en-CA', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Staffing in headless Chromium (DECISIONS.md sections 9 and 17): the admin's Operations board
 * with its 48-hour warning, offers named with their chefs and closing time, withdrawn after a
 * confirmation, a direct assignment, an unassignment and a 409 in the server's words, days past
 * the next 14; the admin dashboard's count; the business's dashboard before and after a chef
 * accepts; no "Mark Completed" before a session starts. The data is made through the HTTP API;
 * the tests build on each other.
 */

const suite = useBrowserAndServer();
let admin: Page;
let pageErrors: string[];
let business: Awaited<ReturnType<typeof registerWithAccount>>;
/** Another business, whose booking in four days' afternoon the admin offers and then withdraws. */
let bakery: Awaited<ReturnType<typeof registerWithAccount>>;
let chefs: Record<'olivia' | 'mateo' | 'priya', { id: number; email: string; name: string; client: ApiClient }>;
/** Tomorrow evening: within 48 hours. In three days' morning: not. */
let soonBookingId: number;
let laterBookingId: number;

const BUSINESS_NAME = 'Harbour Street Kitchen';
const BAKERY_NAME = 'Granville Bakery';
const EVERY_SLOT = ['morning', 'afternoon', 'evening'];
const URGENT = 'Needs a chef within 48 hours';
/**
 * When offers close, in words as the admin's screens write an instant ("Nov 27, 2026, 9:48
 * p.m."), never ISO. The hour is not compared: this Chromium's zone data is not Node's.
 */
const CLOSING = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\./;

beforeAll(async () => {
  const api = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, api);
  business = await registerWithAccount(suite.server, { businessName: BUSINESS_NAME, bookingDate: vancouverDay(30) });
  const book = async (bookingDate: string, timeSlot: string) => {
    const response = await business.client.post('/api/bookings', { businessId: business.businessId, serviceType: 'in-person', bookingDate, timeSlot, duration: 4 });
    if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${response.text}`);
    return response.json.booking.id as number;
  };
  soonBookingId = await book(vancouverDay(1), 'evening');
  laterBookingId = await book(vancouverDay(3), 'morning');

  // Active chefs who work every slot of every day, each set up through their own signed-in session.
  const activeChef = async (name: string, yearsExperience: number) => {
    const chef = await fixtures.addChef({ name, yearsExperience, status: 'active', redSeal: true });
    const client = await fixtures.signedInChef(chef.email);
    const weekly = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, EVERY_SLOT]));
    const availability = await client.put('/api/chef/availability', { weekly });
    if (availability.status !== 200) throw new Error(`availability failed: ${availability.status} ${availability.text}`);
    return { ...chef, client };
  };
  chefs = {
    olivia: await activeChef('Olivia Tremblay', 9),
    mateo: await activeChef('Mateo Alvarez', 5),
    priya: await activeChef('Priya Natarajan', 2),
  };

  bakery = await registerWithAccount(suite.server, { businessName: BAKERY_NAME, bookingDate: vancouverDay(4), timeSlot: 'afternoon', duration: 4 });
  const offered = await api.post(`/api/admin/bookings/${bakery.bookingId}/offers`, { chefIds: [chefs.olivia.id, chefs.priya.id] });
  if (offered.status !== 201) throw new Error(`offer failed: ${offered.status} ${offered.text}`);

  ({ page: admin, pageErrors } = await openPage(suite.browser));
  admin.setDefaultTimeout(8000);
  await signInAsAdmin(admin, suite.server.url);
});

/** The board's row of this test's booking in that slot (each slot is booked once). */
function boardRow(page: Page, slot: 'Evening' | 'Morning') {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByRole('link', { name: BUSINESS_NAME, exact: true }) })
    .filter({ hasText: slot });
}

function unstaffedCard(page: Page) {
  return page.locator('.cc-admin-cards .ant-card').filter({ hasText: 'Unstaffed within 48 hours' });
}

/** The business's dashboard in its own browser, on the first upcoming booking. */
function businessUpcoming() {
  return openBusinessDashboard(suite.browser, suite.server.url, business);
}

describe('the Operations board', () => {
  it('counts the booking soon without a chef on the admin dashboard, linking to the board filtered to awaiting chef', async () => {
    const card = unstaffedCard(admin);
    await card.locator('.cc-admin-card-value').filter({ hasText: /^1$/ }).waitFor();
    await card.getByRole('link').click();
    await admin.waitForURL((url) => url.pathname === '/admin/operations' && url.searchParams.get('staffing') === 'awaiting-chef');
    await admin.getByRole('heading', { name: 'Operations', level: 1 }).waitFor();
  });

  it('shows the bookings by day, awaiting a chef, the one within 48 hours marked in words and by its row', async () => {
    const soon = boardRow(admin, 'Evening');
    await soon.waitFor();
    const text = await soon.textContent();
    expect(text).toContain('Awaiting chef');
    expect(text).toContain(URGENT);
    expect(text).toContain('In-Person Chef Service');
    expect(text).toContain('4 hours');
    expect(await soon.getAttribute('class')).toContain('cc-admin-row--urgent');

    const later = boardRow(admin, 'Morning');
    expect(await later.textContent()).toContain('Awaiting chef');
    expect(await later.textContent()).not.toContain(URGENT);
    expect(await later.getAttribute('class')).not.toContain('cc-admin-row--urgent');
    // One heading a day: the two bookings are on different days.
    expect(await admin.locator('.cc-admin-board-day h2').count()).toBeGreaterThanOrEqual(2);
  });

  it('lists under the eligible chefs every other chef greyed, not selectable, with why they cannot take it (DECISIONS.md section 17)', async () => {
    await boardRow(admin, 'Evening').getByRole('button', { name: /^Offer / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Offer this booking' });
    // The roster's chefs are active but set no week.
    const marcus = dialog.locator('tr').filter({ hasText: 'Marcus Thibodeau' });
    await marcus.waitFor();
    expect(await marcus.textContent()).toContain('Cannot take it: No weekly availability set');
    expect(await dialog.getByRole('checkbox', { name: 'Select Marcus Thibodeau' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: `Select ${chefs.olivia.name}` }).isDisabled()).toBe(false);
    const names = await dialog.locator('tbody tr').allTextContents();
    const lastEligible = Math.max(...Object.values(chefs).map(({ name }) => names.findIndex((text) => text.includes(name))));
    expect(names.findIndex((text) => text.includes('Marcus Thibodeau'))).toBeGreaterThan(lastEligible);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers the booking to two eligible chefs, listed with tier, rating and rate; the row then shows it offered', async () => {
    await boardRow(admin, 'Evening').getByRole('button', { name: /^Offer / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Offer this booking' });
    const olivia = dialog.locator('tr').filter({ hasText: chefs.olivia.name });
    await olivia.waitFor();
    const row = await olivia.textContent();
    for (const expected of ['Master Chef', 'Red Seal', 'No ratings yet', '0 assignments', '$40/hr']) expect(row).toContain(expected);
    await dialog.getByRole('checkbox', { name: `Select ${chefs.olivia.name}` }).check();
    await dialog.getByRole('checkbox', { name: `Select ${chefs.mateo.name}` }).check();
    // While the offer is on its way (held here), neither its X, Esc nor Cancel closes the dialog.
    const offerCall = await holdCalls(admin, '**/trpc/admin.offerBooking**');
    await dialog.getByRole('button', { name: 'Send Offer to 2 Chefs' }).click();
    await dialog.getByRole('button', { name: /Send Offer to 2 Chefs/ }).and(admin.locator('.ant-btn-loading')).waitFor();
    await admin.keyboard.press('Escape');
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    offerCall.release();
    await expectToast(admin, 'Offer sent');
    await offerCall.stop();
    await dialog.waitFor({ state: 'detached' });
    // Filtered to awaiting chef, the offered booking leaves the list.
    await boardRow(admin, 'Evening').waitFor({ state: 'detached' });

    await chooseOption(admin, 'Staffing', 'Offered');
    await admin.waitForURL((url) => url.searchParams.get('staffing') === 'offered');
    const offered = boardRow(admin, 'Evening');
    await offered.waitFor();
    expect(await offered.textContent()).toContain('Offered');
    // Whom it was offered to, and when the offers close (12 hours on, or the start if sooner), in Vancouver time.
    expect(await offered.textContent()).toMatch(new RegExp(`to ${chefs.olivia.name} and ${chefs.mateo.name}, closing ${CLOSING.source}`));
    // Still no chef: still marked.
    expect(await offered.textContent()).toContain(URGENT);
  });

  it('withdraws the open offers after a confirmation naming the chefs; the booking awaits a chef again', async () => {
    await admin.goto(`${suite.server.url}/admin/operations`);
    const row = admin.locator('.ant-table-tbody tr').filter({ has: admin.getByRole('link', { name: BAKERY_NAME, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(new RegExp(`to ${chefs.olivia.name} and ${chefs.priya.name}, closing ${CLOSING.source}`));
    await row.getByRole('button', { name: /^Withdraw the offers of / }).click();
    const confirm = admin.locator('.ant-modal-confirm').last();
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`${chefs.olivia.name} and ${chefs.priya.name} are emailed that the offer is withdrawn`);
    await confirm.getByRole('button', { name: 'Withdraw Offers', exact: true }).click();
    await expectToast(admin, 'Offers withdrawn');
    await row.filter({ hasText: 'Awaiting chef' }).waitFor();
    expect(await row.textContent()).not.toContain(chefs.olivia.name);
    expect(await row.getByRole('button', { name: /^Withdraw the offers of / }).count()).toBe(0);
    const offers = (await chefs.priya.client.get('/api/chef/offers')).json as { bookingId: number }[];
    expect(offers.map(({ bookingId }) => bookingId)).not.toContain(bakery.bookingId);
  });

  it('reaches past the next 14 days with From and To, kept in the URL', async () => {
    await admin.goto(`${suite.server.url}/admin/operations`);
    await boardRow(admin, 'Morning').waitFor();
    // The registration's booking in a month is past the 14 days the board shows unasked.
    const inAMonth = admin
      .locator('.cc-admin-board-day')
      .filter({ hasText: boardDayHeading(vancouverDay(30)) })
      .locator('.ant-table-tbody tr')
      .filter({ has: admin.getByRole('link', { name: BUSINESS_NAME, exact: true }) });
    expect(await inAMonth.count()).toBe(0);
    await admin.getByLabel('From', { exact: true }).fill(vancouverDay(25));
    await admin.getByLabel('To', { exact: true }).fill(vancouverDay(35));
    await admin.waitForURL((url) => url.searchParams.get('from') === vancouverDay(25) && url.searchParams.get('to') === vancouverDay(35));
    await inAMonth.waitFor();
    await admin.reload();
    await inAMonth.waitFor();
    expect(await admin.getByLabel('From', { exact: true }).inputValue()).toBe(vancouverDay(25));
    // More than 31 days at once is refused in the server's words before anything is asked.
    await admin.getByLabel('To', { exact: true }).fill(vancouverDay(60));
    await admin.getByRole('alert').filter({ hasText: 'The board shows at most 31 days at once' }).waitFor();
    await admin.getByRole('button', { name: 'Next 14 days' }).click();
    await admin.waitForURL((url) => !url.searchParams.has('from') && !url.searchParams.has('to'));
    await boardRow(admin, 'Morning').waitFor();
  });

  it('assigns a chef directly, then unassigns after a confirmation', async () => {
    await admin.goto(`${suite.server.url}/admin/operations`);
    const later = boardRow(admin, 'Morning');
    await later.getByRole('button', { name: /^Assign a chef to / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign a chef' });
    await dialog.getByRole('radio', { name: `Select ${chefs.priya.name}` }).check();
    await dialog.getByRole('button', { name: 'Assign Chef' }).click();
    await expectToast(admin, 'Chef assigned');
    await later.filter({ hasText: chefs.priya.name }).waitFor();
    expect(await later.textContent()).toContain('Assigned');
    expect(await later.textContent()).toContain('Entry Level');

    await later.getByRole('button', { name: new RegExp(`^Unassign ${chefs.priya.name}`) }).click();
    const confirm = admin.locator('.ant-modal-confirm').last();
    await confirm.locator('.ant-modal-confirm-title').filter({ hasText: `Unassign ${chefs.priya.name}?` }).waitFor();
    await confirm.getByRole('button', { name: 'Unassign', exact: true }).click();
    await expectToast(admin, 'Chef unassigned');
    await later.filter({ hasText: 'Awaiting chef' }).waitFor();
    expect(await later.textContent()).not.toContain(chefs.priya.name);
  });

  it('shows the server’s 409 in the dialog when the booking was staffed meanwhile, and the board catches up', async () => {
    const later = boardRow(admin, 'Morning');
    await later.getByRole('button', { name: /^Assign a chef to / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign a chef' });
    await dialog.getByRole('radio', { name: `Select ${chefs.mateo.name}` }).check();
    // Another admin assigns Priya first.
    const other = await adminClient(suite.server);
    expect((await other.put(`/api/admin/bookings/${laterBookingId}/chef`, { chefId: chefs.priya.id })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Assign Chef' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This booking has already been staffed' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await later.filter({ hasText: chefs.priya.name }).waitFor();
  });

  it('has no serious accessibility violation on the board and the offer dialog, and no page error', async () => {
    const problems: string[] = [];
    await admin.goto(`${suite.server.url}/admin/operations`);
    await boardRow(admin, 'Evening').waitFor();
    for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`board: ${violation}`);
    await boardRow(admin, 'Evening').getByRole('button', { name: /^Offer / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Offer this booking' });
    await dialog.locator('tr').filter({ hasText: chefs.priya.name }).waitFor();
    for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`offer dialog: ${violation}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('the business dashboard', () => {
  it('shows "Awaiting chef" while the booking is only offered, then the chef who accepted: name, tier and Red Seal badge', async () => {
    const before = await businessUpcoming();
    await before.first.getByText('Awaiting chef', { exact: true }).waitFor();
    expect(await before.first.textContent()).not.toContain(chefs.olivia.name);
    await before.page.context().close();

    const offers = (await chefs.olivia.client.get('/api/chef/offers')).json as { id: number; bookingId: number }[];
    const offer = offers.find(({ bookingId }) => bookingId === soonBookingId);
    expect(offer).toBeDefined();
    const accepted = await chefs.olivia.client.post(`/api/chef/offers/${offer!.id}/accept`);
    expect(accepted.status).toBe(200);

    const after = await businessUpcoming();
    await after.first.getByText(chefs.olivia.name, { exact: true }).waitFor();
    const text = await after.first.textContent();
    expect(text).toContain('Master Chef');
    expect(text).toContain('Red Seal');
    expect(text).not.toContain('Awaiting chef');
    // The initials stand in for the missing photo.
    expect(await after.first.locator('.cc-chef-identity__photo').textContent()).toBe('OT');
    // Everything the booking showed before is still there; but within 24 hours of its start a
    // booking with a chef cannot be moved, and the card says so where Reschedule was (section 16).
    const soon = bookingStart({ bookingDate: vancouverDay(1), timeSlot: 'evening' }).getTime() - Date.now() < 24 * 3_600_000;
    if (soon) await after.first.getByText('A booking with a chef cannot be moved within 24 hours of its start; cancel it instead').waitFor();
    else await after.first.getByRole('link', { name: /^Reschedule/ }).waitFor();
    await after.first.getByRole('button', { name: /^Add to calendar/ }).waitFor();
    expect(await seriousAccessibilityViolations(after.page)).toEqual([]);
    await after.page.context().close();
  });

  it('leaves nothing unstaffed on the admin dashboard, and the business details show each booking’s chef', async () => {
    await admin.goto(`${suite.server.url}/admin/dashboard`);
    await unstaffedCard(admin).locator('.cc-admin-card-value').filter({ hasText: /^0$/ }).waitFor();
    await admin.goto(`${suite.server.url}/admin/business/${business.businessId}`);
    const bookings = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: 'Bookings', exact: true }) });
    await bookings.getByText(chefs.olivia.name).waitFor();
    await bookings.getByText(chefs.priya.name).waitFor();
    // The registration's booking in a month has no chef yet.
    await bookings.getByText('Awaiting chef').waitFor();
    // No session has started: none is offered to be marked completed (DECISIONS.md section 17).
    expect(await bookings.getByRole('button', { name: /^Cancel booking on / }).count()).toBe(3);
    expect(await bookings.getByRole('button', { name: /^Mark booking on .* completed$/ }).count()).toBe(0);
  });
});
