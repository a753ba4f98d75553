import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * /api/docs as an integrator reads it, on a phone and on a desktop: the operations of
 * /api/openapi.json grouped by area, the guide above them, examples, a filter, all drawn by the
 * viewer from the app's own files under its Content-Security-Policy.
 */

interface DocumentedOperation {
  operationId: string;
  tags: [string];
}

const suite = useBrowserAndServer();
/** Each group (tag) of the document with the operationIds it lists, in the document's order. */
let groups: Map<string, string[]>;

beforeAll(async () => {
  const document = (await new ApiClient(suite.server.url).get('/api/openapi.json')).json as { tags: { name: string }[]; paths: Record<string, Record<string, DocumentedOperation>> };
  groups = new Map(document.tags.map(({ name }) => [name, []]));
  for (const item of Object.values(document.paths)) for (const operation of Object.values(item)) groups.get(operation.tags[0])?.push(operation.operationId);
});

/**
 * Opens /api/docs once the viewer has drawn it, with what the browser reported on the way: errors
 * and warnings in the console, Content-Security-Policy violations, and requests to other sites.
 */
async function openDocs(viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const { page, pageErrors } = await openPage(suite.browser, { viewport });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(suite.server.url)) problems.push(`request to another site: ${request.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  // The viewer is 1.8 MB of script drawing 100-odd operations, each click re-rendering them:
  // slow on a busy two-core machine.
  page.context().setDefaultTimeout(60_000);
  await page.goto(`${suite.server.url}/api/docs`);
  await page.locator('.opblock-tag-section').first().waitFor();
  problems.push(...pageErrors);
  return { page, problems };
}

/** The groups the page shows, in the page's order, closed as the page opens. */
function shownGroupNames(page: Page): Promise<string[]> {
  return page.locator('.opblock-tag-section .opblock-tag').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-tag') ?? ''));
}

/** Opens a group as a reader would, by its heading, and waits for its operations to be drawn. */
async function openGroup(page: Page, name: string): Promise<void> {
  const section = page.locator('.opblock-tag-section', { has: page.locator(`.opblock-tag[data-tag="${name}"]`) });
  await section.locator('.opblock-tag').click();
  await section.locator('.opblock').first().waitFor();
}

/**
 * Each group the page shows with the operationIds it lists once opened, in the page's order. Each
 * is closed again after reading: with every group open the viewer would draw only the rows on
 * screen.
 */
async function shownGroups(page: Page): Promise<[string, string[]][]> {
  const shown: [string, string[]][] = [];
  for (const name of await shownGroupNames(page)) {
    await openGroup(page, name);
    const section = page.locator('.opblock-tag-section', { has: page.locator(`.opblock-tag[data-tag="${name}"]`) });
    shown.push([name, await section.locator('.opblock-summary-operation-id').allTextContents()]);
    await section.locator('.opblock-tag').click();
    await section.locator('.opblock').first().waitFor({ state: 'detached' });
  }
  return shown;
}

describe('/api/docs', () => {
  it(
    'on a 390 px phone: every area listed closed, each opening on its operations, the guide, an operation opened with its examples, the filter; never sideways, no CSP violation, console error or serious axe violation',
    async () => {
      const { page, problems } = await openDocs(VIEWPORTS.phone);
      expect(await shownGroups(page)).toEqual([...groups.entries()]);
      // Operations are grouped by the area that defines them.
      expect(groups.get('Bookings')).toContain('createBooking');
      expect(groups.get('Billing')).toContain('createOrder');

      // The guide above the operations: how a call authenticates and how webhooks are verified.
      const guide = page.locator('.info__description');
      await expect(guide.getByRole('heading', { name: 'Authentication' }).isVisible()).resolves.toBe(true);
      await expect(guide.getByText('the session cookie that signing in sets', { exact: false }).isVisible()).resolves.toBe(true);
      await expect(guide.getByRole('heading', { name: 'Webhooks' }).isVisible()).resolves.toBe(true);
      await expect(guide.getByText('new Webhook(secret).verify(rawBody, request.headers)').isVisible()).resolves.toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // An operation opened: its request body and its answers, each with an example.
      await openGroup(page, 'Bookings');
      await page.locator('#operations-Bookings-createBooking > .opblock-summary').click();
      const operation = page.locator('.opblock.is-open');
      const requestExample = operation.locator('.opblock-section-request-body .highlight-code');
      await requestExample.waitFor();
      expect(JSON.parse((await requestExample.textContent()) ?? '')).toHaveProperty('bookingDate');
      const createdExample = operation.locator('.response[data-code="201"] .highlight-code');
      expect(JSON.parse((await createdExample.textContent()) ?? '')).toHaveProperty('booking');
      expect(await hasHorizontalScroll(page)).toBe(false);
      const violations = await seriousAccessibilityViolations(page);

      // The filter keeps the groups whose name or paths match.
      await page.getByPlaceholder('Filter by tag or path').fill('staffing');
      await expect.poll(() => shownGroupNames(page)).not.toContain('Bookings');
      expect(await shownGroupNames(page)).toContain('Staffing');

      expect({ problems, violations }).toEqual({ problems: [], violations: [] });
      await page.context().close();
    },
    300_000,
  );

  it(
    'on a desktop: every area listed closed, each opening on its operations, never sideways, no CSP violation, console error or serious axe violation',
    async () => {
      const { page, problems } = await openDocs(VIEWPORTS.desktop);
      expect(await shownGroups(page)).toEqual([...groups.entries()]);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const violations = await seriousAccessibilityViolations(page);
      expect({ problems, violations }).toEqual({ problems: [], violations: [] });
      await page.context().close();
    },
    300_000,
  );
});
