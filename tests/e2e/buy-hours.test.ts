import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type ApiClient, registerWithAccount, type TestServer } from '../integration/harness.js';
import { pdfText } from '../support/pdf-text.js';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.js';
import { seriousAccessibilityViolations } from './helpers/axe.js';
import { hasHorizontalScroll, openPage, VIEWPORTS, type PageOptions } from './helpers/browser.js';
import { startTestServer } from './helpers/server.js';
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

/** A browser signed in as the business (its session cookie), the welcome already seen, at `path` (of the file's server unless told). */
async function openAsBusiness(business: Registered, path: string, options: PageOptions = {}, server: { url: string } = suite.server) {
  const opened = await openPage(suite.browser, options);
  const context = opened.page.context();
  await context.addCookies([...business.client.snapshot()].map(([name, value]) => ({ name, value, url: server.url })));
  await context.addInitScript((id) => localStorage.setItem(`chefconnect-welcome-shown-${id}`, 'test'), business.businessId);
  await opened.page.goto(server.url + path);
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

async function starterPackId(): Promise<number> {
  const packs = (await admin.get('/api/billing/packs')).json as { id: number; name: string }[];
  return packs.find((pack) => pack.name === 'Starter')!.id;
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
    await expect.poll(() => region(page, 'Purchases').innerText()).toContain('No purchases yet');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page), 'the Labor Bank view').toEqual([]);

    await kitchen.getByRole('button', { name: 'Buy the Kitchen pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy the Kitchen pack' });
    await dialog.waitFor();
    const lines = await dialog.innerText();
    for (const text of ['Kitchen', '40', 'Subtotal', '$2,960.00', 'GST 5%', '$148.00', 'Total', '$3,108.00']) expect(lines).toContain(text);
    expect(lines).toContain('We will email you an invoice; the hours are added when your payment is recorded.');
    // PST is 0% by default: no PST line.
    expect(lines).not.toContain('PST');
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

  it.each([
    { name: '390 px, light theme', options: { theme: 'light', viewport: VIEWPORTS.phone } as PageOptions },
    { name: 'desktop, dark theme', options: { theme: 'dark' } as PageOptions },
  ])('offers the Receipt beside the Invoice once paid, and the Credit note once refunded, each a PDF of its own ($name)', async ({ options }) => {
    const business = await registerWithAccount(suite.server);
    const [paid, refunded] = await Promise.all([0, 1].map(async () => (await business.client.post('/api/billing/orders', { packId: await starterPackId() })).json.order as { id: number; number: string }));
    await recordPayment(paid!.id);
    await recordPayment(refunded!.id);
    const refund = await admin.post(`/api/admin/orders/${refunded!.id}/refund`, { reason: 'Ordered twice by mistake' });
    expect(refund.status, refund.text).toBe(200);
    const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank', options);

    const paidRow = purchase(page, paid!.number);
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    expect(await paidRow.getByRole('link').allTextContents()).toEqual([`Invoice ${paid!.number} (PDF)`, `Receipt for ${paid!.number} (PDF)`]);
    const refundedRow = purchase(page, refunded!.number);
    await refundedRow.getByText('Refunded', { exact: true }).waitFor();
    expect(await refundedRow.getByRole('link').allTextContents()).toEqual([`Invoice ${refunded!.number} (PDF)`, `Receipt for ${refunded!.number} (PDF)`, `Credit note for ${refunded!.number} (PDF)`]);

    // Each link downloads its own document with the session cookie.
    const documents = [
      { link: paidRow.getByRole('link', { name: `Receipt for ${paid!.number} (PDF)` }), title: /Receipt RC-\d{4}-\d{6}/ },
      { link: refundedRow.getByRole('link', { name: `Credit note for ${refunded!.number} (PDF)` }), title: new RegExp(`Credit note CN-\\d{4}-\\d{6}.*Reverses invoice ${refunded!.number}`) },
    ];
    for (const { link, title } of documents) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(await pdfText(readFileSync((await download.path())!))).toMatch(title);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page), 'the purchases with their receipt and credit note').toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('shows the PST line and the total with PST once the admin sets PST to 7%, and the order totals what the dialog showed', async () => {
    const setPst = async (pstBasisPoints: number) => {
      const answer = await admin.patch('/api/admin/billing-settings', { pstBasisPoints });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.pstBasisPoints).toBe(pstBasisPoints);
    };
    // This file's server is shared by its tests: the rate goes back to 0 whatever happens here.
    await setPst(700);
    try {
      const business = await registerWithAccount(suite.server);
      const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank', { theme: 'dark' });
      const buyHours = region(page, 'Buy hours');
      const kitchen = buyHours.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kitchen' }) });
      // The card's taxes line waits for the terms: 2,960 + 148 GST + 207.20 PST.
      await expect.poll(() => kitchen.innerText()).toContain('plus GST 5% and PST 7%: $3,315.20 with taxes');
      expect(await buyHours.innerText()).toContain('Prices are plus GST 5% and PST 7%.');

      await kitchen.getByRole('button', { name: 'Buy the Kitchen pack' }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy the Kitchen pack' });
      await dialog.getByText('PST 7%', { exact: true }).waitFor();
      const lines = dialog.locator('.cc-purchase-lines > div');
      const shown = await lines.evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
      expect(shown).toEqual([
        ['Pack', 'Kitchen'],
        ['Hours', '40'],
        ['Subtotal', '$2,960.00'],
        ['GST 5%', '$148.00'],
        ['PST 7%', '$207.20'],
        ['Total', '$3,315.20'],
      ]);
      expect(await dialog.innerText()).toContain('We will email you an invoice; the hours are added when your payment is recorded.');
      expect(await seriousAccessibilityViolations(page), 'the dialog with PST').toEqual([]);

      await dialog.getByRole('button', { name: 'Place Order' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const order = (await business.client.get('/api/billing/orders')).json[0] as { number: string; totalCents: number; pstCents: number };
      // The order totals, to the cent, what the dialog showed.
      expect(order).toMatchObject({ totalCents: 331_520, pstCents: 20_720 });
      await buyHours.getByText(`Order ${order.number} placed`).waitFor();
      expect(await buyHours.innerText()).toContain('$3,315.20 with taxes');
      expect(await purchase(page, order.number).innerText()).toContain('$3,315.20');
      expect(pageErrors).toEqual([]);
      await page.context().close();
    } finally {
      await setPst(0);
    }
  }, 60_000);

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

async function packId(name: string, server: { url: string } = suite.server): Promise<number> {
  const packs = await fetch(`${server.url}/api/billing/packs`).then((response) => response.json() as Promise<{ id: number; name: string }[]>);
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

describe('Pay now, with card payments (PAYMENTS=stripe against the Stripe stand-in)', () => {
  let standin: StripeStandin;
  let stripeServer: TestServer;

  beforeAll(async () => {
    standin = await startStripeStandin();
    stripeServer = await startTestServer({
      env: { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_URL: standin.url },
    });
  });

  afterAll(async () => {
    await stripeServer?.stop();
    await standin?.close();
  });

  async function cardOrder(business: Registered) {
    const created = await business.client.post('/api/billing/orders', { packId: await packId('Starter', stripeServer) });
    expect(created.status, created.text).toBe(201);
    return { order: created.json.order as { id: number; number: string }, checkoutUrl: created.json.checkoutUrl as string };
  }

  it('says the Buy dialog goes on to card payment, and Pay now takes a pending card order back to its Checkout page', async () => {
    const business = await registerWithAccount(stripeServer);
    const { order, checkoutUrl } = await cardOrder(business);
    expect(checkoutUrl.startsWith(`${standin.url}/pay/`)).toBe(true);
    const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank', { viewport: VIEWPORTS.mobile }, stripeServer);

    await region(page, 'Buy hours').getByRole('button', { name: 'Buy the Kitchen pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy the Kitchen pack' });
    await dialog.getByText('You go on to a secure card payment page (Stripe) to pay', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = purchase(page, order.number);
    const payNow = row.getByRole('button', { name: `Pay now order ${order.number}` });
    await payNow.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page), 'a pending card order').toEqual([]);
    await payNow.click();
    await page.waitForURL(checkoutUrl);
    await page.getByRole('heading', { name: /^Stripe stand-in: checkout session/ }).waitFor();
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('says clearly when the order can no longer be paid by card', async () => {
    const business = await registerWithAccount(stripeServer);
    const { order } = await cardOrder(business);
    const { page, pageErrors } = await openAsBusiness(business, '/dashboard?view=labor-bank', { theme: 'dark' }, stripeServer);
    const row = purchase(page, order.number);
    const payNow = row.getByRole('button', { name: `Pay now order ${order.number}` });
    await payNow.waitFor();
    // Canceled elsewhere (another tab) while this page still lists it as pending.
    const canceled = await business.client.post(`/api/billing/orders/${order.id}/cancel`);
    expect(canceled.status, canceled.text).toBe(200);
    await payNow.click();
    await region(page, 'Purchases').getByText(`Order ${order.number} can no longer be paid by card`).waitFor();
    await row.getByText('Canceled', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(page.url().startsWith(stripeServer.url)).toBe(true);
    expect(await seriousAccessibilityViolations(page), 'the message').toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
