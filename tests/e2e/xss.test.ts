import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, ApiClient, registerWithAccount, vancouverDay, type TestServer } from '../integration/harness.js';
import { duringSession, serverClock, type TestClock } from '../support/session-clock.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { openPage } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Stored XSS: markup typed into any text field a user can write comes
 * back as literal text on every screen that shows it. The pages run with the CSP bypassed, so
 * a payload the app did render as HTML would really run and set window.__xss (or open a
 * dialog): the test proves the rendering safe, not merely the CSP.
 */

/** Moved only while the admin completes a session that has started. */
const clock: TestClock = { offsetMs: 0 };
const suite = useBrowserAndServer({ now: () => new Date(Date.now() + clock.offsetMs) });
const timed = serverClock(clock, () => suite.server);

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** Four shapes of payload, each tagged with its field so a screen shows which one it printed. */
const SHAPES = [
  (tag: string) => `<img src=x onerror="window.__xss='${tag}'">`,
  (tag: string) => `<script>window.__xss='${tag}'</script>`,
  (tag: string) => `"><svg onload=window.__xss='${tag}'>`,
  (tag: string) => `<img src=x onerror=alert('${tag}')>`,
];
let shape = 0;
function payload(tag: string): string {
  const make = SHAPES[shape++ % SHAPES.length] as (tag: string) => string;
  return make(tag);
}
/** Postal codes allow 20 characters. */
const ZIP_PAYLOAD = '<svg/onload=__xss=1>';

/** Registration: every free-text field of the wizard's request. */
const registered = {
  businessName: payload('businessName'),
  businessAddress: payload('businessAddress'),
  city: payload('city'),
  zipCode: ZIP_PAYLOAD,
  description: payload('description'),
  firstName: payload('firstName'),
  lastName: payload('lastName'),
  jobTitle: payload('jobTitle'),
  phone: payload('phone').slice(0, 40),
  serviceDescription: payload('serviceDescription'),
  specialRequests: payload('specialRequests'),
};
/** The dashboard's profile edit, on a second business. */
const edited = {
  businessName: payload('profile-businessName'),
  businessType: 'cafe',
  businessAddress: payload('profile-address'),
  city: payload('profile-city'),
  state: 'BC',
  zipCode: ZIP_PAYLOAD,
  description: payload('profile-description'),
  firstName: payload('profile-firstName'),
  lastName: payload('profile-lastName'),
  jobTitle: payload('profile-jobTitle'),
  email: 'edited-owner@example.com',
  phone: '<b>604</b> 555-0199',
};
const hoursRequest = { phone: '<i>604</i> 555-0142', reason: payload('hoursRequest-reason') };
const contactMessage = {
  name: payload('contact-name'),
  email: 'visitor@example.com',
  phone: '<u>604</u> 555-0123',
  subject: 'general',
  message: `${payload('contact-message')}\nSecond line ${payload('contact-message-2')}`,
};
const addHoursReason = payload('addHours-reason');
const blockReason = payload('block-reason');

let firstId: number;
let secondId: number;
let ownerCookies: Map<string, string>;
let editorCookies: Map<string, string>;
/** The second business's owner, who edits its profile: the greeting names them, not the profile's contact. */
let editorFirstName: string;
let adminCookies: Map<string, string>;

beforeAll(async () => {
  const { server } = suite;
  const first = await registerWithAccount(server, registered);
  firstId = first.businessId;
  ownerCookies = first.client.snapshot();
  expect((await first.client.post('/api/request-hours', { businessId: firstId, hoursNeeded: 5, ...hoursRequest })).status).toBe(201);

  const second = await registerWithAccount(server);
  secondId = second.businessId;
  editorCookies = second.client.snapshot();
  editorFirstName = second.body.firstName as string;
  expect((await second.client.patch('/api/business/profile', edited)).status).toBe(200);

  expect((await new ApiClient(server.url).post('/api/contact', contactMessage)).status).toBeLessThan(300);

  const admin = await adminClient(server);
  adminCookies = admin.snapshot();
  expect((await admin.post('/trpc/admin.addHours', { businessId: firstId, hours: 3, reason: addHoursReason })).status).toBe(200);
  expect((await admin.post('/trpc/admin.blockSlot', { date: vancouverDay(12), timeSlot: 'evening', reason: blockReason })).status).toBe(200);
});

interface Watched {
  page: Page;
  dialogs: string[];
}

/** A page signed in with `cookies`, CSP bypassed, recording every dialog a payload could open. */
async function watchedPage(server: TestServer, cookies: Map<string, string> | null, businessId?: number): Promise<Watched> {
  const { page } = await openPage(suite.browser, { bypassCSP: true });
  const context = page.context();
  if (cookies) await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: server.url })));
  if (businessId !== undefined) {
    await context.addInitScript((id) => localStorage.setItem(`chefconnect-welcome-shown-${id}`, 'test'), businessId);
  }
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/**
 * Every text shows literally (on the page, or as the value of a form field), and nothing
 * a payload carries made it into the DOM or ran.
 */
async function expectShownAsText({ page, dialogs }: Watched, texts: string[], where: string): Promise<void> {
  for (const text of texts) {
    await page.waitForFunction(
      (wanted) => {
        const normalize = (value: string) => value.replace(/\s+/g, ' ').trim();
        const values = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'), (field) => field.value);
        return [document.body.innerText, ...values].some((shown) => normalize(shown).includes(normalize(wanted)));
      },
      text,
      { timeout: 8000 },
    ).catch(() => {
      throw new Error(`${where}: "${text}" is not shown as text`);
    });
  }
  // A moment for an injected image to fail to load and fire its handler.
  await page.waitForTimeout(100);
  const injected = await page.evaluate(() => ({
    ran: window.__xss ?? null,
    elements: document.querySelectorAll('img[src="x"], [onerror], [onload], svg[onload]').length,
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('__xss')).length,
  }));
  expect(injected, where).toEqual({ ran: null, elements: 0, scripts: 0 });
  expect(dialogs, where).toEqual([]);
}

async function showView(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name, exact: true }).click();
}

describe('stored markup in text fields', () => {
  it('shows as text on every dashboard view of the business that registered it', async () => {
    const watched = await watchedPage(suite.server, ownerCookies, firstId);
    const { page } = watched;
    await page.goto(`${suite.server.url}/dashboard/${firstId}`);
    const fullName = `${registered.firstName} ${registered.lastName}`;
    await expectShownAsText(watched, [`Welcome back, ${registered.firstName}!`, fullName, registered.businessName, `Added by ChefConnect: ${addHoursReason}`], 'dashboard');

    await showView(page, 'My Bookings');
    await expectShownAsText(watched, [registered.businessName], 'my bookings');

    await showView(page, 'Labor Bank');
    await page.getByRole('heading', { name: 'Ledger' }).waitFor();
    await expectShownAsText(watched, [`Added by ChefConnect: ${addHoursReason}`], 'labor bank ledger');

    await showView(page, 'Profile');
    const { businessName, businessAddress, city, zipCode, jobTitle, phone } = registered;
    await expectShownAsText(watched, [businessName, businessAddress, city, zipCode, fullName, jobTitle, phone], 'profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectShownAsText(watched, [businessName, businessAddress, city, zipCode, registered.description, registered.firstName, registered.lastName, jobTitle, phone], 'profile edit form');
  });

  it('shows as text on the dashboard of a business whose profile was edited', async () => {
    const watched = await watchedPage(suite.server, editorCookies, secondId);
    await watched.page.goto(`${suite.server.url}/dashboard/${secondId}`);
    // The greeting names the signed-in member (DECISIONS.md section 18), whom a profile edit of the contact leaves as they were.
    await expectShownAsText(watched, [`Welcome back, ${editorFirstName}!`, edited.businessName], 'dashboard after profile edit');
    await showView(watched.page, 'Profile');
    await expectShownAsText(
      watched,
      [edited.businessName, edited.businessAddress, edited.city, edited.zipCode, `${edited.firstName} ${edited.lastName}`, edited.jobTitle, edited.phone],
      'edited profile',
    );
  });

  it('shows as text on every admin screen', async () => {
    const watched = await watchedPage(suite.server, adminCookies);
    const { page } = watched;
    const url = suite.server.url;

    await page.goto(`${url}/admin/dashboard`);
    await expectShownAsText(
      watched,
      [registered.businessName, registered.city, edited.businessName, edited.city, registered.firstName, edited.firstName],
      'admin businesses table',
    );

    await page.goto(`${url}/admin/business/${firstId}`);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await expectShownAsText(
      watched,
      [
        registered.businessName,
        registered.businessAddress,
        registered.zipCode,
        registered.description,
        `${registered.firstName} ${registered.lastName}`,
        registered.jobTitle,
        registered.phone,
        `Added by ChefConnect: ${addHoursReason}`,
        hoursRequest.reason,
        `Added 3 hours: ${addHoursReason}`,
      ],
      'admin business details',
    );

    await page.goto(`${url}/admin/business/${secondId}`);
    await expectShownAsText(watched, [edited.businessName, edited.description, edited.jobTitle, edited.phone], 'admin details of the edited business');

    await page.goto(`${url}/admin/business/${secondId}/edit`);
    await expectShownAsText(watched, [edited.businessName, edited.businessAddress, edited.description, edited.lastName], 'admin edit form');

    await page.goto(`${url}/admin/business/${firstId}/add-hours`);
    await expectShownAsText(watched, [registered.businessName], 'admin add hours');

    await page.goto(`${url}/admin/inbox`);
    await expectShownAsText(
      watched,
      [hoursRequest.reason, hoursRequest.phone, contactMessage.name, contactMessage.phone, ...contactMessage.message.split('\n')],
      'admin inbox',
    );

    await page.goto(`${url}/admin/availability`);
    await expectShownAsText(watched, [blockReason], 'admin availability');
  });

  it('shows as text on the registration review, from what the wizard saved in the browser', async () => {
    const watched = await watchedPage(suite.server, null);
    const bookingDay = vancouverDay(14);
    const [year, month, day] = bookingDay.split('-').map(Number);
    const saved = {
      businessData: {
        businessName: registered.businessName,
        businessType: 'restaurant',
        businessAddress: registered.businessAddress,
        city: registered.city,
        state: 'BC',
        zipCode: registered.zipCode,
        employeeCount: '1-5',
        description: registered.description,
      },
      contactData: {
        firstName: registered.firstName,
        lastName: registered.lastName,
        jobTitle: registered.jobTitle,
        email: 'wizard@example.com',
        phone: registered.phone,
        preferredContact: 'email',
        newsletter: false,
      },
      serviceData: { serviceType: 'in-person', serviceDescription: registered.serviceDescription, serviceHours: '5-8' },
      calendarData: {
        serviceType: 'in-person',
        inPersonBookingDate: `${month}/${day}/${year}`,
        inPersonTimeSlot: 'morning',
        inPersonDuration: 5,
        specialRequests: registered.specialRequests,
      },
    };
    await watched.page.context().addInitScript((datasets) => {
      for (const [key, value] of Object.entries(datasets)) sessionStorage.setItem(key, JSON.stringify(value));
    }, saved);
    await watched.page.goto(`${suite.server.url}/register/confirmation`);
    await expectShownAsText(
      watched,
      [
        registered.businessName,
        registered.description,
        `${registered.firstName} ${registered.lastName}`,
        registered.jobTitle,
        registered.phone,
        registered.serviceDescription,
        registered.specialRequests,
      ],
      'registration review',
    );
  });
});

describe('stored markup in rating comments', () => {
  const businessComment = payload('rating-business');
  const chefComment = payload('rating-chef');
  const typedComment = payload('rating-typed');
  let businessId: number;
  let chefId: number;
  let chefName: string;
  let businessCookies: Map<string, string>;
  let chefCookies: Map<string, string>;
  let adminSession: Map<string, string>;

  /** A booking of the business, worked by the chef and completed by the admin: open for rating by both. */
  async function completedBooking(client: ApiClient, admin: ApiClient, daysAhead: number): Promise<number> {
    const session = { bookingDate: vancouverDay(daysAhead), timeSlot: 'morning' };
    const booked = await client.post('/api/bookings', { businessId, serviceType: 'in-person', ...session, duration: 2 });
    expect(booked.status, booked.text).toBe(201);
    const bookingId = booked.json.booking.id as number;
    expect((await admin.put(`/api/admin/bookings/${bookingId}/chef`, { chefId })).status).toBe(200);
    expect((await duringSession(timed, session, () => admin.post('/trpc/admin.completeBooking', { id: bookingId }))).result.status).toBe(200);
    return bookingId;
  }

  beforeAll(async () => {
    const { server } = suite;
    const admin = await adminClient(server);
    adminSession = admin.snapshot();
    const fixtures = chefFixtures(server, admin);
    const chef = await fixtures.availableChef();
    ({ id: chefId, name: chefName } = chef);
    const business = await registerWithAccount(server);
    businessId = business.businessId;
    businessCookies = business.client.snapshot();
    const chefClient = await fixtures.signedInChef(chef.email);
    chefCookies = chefClient.snapshot();

    // Rated both ways through the API, so each side may see the other's comment.
    const rated = await completedBooking(business.client, admin, 20);
    expect((await business.client.post(`/api/bookings/${rated}/rating`, { stars: 2, comment: businessComment })).status).toBe(201);
    expect((await chefClient.post(`/api/chef/assignments/${rated}/rating`, { stars: 3, comment: chefComment })).status).toBe(201);
    // Still to rate, through the dashboard's form.
    await completedBooking(business.client, admin, 21);
  });

  it('shows as text on the dashboard, where the business rates through the form and marks its chef a favourite', async () => {
    const watched = await watchedPage(suite.server, businessCookies, businessId);
    const { page } = watched;
    await page.goto(`${suite.server.url}/dashboard/${businessId}`);
    await showView(page, 'My Bookings');
    await page.getByText('Completed (2)').click();
    await expectShownAsText(watched, [businessComment, chefComment], 'dashboard ratings');
    expect(await seriousAccessibilityViolations(page), 'dashboard with a rating form and given ratings').toEqual([]);

    const form = page.getByRole('form', { name: /^Rate your chef/ });
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please choose from 1 to 5 stars' }).waitFor();
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Comment (optional)').fill(typedComment);
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await page.getByRole('form', { name: /^Rate your chef/ }).waitFor({ state: 'detached' });
    await expectShownAsText(watched, [typedComment], 'dashboard after rating through the form');
    await page.getByRole('img', { name: '4 out of 5 stars' }).first().waitFor();

    const heart = page.getByRole('button', { name: `Favourite chef: ${chefName}` }).first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.locator('button[aria-pressed="true"]').first().waitFor();
  });

  it('shows as text in the chef portal once both sides have rated', async () => {
    const watched = await watchedPage(suite.server, chefCookies);
    await watched.page.goto(`${suite.server.url}/chef`);
    await expectShownAsText(watched, [businessComment, chefComment], 'chef portal ratings');
    expect(await seriousAccessibilityViolations(watched.page), 'chef portal with ratings').toEqual([]);
  });

  it("shows as text on the admin's business and chef screens", async () => {
    const watched = await watchedPage(suite.server, adminSession);
    await watched.page.goto(`${suite.server.url}/admin/business/${businessId}`);
    await watched.page.getByRole('heading', { name: 'Ratings' }).waitFor();
    await expectShownAsText(watched, [businessComment, chefComment, typedComment], 'admin business ratings');
    await watched.page.goto(`${suite.server.url}/admin/chefs/${chefId}/edit`);
    await watched.page.getByRole('heading', { name: 'Ratings' }).waitFor();
    await expectShownAsText(watched, [businessComment, chefComment, typedComment], 'admin chef ratings');
  });
});
