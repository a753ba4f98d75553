import { In, Not, type EntityManager } from 'typeorm';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { LaborBank, LaborTransaction } from '../../core/db/entities/labor.js';
import { inSlices } from '../../core/db/slices.js';
import { ChefLedgerLine, Payout } from '../payouts/index.js';
import { BillingOrder, purchaseLine } from '../billing/index.js';

/**
 * What a restored database must show before the app is pointed at it (DECISIONS.md section 21):
 * each labor bank equals its ledger, no booking has two chefs, every paid order was credited
 * once, and every payout equals the lines it paid out. A backup that fails one of these was
 * taken from a database already wrong, or is damaged: the operator hears which rows.
 */
export async function restoreProblems(manager: EntityManager): Promise<string[]> {
  return [...(await bankProblems(manager)), ...(await chefProblems(manager)), ...(await orderProblems(manager)), ...(await payoutProblems(manager))];
}

async function bankProblems(manager: EntityManager): Promise<string[]> {
  const banks = await manager.find(LaborBank);
  const sums = new Map<number, number>();
  for (const line of await manager.find(LaborTransaction, { select: { businessId: true, hours: true } })) sums.set(line.businessId, (sums.get(line.businessId) ?? 0) + line.hours);
  return banks
    .filter((bank) => bank.totalHours - bank.usedHours !== (sums.get(bank.businessId) ?? 0))
    .map((bank) => `business ${bank.businessId}: its bank has ${bank.totalHours - bank.usedHours} h available, its ledger sums to ${sums.get(bank.businessId) ?? 0} h`);
}

async function chefProblems(manager: EntityManager): Promise<string[]> {
  const chefs = new Map<number, number>();
  for (const { bookingId } of await manager.find(Assignment, { select: { bookingId: true } })) chefs.set(bookingId, (chefs.get(bookingId) ?? 0) + 1);
  return [...chefs].filter(([, count]) => count > 1).map(([bookingId, count]) => `booking ${bookingId}: ${count} chefs`);
}

async function orderProblems(manager: EntityManager): Promise<string[]> {
  const orders = await manager.findBy(BillingOrder, { status: In(['paid', 'refunded']) });
  if (orders.length === 0) return [];
  const credits = new Map<string, number>();
  const lines = await inSlices(orders.map(purchaseLine), (slice) => manager.find(LaborTransaction, { select: { description: true }, where: { description: In(slice) } }));
  for (const { description } of lines) {
    credits.set(description, (credits.get(description) ?? 0) + 1);
  }
  return orders.filter((order) => credits.get(purchaseLine(order)) !== 1).map((order) => `order ${order.number}: paid, credited ${credits.get(purchaseLine(order)) ?? 0} times`);
}

/** A failed payout gave its lines back; every other one pays out exactly its amount. */
async function payoutProblems(manager: EntityManager): Promise<string[]> {
  const payouts = await manager.findBy(Payout, { status: Not('failed') });
  const paid = new Map<number, number>();
  for (const line of await manager.find(ChefLedgerLine, { select: { payoutId: true, amountCents: true }, where: { kind: Not('payout') } })) {
    if (line.payoutId !== null) paid.set(line.payoutId, (paid.get(line.payoutId) ?? 0) + line.amountCents);
  }
  return payouts.filter((payout) => payout.amountCents !== (paid.get(payout.id) ?? 0)).map((payout) => `payout ${payout.id}: ${payout.amountCents} cents, its lines sum to ${paid.get(payout.id) ?? 0}`);
}

/** What the restore prints: how much the restored database holds. */
export interface DatabaseSummary {
  businesses: number;
  bookings: number;
  /** Every hour the banks were given (bought, complimentary, granted), and those bookings used. */
  bankHours: number;
  usedHours: number;
  orders: number;
  payouts: number;
}

export async function databaseSummary(manager: EntityManager): Promise<DatabaseSummary> {
  const banks = await manager.find(LaborBank, { select: { totalHours: true, usedHours: true } });
  return {
    businesses: await manager.count(Business),
    bookings: await manager.count(Booking),
    bankHours: banks.reduce((sum, bank) => sum + bank.totalHours, 0),
    usedHours: banks.reduce((sum, bank) => sum + bank.usedHours, 0),
    orders: await manager.count(BillingOrder),
    payouts: await manager.count(Payout),
  };
}
