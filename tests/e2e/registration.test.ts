import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminClient, ApiClient, registerBusiness, registerWithAccount, vancouverDay } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The registration wizard in a real browser against the real server: a person typing,
 * choosing from lists and clicking days, from the home page to the dashboard.
 */

const suite = useBrowserAndServer();

const longDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** How the calendar names a day: 'Friday, March 6, 2026'. */
function dayLabel(isoDay: string): string {
  return longDay.format(new Date(`${isoDay}T12:00:00Z`));
}

function wizardDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

let sequence = 0;
function newBusiness() {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  return {
    businessName: `Harbour Kitchen ${stamp}`,
    address: '200 Burrard Street',
    city: 'Vancouver',
    postalCode: 'V6C 3L6',
    firstName: 'Avery',
    lastName: 'Singh',
    jobTitle: 'Owner',
    email: `avery.${stamp}@example.com`,
    phone: '(604) 555-0199',
    username: `avery_${stamp}`,
    password: 'saffron-risotto-42',
  };
}
type Business = ReturnType<typeof newBusiness>;

/** Waits for the page's h1 to read `name` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Opens an antd Select by its label and clicks the option, as a person would. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Shows the month of the day (Next month as often as needed) and clicks it. */
async function clickDay(page: Page, isoDay: string): Promise<void> {
  await page.getByRole('tabpanel').getByRole('button', { name: 'Next month' }).waitFor();
  const day = page.getByRole('tabpanel').getByRole('button', { name: dayLabel(isoDay), exact: true });
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries += 1) {
    await page.getByRole('tabpanel').getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

async function fillBusinessStep(page: Page, business: Business): Promise<void> {
  await page.getByLabel('Business Name').fill(business.businessName);
  await choose(page, 'Business Type', 'Restaurant');
  await page.getByLabel('Business Address').fill(business.address);
  await page.getByLabel('City').fill(business.city);
  await choose(page, 'Province', 'British Columbia (BC)');
  await page.getByLabel('Postal Code').fill(business.postalCode);
  await choose(page, 'Number of Employees', '6-20 employees');
  await page.getByLabel('Business Description (optional)').fill('West coast seafood, 60 seats.');
}

async function fillContactStep(page: Page, business: Business): Promise<void> {
  await page.getByLabel('First Name').fill(business.firstName);
  await page.getByLabel('Last Name').fill(business.lastName);
  await page.getByLabel('Job Title').fill(business.jobTitle);
  await page.getByRole('textbox', { name: 'Email' }).fill(business.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(business.phone);
  await page.getByRole('radio', { name: 'Phone' }).check();
}

/** Each step's h1, by its path. */
const STEP_HEADINGS = {
  '/register/contact': 'Contact Information',
  '/register/schedule-type': 'Service Type',
  '/register/schedule-calendar': 'Schedule',
  '/register/confirmation': 'Confirm Your Booking',
} as const;

/**
 * Clicks Next and waits for the next step to be on screen. The URL changes before the step's
 * lazily loaded page replaces the previous one, so a click made right after the URL changed
 * can still land on the previous step's Next.
 */
async function next(page: Page, expectedPath: keyof typeof STEP_HEADINGS): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(`**${expectedPath}`);
  await expectHeading(page, STEP_HEADINGS[expectedPath]);
}

function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['businessData', 'contactData', 'serviceData', 'calendarData'].filter((key) => sessionStorage.getItem(key) !== null),
  );
}

/** The wizard's first four steps as sessionStorage holds them after a person completed them. */
function savedSteps(business: Business, bookingDay: string, duration = 5) {
  return {
    businessData: {
      businessName: business.businessName,
      businessType: 'cafe',
      businessAddress: business.address,
      city: business.city,
      state: 'BC',
      zipCode: business.postalCode,
      employeeCount: '1-5',
    },
    contactData: {
      firstName: business.firstName,
      lastName: business.lastName,
      jobTitle: business.jobTitle,
      email: business.email,
      phone: business.phone,
      preferredContact: 'email',
      newsletter: false,
    },
    serviceData: { serviceType: 'in-person', serviceHours: '1-2' },
    calendarData: {
      serviceType: 'in-person',
      inPersonBookingDate: wizardDate(bookingDay),
      inPersonTimeSlot: 'afternoon',
      inPersonDuration: duration,
    },
  };
}

async function seedSteps(page: Page, steps: Partial<ReturnType<typeof savedSteps>>): Promise<void> {
  await page.goto(`${suite.server.url}/terms`);
  const entries = Object.entries(steps).filter(([, value]) => value !== undefined);
  await page.evaluate((saved) => {
    for (const [key, value] of saved) sessionStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

/** The whole journey of a new business, as the issue describes it; returns its business id. */
async function walkFromHomeToDashboard(page: Page, business: Business, { mobile = false } = {}): Promise<number> {
  const bookingDay = vancouverDay(9);
  const noSideScroll = async () => expect(await hasHorizontalScroll(page), `sideways scroll on ${page.url()}`).toBe(false);

  await page.goto(suite.server.url);
  await page.getByRole('main').getByRole('link', { name: 'Schedule a Chef' }).first().click();
  await page.waitForURL('**/register/business');
  await expectHeading(page, 'Business Information');
  if (mobile) {
    await expect.poll(() => page.getByText('Step 1 of 5').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Registration progress' }).getByText('Business Info').isVisible()).toBe(false);
  } else {
    const progress = page.getByRole('navigation', { name: 'Registration progress' });
    for (const label of ['Business Info', 'Contact', 'Service Type', 'Schedule', 'Confirm']) {
      expect(await progress.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Step 1 of 5').isVisible()).toBe(false);
  }
  await noSideScroll();
  await fillBusinessStep(page, business);
  await next(page, '/register/contact');

  await expectHeading(page, 'Contact Information');
  if (mobile) expect(await page.getByText('Step 2 of 5').isVisible()).toBe(true);
  await noSideScroll();
  await fillContactStep(page, business);
  await next(page, '/register/schedule-type');

  await expectHeading(page, 'Service Type');
  await noSideScroll();
  expect(await page.getByRole('radio', { name: /In-Person Chef/ }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: /Virtual Assistance/ }).check();
  await page.getByLabel('Describe your needs (optional)').fill('A new brunch menu and two training sessions.');
  await choose(page, 'Estimated Hours', '5-8 hours');
  await next(page, '/register/schedule-calendar');

  // The calendar opens on the type chosen before; choosing the other tab changes the service type.
  await expectHeading(page, 'Schedule');
  await noSideScroll();
  expect(await page.getByRole('tab', { name: 'Virtual Assistance' }).getAttribute('aria-selected')).toBe('true');
  await page.getByRole('tab', { name: 'In-Person Service' }).click();
  const panel = page.getByRole('tabpanel');
  await clickDay(page, bookingDay);
  await panel.getByText(`Selected date: ${dayLabel(bookingDay)}`).waitFor();
  await panel.getByRole('radio', { name: 'Morning (8 AM-12 PM)' }).check();
  await panel.getByPlaceholder('Enter desired hours (1-12)').fill('6');
  await page.getByLabel('Special Requests (optional)').fill('Please use the back entrance.');
  await noSideScroll();
  await next(page, '/register/confirmation');

  await expectHeading(page, 'Confirm Your Booking');
  await noSideScroll();
  const main = page.getByRole('main');
  for (const text of [
    business.businessName,
    'Restaurant',
    `${business.firstName} ${business.lastName}`,
    business.email,
    'In-Person Chef',
    '5-8 hours',
    dayLabel(bookingDay),
    // The session's start and end, 6 hours from 8 AM (DECISIONS.md section 23).
    'Morning, 8:00 a.m. to 2:00 p.m.',
    '6 hours',
    'Please use the back entrance.',
    '14 hours',
  ]) {
    expect(await main.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
  }
  expect(await main.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  expect(await confirm.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  expect(await confirm.isEnabled()).toBe(true);
  await confirm.click();

  await page.getByRole('heading', { name: 'Registration Complete!' }).waitFor();
  await expectToast(page, 'Registration Successful', { description: 'Your booking has been confirmed!' });
  // Registering signed the contact in: the header greets them, and offers no Log In (DECISIONS.md section 17).
  const header = page.getByRole('banner');
  await expect.poll(() => header.textContent()).toContain(`Hi, ${business.firstName}`);
  expect(await header.locator('a', { hasText: 'Log In' }).count()).toBe(0);
  expect(await storedKeys(page)).toEqual([]);
  const dashboardLink = await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href');
  const businessId = Number(/^\/dashboard\/(\d+)$/.exec(dashboardLink ?? '')?.[1]);
  expect(businessId).toBeGreaterThan(0);

  // After 2 s the account setup opens by itself.
  await page.waitForURL(/\/register\/account-setup\?contactId=\d+&businessId=\d+$/, { timeout: 5000 });
  expect(new URL(page.url()).searchParams.get('businessId')).toBe(String(businessId));
  await expectHeading(page, 'Create Your Account');
  await noSideScroll();
  await page.getByLabel('Username').pressSequentially(business.username);
  await page.getByText('Username is available').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(business.password);
  await page.getByLabel('Confirm Password').fill(business.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/login');
  await expectToast(page, 'Account Created');

  await expectHeading(page, 'Log In');
  await noSideScroll();
  await page.getByLabel('Username').fill(business.username);
  await page.getByLabel('Password').fill(business.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**/dashboard/${businessId}`);
  await expectToast(page, 'Login Successful', { description: 'Welcome back!' });
  return businessId;
}

describe('the registration wizard', () => {
  it('walks a new business from the home page through the five steps, account setup and login to its dashboard', async () => {
    const { page, pageErrors } = await openPage(suite.browser);
    const business = newBusiness();
    const businessId = await walkFromHomeToDashboard(page, business);

    // The booking the person chose is the one the server keeps.
    const api = new ApiClient(suite.server.url);
    await api.post('/api/mobile/login', { username: business.username, password: business.password });
    const dashboard = await api.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings).toMatchObject([
      { serviceType: 'in-person', bookingDate: vancouverDay(9), timeSlot: 'morning', duration: 6, status: 'confirmed' },
    ]);
    expect(dashboard.json.business.businessName).toBe(business.businessName);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('works the same way on a 375 px wide phone, showing "Step N of 5" instead of the step labels', async () => {
    const { page, pageErrors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile });
    const businessId = await walkFromHomeToDashboard(page, newBusiness(), { mobile: true });
    expect(page.url()).toBe(`${suite.server.url}/dashboard/${businessId}`);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('paints step 1 with the styles antd generated at build time, writing no component styles of its own', async () => {
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/register/business`);
    await page.getByLabel('Business Name').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Business name is required', { exact: true }).waitFor();
    // antd's run-time component styles are scoped with :where(.css-<hash>); the theme's CSS
    // variables (.css-var-…) are still written at run time, as they differ per theme.
    const runtimeComponentStyles = await page.evaluate(
      () => Array.from(document.querySelectorAll('style')).filter((style) => style.textContent?.includes(':where(.css-')).length,
    );
    expect(runtimeComponentStyles).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows each required-field message of a step left empty, at its field', async () => {
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/register/business`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const message of [
      'Business name is required',
      'Please select a business type',
      'Business address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(page.url()).toMatch(/\/register\/business$/);

    const business = newBusiness();
    await fillBusinessStep(page, business);
    await next(page, '/register/contact');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Job title is required',
      'Valid email address is required',
      'Phone number is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByText('Valid email address is required').waitFor();
    await fillContactStep(page, business);
    await next(page, '/register/schedule-type');
    await next(page, '/register/schedule-calendar');

    // The calendar: nothing chosen for the active type, then an hour count out of range.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Please complete all required fields for your selected service type').waitFor();
    const panel = page.getByRole('tabpanel');
    await clickDay(page, vancouverDay(5));
    await panel.getByRole('radio', { name: 'All Day (8 AM-8 PM)' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Please complete all required fields for your selected service type').waitFor();
    await panel.getByPlaceholder('Enter desired hours (1-12)').fill('4');
    await next(page, '/register/confirmation');

    // Terms: the button waits for the tick; unticking says why.
    const terms = page.getByRole('checkbox', { name: /I have read and accept/ });
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
    await terms.check();
    await terms.uncheck();
    await page.getByText('Terms Required: Please accept the terms and conditions').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('sends a later step opened without the earlier ones to the first missing step, with an error toast', async () => {
    const { page } = await openPage(suite.browser);
    const cases: [path: string, toast: string][] = [
      ['/register/contact', 'Please complete business information first'],
      ['/register/schedule-type', 'Please complete previous steps first'],
      ['/register/schedule-calendar', 'Please complete previous steps'],
      ['/register/confirmation', 'Please complete all previous steps first'],
    ];
    for (const [path, message] of cases) {
      await page.goto(`${suite.server.url}${path}`);
      await page.waitForURL('**/register/business');
      await expectToast(page, message);
      await expectHeading(page, 'Business Information');
    }

    // With the business saved, the first missing step is the contact step.
    const steps = savedSteps(newBusiness(), vancouverDay(5));
    await seedSteps(page, { businessData: steps.businessData });
    await page.goto(`${suite.server.url}/register/confirmation`);
    await page.waitForURL('**/register/contact');
    await expectToast(page, 'Please complete all previous steps first');
    await page.context().close();
  });

  it('prefills every step when the person goes back with Previous or Edit Booking', async () => {
    const { page } = await openPage(suite.browser);
    const business = newBusiness();
    await page.goto(`${suite.server.url}/register/business`);
    await fillBusinessStep(page, business);
    await next(page, '/register/contact');
    await fillContactStep(page, business);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.waitForURL('**/register/business');
    expect(await page.getByLabel('Business Name').inputValue()).toBe(business.businessName);
    expect(await page.getByLabel('City').inputValue()).toBe(business.city);
    expect(await page.locator('.ant-select').filter({ has: page.getByLabel('Business Type') }).innerText()).toContain('Restaurant');

    await next(page, '/register/contact');
    expect(await page.getByLabel('First Name').inputValue()).toBe(business.firstName);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(business.email);
    expect(await page.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true);
    await next(page, '/register/schedule-type');
    await page.getByRole('radio', { name: /Virtual Assistance/ }).check();
    await next(page, '/register/schedule-calendar');
    const bookingDay = vancouverDay(6);
    await clickDay(page, bookingDay);
    await page.getByRole('tabpanel').getByRole('radio', { name: 'Evening (4-8 PM)' }).check();
    await page.getByRole('tabpanel').getByPlaceholder('Enter desired hours (1-12)').fill('2');
    await next(page, '/register/confirmation');
    expect(await page.getByRole('main').getByText('Virtual Assistance', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit Booking' }).click();
    await page.waitForURL('**/register/schedule-calendar');
    expect(await page.getByRole('tab', { name: 'Virtual Assistance' }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('button', { name: dayLabel(bookingDay), exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('radio', { name: 'Evening (4-8 PM)' }).isChecked()).toBe(true);
    expect(await panel.getByPlaceholder('Enter desired hours (1-12)').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.waitForURL('**/register/schedule-type');
    expect(await page.getByRole('radio', { name: /Virtual Assistance/ }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('disables past days and the days and slots the admin blocked, and keeps everything when registration fails', async () => {
    const admin = await adminClient(suite.server);
    const closedDay = vancouverDay(3);
    const morningClosedDay = vancouverDay(4);
    for (const block of [
      { date: closedDay, reason: 'Staff holiday' },
      { date: morningClosedDay, timeSlot: 'morning' },
    ]) {
      expect((await admin.post('/trpc/admin.blockSlot', block)).status).toBe(200);
    }

    const { page } = await openPage(suite.browser);
    const business = newBusiness();
    const bookableDay = vancouverDay(7);
    await seedSteps(page, { ...savedSteps(business, bookableDay), calendarData: undefined });
    await page.goto(`${suite.server.url}/register/schedule-calendar`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Next month' }).waitFor();
    const yesterday = vancouverDay(-1);
    if (yesterday.slice(0, 7) === vancouverDay(0).slice(0, 7)) {
      expect(await panel.getByRole('button', { name: dayLabel(yesterday), exact: true }).isDisabled()).toBe(true);
    }
    expect(await panel.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    await clickDay(page, morningClosedDay);
    expect(await panel.getByRole('radio', { name: /^Morning/ }).isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: /^All Day/ }).isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: /^Afternoon/ }).isEnabled()).toBe(true);
    const closed = panel.getByRole('button', { name: new RegExp(`^${dayLabel(closedDay)}, unavailable`) });
    if (!(await closed.isVisible())) await panel.getByRole('button', { name: 'Previous month' }).click();
    expect(await closed.isDisabled()).toBe(true);

    await clickDay(page, bookableDay);
    await panel.getByRole('radio', { name: /^Morning/ }).check();
    await panel.getByPlaceholder('Enter desired hours (1-12)').fill('5');
    await next(page, '/register/confirmation');

    // The admin closes the chosen day while the person is reviewing it.
    expect((await admin.post('/trpc/admin.blockSlot', { date: bookableDay })).status).toBe(200);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // The message at the form (a toast says it too, outside the page's main content).
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'Registration Failed' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('That date is not available. Please choose another day.');
    expect(await storedKeys(page)).toEqual(['businessData', 'contactData', 'serviceData', 'calendarData']);
    expect(await page.getByText(business.businessName).isVisible()).toBe(true);
    await page.context().close();
  });

  it('an email that already has a business sends the person back to the email field, with a link to log in', async () => {
    const business = newBusiness();
    await registerBusiness(new ApiClient(suite.server.url), { email: business.email });
    const { page } = await openPage(suite.browser);
    await seedSteps(page, savedSteps({ ...business, email: ` ${business.email.toUpperCase()} ` }, vancouverDay(8)));
    await page.goto(`${suite.server.url}/register/confirmation`);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await page.waitForURL('**/register/contact');
    // At the field, not only in the toast that also says it.
    const refusal = page.getByRole('main').getByText('An account with this email already exists. Please log in.', { exact: true });
    await refusal.waitFor();
    // The message stands at the email field: the input is described by it and marked invalid.
    const email = page.getByRole('textbox', { name: 'Email' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const toLogin = page.getByRole('link', { name: 'Go to login' });
    expect(await toLogin.getAttribute('href')).toBe('/login');

    await email.fill(`new.${business.email}`);
    await expect.poll(() => refusal.count()).toBe(0);
    expect(await toLogin.count()).toBe(0);
    await page.context().close();
  });
});

/**
 * Schedule New and the labor bank refusal are walked from the dashboard's own buttons in
 * dashboard.test.ts; here, what only the calendar page decides.
 */
describe('the calendar from the dashboard', () => {
  async function signedInPage(overrides: Record<string, unknown> = {}) {
    const account = await registerWithAccount(suite.server, overrides);
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`**/dashboard/${account.businessId}`);
    return { page, ...account };
  }

  it('reschedules a booking from its prefilled day, slot and hours', async () => {
    const bookingDay = vancouverDay(8);
    const { page, businessId, bookingId, client } = await signedInPage({ bookingDate: bookingDay, timeSlot: 'evening', duration: 4 });
    await page.goto(`${suite.server.url}/register/schedule-calendar?edit=${bookingId}`);
    await expectHeading(page, 'Reschedule Booking');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('button', { name: dayLabel(bookingDay), exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('radio', { name: /^Evening/ }).isChecked()).toBe(true);
    expect(await panel.getByPlaceholder('Enter desired hours (1-12)').inputValue()).toBe('4');
    // A booking keeps its service type: the other tab cannot be chosen.
    expect(await page.getByRole('tab', { name: 'Virtual Assistance' }).getAttribute('aria-disabled')).toBe('true');
    const newDay = vancouverDay(10);
    await clickDay(page, newDay);
    await panel.getByPlaceholder('Enter desired hours (1-12)').fill('6');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**/dashboard/${businessId}`);
    await expectToast(page, 'Booking Rescheduled');
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings).toMatchObject([{ id: bookingId, bookingDate: newDay, timeSlot: 'evening', duration: 6 }]);
    await page.context().close();
  });
});

describe('accessibility of the wizard', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds no serious or critical violation on any step in the ${theme} theme, messages showing or not`, async () => {
      const { page } = await openPage(suite.browser, { theme });
      await seedSteps(page, savedSteps(newBusiness(), vancouverDay(5)));
      for (const [path, title] of [
        ['/register/business', 'Business Information'],
        ['/register/contact', 'Contact Information'],
        ['/register/schedule-type', 'Service Type'],
        ['/register/schedule-calendar', 'Schedule'],
        ['/register/confirmation', 'Confirm Your Booking'],
      ] as const) {
        await page.goto(`${suite.server.url}${path}`);
        await expectHeading(page, title);
        await page.getByRole('button', { name: /^(Next|Confirm Booking)$/ }).waitFor();
        expect(await seriousAccessibilityViolations(page), `${theme} ${path}`).toEqual([]);
      }
      await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
      await page.getByRole('checkbox', { name: /I have read and accept/ }).uncheck();
      await page.getByText('Terms Required: Please accept the terms and conditions').waitFor();
      expect(await seriousAccessibilityViolations(page), `${theme} confirmation with the terms message`).toEqual([]);

      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${suite.server.url}/register/business`);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Business name is required').waitFor();
      expect(await seriousAccessibilityViolations(page), `${theme} business step with messages`).toEqual([]);
      await page.context().close();
    }, 60_000);
  }
});
