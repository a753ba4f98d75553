import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rateSheet } from '../../src/common/pricing.js';
import { company } from '../../src/common/site.js';
import { ApiClient, registerBusiness, registrationBody } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { chooseOption, hasHorizontalScroll, holdCalls, openPage, trpcRequests, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

interface PublicPage {
  path: string;
  /** The document title starts with this. */
  title: string;
  /** Texts the spec (or the issue) asks this page to show. */
  texts: string[];
  /** Links the spec asks for: accessible name → href. */
  links?: [name: string, href: string][];
}

const SERVICE_PAGES: PublicPage[] = [
  { path: '/services/in-person-chefs', title: 'In-Person Chefs', texts: ['Red Seal Chefs in Your Kitchen'] },
  { path: '/services/virtual-assistance', title: 'Virtual Assistance', texts: ['Virtual Chef Consultations'] },
  {
    path: '/services/menu-development',
    title: 'Menu Development',
    texts: ['Menus Built for Your Kitchen and Your Margins'],
  },
  { path: '/services/staff-training', title: 'Staff Training', texts: ['Kitchen Training That Sticks'] },
  { path: '/services/special-events', title: 'Special Events', texts: ['Chefs for Special Events'] },
  // SPEC.md section 2: /services shows the in-person page.
  { path: '/services', title: 'In-Person Chefs', texts: ['Red Seal Chefs in Your Kitchen'] },
].map((page) => ({
  ...page,
  texts: [...page.texts, 'Why businesses choose it', 'Frequently Asked Questions'],
  links: [['Register Your Business', '/register/business']],
}));

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    title: 'Connecting Restaurants with Chefs',
    texts: ['Connecting Restaurants with Chefs', 'On-Site Consultation', 'Virtual Consultation', 'Staff Training'],
    links: [['Schedule a Chef', '/register/business']],
  },
  {
    path: '/about',
    title: 'About Us',
    texts: [
      'Our Mission',
      'Red Seal Quality',
      'Red Seal Certified',
      '20 Free Hours',
      'Fair, Transparent Rates',
      'Flexible Scheduling',
      'Matched to Your Kitchen',
      'Local to Vancouver',
      company.addressLine,
      company.supportPhone,
      company.supportEmail,
    ],
    links: [
      ['Get Started', '/register/business'],
      ['Register Now', '/register/business'],
    ],
  },
  {
    path: '/pricing',
    title: 'Transparent Pricing',
    texts: [
      'Transparent Pricing',
      'Fair Wage Standards',
      'Service Categories',
      'Entry Level',
      '1-3 years of professional experience.',
      '4-8 years of professional experience.',
      '8+ years of professional experience.',
      'How the Labor Bank Works',
      // DECISIONS.md section 23: hours come back on a cancel, but for a late one's fee.
      'cancel a booking with a chef less than 24 hours before its start and up to 4 of its hours are kept as a late cancellation fee.',
    ],
    links: [
      ['Register Your Business', '/register/business'],
      ['View Full Rate Sheet', '/rate-sheet'],
      ['About ChefConnect', '/about'],
    ],
  },
  {
    path: '/rate-sheet',
    title: 'Rate Sheet',
    texts: rateSheet.flatMap((group) => [group.title, ...group.tables.flatMap((table) => table.rows.map((row) => row.service))]),
    links: [
      ['Request Custom Quote', '/contact'],
      ['Start Free Trial', '/register/business'],
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    texts: [
      'Terms of Service',
      'Effective May 21, 2025',
      'staffing agency in Canada',
      'Limitation of Liability',
      'Actions of Placed Personnel',
      'Disclaimers',
      'Client Indemnification',
      'Confidentiality',
      'Province of British Columbia',
      'Acceptance of Terms',
    ],
    links: [['Back to Home', '/']],
  },
  {
    path: '/contact',
    title: 'Contact Us',
    texts: ['within 24 hours', '20+', 'Free Hours', '100%', 'Satisfaction', '24hr', 'Response', '5-star', 'Rating', 'Our location'],
  },
  {
    path: '/our-chefs',
    title: 'Our Chefs',
    texts: [
      'Executive Head Chefs',
      'Pastry & Baking Specialists',
      'Rising Culinary Stars',
      'International Specialists',
      'What the Red Seal Means',
    ],
    links: [['Get Started', '/register/business']],
  },
  ...SERVICE_PAGES,
  { path: '/no-such-page', title: 'Page Not Found', texts: ['404 Page Not Found'], links: [['Back to Home', '/']] },
];

const suite = useBrowserAndServer();

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.server.url}${path}`);
  await page.locator('h1').waitFor();
}

async function expectVisibleText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 5000 });
}

/** The footer's newsletter form loads when the visitor scrolls towards it. */
async function newsletterField(page: Page) {
  await page.locator('footer').scrollIntoViewIfNeeded();
  const field = page.getByLabel('Subscribe to our newsletter');
  await field.waitFor();
  return field;
}

describe('public pages', () => {
  it.each(PUBLIC_PAGES)('$path shows its content with its own title, one h1 and the landmarks', async (spec) => {
    const { page, pageErrors } = await openPage(suite.browser);
    await visit(page, spec.path);

    for (const text of spec.texts) await expectVisibleText(page, text);
    for (const [name, href] of spec.links ?? []) {
      await expect(page.locator('main').getByRole('link', { name, exact: true }).first().getAttribute('href')).resolves.toBe(href);
    }
    expect(await page.title()).toMatch(new RegExp(`^${spec.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ChefConnect$`));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    for (const landmark of ['header', 'main', 'footer']) {
      await expect(page.locator(landmark).count()).resolves.toBe(1);
    }
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('opens every page directly (public, wizard, login, admin login) with no warning or error in the console', async () => {
    const { page } = await openPage(suite.browser);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(`${page.url()}: ${message.text()}`);
    });
    // The unknown path is left out: its document answers 404, which the browser reports.
    const paths = PUBLIC_PAGES.map((spec) => spec.path).filter((path) => path !== '/no-such-page');
    for (const path of [...paths, '/register/business', '/login', '/admin/login']) await visit(page, path);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it.each(['/no-such-page', '/services/nope', '/admin-nope'])('%s answers 404 and shows the not-found page (DECISIONS.md section 15)', async (path) => {
    const { page } = await openPage(suite.browser);
    const response = await page.goto(`${suite.server.url}${path}`);
    expect(response?.status()).toBe(404);
    await expectVisibleText(page, '404 Page Not Found');
    await page.context().close();
  });

  it('gives every page a description of its own', async () => {
    const { page } = await openPage(suite.browser);
    const descriptions = new Set<string>();
    for (const spec of PUBLIC_PAGES.filter((candidate) => candidate.path !== '/services')) {
      await visit(page, spec.path);
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(descriptions.size).toBe(PUBLIC_PAGES.length - 1);
    await page.context().close();
  });

  it('shows every chef group with at least three complete chef cards', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/our-chefs');
    // The groups' titles paint before the roster; their cards stand in until it arrives.
    await page.getByText('Loading chefs…').first().waitFor({ state: 'detached' });
    for (const group of ['Executive Head Chefs', 'Pastry & Baking Specialists', 'Rising Culinary Stars', 'International Specialists']) {
      const cards = page.getByRole('region', { name: group }).locator('li.cc-chef');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      for (const card of await cards.all()) {
        for (const part of ['Experience', 'Credentials', 'Achievements']) {
          await expect(card.getByText(part, { exact: true }).count()).resolves.toBe(1);
        }
        // The roster's chefs have no verified Red Seal credential yet: no badge rests on an admin's tick alone (DECISIONS.md section 14).
        await expect(card.getByText('Red Seal verified').count()).resolves.toBe(0);
        expect(await card.locator('ul li').count()).toBeGreaterThan(0);
      }
    }
    await page.context().close();
  });

  it('/our-chefs fetches its roster once, by the request its HTML preloads', async () => {
    const { page, pageErrors } = await openPage(suite.browser);
    await visit(page, '/our-chefs');
    await page.getByText('Loading chefs…').first().waitFor({ state: 'detached' });

    const preloaded = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
    const calls = await trpcRequests(page);
    // The client asked for exactly the preloaded URL, so the browser fetched it once.
    expect(calls).toEqual([{ url: preloaded, initiator: 'link' }]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('lists every rate sheet price next to its service', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/rate-sheet');
    for (const row of rateSheet.flatMap((group) => group.tables.flatMap((table) => table.rows))) {
      const tableRow = page.getByRole('row', { name: new RegExp(`^${row.service}\\b`) }).first();
      await expect(tableRow.textContent()).resolves.toContain(row.price);
    }
    await page.context().close();
  });

  it('lists the eight terms clauses', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/terms');
    await expect(page.locator('main ol > li').count()).resolves.toBe(8);
    await page.context().close();
  });

  it('opens a service page at its top', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/');
    await page.locator('footer').getByRole('link', { name: 'Special Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chefs for Special Events' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.context().close();
  });
});

describe('layout', () => {
  it('shows a visitor who has not signed in Log In and Get Started, and no Dashboard link, outside /dashboard', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/about');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Log In' }).first().getAttribute('href')).resolves.toBe('/login');
    await expect(header.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).resolves.toBe(
      '/register/business',
    );
    await expect(header.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows the Dashboard link and Logout instead of Log In on /dashboard paths', async () => {
    const { page } = await openPage(suite.browser);
    // Signed in (a signed-out visitor is sent from /dashboard to /login): page.request shares
    // the page's cookies, so the registration's session cookie is the page's.
    const registered = await page.request.post(`${suite.server.url}/api/register`, { data: registrationBody() });
    expect(registered.status()).toBe(201);
    const { business } = (await registered.json()) as { business: { id: number } };
    await visit(page, `/dashboard/${business.id}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe('/dashboard');
    await page.locator('header').getByRole('button', { name: 'Logout' }).first().waitFor({ state: 'visible' });
    await expect(page.locator('header').getByRole('link', { name: 'Log In' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows a business signed in through the API, whose browser never opened the dashboard, Dashboard and its greeting on /pricing first (DECISIONS.md section 17)', async () => {
    const api = new ApiClient(suite.server.url);
    await registerBusiness(api, { firstName: 'Noor' });
    const { page, pageErrors } = await openPage(suite.browser);
    // A fresh context: nothing stored, only the cookie the API sign-in set.
    await page.context().addCookies([...api.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
    await visit(page, '/pricing');
    const header = page.locator('header');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe('/dashboard');
    await header.getByText('Hi, Noor').first().waitFor({ state: 'visible' });
    await expect(header.getByRole('link', { name: 'Log In' }).count()).resolves.toBe(0);
    await expect(header.getByRole('link', { name: 'Get Started' }).count()).resolves.toBe(0);

    // Signed out elsewhere (the API's logout voids the cookie): the next page says Log In again.
    expect((await api.post('/api/logout')).status).toBe(200);
    await visit(page, '/about');
    await header.getByRole('link', { name: 'Log In' }).first().waitFor({ state: 'visible' });
    await expect(header.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('has footer columns for services, company and contact with the support details', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/');
    const footer = page.locator('footer');
    for (const column of ['Services', 'Company', 'Contact']) {
      await footer.getByRole('heading', { name: column, exact: true }).waitFor();
    }
    for (const text of [company.supportEmail, company.supportPhone, company.addressLine]) {
      await footer.getByText(text).waitFor();
    }
    for (const policy of ['Privacy Policy', 'Cookie Policy', 'Terms of Service']) {
      await expect(footer.getByRole('link', { name: policy }).getAttribute('href')).resolves.toBe('/terms');
    }
    await page.context().close();
  });

  it('opens and closes the mobile menu at 375 px', async () => {
    const { page } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile });
    await visit(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(mobileNav.isVisible()).resolves.toBe(false);

    await menuButton.click();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await mobileNav.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });

    await menuButton.click();
    await mobileNav.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    await mobileNav.waitFor({ state: 'hidden' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });
});

describe('theme', () => {
  it('starts light, switches to dark from the header, and keeps dark after a reload', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/');
    const html = page.locator('html');
    await expect(html.getAttribute('data-theme')).resolves.toBe('light');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html.getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('chefconnect-theme'))).resolves.toBe('dark');

    await page.reload();
    await page.locator('h1').waitFor();
    await expect(html.getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.cc-root')!).backgroundColor);
    expect(background).toBe('rgb(0, 0, 0)');
    await page.context().close();
  });

  it('paints the saved theme before any application script runs', async () => {
    const { page } = await openPage(suite.browser, { theme: 'dark' });
    // Without the application bundle only index.html, its CSS and theme-init.js act.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(suite.server.url);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).resolves.toBe(
      'rgb(0, 0, 0)',
    );
    await page.context().close();
  });
});

describe('contact form', () => {
  it('shows the message of every invalid field when sent empty', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Please enter a valid email address', 'Please select a subject', 'Message is required']) {
      await expectVisibleText(page, message);
    }
    await page.context().close();
  });

  it('sends a message, confirms with a toast, resets the form and stores the message', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/contact');
    await page.getByLabel('Name').fill('Ana Souza');
    await page.getByLabel('Email').fill('ana@bistro.example');
    await page.getByLabel('Phone (optional)').fill('604-555-0199');
    await chooseOption(page, 'Subject', 'Pricing');
    await page.getByLabel('Message').fill('Do you offer weekend menu development sessions?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expectVisibleText(page, 'Message Sent!');
    await expectVisibleText(page, "We'll get back to you within 24 hours. Thanks for reaching out!");
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('');
    const rows: Record<string, unknown>[] = await suite.server.dataSource.query(
      'select name, email, phone, subject, message from contact_message',
    );
    expect(rows).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@bistro.example',
        phone: '604-555-0199',
        subject: 'pricing',
        message: 'Do you offer weekend menu development sessions?',
      },
    ]);
    await page.context().close();
  });

  it('shows Sending Message... while sending, and the support email when sending fails', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/contact');
    const contactCall = await holdCalls(page, '**/trpc/**', 'drop');
    await page.getByLabel('Name').fill('Sam Lee');
    await page.getByLabel('Email').fill('sam@cafe.example');
    await chooseOption(page, 'Subject', 'General Inquiry');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const pending = page.getByRole('button', { name: 'Sending Message...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    contactCall.release();

    await expectVisibleText(page, 'Oops! Something went wrong');
    await expectVisibleText(page, `Please try again or email us directly at ${company.supportEmail}`);
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Sam Lee');
    await page.context().close();
  });
});

describe('newsletter', () => {
  it('subscribes from the footer, once per address however often it is sent', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/about');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const field = await newsletterField(page);
      await field.fill('news@kitchen.example');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expectVisibleText(page, 'Subscribed!');
      await expect(field.inputValue()).resolves.toBe('');
      // Closed by hand, as a visitor may, rather than waited out: the next "Subscribed!" is a new toast.
      const notice = page.locator('.ant-notification-notice');
      await notice.getByRole('button', { name: 'Close' }).click();
      await notice.waitFor({ state: 'detached' });
    }
    const rows: { email: string }[] = await suite.server.dataSource.query('select email from newsletter_subscription');
    expect(rows).toEqual([{ email: 'news@kitchen.example' }]);
    await page.context().close();
  });

  it('refuses an invalid address with the schema message, and shows an error toast when the call fails', async () => {
    const { page } = await openPage(suite.browser);
    await visit(page, '/');
    const field = await newsletterField(page);
    await field.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectVisibleText(page, 'Please enter a valid email address');

    await page.route('**/trpc/**', (route) => route.abort());
    await field.fill('offline@kitchen.example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectVisibleText(page, 'Subscription failed');
    await page.context().close();
  });
});

describe('search engines', () => {
  it('serves a plain-text robots.txt that keeps the admin area and token pages out, not the public site or the dashboard', async () => {
    const response = await fetch(`${suite.server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const disallowed = (await response.text()).split('\n').filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow:'.length).trim());
    expect(disallowed.sort()).toEqual(['/admin', '/register/account-setup', '/reset-password']);
  });
});

describe('budgets and accessibility', () => {
  it('loads at most 150 KB of gzipped JavaScript for /, and no other area’s code', async () => {
    const { page } = await openPage(suite.browser);
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
    });
    await page.goto(suite.server.url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts.map(async (script) => gzipSync(await script.body).length));
    const totalKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    expect(totalKb).toBeLessThanOrEqual(150);
    expect(scripts.map((script) => script.url).filter((url) => /dashboard|admin/i.test(url))).toEqual([]);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe violation and never scrolls sideways at the mobile, phone or desktop width on any public page in the %s theme',
    async (theme) => {
      const { page } = await openPage(suite.browser, { theme });
      const problems: string[] = [];
      for (const spec of PUBLIC_PAGES) {
        await visit(page, spec.path);
        // The page's layout follows CSS media queries alone (no script reads the width), so one
        // load serves every width: the same page resized is laid out as one loaded at that width.
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          if (await hasHorizontalScroll(page)) problems.push(`${spec.path}: scrolls sideways at the ${name} width`);
        }
        await page.setViewportSize(VIEWPORTS.desktop);
        // The footer's newsletter form is part of every page: load it before the audit.
        await newsletterField(page);
        problems.push(...(await seriousAccessibilityViolations(page)).map((violation) => `${spec.path}: ${violation}`));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    // Many page loads and audits: generous for a busy two-core CI machine.
    240_000,
  );
});
