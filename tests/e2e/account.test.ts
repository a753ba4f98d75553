import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, registerWithAccount, registrationBody } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/** Account setup, login, password recovery and reset, in a real browser against the real server. */

const suite = useBrowserAndServer();

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/**
 * Registers a business in the page's own browser context (as the wizard's Confirm Booking
 * does, so the page holds the new contact's session) and opens its account setup.
 */
async function openAccountSetup(page: Page): Promise<{ contactId: number; businessId: number }> {
  const response = await page.request.post(`${suite.server.url}/api/register`, { data: registrationBody() });
  expect(response.status()).toBe(201);
  const registered = (await response.json()) as { contact: { id: number }; business: { id: number } };
  const ids = { contactId: registered.contact.id, businessId: registered.business.id };
  await page.goto(`${suite.server.url}/register/account-setup?contactId=${ids.contactId}&businessId=${ids.businessId}`);
  await expectHeading(page, 'Create Your Account');
  return ids;
}

/**
 * The newest password reset email to `address` in the server's outbox, as its recipient would read
 * it (once the runner has sent it). Found by recipient and subject: the registration's own email
 * is sent by the same runner at the same time, and either may be written last.
 */
async function resetEmailTo(address: string): Promise<{ to: string; subject: string; body: string }> {
  const emails = await suite.server.outbox();
  const reset = emails.filter((email) => email.to.includes(address) && email.subject.startsWith('Reset your')).at(-1);
  if (!reset) throw new Error(`no reset email to ${address} among ${emails.length}`);
  return reset;
}

/** The path and query of the reset link in an email (the server's own origin may differ in tests). */
function resetLinkIn(body: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s]+/.exec(body)?.[0];
  if (!link) throw new Error(`no reset link in:\n${body}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Fills the login form and submits it; resolves once the server has answered. */
async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((response) => response.url().includes('/trpc/public.login'));
  await page.getByRole('button', { name: 'Log In' }).click();
  await answered;
}

/** The message under the login form (the toast says it too, for a moment). */
function loginAlert(page: Page, text: string | RegExp) {
  return page.getByRole('main').getByRole('alert').filter({ hasText: text });
}

describe('account setup', () => {
  it('checks the username as it is typed, refuses a taken one and creates the account', async () => {
    const existing = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openPage(suite.browser);
    await openAccountSetup(page);

    // Each rule's message, at its field.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await expect.poll(() => page.getByText('Password must be at least 6 characters').count()).toBe(2);
    await page.getByLabel('Username').fill('chef one');
    await page.getByText('Username can only contain letters, numbers and underscores').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByText('Password must be at least 6 characters').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill('saffron-risotto-42');
    await page.getByLabel('Confirm Password').fill('saffron-risotto-43');
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm Password').fill('saffron-risotto-42');

    // A name that exists, in another case: the spinner, then the cross.
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Username').pressSequentially(existing.username.toUpperCase());
    await page.getByText('Checking availability...').waitFor();
    await page.getByText('This username is already taken').waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Username Unavailable', { description: 'Please choose a different username' });
    expect(page.url()).toContain('/register/account-setup');

    const username = `${existing.username}_2`;
    await page.getByLabel('Username').fill(username);
    await page.getByText('Username is available').waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Account Created');

    const api = new ApiClient(suite.server.url);
    expect((await api.post('/api/mobile/login', { username, password: 'saffron-risotto-42' })).json).toMatchObject({ success: true });
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor without a contact id back to the start of registration with the spec\'s error', async () => {
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/register/account-setup`);
    await page.waitForURL('**/register/business');
    await expectToast(page, 'Missing contact information. Please start the registration process again.');
    await expectHeading(page, 'Business Information');
    await page.context().close();
  });
});

describe('login', () => {
  it('shows the spec\'s messages, links to recovery and registration, and lands on the dashboard', async () => {
    const account = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await expectHeading(page, 'Log In');
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/password-recovery');
    expect(await page.getByRole('main').getByRole('link', { name: 'Register your business' }).getAttribute('href')).toBe('/register/business');

    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await logIn(page, account.username, 'not-the-password');
    await loginAlert(page, 'Invalid username or password').waitFor();
    await expectToast(page, 'Login Failed');

    await logIn(page, account.username, account.password);
    await page.waitForURL(`**/dashboard/${account.businessId}`);
    await expectToast(page, 'Login Successful', { description: 'Welcome back!' });
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('tells a person who failed too often how long to wait', async () => {
    const account = await registerWithAccount(suite.server);
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(page, account.username, `wrong-${attempt}`);
      await loginAlert(page, 'Invalid username or password').waitFor();
    }
    await logIn(page, account.username, account.password);
    const throttled = loginAlert(page, /Too many failed login attempts\. Please try again in \d+ minutes?\./);
    await throttled.waitFor();
    expect(page.url()).toContain('/login');
    await page.context().close();
  });
});

describe('password recovery', () => {
  it('mails a link that sets a new password; the old password and old sessions stop working', async () => {
    const account = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectHeading(page, 'Password Recovery');

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(account.body.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectHeading(page, 'Check Your Email');
    await expectToast(page, 'Recovery Email Sent');

    const email = await resetEmailTo(account.body.email);
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await page.waitForURL('**/login');

    // The person follows the link in the email.
    await page.goto(`${suite.server.url}${resetLinkIn(email.body)}`);
    await expectHeading(page, 'Reset Password');
    await page.getByLabel('New Password').fill('brand-new-secret-9');
    await page.getByLabel('Confirm Password').fill('brand-new-secret-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm Password').fill('brand-new-secret-9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectHeading(page, 'Password Reset Successful');
    await expectToast(page, 'Password Reset Successful');

    // The session the business had before the reset has ended.
    expect((await account.client.get(`/api/dashboard/${account.businessId}`)).status).toBe(401);

    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login');
    await logIn(page, account.username, account.password);
    await loginAlert(page, 'Invalid username or password').waitFor();
    await logIn(page, account.username, 'brand-new-secret-9');
    await page.waitForURL(`**/dashboard/${account.businessId}`);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows "Invalid or Expired Link" for a reset page without a token and for a used link', async () => {
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/reset-password`);
    await expectHeading(page, 'Invalid or Expired Link');
    await page.getByText('No reset token provided').waitFor();
    expect(await page.getByRole('link', { name: 'Request New Link' }).getAttribute('href')).toBe('/password-recovery');

    // A link already used once.
    const account = await registerWithAccount(suite.server);
    await new ApiClient(suite.server.url).post('/api/password-recovery/request', { email: account.body.email });
    const link = resetLinkIn((await resetEmailTo(account.body.email)).body);
    const token = new URL(link, suite.server.url).searchParams.get('token');
    expect((await new ApiClient(suite.server.url).post('/api/password-recovery/reset', { token, password: 'first-new-secret-1' })).status).toBe(200);

    await page.goto(`${suite.server.url}${link}`);
    await expectHeading(page, 'Reset Password');
    await page.getByLabel('New Password').fill('second-new-secret-2');
    await page.getByLabel('Confirm Password').fill('second-new-secret-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectHeading(page, 'Invalid or Expired Link');
    await page.getByText('Invalid or expired reset link').first().waitFor();
    await expectToast(page, 'Reset Failed');
    await page.getByRole('link', { name: 'Request New Link' }).click();
    await page.waitForURL('**/password-recovery');
    await page.context().close();
  });
});

describe('accessibility and small screens', () => {
  const pages: [path: string, heading: string][] = [
    ['/login', 'Log In'],
    ['/password-recovery', 'Password Recovery'],
    ['/reset-password', 'Invalid or Expired Link'],
    ['/reset-password?token=some-token', 'Reset Password'],
  ];

  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds no serious or critical violation on the account pages in the ${theme} theme`, async () => {
      const { page } = await openPage(suite.browser, { theme });
      for (const [pagePath, heading] of pages) {
        await page.goto(`${suite.server.url}${pagePath}`);
        await expectHeading(page, heading);
        expect(await seriousAccessibilityViolations(page), `${theme} ${pagePath}`).toEqual([]);
      }
      // The login form with its messages showing, and the account setup with a checked name.
      await page.goto(`${suite.server.url}/login`);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByText('Password is required').waitFor();
      expect(await seriousAccessibilityViolations(page), `${theme} login with messages`).toEqual([]);
      await openAccountSetup(page);
      await page.getByLabel('Username').fill('free_name_for_axe');
      await page.getByText('Username is available').waitFor();
      expect(await seriousAccessibilityViolations(page), `${theme} account setup`).toEqual([]);
      await page.context().close();
    });
  }

  it('fits the account pages on a 375 px wide phone without sideways scrolling', async () => {
    const { page } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile });
    for (const [pagePath, heading] of pages) {
      await page.goto(`${suite.server.url}${pagePath}`);
      await expectHeading(page, heading);
      expect(await hasHorizontalScroll(page), pagePath).toBe(false);
    }
    await openAccountSetup(page);
    expect(await hasHorizontalScroll(page), 'account setup').toBe(false);
    await page.context().close();
  });
});
