import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { openBusinessDashboard } from './helpers/business.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The whole staffing loop in headless Chromium (DECISIONS.md section 9), each person in their
 * own browser: a business books; the admin offers the booking to two chefs from the Operations
 * board; each chef follows the offer email to the portal and signs in by an emailed link; chef
 * one accepts, chef two (on a phone, portal opened before) tries too and reads the
 * server's 409; the business's dashboard then shows chef one. Only the setup (the registration,
 * the chefs and their weeks) goes through the HTTP API. The tests build on each other.
 */

const suite = useBrowserAndServer({}, { steps: true });

const BUSINESS_NAME = 'Gastown Noodle Bar';
const BOOKING_DAY = vancouverDay(4);
const EVERY_SLOT = ['morning', 'afternoon', 'evening'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ALREADY_STAFFED = 'This booking has already been staffed';

let business: Awaited<ReturnType<typeof registerWithAccount>>;
let chefOne: { id: number; email: string; name: string };
let chefTwo: { id: number; email: string; name: string };
let admin: Page;
let one: Page;
let two: Page;
/** Each page's errors, read at the end: none may have thrown. */
const pageErrors: string[][] = [];

beforeAll(async () => {
  business = await registerWithAccount(suite.server, { businessName: BUSINESS_NAME, bookingDate: BOOKING_DAY, timeSlot: 'afternoon', duration: 5, specialRequests: 'Bring your own knives' });
  const fixtures = chefFixtures(suite.server, await adminClient(suite.server));
  // Two active chefs who work every slot of every day, each keeping their week through their own session.
  const activeChef = async (name: string, yearsExperience: number, redSeal: boolean) => {
    const chef = await fixtures.addChef({ name, yearsExperience, redSeal, status: 'active' });
    const client = await fixtures.signedInChef(chef.email);
    const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, EVERY_SLOT]));
    const saved = await client.put('/api/chef/availability', { weekly });
    if (saved.status !== 200) throw new Error(`availability failed: ${saved.status} ${saved.text}`);
    return chef;
  };
  chefOne = await activeChef('Élodie Gagnon', 11, true);
  chefTwo = await activeChef('Dev Malhotra', 5, false);
});

/** The newest email to `to` whose subject matches. */
async function newestEmail(to: string, subject: RegExp) {
  const email = (await suite.server.outbox()).filter((sent) => sent.to === to && subject.test(sent.subject)).at(-1);
  if (!email) throw new Error(`no email "${subject.source}" to ${to} in the outbox`);
  return email;
}

/** A link in the email, as a path on the test server (the email's origin is the configured public URL). */
function linkPath(body: string, pattern: RegExp): string {
  const link = pattern.exec(body)?.[0];
  if (!link) throw new Error(`no link matching ${pattern.source} in:\n${body}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The chef follows the offer email's link to the portal, is sent to the sign-in page, asks for a
 * link there and follows the one that arrives: the portal then opens on their offers.
 */
async function chefFollowsOfferEmail(page: Page, chef: { email: string; name: string }) {
  const offer = await newestEmail(chef.email, /^New offer: /);
  expect(offer.body).toContain(BUSINESS_NAME);
  await page.goto(`${suite.server.url}${linkPath(offer.body, /https?:\/\/\S+\/chef\b/)}`);
  await page.waitForURL('**/chef/login');
  await page.getByLabel('Email').fill(chef.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByText('a sign-in link is on its way', { exact: false }).waitFor();
  const signIn = await newestEmail(chef.email, /sign-in link$/);
  await page.goto(`${suite.server.url}${linkPath(signIn.body, /https?:\/\/\S+\/chef\/login\?token=\S+/)}`);
  await page.waitForURL((url) => url.pathname === '/chef');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${chef.name}` }).waitFor();
}

function offersRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Open offers' });
}

function theOffer(page: Page): Locator {
  return offersRegion(page).getByRole('listitem').filter({ hasText: BUSINESS_NAME });
}

function upcomingAssignments(page: Page): Locator {
  return page.getByRole('region', { name: 'Assignments' });
}

describe('the staffing loop', () => {
  it('the admin offers the booking to two chefs from its row on the Operations board', async () => {
    let errors: string[];
    ({ page: admin, pageErrors: errors } = await openPage(suite.browser));
    await signInAsAdmin(admin, suite.server.url);
    await admin.goto(`${suite.server.url}/admin/operations`);
    const row = admin.locator('.ant-table-tbody tr').filter({ has: admin.getByRole('link', { name: BUSINESS_NAME, exact: true }) });
    await row.filter({ hasText: 'Awaiting chef' }).waitFor();
    await row.getByRole('button', { name: /^Offer / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Offer this booking' });
    await dialog.getByRole('checkbox', { name: `Select ${chefOne.name}` }).check();
    await dialog.getByRole('checkbox', { name: `Select ${chefTwo.name}` }).check();
    await dialog.getByRole('button', { name: 'Send Offer to 2 Chefs' }).click();
    await expectToast(admin, 'Offer sent');
    await dialog.waitFor({ state: 'detached' });
    // The board names both chefs and when their offers close (DECISIONS.md section 17).
    await row.filter({ hasText: new RegExp(`to (${chefOne.name} and ${chefTwo.name}|${chefTwo.name} and ${chefOne.name}), closing `) }).waitFor();
    expect(await row.textContent()).toContain('Offered');
    pageErrors.push(errors);
  });

  it('the business still sees "Awaiting chef" while the booking is only offered', async () => {
    const { page, first: booking, pageErrors: errors } = await openBusinessDashboard(suite.browser, suite.server.url, business);
    await booking.getByText('Awaiting chef', { exact: true }).waitFor();
    pageErrors.push(errors);
    await page.context().close();
  });

  it('each chef follows the offer email, signs in by an emailed link, and sees the offer in the portal', async () => {
    let errors: string[];
    ({ page: one, pageErrors: errors } = await openPage(suite.browser));
    await chefFollowsOfferEmail(one, chefOne);
    const offer = theOffer(one);
    await offer.waitFor();
    // The day reads as words; its machine-readable form is the booking's.
    await offer.locator(`time[datetime="${BOOKING_DAY}"]`).waitFor();
    const text = await offer.textContent();
    // What the chef decides on (DECISIONS.md section 17): the pay at the fixtures' $40/hr, and what the business asked for.
    for (const expected of ['Afternoon, 12:00 p.m. to 5:00 p.m.', '5 hours', 'In-Person Chef Service', 'Vancouver', '$200.00 for 5 hours', 'Special requests: Bring your own knives', 'Offer closes']) {
      expect(text).toContain(expected);
    }
    await upcomingAssignments(one).getByText('No upcoming assignments yet', { exact: false }).waitFor();
    expect(await seriousAccessibilityViolations(one)).toEqual([]);
    pageErrors.push(errors);

    // Chef two is on a phone, and leaves the portal open.
    let twoErrors: string[];
    ({ page: two, pageErrors: twoErrors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile }));
    await chefFollowsOfferEmail(two, chefTwo);
    await theOffer(two).getByRole('button', { name: /^Accept offer: / }).waitFor();
    expect(await hasHorizontalScroll(two)).toBe(false);
    pageErrors.push(twoErrors);
  });

  it('chef one accepts from the keyboard: the offer leaves the list and the booking is an upcoming assignment', async () => {
    const accept = theOffer(one).getByRole('button', { name: `Accept offer: ${BUSINESS_NAME}`, exact: false });
    await accept.focus();
    await one.keyboard.press('Enter');
    await expectToast(one, 'Offer accepted');
    await offersRegion(one).getByText('No open offers right now', { exact: false }).waitFor();
    await upcomingAssignments(one).getByRole('listitem').filter({ hasText: BUSINESS_NAME }).waitFor();
    // Focus stays in the section the chef was working in, not lost to the page.
    expect(await one.evaluate(() => document.activeElement?.closest('section')?.textContent ?? '')).toContain('Open offers');

    const confirmed = await newestEmail(chefOne.email, /^You are confirmed/);
    expect(confirmed.body).toContain(BUSINESS_NAME);
  });

  it('chef two, whose portal was open, clicks Accept and reads the server’s 409; the list refreshes without the offer', async () => {
    await theOffer(two).getByRole('button', { name: /^Accept offer: / }).click();
    await offersRegion(two).getByRole('alert').filter({ hasText: ALREADY_STAFFED }).waitFor();
    await offersRegion(two).getByText('No open offers right now', { exact: false }).waitFor();
    expect(await theOffer(two).count()).toBe(0);
    await upcomingAssignments(two).getByText('No upcoming assignments yet', { exact: false }).waitFor();
    expect(await hasHorizontalScroll(two)).toBe(false);
    expect(await seriousAccessibilityViolations(two)).toEqual([]);

    // The message can be dismissed; a reload shows the same empty list.
    await offersRegion(two).getByRole('button', { name: 'Dismiss this message' }).click();
    await offersRegion(two).getByRole('alert').waitFor({ state: 'detached' });
    await two.reload();
    await offersRegion(two).getByText('No open offers right now', { exact: false }).waitFor();
    const closed = await newestEmail(chefTwo.email, /^An offer is closed/);
    expect(closed.body).toContain('Another chef accepted it first.');
  });

  it('the business dashboard shows chef one: name, tier and Red Seal badge instead of "Awaiting chef"', async () => {
    const { page, first: booking, pageErrors: errors } = await openBusinessDashboard(suite.browser, suite.server.url, business);
    await booking.getByText(chefOne.name, { exact: true }).waitFor();
    const text = await booking.textContent();
    expect(text).toContain('Master Chef');
    expect(text).toContain('Red Seal');
    expect(text).not.toContain('Awaiting chef');
    expect(text).not.toContain(chefTwo.name);
    pageErrors.push(errors);
    await page.context().close();
  });

  it('a declined offer asks first, then leaves the list; the admin sees the booking awaiting a chef again', async () => {
    const booked = await business.client.post('/api/bookings', { businessId: business.businessId, serviceType: 'virtual', bookingDate: vancouverDay(6), timeSlot: 'morning', duration: 3 });
    expect(booked.status).toBe(201);
    const api = await adminClient(suite.server);
    expect((await api.post(`/api/admin/bookings/${booked.json.booking.id}/offers`, { chefIds: [chefTwo.id] })).status).toBe(201);

    await two.reload();
    const offer = offersRegion(two).getByRole('listitem').filter({ hasText: 'Virtual Consultation' });
    await offer.getByRole('button', { name: /^Decline offer: / }).click();
    const dialog = two.getByRole('dialog', { name: 'Decline this offer?' });
    await dialog.getByRole('button', { name: 'Keep offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await offer.waitFor();

    await offer.getByRole('button', { name: /^Decline offer: / }).click();
    await dialog.getByRole('button', { name: 'Decline offer' }).click();
    await expectToast(two, 'Offer declined');
    await offersRegion(two).getByText('No open offers right now', { exact: false }).waitFor();

    await admin.goto(`${suite.server.url}/admin/operations`);
    const row = admin.locator('.ant-table-tbody tr').filter({ has: admin.getByRole('link', { name: BUSINESS_NAME, exact: true }) });
    await row.filter({ hasText: 'Virtual Consultation' }).filter({ hasText: 'Awaiting chef' }).waitFor();
    await row.filter({ hasText: chefOne.name }).waitFor();
    expect(pageErrors.flat()).toEqual([]);
  });
});
