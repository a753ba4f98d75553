import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents, saleTotals } from '../../src/common/money.js';
import { GST_NUMBER_MISSING } from '../../src/common/schemas/billing.js';
import { ALREADY_PAID } from '../../src/server/areas/billing/billing.js';
import { adminClient, ApiClient, registerBusiness, vancouverDay } from '../integration/harness.js';
import { signInAsAdmin } from './helpers/admin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { chooseOption, expectToast, hasHorizontalScroll, openPage, VIEWPORTS } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * The admin's Finance screen (DECISIONS.md section 12) in headless Chromium against the real
 * server with the invoice provider: businesses order packs through the API, and the admin finds
 * an order by its number, records its payment, sees it in the monthly totals, refunds it,
 * cancels another, adds a pack and takes it off sale, changes the PST and downloads the orders
 * CSV. The tests run in order and build on each other.
 */

const suite = useBrowserAndServer();
let admin: Page;
let pageErrors: string[];

const BUSINESS = 'Commercial Drive Deli';
const OTHER_BUSINESS = 'Kitsilano Juice Co';

interface Order {
  id: number;
  number: string;
  hours: number;
  totalCents: number;
  subtotalCents: number;
}
let starter: { id: number; name: string; hours: number; priceCents: number };
/** Paid, then refunded from the screen. */
let paidThenRefunded: Order;
/** Paid through the API while the screen still shows it pending. */
let paidElsewhere: Order;
/** Canceled from the screen. */
let canceled: Order;

async function order(client: ApiClient, packId: number): Promise<Order> {
  const response = await client.post('/api/billing/orders', { packId });
  if (response.status !== 201) throw new Error(`order failed: ${response.status} ${response.text}`);
  expect(response.json.checkoutUrl).toBeNull();
  return response.json.order as Order;
}

beforeAll(async () => {
  const packs = await new ApiClient(suite.server.url).get('/api/billing/packs');
  expect(packs.status).toBe(200);
  starter = packs.json.find((pack: { name: string }) => pack.name === 'Starter');
  expect(starter).toBeDefined();

  const owner = new ApiClient(suite.server.url);
  await registerBusiness(owner, { businessName: BUSINESS });
  const other = new ApiClient(suite.server.url);
  await registerBusiness(other, { businessName: OTHER_BUSINESS });
  paidThenRefunded = await order(owner, starter.id);
  paidElsewhere = await order(other, starter.id);
  canceled = await order(owner, starter.id);

  ({ page: admin, pageErrors } = await openPage(suite.browser));
  await signInAsAdmin(admin, suite.server.url);
});

const orderRows = () => admin.getByRole('region', { name: 'Orders' }).locator('.ant-table-tbody tr.ant-table-row');
const orderRow = (number: string) => orderRows().filter({ hasText: number });

async function confirmDialog(title: string, okText: string): Promise<string> {
  const dialog = admin.locator('.ant-modal-confirm').filter({ hasText: title }).last();
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: okText, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

async function searchOrders(text: string) {
  await admin.getByLabel('Search orders by business or number').fill(text);
  await admin.waitForURL((url) => (url.searchParams.get('q') ?? '') === text);
}

async function settled() {
  await admin.waitForLoadState('networkidle');
  await admin.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

describe('finance screen', () => {
  it('is in the admin navigation and lists the orders, found by number, with their totals', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Finance' }).click();
    await admin.waitForURL('**/admin/finance');
    await admin.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    // This server has no GST_NUMBER: the screen says the invoices lack it.
    await admin.getByText(GST_NUMBER_MISSING).waitFor();
    await orderRow(paidThenRefunded.number).waitFor();
    expect(await orderRows().count()).toBe(3);

    await searchOrders(paidThenRefunded.number);
    await orderRows().filter({ hasNotText: paidThenRefunded.number }).first().waitFor({ state: 'detached' });
    expect(await orderRows().count()).toBe(1);
    const text = await orderRow(paidThenRefunded.number).textContent();
    const totals = saleTotals(starter.priceCents, 0);
    for (const expected of [BUSINESS, 'Starter', String(starter.hours), formatCents(totals.totalCents), 'Pending', 'Invoice']) expect(text).toContain(expected);
    expect(await orderRow(paidThenRefunded.number).getByRole('link', { name: BUSINESS }).getAttribute('href')).toMatch(/^\/admin\/business\/\d+$/);

    // The invoice link serves the PDF to the admin.
    const href = await admin.getByRole('link', { name: `Invoice ${paidThenRefunded.number} (PDF)` }).getAttribute('href');
    expect(href).toBe(`/api/billing/orders/${paidThenRefunded.id}/invoice.pdf`);
    const pdf = await admin.request.get(`${suite.server.url}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Search by the business's name, then filters by status and creation day, all in the URL.
    await searchOrders(OTHER_BUSINESS);
    await orderRow(paidElsewhere.number).waitFor();
    expect(await orderRows().count()).toBe(1);
    await searchOrders('');
    await chooseOption(admin, 'Status', 'Paid');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'paid');
    await admin.getByText('No orders match these filters').waitFor();
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await admin.waitForURL((url) => url.search === '');
    await admin.getByLabel('From', { exact: true }).fill(vancouverDay(1));
    await admin.getByText('No orders match these filters').waitFor();
    // Both ends changed in one task, before React renders or the router navigates: the second
    // change must not undo the first (From would stay tomorrow and no order would match).
    await admin.evaluate((day) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const id of ['finance-from', 'finance-to']) {
        const input = document.getElementById(id) as HTMLInputElement;
        setValue.call(input, day);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }, vancouverDay(0));
    await admin.waitForURL((url) => url.searchParams.get('from') === vancouverDay(0) && url.searchParams.get('to') === vancouverDay(0));
    await orderRows().nth(2).waitFor();
    expect(await orderRows().count()).toBe(3);
    await settled();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await admin.waitForURL((url) => url.search === '');
    // Many filters and an axe audit: generous for a busy two-core CI machine.
  }, 60_000);

  it('records a payment with its day received, method and reference: the order is paid, its receipt offered, and the monthly totals count it', async () => {
    await searchOrders(paidThenRefunded.number);
    await orderRows().nth(1).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Record payment: ${paidThenRefunded.number}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Record the payment of ${paidThenRefunded.number}` });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Please give the payment reference (a cheque or e-Transfer number)').waitFor();
    await dialog.getByLabel('Payment reference').fill('ETR-55120');
    // The day received is today unless told, and never after it.
    expect(await dialog.getByLabel('Day received').inputValue()).toBe(vancouverDay());
    await dialog.getByLabel('Day received').fill(vancouverDay(1));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The day received cannot be after today' }).waitFor();
    await dialog.getByLabel('Day received').fill(vancouverDay(-2));
    await chooseOption(admin, 'Method', 'Cheque');
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(admin, 'Payment recorded', { description: `${starter.hours} hours added to ${BUSINESS}'s labor bank` });
    await dialog.waitFor({ state: 'hidden' });
    const row = orderRow(paidThenRefunded.number);
    await row.getByText('Paid', { exact: true }).waitFor();
    const text = await row.textContent();
    for (const expected of ['Cheque ETR-55120', `received ${vancouverDay(-2)}, recorded by admin`]) expect(text).toContain(expected);
    await row.getByRole('link', { name: /^Receipt RC-\d{4}-\d{6} \(PDF\)$/ }).waitFor();
    expect(await row.getByRole('button', { name: `Record payment: ${paidThenRefunded.number}` }).count()).toBe(0);

    const month = admin.getByRole('region', { name: 'Monthly totals' }).locator('.ant-table-tbody tr.ant-table-row');
    await month.first().waitFor();
    expect(await month.count()).toBe(1);
    const cells = await month.first().locator('td').allTextContents();
    const totals = saleTotals(starter.priceCents, 0);
    // Month, orders, hours sold, sales before tax, GST, PST.
    expect(cells.slice(1)).toEqual(['1', String(starter.hours), formatCents(totals.subtotalCents), formatCents(totals.gstCents), formatCents(0)]);
  });

  it('answers 409 to recording the payment again, through the API and on a screen that still shows the order pending', async () => {
    const api = await adminClient(suite.server);
    const again = await api.post(`/api/admin/orders/${paidThenRefunded.id}/payments`, { reference: 'ETR-twice' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ALREADY_PAID);

    await searchOrders(paidElsewhere.number);
    await orderRows().filter({ hasNotText: paidElsewhere.number }).first().waitFor({ state: 'detached' });
    await orderRow(paidElsewhere.number).getByText('Pending', { exact: true }).waitFor();
    // Another admin records it first; this screen has not refreshed.
    expect((await api.post(`/api/admin/orders/${paidElsewhere.id}/payments`, { reference: 'CHQ-1001' })).status).toBe(200);
    await admin.getByRole('button', { name: `Record payment: ${paidElsewhere.number}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Record the payment of ${paidElsewhere.number}` });
    await dialog.getByLabel('Payment reference').fill('CHQ-1001');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByRole('alert').filter({ hasText: ALREADY_PAID }).waitFor();
    // The table reloads behind the dialog.
    await orderRow(paidElsewhere.number).getByText('Paid', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refunds the paid order for a reason, in a dialog naming its hours and amount; the refund is a negative line of its month; and cancels a pending one', async () => {
    await searchOrders(paidThenRefunded.number);
    await orderRows().filter({ hasNotText: paidThenRefunded.number }).first().waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Refund ${paidThenRefunded.number}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund ${paidThenRefunded.number}?` });
    const text = await dialog.textContent();
    expect(text).toContain(`${starter.hours} hours leave ${BUSINESS}’s labor bank`);
    expect(text).toContain(formatCents(paidThenRefunded.totalCents));
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('Please give the reason for the refund').waitFor();
    await dialog.getByLabel('Reason for the refund').fill('Ordered twice by mistake');
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expectToast(admin, 'Order refunded', { description: 'credit note CN-' });
    await dialog.waitFor({ state: 'hidden' });
    const row = orderRow(paidThenRefunded.number);
    await row.getByText('Refunded', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('Ordered twice by mistake');
    await row.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ }).waitFor();
    expect(await admin.getByRole('button', { name: `Refund ${paidThenRefunded.number}` }).count()).toBe(0);
    // The month keeps its sale; the refund is a line of its own, negative.
    const month = admin.getByRole('region', { name: 'Monthly totals' }).locator('.ant-table-tbody tr.ant-table-row');
    await month.nth(1).waitFor();
    const totals = saleTotals(starter.priceCents, 0);
    expect((await month.nth(1).locator('td').allTextContents()).slice(1)).toEqual(['1', String(-starter.hours), formatCents(-totals.subtotalCents), formatCents(-totals.gstCents), formatCents(0)]);
    expect(await month.nth(1).locator('td').first().textContent()).toMatch(/: refunds$/);
    // Refunding again is refused by the server with its message.
    const api = await adminClient(suite.server);
    const again = await api.post(`/api/admin/orders/${paidThenRefunded.id}/refund`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This order is already refunded');

    await searchOrders(canceled.number);
    await orderRows().filter({ hasNotText: canceled.number }).first().waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Cancel ${canceled.number}` }).click();
    await confirmDialog(`Cancel ${canceled.number}?`, 'Cancel Order');
    await expectToast(admin, 'Order canceled');
    await orderRow(canceled.number).getByText('Canceled', { exact: true }).waitFor();
    await searchOrders('');
  });

  it('adds a pack with validation, shows its price per hour, and takes it off sale', async () => {
    const packs = admin.getByRole('region', { name: 'Hour packs' });
    await packs.getByText('Starter').waitFor();
    expect(await packs.locator('tr').filter({ hasText: 'Starter' }).textContent()).toContain('Yes');
    await admin.getByRole('button', { name: 'Add pack' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a pack' });
    await dialog.getByRole('button', { name: 'Add pack' }).click();
    await dialog.getByText('Please give the pack a name').waitFor();
    await dialog.getByText('Hours must be a whole number from 1 to 1000').waitFor();
    await dialog.getByLabel('Name').fill('Brigade 200');
    await dialog.getByLabel('Hours').fill('200');
    await dialog.getByLabel('Price before tax (CAD)').fill('12500.505');
    await dialog.getByRole('button', { name: 'Add pack' }).click();
    await dialog.getByText('Price must be from $1.00 to $100,000.00, in dollars and cents').waitFor();
    await dialog.getByLabel('Price before tax (CAD)').fill('12500');
    await dialog.getByText('$62.50/h, plus GST and PST').waitFor();
    await dialog.getByRole('button', { name: 'Add pack' }).click();
    await expectToast(admin, 'Pack added', { description: 'Brigade 200: 200 hours for $12,500.00.' });
    await dialog.waitFor({ state: 'hidden' });
    const row = packs.locator('tr').filter({ hasText: 'Brigade 200' });
    const text = await row.textContent();
    for (const expected of ['200 hours', '$12,500.00', '$62.50/h', 'Active', 'Not yet']) expect(text).toContain(expected);
    const publicPacks = async () => ((await new ApiClient(suite.server.url).get('/api/billing/packs')).json as { name: string; priceCents: number }[]);
    expect((await publicPacks()).find((pack) => pack.name === 'Brigade 200')?.priceCents).toBe(1_250_000);

    const onSale = row.getByRole('switch', { name: 'Brigade 200 on sale' });
    expect(await onSale.getAttribute('aria-checked')).toBe('true');
    await onSale.click();
    await expectToast(admin, 'Pack taken off sale');
    await row.getByText('Inactive').waitFor();
    expect(await onSale.getAttribute('aria-checked')).toBe('false');
    expect((await publicPacks()).map((pack) => pack.name)).not.toContain('Brigade 200');
  });

  it('saves the PST as a percentage (basis points on the wire) and shows the provider read-only', async () => {
    const settingsCard = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: 'Tax and payment settings', level: 2 }) });
    expect(await settingsCard.textContent()).toContain('Invoice: emailed with the payment instructions');
    const pst = settingsCard.getByLabel('PST rate');
    expect(await pst.inputValue()).toBe('0');
    await pst.fill('25');
    await settingsCard.getByRole('button', { name: 'Save settings' }).click();
    await settingsCard.getByText('PST must be a percentage from 0 to 20').waitFor();
    await pst.fill('7');
    await settingsCard.getByLabel('Payment instructions').fill('e-Transfer to pay@chefconnect.example\nCheques to ChefConnect Ltd.');
    await settingsCard.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(admin, 'Settings saved', { description: 'PST is 7% and invoices are due in 14 days on new orders.' });
    const api = await adminClient(suite.server);
    const saved = await api.get('/api/admin/billing-settings');
    expect(saved.json).toMatchObject({ pstBasisPoints: 700, paymentInstructions: 'e-Transfer to pay@chefconnect.example\nCheques to ChefConnect Ltd.', provider: 'invoice' });
  });

  it('downloads the orders CSV with its header and the orders', async () => {
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('Number,Created,Business,Pack,Hours,Subtotal,GST,PST,Total,Currency,Status,Provider,Paid,Reference,Payment method,Received on,Recorded by,Receipt,Refunded,Refund reason,Refunded by,Credit note');
    const line = csv.split(/\r?\n/).find((entry) => entry.startsWith(paidThenRefunded.number));
    expect(line).toContain(BUSINESS);
    expect(line).toContain('refunded');
    expect(line).toContain('ETR-55120');
  });

  it('is usable at 375 px and clean under axe in both themes', async () => {
    const problems: string[] = [];
    const runs = [
      { theme: 'dark', viewport: VIEWPORTS.desktop },
      { theme: 'light', viewport: VIEWPORTS.mobile },
      { theme: 'dark', viewport: VIEWPORTS.mobile },
    ] as const;
    for (const { theme, viewport } of runs) {
      await admin.setViewportSize(viewport);
      await admin.context().addInitScript((saved) => localStorage.setItem('chefconnect-theme', saved), theme);
      await admin.goto(`${suite.server.url}/admin/finance`);
      await admin.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
      await orderRows().first().waitFor();
      await settled();
      for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`${theme} ${viewport.width}px: ${violation}`);
      if (await hasHorizontalScroll(admin)) problems.push(`${theme} ${viewport.width}px: horizontal scroll`);
    }
    // The narrowest width with the desktop navigation still fits its nine links, Finance among them.
    await admin.setViewportSize({ width: 1280, height: 900 });
    const nav = admin.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Finance' }).waitFor();
    const navBox = await nav.locator('a').last().boundingBox();
    const actionsBox = await admin.locator('.cc-admin-header__actions').boundingBox();
    expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(actionsBox!.x);
    expect(await hasHorizontalScroll(admin)).toBe(false);
    await admin.setViewportSize(VIEWPORTS.mobile);
    // At 375 px the menu button leads to Finance, and the actions are reachable.
    await admin.getByRole('button', { name: 'Menu' }).click();
    expect(await admin.getByRole('navigation', { name: 'Admin (mobile)' }).getByRole('link', { name: 'Finance' }).getAttribute('aria-current')).toBe('page');
    await admin.getByRole('button', { name: 'Menu' }).click();
    await admin.getByRole('button', { name: 'Add pack' }).click();
    await admin.getByRole('dialog', { name: 'Add a pack' }).waitFor();
    for (const violation of await seriousAccessibilityViolations(admin)) problems.push(`375px pack dialog: ${violation}`);
    if (await hasHorizontalScroll(admin)) problems.push('375px pack dialog: horizontal scroll');
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
