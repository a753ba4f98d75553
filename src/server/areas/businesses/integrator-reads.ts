import { In, type EntityManager } from 'typeorm';
import type { BookingPageAnswer, TransactionPageAnswer } from '../../../common/schemas/answers/integrations.js';
import type { OrderAnswer } from '../../../common/schemas/answers/billing.js';
import { UNKNOWN_CURSOR, type BookingPageInput, type TransactionPageInput } from '../../../common/schemas/integrations.js';
import { ID_TEXT, idFrom } from '../../../common/ids.js';
import { Offer } from '../../core/db/entities/assignment.js';
import { columnParameter } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import type { BusinessPrincipal, ServiceContext } from '../../core/service-context.js';
import { BillingOrder, toOrderAnswer } from '../billing/index.js';
import { BOOKING_NOT_FOUND } from '../bookings/index.js';
import { toDashboardBookingView, toTransactionView, type DashboardBookingRow, type DashboardBookingView, type LaborTransactionRow } from './dashboard.js';
import { dashboardBookingSelect } from './queries.js';

/**
 * What integrators read of a business a page at a time (DECISIONS.md section 19): its bookings
 * as the dashboard shows them, by date then id, and its ledger, newest first. A page ends where
 * the next begins (keyset paging): a booking created meanwhile cannot push one already counted
 * onto the next page, as an offset would.
 */

/** A cursor is opaque to the caller: the position of the last row it was given. */
function encodeCursor(position: string): string {
  return Buffer.from(position, 'utf8').toString('base64url');
}

function decodeCursor<T>(cursor: string, pattern: RegExp, read: (match: RegExpExecArray) => T): T {
  const match = pattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || encodeCursor(match[0]) !== cursor) throw new AppError('BAD_REQUEST', UNKNOWN_CURSOR);
  return read(match);
}

/** A position's id; one past the ids' range (ten digits allow it) was never given out, and PostgreSQL's integer could not compare it. */
function positionId(text: string): number {
  const id = idFrom(text);
  if (id === null) throw new AppError('BAD_REQUEST', UNKNOWN_CURSOR);
  return id;
}

const BOOKING_POSITION = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})/(${ID_TEXT})$`);
const LEDGER_POSITION = new RegExp(`^(${ID_TEXT})$`);

/** Conditions on the dashboard's booking select, their parameters numbered after the offers' deadline. */
async function dashboardBookings(manager: EntityManager, now: Date, conditions: (parameter: () => string) => string[], values: unknown[], tail = ''): Promise<DashboardBookingView[]> {
  const { driver } = manager.connection;
  let index = 0;
  const parameter = () => driver.createParameter(`p${index}`, index++);
  const select = dashboardBookingSelect(parameter);
  const sql = `${select} WHERE ${conditions(parameter).join(' AND ')} ${tail}`;
  const rows = (await manager.query(sql, [columnParameter(manager, Offer, 'expiresAt', now), ...values])) as DashboardBookingRow[];
  return rows.map(toDashboardBookingView);
}

export function createIntegratorReadService(ctx: ServiceContext) {
  /** The business's bookings of these ids, as GET /api/bookings/{id} answers each: what its events say. */
  function bookingsOf(businessId: number, bookingIds: number[]): Promise<DashboardBookingView[]> {
    if (bookingIds.length === 0) return Promise.resolve([]);
    return ctx.db.read((manager) =>
      dashboardBookings(manager, ctx.now(), (parameter) => [`booking."businessId" = ${parameter()}`, `booking.id IN (${bookingIds.map(() => parameter()).join(', ')})`], [businessId, ...bookingIds]),
    );
  }

  return {
    /** GET /api/bookings: a page, and the cursor of the next one while any booking follows. */
    bookingsPage(principal: BusinessPrincipal, query: BookingPageInput): Promise<BookingPageAnswer> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor, BOOKING_POSITION, ([, day, id]) => ({ day: day!, id: positionId(id!) }));
      const values: unknown[] = [principal.businessId];
      if (query.status) values.push(query.status);
      if (query.from) values.push(query.from);
      if (query.to) values.push(query.to);
      if (after) values.push(after.day, after.day, after.id);
      return ctx.db.read(async (manager) => {
        const page = await dashboardBookings(
          manager,
          ctx.now(),
          (parameter) => [
            `booking."businessId" = ${parameter()}`,
            ...(query.status ? [`booking.status = ${parameter()}`] : []),
            ...(query.from ? [`booking."bookingDate" >= ${parameter()}`] : []),
            ...(query.to ? [`booking."bookingDate" <= ${parameter()}`] : []),
            ...(after ? [`(booking."bookingDate" > ${parameter()} OR (booking."bookingDate" = ${parameter()} AND booking.id > ${parameter()}))`] : []),
          ],
          values,
          // One more than the page: whether any booking follows it.
          `ORDER BY booking."bookingDate" ASC, booking.id ASC LIMIT ${query.limit + 1}`,
        );
        const bookings = page.slice(0, query.limit);
        const last = bookings.at(-1);
        return { bookings, nextCursor: page.length > query.limit && last ? encodeCursor(`${last.bookingDate}/${last.id}`) : null };
      });
    },

    /** GET /api/bookings/{id}: the business's own booking; another business's is not found. */
    async booking(principal: BusinessPrincipal, bookingId: number): Promise<{ booking: DashboardBookingView }> {
      const [booking] = await bookingsOf(principal.businessId, [bookingId]);
      if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      return { booking };
    },

    bookingsOf,

    /** The business's orders of these ids, as its order list shows each: what order.paid says. */
    ordersOf(businessId: number, orderIds: number[]): Promise<OrderAnswer[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return ctx.db.read(async (manager) => (await manager.findBy(BillingOrder, { businessId, id: In(orderIds) })).map(toOrderAnswer));
    },

    /** GET /api/labor-bank/transactions: the ledger newest first, as the dashboard's laborTransactions shows it. */
    transactionsPage(principal: BusinessPrincipal, query: TransactionPageInput): Promise<TransactionPageAnswer> {
      const before = query.cursor === undefined ? null : decodeCursor(query.cursor, LEDGER_POSITION, ([, id]) => positionId(id!));
      return ctx.db.read(async (manager) => {
        const { driver } = manager.connection;
        const parameter = (index: number) => driver.createParameter(`p${index}`, index);
        const sql = `SELECT id, description, "transactionDate", hours, "bookingId" FROM labor_transaction
          WHERE "businessId" = ${parameter(0)}${before === null ? '' : ` AND id < ${parameter(1)}`} ORDER BY id DESC LIMIT ${query.limit + 1}`;
        const rows = (await manager.query(sql, before === null ? [principal.businessId] : [principal.businessId, before])) as LaborTransactionRow[];
        const transactions = rows.slice(0, query.limit).map(toTransactionView);
        const last = transactions.at(-1);
        return { transactions, nextCursor: rows.length > query.limit && last ? encodeCursor(String(last.id)) : null };
      });
    },
  };
}
