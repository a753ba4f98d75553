import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type ApiClient, registerWithAccount } from '../integration/harness.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, openPage, VIEWPORTS, type PageOptions } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/suite.js';

/**
 * Buying hours (DECISIONS.md section 12) in a real browser against the real server, in the
 * embedded default payment mode (invoice): a business buys a pack from its dashboard's Labor
 * Bank view, downloads the invoice, the admin records the payment, and the hours arrive.
 */

const suite = useBrowserAndServer();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(suite.server);
});

type Registered = Awaited<ReturnType<typeof registerWithAccount>>;

/** A browser signed in as the business (its session cookie), the welcome already seen, at `path`. */
async function openAsBusiness(business: Registered, path: string, options: PageOptions = {}) {
  const opened = await openPage(suite.browser, options);
  const context = opened.page.context();
  await context.addCookies([...business.client.snapshot()].map(([name, value]) => ({ name, value, url: suite.server.url })));
  await context.addInitScript((id) => localStorage.setItem(`chefconnect-welcome-shown-${id}`, 'test'), business.businessId);
  await opened.page.goto(suite.server.url + path);
  return opened;
}

async function availableHours(business: Registered): Promise<number> {
  const dashboard = await business.client.get(`/api/dashboard/${business.businessId}`);
  expect(dashboard.status).toBe(200);
  return dashboard.json.laborBank.availableHours as number;
}

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

function purchase(page: Page, number: string) {
  return region(page, 'Purchases').getByRole('listitem').filter({ hasText: number });
}

async function recordPayment(orderId: number) {
  const paid = await admin.post(`/api/admin/orders/${orderId}/payments`, { reference: 'e-Transfer 4417' });
  expect(paid.status, paid.text).toBe(200);
  expect(paid.json.order.status).toBe('paid');
}

describe('buying hours from the dashboard', () => {
  it.each([
    { name: 'desktop, light theme', options: { theme: 'light' } as PageOptions },
    { name: '375 px, dark theme', options: { theme: 'dark', viewport: VIEWPORTS.mobile } as PageOptions },
  ])('buys the Kitchen pack by invoice, downloads the invoice and gets 40 hours once the admin records the payment ($name)', async ({ options }) => {
    const business = await registerWithAccount(suite.server);
    const before = await availableHours(business);
    // ?view=labor-bank (the low-balance email's link) opens the Labor Bank view directly.
    const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank', options);
    await page.getByRole('heading', { level: 1, name: 'Labor Bank' }).waitFor();

    const kitchen = region(page, 'Buy hours').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kitchen' }) });
    await kitchen.waitFor();
    const card = await kitchen.innerText();
    expect(card).toContain('40 hours');
    expect(card).toContain('$2,960.00');
    expect(card).toContain('$74.00 per hour');
    expect(card).toContain('plus GST 5%: $3,108.00 with GST');
    expect(await region(page, 'Purchases').innerText()).toContain('No purchases yet');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page), 'the Labor Bank view').toEqual([]);

    await kitchen.getByRole('button', { name: 'Buy the Kitchen pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy the Kitchen pack' });
    await dialog.waitFor();
    const lines = await dialog.innerText();
    for (const text of ['Kitchen', '40', 'Subtotal', '$2,960.00', 'GST 5%', '$148.00', 'Total', '$3,108.00']) expect(lines).toContain(text);
    expect(lines).toContain('We will email you an invoice; the hours are added when your payment is recorded.');
    expect(await seriousAccessibilityViolations(page), 'the confirmation dialog').toEqual([]);

    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const orders = await business.client.get('/api/billing/orders');
    expect(orders.json).toHaveLength(1);
    const order = orders.json[0] as { id: number; number: string; status: string; totalCents: number };
    expect(order).toMatchObject({ status: 'pending', totalCents: 310_800 });
    expect(order.number).toMatch(/^INV-\d{4}-\d{6}$/);
    // The success message names the invoice number; the purchase is listed as pending.
    await region(page, 'Buy hours').getByText(`Order ${order.number} placed`).waitFor();
    const pending = purchase(page, order.number);
    await pending.waitFor();
    const row = await pending.innerText();
    expect(row).toContain('Pending');
    expect(row).toContain('Kitchen, 40 hours');
    expect(row).toContain('$3,108.00');
    expect(await pending.getByRole('button', { name: `Cancel order ${order.number}` }).count()).toBe(1);

    // The invoice downloads as a PDF with the session cookie.
    const invoiceLink = pending.getByRole('link', { name: `Invoice ${order.number} (PDF)` });
    const href = await invoiceLink.getAttribute('href');
    expect(href).toBe(`/api/billing/orders/${order.id}/invoice.pdf`);
    const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fetched = await page.request.get(suite.server.url + href);
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await fetched.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page), 'the view with a pending purchase').toEqual([]);

    // The hours arrive only once the admin records the payment.
    expect(await availableHours(business)).toBe(before);
    await recordPayment(order.id);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Labor Bank' }).waitFor();
    const totals = region(page, 'Your hours');
    expect(await totals.innerText()).toContain(`${before + 40} hours available`);
    const paid = purchase(page, order.number);
    await paid.getByText('Paid', { exact: true }).waitFor();
    expect(await paid.getByRole('button').count()).toBe(0);
    expect(await region(page, 'Ledger').innerText()).toContain(`Purchased: Kitchen (40 h), ${order.number}`);
    expect(await availableHours(business)).toBe(before + 40);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page), 'the view with a paid purchase').toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
    // Four axe audits and a download: generous for a busy two-core CI machine.
  }, 90_000);

  it('cancels a pending order after its confirmation', async () => {
    const business = await registerWithAccount(suite.server);
    const created = await business.client.post('/api/billing/orders', { packId: await packId('Starter') });
    expect(created.status, created.text).toBe(201);
    const { number } = created.json.order as { number: string };
    const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank');
    const row = purchase(page, number);
    await row.getByRole('button', { name: `Cancel order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
    await dialog.waitFor();
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep Order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.innerText()).toContain('Pending');

    await row.getByRole('button', { name: `Cancel order ${number}` }).click();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Canceled', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect((await business.client.get('/api/billing/orders')).json[0].status).toBe('canceled');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the pending note for ?order= until the payment lands, then the hours added, without a reload', async () => {
    const business = await registerWithAccount(suite.server);
    const before = await availableHours(business);
    const created = await business.client.post('/api/billing/orders', { packId: await packId('Kitchen') });
    const order = created.json.order as { id: number; number: string };
    const { page, pageErrors } = await openAsBusiness(business, `/dashboard?view=labor-bank&order=${order.id}`);
    await page.getByText('Payment pending: your hours will appear as soon as the payment lands').waitFor();

    await recordPayment(order.id);
    await page.getByText('Payment received: 40 hours added').waitFor({ timeout: 15_000 });
    await expect.poll(() => region(page, 'Your hours').innerText()).toContain(`${before + 40} hours available`);
    await purchase(page, order.number).getByText('Paid', { exact: true }).waitFor();

    // Leaving Checkout without paying: a neutral note, nothing charged.
    await page.goto(`${suite.server.url}/dashboard?view=labor-bank&order=${order.id}&checkout=canceled`);
    await page.getByText('Checkout canceled: nothing was charged').waitFor();
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('saves the low-balance alert level, and shows the schema message on the field for one out of range', async () => {
    const business = await registerWithAccount(suite.server);
    const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank', { theme: 'dark' });
    const field = page.getByRole('spinbutton', { name: 'Email me when fewer than hours are left' });
    await expect.poll(() => field.inputValue()).toBe('5');

    await field.fill('150');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The alert level must be a whole number of hours from 0 to 100').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAccessibilityViolations(page), 'the field in error').toEqual([]);

    await field.fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: we will email you when fewer than 12 hours are left.').waitFor();
    const stored = await business.client.get('/trpc/business.billing.lowBalance');
    expect(stored.json.result.data.lowBalanceHours).toBe(12);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});

async function packId(name: string): Promise<number> {
  const packs = await fetch(`${suite.server.url}/api/billing/packs`).then((response) => response.json() as Promise<{ id: number; name: string }[]>);
  const pack = packs.find((candidate) => candidate.name === name);
  if (!pack) throw new Error(`no pack ${name}`);
  return pack.id;
}

describe('/pricing', () => {
  it('shows the hour packs with the prices the API answers', async () => {
    const packs = (await (await fetch(`${suite.server.url}/api/billing/packs`)).json()) as { name: string; hours: number; priceCents: number }[];
    expect(packs.map((pack) => pack.priceCents)).toEqual([79_000, 296_000, 690_000]);
    const { page, pageErrors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/pricing`);
    const section = region(page, 'Hour Packs');
    const cards = section.getByRole('listitem');
    await section.getByRole('heading', { name: 'Group' }).waitFor();
    expect(await cards.count()).toBe(3);
    const expected = [
      ['Starter', '10 hours', '$790.00', '$79.00 per hour'],
      ['Kitchen', '40 hours', '$2,960.00', '$74.00 per hour'],
      ['Group', '100 hours', '$6,900.00', '$69.00 per hour'],
    ];
    for (const [index, texts] of expected.entries()) {
      const text = await cards.nth(index).innerText();
      for (const part of [...texts, 'plus GST 5%']) expect(text).toContain(part);
    }
    // The page's own texts stay.
    for (const text of ['Transparent Pricing', 'Fair Wage Standards', 'How the Labor Bank Works']) await page.getByText(text).first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
