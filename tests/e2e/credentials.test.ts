import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from '../integration/chef-fixtures.js';
import { adminClient, vancouverDay } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { chooseOption, expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { tapTargetProblems } from './helpers/taps.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Credentials (DECISIONS.md section 14) in headless Chromium against the real server: a chef on
 * a 375 px phone adds a Red Seal credential and uploads its certificate; the admin finds it in
 * the review queue, downloads it, rejects it with a reason (asked for in the dialog), which the
 * chef reads in the portal; the chef uploads a clearer scan, the admin verifies it after a
 * confirmation, and /our-chefs then shows the chef as "Red Seal verified"; on a 375 px phone the
 * admin reaches every column of the queue and verifies one credential and rejects another. The
 * tests run in order and build on each other.
 */

const suite = useBrowserAndServer();
let chefPage: Page;
let chefErrors: string[];
let admin: Page;
let adminErrors: string[];
let chef: { id: number; email: string; name: string };

const NUMBER = 'RS-4471902';
const EXPIRES = vancouverDay(900);
const REASON = 'The scan is cut off: the certificate number is not visible';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  const api = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, api);
  chef = await fixtures.availableChef({ name: 'Aroha Ngata', group: 'executive', showOnSite: true });
  ({ page: chefPage, pageErrors: chefErrors } = await openPage(suite.browser, { viewport: VIEWPORTS.mobile }));
  expect((await api.post('/api/chef/login-link', { email: chef.email })).status).toBe(200);
  await chefPage.goto(`${suite.server.url}/chef/login?token=${encodeURIComponent(await fixtures.lastLinkTo(chef.email))}`);
  await chefPage.waitForURL((url) => url.pathname === '/chef');
  ({ page: admin, pageErrors: adminErrors } = await openPage(suite.browser));
  await signInAsAdmin(admin, suite.server.url);
});

const credentialsSection = () => chefPage.getByRole('region', { name: 'Credentials', exact: true });
const queueRow = () => admin.getByRole('region', { name: 'Credentials' }).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: chef.name });

/**
 * Scrolled to (inside the table's own scroll region if need be), `target` lies wholly within
 * the phone's width: nothing the admin needs is cut off by the edge of the screen, nor hidden
 * in a box that only a script can scroll (overflow hidden), not a finger.
 */
async function withinPhoneWidth(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const scrolledByScriptOnly = await target.evaluate((element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (parent.scrollLeft > 0 && !['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  });
  return box !== null && !scrolledByScriptOnly && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width;
}

/** A credential the chef adds with its document through their own session, as the portal does. */
async function addWithDocument(kind: string, number: string, fileName: string) {
  const request = chefPage.context().request;
  const added = await request.post(`${suite.server.url}/api/chef/credentials`, { data: { kind, number, issuedOn: vancouverDay(-200), expiresOn: vancouverDay(700) } });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const uploaded = await request.put(`${suite.server.url}/api/chef/credentials/${id}/document`, { headers: { 'content-type': 'application/pdf', 'x-file-name': fileName }, data: PDF });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
}

async function uploadScan(name: string) {
  await credentialsSection().getByLabel(`Document for Red Seal ${NUMBER}`).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expectToast(chefPage, 'Document uploaded');
  await credentialsSection().getByText(name, { exact: false }).waitFor();
}

describe('credentials', () => {
  it('the chef, on a phone, adds a Red Seal credential and uploads its certificate: pending review', async () => {
    await chefPage.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Credentials' }).click();
    await credentialsSection().getByText('No credentials yet.').waitFor();
    // Required fields are asked for before anything is sent.
    await credentialsSection().getByRole('button', { name: 'Add credential' }).click();
    await credentialsSection().getByText('Please choose the kind of credential').waitFor();

    await chooseOption(chefPage, 'Kind', 'Red Seal');
    await credentialsSection().getByLabel('Certificate or policy number').fill(NUMBER);
    await credentialsSection().getByLabel('Issued on').fill('2018-05-14');
    await credentialsSection().getByLabel('Expires on').fill(EXPIRES);
    await credentialsSection().getByRole('button', { name: 'Add credential' }).click();
    await expectToast(chefPage, 'Credential added');
    const item = credentialsSection().getByRole('listitem').filter({ hasText: NUMBER });
    await item.getByText('Pending review').waitFor();
    await item.getByText('No document yet', { exact: false }).waitFor();

    await uploadScan('red-seal-scan.pdf');
    expect(await item.getByRole('button', { name: 'Replace document' }).count()).toBe(1);
    expect(await hasHorizontalScroll(chefPage)).toBe(false);
    // Phone-sized taps (DECISIONS.md section 17) in this section too: 44 px buttons, 8 px apart.
    expect(await tapTargetProblems(credentialsSection())).toEqual([]);
    expect(await seriousAccessibilityViolations(chefPage)).toEqual([]);
    expect(chefErrors).toEqual([]);
  });

  it('the admin finds it in the review queue, downloads the document, and rejects it with a reason the dialog asks for', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Credentials' }).click();
    await admin.waitForURL('**/admin/credentials');
    await admin.getByRole('heading', { name: 'Credentials', level: 1 }).waitFor();
    // The narrowest width with the desktop navigation still fits all its links, Credentials among them.
    await admin.setViewportSize({ width: 1280, height: 900 });
    const navBox = await admin.getByRole('navigation', { name: 'Admin' }).locator('a').last().boundingBox();
    const actionsBox = await admin.locator('.cc-admin-header__actions').boundingBox();
    expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(actionsBox!.x);
    await admin.setViewportSize(VIEWPORTS.desktop);
    await chooseOption(admin, 'Status', 'Pending');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const row = queueRow();
    await row.waitFor();
    for (const expected of ['Red Seal', NUMBER, 'Pending', 'red-seal-scan.pdf']) expect(await row.textContent()).toContain(expected);

    const [download] = await Promise.all([admin.waitForEvent('download'), row.getByRole('link', { name: `Download the document of ${chef.name}'s Red Seal credential` }).click()]);
    expect(download.suggestedFilename()).toBe('red-seal-scan.pdf');

    await row.getByRole('button', { name: `Reject ${chef.name}'s Red Seal credential` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject ${chef.name}'s Red Seal credential?` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please give a reason').waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(admin, 'Credential rejected');
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText('No pending credentials').waitFor();
    expect((await suite.server.outbox()).some((mail) => mail.to === chef.email && mail.subject === 'Your Red Seal credential was not accepted')).toBe(true);
  });

  it('the chef reads why, uploads a clearer scan, and it is pending again', async () => {
    await chefPage.reload();
    const item = credentialsSection().getByRole('listitem').filter({ hasText: NUMBER });
    await item.getByText('Not accepted', { exact: true }).waitFor();
    await item.getByText(REASON).waitFor();
    expect(await seriousAccessibilityViolations(chefPage)).toEqual([]);
    await uploadScan('red-seal-clear.pdf');
    await item.getByText('Pending review').waitFor();
    expect(await item.getByText(REASON).count()).toBe(0);
  });

  it('the admin verifies it after a confirmation, and /our-chefs shows the chef as "Red Seal verified"', async () => {
    // Before: the admin's Red Seal tick alone shows no badge.
    const { page: visitor } = await openPage(suite.browser);
    await visitor.goto(`${suite.server.url}/our-chefs`);
    const card = visitor.locator('li.cc-chef').filter({ hasText: chef.name });
    await card.waitFor();
    expect(await card.getByText('Red Seal verified').count()).toBe(0);

    await admin.reload();
    const row = queueRow();
    await row.getByText('red-seal-clear.pdf').waitFor();
    await row.getByRole('button', { name: `Verify ${chef.name}'s Red Seal credential` }).click();
    const confirm = admin.locator('.ant-modal-confirm').filter({ hasText: `Verify ${chef.name}'s Red Seal credential?` }).last();
    await confirm.waitFor();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(admin, 'Credential verified');
    await admin.getByRole('button', { name: 'Clear filter' }).click();
    await queueRow().getByText('Verified').waitFor();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);

    await visitor.reload();
    await card.getByText('Red Seal verified').waitFor();
    await visitor.context().close();

    await chefPage.reload();
    await credentialsSection().getByRole('listitem').filter({ hasText: NUMBER }).getByText('Verified').waitFor();
    expect(adminErrors).toEqual([]);
    expect(chefErrors).toEqual([]);
  });

  it('at 375 px the admin reaches every column of the queue in both themes, verifies one and rejects one with a reason, and the chef reads both', async () => {
    const FOODSAFE = 'FS-2209318';
    const INSURANCE = 'LI-55012-B';
    const INSURANCE_REASON = 'The policy on the scan ended last year';
    await addWithDocument('foodsafe', FOODSAFE, 'foodsafe-level-1.pdf');
    await addWithDocument('insurance', INSURANCE, 'liability-policy.pdf');
    const row = (number: string) => admin.getByRole('region', { name: 'Credentials' }).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: number });

    await admin.setViewportSize(VIEWPORTS.mobile);
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await admin.context().addInitScript((saved) => localStorage.setItem('chefconnect-theme', saved), theme);
      await admin.goto(`${suite.server.url}/admin/credentials?status=pending`);
      await row(INSURANCE).waitFor();
      await row(FOODSAFE).waitFor();
      if (await hasHorizontalScroll(admin)) problems.push(`${theme}: horizontal scroll`);
      for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`${theme}: ${violation}`);
    }
    // Everything the admin decides with (the document link, Verify and Reject included), scrolled
    // to inside the table, fits the phone's width.
    const region = admin.getByRole('region', { name: 'Credentials' });
    for (const column of ['Chef', 'Kind', 'Number', 'Valid through', 'Status', 'Document', 'Added', 'Actions']) {
      if (!(await withinPhoneWidth(region.getByRole('columnheader', { name: column, exact: true })))) problems.push(`column ${column} out of reach`);
    }
    const foodsafe = row(FOODSAFE);
    for (const cell of await foodsafe.getByRole('cell').all()) {
      if (!(await withinPhoneWidth(cell))) problems.push(`cell "${await cell.textContent()}" out of reach`);
    }
    // A certificate number broken at its hyphen no longer reads as the one on the document.
    const numberLines = await foodsafe.getByText(FOODSAFE, { exact: true }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (line) => Math.round(line.top))).size;
    });
    if (numberLines !== 1) problems.push(`number on ${numberLines} lines`);
    expect(problems).toEqual([]);

    await foodsafe.getByRole('button', { name: `Verify ${chef.name}'s FOODSAFE credential` }).click();
    const confirm = admin.locator('.ant-modal-confirm').filter({ hasText: `Verify ${chef.name}'s FOODSAFE credential?` }).last();
    await confirm.waitFor();
    expect(await hasHorizontalScroll(admin)).toBe(false);
    await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(admin, 'Credential verified');
    await foodsafe.waitFor({ state: 'detached' });

    await row(INSURANCE).getByRole('button', { name: `Reject ${chef.name}'s Liability insurance credential` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject ${chef.name}'s Liability insurance credential?` });
    await dialog.getByLabel('Reason').fill(INSURANCE_REASON);
    expect(await hasHorizontalScroll(admin)).toBe(false);
    expect(await withinPhoneWidth(dialog.getByRole('button', { name: 'Reject' }))).toBe(true);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(admin, 'Credential rejected');
    await admin.getByText('No pending credentials').waitFor();

    await chefPage.reload();
    await credentialsSection().getByRole('listitem').filter({ hasText: FOODSAFE }).getByText('Verified').waitFor();
    const insurance = credentialsSection().getByRole('listitem').filter({ hasText: INSURANCE });
    await insurance.getByText('Not accepted', { exact: true }).waitFor();
    await insurance.getByText(INSURANCE_REASON).waitFor();
    expect(adminErrors).toEqual([]);
    expect(chefErrors).toEqual([]);
  });

  it('asks the chef before a new document sends their verified credential back to review; Cancel keeps it verified', async () => {
    const item = credentialsSection().getByRole('listitem').filter({ hasText: NUMBER });
    await item.getByText('Verified').waitFor();
    const confirm = chefPage.getByRole('dialog').filter({ hasText: 'Replace your verified Red Seal document?' });
    await item.getByRole('button', { name: 'Replace document' }).click();
    await confirm.getByText('goes back to pending review', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await chefPage.reload();
    await item.getByText('Verified').waitFor();

    await item.getByRole('button', { name: 'Replace document' }).click();
    const [chooser] = await Promise.all([chefPage.waitForEvent('filechooser'), confirm.getByRole('button', { name: 'Choose a new document' }).click()]);
    await chooser.setFiles({ name: 'red-seal-renewed.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectToast(chefPage, 'Document uploaded');
    await item.getByText('Pending review').waitFor();
    expect(chefErrors).toEqual([]);
  });
});
