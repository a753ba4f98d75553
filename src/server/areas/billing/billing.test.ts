import { describe, expect, it } from 'vitest';
import { BillingOrder, HourPack } from './entities.js';
import { dayFromNow, LaborBank, LaborTransaction, refusal, useCaseWorld } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 12 in invoice mode (the default): packs, orders priced and numbered,
 * hours credited only by the payment and exactly once, refunds of unused hours, the invoice
 * emailed with its PDF, and the low-balance email once per crossing.
 */

const world = useCaseWorld();

async function bank(businessId: number) {
  return world.dataSource.manager.findOneByOrFail(LaborBank, { businessId });
}

async function kitchenPackId(): Promise<number> {
  return (await world.dataSource.manager.findOneByOrFail(HourPack, { name: 'Kitchen' })).id;
}

describe('hour packs', () => {
  it('sells the three seeded packs, cheapest first, in cents and CAD', async () => {
    const packs = await world.callerFor({}).public.packs();
    expect(packs.map(({ name, hours, priceCents, currency }) => ({ name, hours, priceCents, currency }))).toEqual([
      { name: 'Starter', hours: 10, priceCents: 79_000, currency: 'CAD' },
      { name: 'Kitchen', hours: 40, priceCents: 296_000, currency: 'CAD' },
      { name: 'Group', hours: 100, priceCents: 690_000, currency: 'CAD' },
    ]);
  });

  it('lets the admin add, change and take a pack off sale; an inactive pack cannot be ordered', async () => {
    const admin = world.callerFor({ admin: world.admin });
    const pack = await admin.admin.finance.createPack({ name: 'Tasting', hours: 5, priceCents: 42_500 });
    expect(pack).toMatchObject({ name: 'Tasting', active: true, ordered: false });
    const off = await admin.admin.finance.updatePack({ packId: pack.id, change: { active: false } });
    expect(off.active).toBe(false);
    expect((await world.callerFor({}).public.packs()).map((p) => p.name)).not.toContain('Tasting');
    const { caller } = await world.register();
    expect(await refusal(caller.business.billing.createOrder({ packId: pack.id }))).toMatchObject({ status: 404, message: 'This pack is not on sale' });
  });
});

describe('orders paid by invoice', () => {
  it('prices, numbers and emails an order, and credits its hours once when the admin records the payment', async () => {
    const { caller, businessId, email } = await world.register();
    const before = await bank(businessId);
    const { order, checkoutUrl } = await caller.business.billing.createOrder({ packId: await kitchenPackId() });
    expect(checkoutUrl).toBeNull();
    expect(order).toMatchObject({ status: 'pending', packName: 'Kitchen', hours: 40, subtotalCents: 296_000, gstCents: 14_800, pstCents: 0, totalCents: 310_800, currency: 'CAD', provider: 'invoice', paidAt: null });
    expect(order.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect((await bank(businessId)).totalHours).toBe(before.totalHours);

    await world.runJobs();
    const invoice = world.mail.find((mail) => mail.to === email && mail.subject === `Invoice ${order.number} from ChefConnect`);
    expect(invoice?.attachments?.[0]).toMatchObject({ filename: `${order.number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(invoice!.attachments![0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const admin = world.callerFor({ admin: world.admin });
    const paid = await admin.admin.finance.recordPayment({ orderId: order.id, reference: 'e-Transfer 4471' });
    expect(paid.order).toMatchObject({ status: 'paid', paymentReference: 'e-Transfer 4471', businessId });
    expect(await refusal(admin.admin.finance.recordPayment({ orderId: order.id, reference: 'again' }))).toMatchObject({ status: 409, message: 'This order is already paid' });
    expect((await bank(businessId)).totalHours).toBe(before.totalHours + 40);
    const lines = await world.dataSource.manager.findBy(LaborTransaction, { businessId, description: `Purchased: Kitchen (40 h), ${order.number}` });
    expect(lines.map((line) => line.hours)).toEqual([40]);
  });

  it('tells the Buy dialog it is an invoice at the current PST rate, and has no Checkout page to resume', async () => {
    const { caller } = await world.register();
    expect(await caller.business.billing.checkoutTerms()).toEqual({ provider: 'invoice', pstBasisPoints: 0 });
    const { order } = await caller.business.billing.createOrder({ packId: await kitchenPackId() });
    expect(await caller.business.billing.resumeCheckout({ orderId: order.id })).toEqual({ checkoutUrl: null });
  });

  it('gives numbers in sequence and answers a repeated Idempotency-Key with the same order', async () => {
    const { principal } = await world.register();
    const packId = await kitchenPackId();
    const first = await world.services.billing.createOrder(principal, { packId }, 'order-key-1');
    const again = await world.services.billing.createOrder(principal, { packId }, 'order-key-1');
    const second = await world.services.billing.createOrder(principal, { packId });
    expect(again.order.id).toBe(first.order.id);
    expect(Number(second.order.number.slice(-6))).toBe(Number(first.order.number.slice(-6)) + 1);
    expect(await refusal(world.services.billing.createOrder(principal, { packId: packId + 1 }, 'order-key-1'))).toMatchObject({ status: 422 });
  });

  it('refunds a paid order while its hours are unused, and refuses once they are booked', async () => {
    const { caller, businessId } = await world.register({ duration: 1 });
    const admin = world.callerFor({ admin: world.admin });
    const packId = await kitchenPackId();
    const refundable = (await caller.business.billing.createOrder({ packId })).order;
    await admin.admin.finance.recordPayment({ orderId: refundable.id, reference: 'cheque 1' });
    const totalBefore = (await bank(businessId)).totalHours;
    const refunded = await admin.admin.finance.refund({ orderId: refundable.id, reason: 'The business changed its plans' });
    expect(refunded.order.status).toBe('refunded');
    expect((await bank(businessId)).totalHours).toBe(totalBefore - 40);
    expect(await refusal(admin.admin.finance.refund({ orderId: refundable.id, reason: 'The business changed its plans' }))).toMatchObject({ status: 409, message: 'This order is already refunded' });

    const used = (await caller.business.billing.createOrder({ packId })).order;
    await admin.admin.finance.recordPayment({ orderId: used.id, reference: 'cheque 2' });
    // 59 hours free (19 of registration, 40 bought): booking 20 leaves fewer than the pack's 40.
    for (const [days, duration] of [[20, 12], [21, 8]] as const) {
      await caller.business.bookings.create({ businessId, serviceType: 'virtual', bookingDate: dayFromNow(world, days), timeSlot: 'afternoon', duration });
    }
    expect(await refusal(admin.admin.finance.refund({ orderId: used.id, reason: 'The business changed its plans' }))).toMatchObject({ status: 409, message: 'Only unused hours can be refunded' });
    expect((await world.dataSource.manager.findOneByOrFail(BillingOrder, { id: used.id })).status).toBe('paid');
  });

  it('lets a business cancel its pending order, which can then not be paid', async () => {
    const { caller } = await world.register();
    const { order } = await caller.business.billing.createOrder({ packId: await kitchenPackId() });
    expect((await caller.business.billing.cancelOrder({ orderId: order.id })).status).toBe('canceled');
    const admin = world.callerFor({ admin: world.admin });
    expect(await refusal(admin.admin.finance.recordPayment({ orderId: order.id, reference: 'late' }))).toMatchObject({ status: 409, message: 'Only a pending order can be paid' });
  });

  it("answers another business's order as not found", async () => {
    const owner = await world.register();
    const other = await world.register();
    const { order } = await owner.caller.business.billing.createOrder({ packId: await kitchenPackId() });
    expect(await refusal(other.caller.business.billing.order({ orderId: order.id }))).toMatchObject({ status: 404 });
    expect(await refusal(world.services.billing.orderPdf(other.principal, order.id, 'invoice'))).toMatchObject({ status: 404 });
  });
});

describe('the low-balance email', () => {
  it('goes once each time available hours fall below the level, and not when turned off', async () => {
    const { caller, businessId, email } = await world.register({ duration: 1 });
    const lowBalance = () => world.mail.filter((mail) => mail.to === email && mail.subject === 'Your ChefConnect labor bank is running low');
    const book = (days: number, duration: number) =>
      caller.business.bookings.create({ businessId, serviceType: 'virtual', bookingDate: dayFromNow(world, days), timeSlot: 'morning', duration });
    // 19 hours free after the first booking: 12 leaves 7, 2 more leave 5 (not below 5), 2 more leave 3.
    await book(10, 12);
    await book(11, 2);
    await world.runJobs();
    expect(lowBalance()).toHaveLength(0);
    await book(12, 2);
    await book(15, 1);
    await world.runJobs();
    expect(lowBalance()).toHaveLength(1);
    expect(lowBalance()[0]!.text).toContain('2 hours left, below the 5 hours');

    await world.callerFor({ admin: world.admin }).admin.addHours({ businessId, hours: 10, reason: 'Top-up' });
    await book(13, 9);
    await world.runJobs();
    expect(lowBalance()).toHaveLength(2);

    await caller.business.billing.setLowBalance({ lowBalanceHours: 0 });
    await book(14, 2);
    await world.runJobs();
    expect(lowBalance()).toHaveLength(2);
  });
});
