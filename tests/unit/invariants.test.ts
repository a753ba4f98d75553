import { describe, expect, it } from 'vitest';
import { BillingOrder, HourPack } from '../../src/server/areas/billing/entities.js';
import { LaborBank, LaborTransaction, useCaseWorld } from '../support/use-case-world.js';

/**
 * The invariants of tests/support/invariants.ts catch what they claim to: each test here breaks
 * one row of a consistent database (as a bug would leave it), expects the violation to be named,
 * and puts the row back, so the world's own check after each test finds it whole again.
 */

const world = useCaseWorld();

async function kitchenPackId(): Promise<number> {
  return (await world.dataSource.manager.findOneByOrFail(HourPack, { name: 'Kitchen' })).id;
}

/** A business with a paid order, a refunded one, a pending one and a canceled one, by the use cases. */
async function businessWithOrders() {
  const { caller, businessId } = await world.register({ duration: 1 });
  const admin = world.callerFor({ admin: world.admin });
  const packId = await kitchenPackId();
  const order = async () => (await caller.business.billing.createOrder({ packId })).order;
  const paid = await order();
  await admin.admin.finance.recordPayment({ orderId: paid.id, reference: 'cheque 1' });
  const refunded = await order();
  await admin.admin.finance.recordPayment({ orderId: refunded.id, reference: 'cheque 2' });
  await admin.admin.finance.refund({ orderId: refunded.id, reason: 'The business changed its plans' });
  const pending = await order();
  const canceled = await order();
  await caller.business.billing.cancelOrder({ orderId: canceled.id });
  await admin.admin.addHours({ businessId, hours: 7, reason: 'Goodwill' });
  expect(await world.invariantViolations()).toEqual([]);
  return { businessId, paid, refunded, pending, canceled };
}

/** The violations found while `corrupt` holds, with the database put back by `restore` afterwards. */
async function violationsWhile(corrupt: () => Promise<unknown>, restore: () => Promise<unknown>): Promise<string[]> {
  await corrupt();
  try {
    return await world.invariantViolations();
  } finally {
    await restore();
    expect(await world.invariantViolations()).toEqual([]);
  }
}

const manager = () => world.dataSource.manager;

/** A ledger line together with the bank change it explains, so the ledger still sums to the bank. */
async function creditedLine(businessId: number, description: string, hours: number): Promise<() => Promise<void>> {
  const { identifiers } = await manager().insert(LaborTransaction, { businessId, bookingId: null, description, hours });
  await manager().increment(LaborBank, { businessId }, 'totalHours', hours);
  return async () => {
    await manager().delete(LaborTransaction, { id: identifiers[0]!.id as number });
    await manager().decrement(LaborBank, { businessId }, 'totalHours', hours);
  };
}

describe('the money-in invariants', () => {
  it('hold for paid, refunded, pending and canceled orders and granted hours', async () => {
    const { paid, refunded } = await businessWithOrders();
    const lines = await manager().find(LaborTransaction, { where: [{ description: `Purchased: Kitchen (40 h), ${paid.number}` }, { description: `Refunded: ${refunded.number}` }] });
    expect(lines.map(({ hours }) => hours).sort()).toEqual([-40, 40]);
  });

  it('find hours credited to a bank that are neither complimentary, granted nor paid, even when the ledger sums to the bank', async () => {
    const { businessId } = await businessWithOrders();
    let undo = async () => undefined as unknown;
    const found = await violationsWhile(
      async () => (undo = await creditedLine(businessId, 'Hours from nowhere', 10)),
      () => undo(),
    );
    expect(found).toEqual([expect.stringMatching(new RegExp(`^business ${businessId}: total \\d+ h is not complimentary 20 \\+ granted 7 \\+ paid 80 - refunded 40 \\+ moved 0 = 67 h$`))]);
  });

  it('count hours moved in as a credit, and find a transfer that reached one bank without leaving another', async () => {
    const { businessId } = await businessWithOrders();
    let undo = async () => undefined as unknown;
    const found = await violationsWhile(
      async () => (undo = await creditedLine(businessId, 'Transferred from Corner Deli', 10)),
      () => undo(),
    );
    expect(found).toEqual(['transfers between banks do not balance: 10 h more arrived than left']);
  });

  it('find a paid order credited twice, and one whose purchase line credits other hours', async () => {
    const { businessId, paid } = await businessWithOrders();
    let undo = async () => undefined as unknown;
    const twice = await violationsWhile(
      async () => (undo = await creditedLine(businessId, `Purchased: Kitchen (40 h), ${paid.number}`, 40)),
      () => undo(),
    );
    expect(twice).toEqual(expect.arrayContaining([`order ${paid.number} (paid) has 2 "Purchased" ledger lines, not 1`, expect.stringMatching(/^business \d+: total/)]));

    const line = await manager().findOneByOrFail(LaborTransaction, { description: `Purchased: Kitchen (40 h), ${paid.number}` });
    const wrongHours = await violationsWhile(
      () => manager().update(LaborTransaction, { id: line.id }, { description: `Purchased: Kitchen (41 h), ${paid.number}` }),
      () => manager().update(LaborTransaction, { id: line.id }, { description: line.description }),
    );
    expect(wrongHours).toEqual([`order ${paid.number} (paid): its "Purchased" line credits 40 h (says 41 h) to business ${businessId}, not 40 h to business ${businessId}`]);
  });

  it('find a paid order without its purchase line, and a pending or canceled one with one', async () => {
    const { businessId, paid, pending, canceled } = await businessWithOrders();
    const line = await manager().findOneByOrFail(LaborTransaction, { description: `Purchased: Kitchen (40 h), ${paid.number}` });
    const renamed = await violationsWhile(
      () => manager().update(LaborTransaction, { id: line.id }, { description: 'Added by ChefConnect: renamed' }),
      () => manager().update(LaborTransaction, { id: line.id }, { description: line.description }),
    );
    expect(renamed).toEqual(expect.arrayContaining([`order ${paid.number} (paid) has 0 "Purchased" ledger lines, not 1`]));

    for (const [order, status] of [[pending, 'pending'], [canceled, 'canceled']] as const) {
      let undo = async () => undefined as unknown;
      const found = await violationsWhile(
        async () => (undo = await creditedLine(businessId, `Purchased: Kitchen (40 h), ${order.number}`, 40)),
        () => undo(),
      );
      expect(found).toEqual(expect.arrayContaining([`order ${order.number} (${status}) was never paid but has 1 "Purchased" ledger line(s)`]));
    }
  });

  it('find a refunded order without its refund line, or with two, and a paid order marked refunded', async () => {
    const { businessId, paid, refunded } = await businessWithOrders();
    const line = await manager().findOneByOrFail(LaborTransaction, { description: `Refunded: ${refunded.number}` });
    const missing = await violationsWhile(
      () => manager().update(LaborTransaction, { id: line.id }, { description: 'Hours worked: something else' }),
      () => manager().update(LaborTransaction, { id: line.id }, { description: line.description }),
    );
    expect(missing).toEqual([`order ${refunded.number} (refunded) has 0 "Refunded" ledger lines, not 1`]);

    let undo = async () => undefined as unknown;
    const twice = await violationsWhile(
      async () => (undo = await creditedLine(businessId, `Refunded: ${refunded.number}`, -40)),
      () => undo(),
    );
    expect(twice).toEqual(expect.arrayContaining([`order ${refunded.number} (refunded) has 2 "Refunded" ledger lines, not 1`]));

    const marked = await violationsWhile(
      () => manager().update(BillingOrder, { id: paid.id }, { status: 'refunded' }),
      () => manager().update(BillingOrder, { id: paid.id }, { status: 'paid' }),
    );
    expect(marked).toEqual(expect.arrayContaining([`order ${paid.number} (refunded) has 0 "Refunded" ledger lines, not 1`, expect.stringMatching(/^business \d+: total/)]));
  });

  it("find an order's GST, PST or total that does not add up", async () => {
    const { paid } = await businessWithOrders();
    const row = await manager().findOneByOrFail(BillingOrder, { id: paid.id });
    const restore = () => manager().update(BillingOrder, { id: paid.id }, { gstCents: row.gstCents, pstCents: row.pstCents, totalCents: row.totalCents });
    // GST is 5% of 296,000 cents: 14,800; a cent off, even with the total matching, is caught.
    const gst = await violationsWhile(() => manager().update(BillingOrder, { id: paid.id }, { gstCents: 14_801, totalCents: 310_801 }), restore);
    expect(gst).toEqual([`order ${paid.number} (paid): GST is 14801 cents, 5% of 296000 is 14800`]);
    const pst = await violationsWhile(() => manager().update(BillingOrder, { id: paid.id }, { pstCents: 1, totalCents: 310_801 }), restore);
    expect(pst).toEqual([`order ${paid.number} (paid): PST is 1 cents, 0 basis points of 296000 is 0`]);
    const total = await violationsWhile(() => manager().update(BillingOrder, { id: paid.id }, { totalCents: 310_799 }), restore);
    expect(total).toEqual([`order ${paid.number} (paid): total 310799 cents is not subtotal 296000 + GST 14800 + PST 0`]);
  });

  it('round GST half up: 5% of 10 cents is 1, of 9 cents 0, of 30 cents 2', async () => {
    const { pending } = await businessWithOrders();
    const row = await manager().findOneByOrFail(BillingOrder, { id: pending.id });
    const restore = () => manager().update(BillingOrder, { id: pending.id }, { subtotalCents: row.subtotalCents, gstCents: row.gstCents, totalCents: row.totalCents });
    for (const [subtotalCents, gstCents, clean] of [[10, 1, true], [10, 0, false], [9, 0, true], [30, 2, true], [30, 1, false], [50, 3, true]] as const) {
      const found = await violationsWhile(() => manager().update(BillingOrder, { id: pending.id }, { subtotalCents, gstCents, totalCents: subtotalCents + gstCents }), restore);
      expect(found.length === 0, `${gstCents} cents of GST on ${subtotalCents}: ${found.join('; ')}`).toBe(clean);
    }
  });
});
