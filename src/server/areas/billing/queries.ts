import { columnsOf } from '../../core/db/statements.js';
import { BillingOrder } from './entities.js';

/**
 * This area's SQL texts, for any driver's placeholder (core/db/statements.ts compiles them once
 * per driver). The services run them; the benchmark's floor (scripts/bench/floor.ts) imports them
 * from here, never from a service.
 */
export const billingSql = (parameter: (index: number) => string) => {
  const order = columnsOf(BillingOrder);
  return {
    // The counter row's UPDATE waits for any other document of the series and year to commit: numbers never repeat or skip.
    nextDocumentNumber: `UPDATE document_counter SET "lastNumber" = "lastNumber" + 1 WHERE series = ${parameter(0)} AND year = ${parameter(1)} RETURNING "lastNumber"`,
    // The year's counter row, made at its first document.
    openCounter: `INSERT INTO document_counter (series, year, "lastNumber") VALUES (${parameter(0)}, ${parameter(1)}, 0) ON CONFLICT DO NOTHING`,
    // A row only for the first delivery of an event; a concurrent one waits on the key, then inserts nothing.
    firstDelivery: `INSERT INTO payment_event (id, type) VALUES (${parameter(0)}, ${parameter(1)}) ON CONFLICT (id) DO NOTHING RETURNING id`,
    // Placing an order, the busiest write of buying hours: the pack if on sale, the business if
    // still open, its unpaid orders counted, the price terms, the order itself (RETURNING its id,
    // so that SQLite needs no read back).
    activePack: `SELECT id, name, hours, "priceCents" FROM hour_pack WHERE id = ${parameter(0)} AND active = TRUE`,
    pendingOrders: `SELECT COUNT(*) AS pending FROM billing_order WHERE "businessId" = ${parameter(0)} AND status = 'pending'`,
    billingSettings: 'SELECT id, "pstBasisPoints", "paymentInstructions", "paymentTermsDays" FROM billing_settings WHERE id = 1',
    // An order read whole, for its answers and documents: a business's own (another's is not found), or any for an admin.
    businessOrder: `SELECT ${order} FROM billing_order WHERE id = ${parameter(0)} AND "businessId" = ${parameter(1)}`,
    anyOrder: `SELECT ${order} FROM billing_order WHERE id = ${parameter(0)}`,
    // The order a paid Checkout session names: by the session kept on it, or by its id while it has none.
    orderOfSession: `SELECT ${order} FROM billing_order WHERE "checkoutSessionId" = ${parameter(0)}`,
    orderWithoutSession: `SELECT ${order} FROM billing_order WHERE id = ${parameter(0)} AND "checkoutSessionId" IS NULL`,
    // A payment's receipt number, taken once the payment is sure.
    setReceipt: `UPDATE billing_order SET "receiptNumber" = ${parameter(0)} WHERE id = ${parameter(1)}`,
    insertOrder: `INSERT INTO billing_order (number, "businessId", "packId", "packName", hours, "subtotalCents", "gstCents", "pstCents", "pstBasisPoints", "paymentTermsDays", "totalCents", currency, provider, status, "createdByMemberId", "createdByName", "createdAt")
      VALUES (${[...Array(17).keys()].map(parameter).join(', ')}) RETURNING id`,
  };
};
