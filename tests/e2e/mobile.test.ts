import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/** The mobile app pages and the installable web app, in a real browser. */

const suite = useBrowserAndServer();

describe('the mobile app pages', () => {
  it('explains that no native build exists yet and shows how to add the web app instead', async () => {
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/mobile-setup`);
    await page.getByRole('heading', { level: 1, name: 'Mobile App Setup' }).waitFor();
    expect(await page.title()).toBe('Mobile App Setup | ChefConnect');

    for (const [button, steps] of [
      ['Download for iOS', 'Add to Home Screen'],
      ['Download for Android', 'Install app'],
      ['Download APK', 'Install app'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: 'Install the ChefConnect web app' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('not available yet');
      expect(await dialog.innerText()).toContain(steps);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    // Nothing was downloaded, so nothing claims a download started.
    expect(await page.locator('.ant-notification-notice').filter({ hasText: 'Download Started' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('installs the web app where the browser offers it, and only then says the download started', async () => {
    const { page } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${suite.server.url}/mobile-setup`);
    await page.getByRole('heading', { level: 1, name: 'Mobile App Setup' }).waitFor();
    // What Chromium fires when the site is installable; the person then accepts its prompt.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Download for Android' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install the ChefConnect web app' });
    await dialog.getByRole('button', { name: 'Install Web App' }).click();
    await expectToast(page, 'Download Started');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('opens the iOS guide with its toast and its four steps, and leads back', async () => {
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/mobile-setup`);
    await page.getByRole('button', { name: 'iOS Installation Instructions' }).click();
    await page.waitForURL(`${suite.server.url}/mobile-setup/ios-instructions`);
    await expectToast(page, 'iOS Instructions');
    await page.getByRole('heading', { level: 1, name: 'iOS Installation Instructions' }).waitFor();
    const steps = page.locator('ol.cc-mobile__guide > li');
    expect(await steps.count()).toBe(4);
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining('Download the profile'),
      expect.stringContaining('Install the profile'),
      expect.stringContaining('Trust the developer'),
      expect.stringContaining('Download the app'),
    ]);
    expect(await page.getByRole('main').innerText()).toContain('support@chefconnect.ca');
    expect(await page.getByRole('main').innerText()).toContain('(604) 555-0142');

    await page.getByRole('link', { name: 'Back to Mobile App Setup' }).click();
    await page.waitForURL(`${suite.server.url}/mobile-setup`);
    expect(await page.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await page.context().close();
  });

  it('serves a web app manifest with its icons, linked from every page', async () => {
    const { page } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/mobile-setup`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const response = await fetch(`${suite.server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'ChefConnect', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await fetch(suite.server.url + icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toMatch(/^image\//);
    }
    // Chromium reads the manifest without errors (DevTools' own check).
    const session = await page.context().newCDPSession(page);
    const { errors } = (await session.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`fits 375 px without sideways scrolling and has no serious accessibility violation (${theme})`, async () => {
      const { page } = await openPage(suite.browser, { theme, viewport: VIEWPORTS.mobile });
      for (const path of ['/mobile-setup', '/mobile-setup/ios-instructions']) {
        await page.goto(suite.server.url + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await hasHorizontalScroll(page), path).toBe(false);
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      }
      await page.context().close();
    });
  }
});
