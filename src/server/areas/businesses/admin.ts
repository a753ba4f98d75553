import { In, IsNull } from 'typeorm';
import { businessHoursStatus, type BusinessHoursStatus } from '../../../common/constants.js';
import type { z } from 'zod';
import type { businessListInput } from '../../../common/schemas/admin.js';
import type { ProfileUpdateInput } from '../../../common/schemas/registration.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { LaborBank } from '../../core/db/entities/labor.js';
import { AuditLog } from '../../core/db/entities/audit-log.js';
import { Timesheet } from '../after-session/index.js';
import { AppError } from '../../core/errors.js';
import { recordAudit } from '../../core/audit.js';
import { countUnstaffedSoon } from '../staffing/index.js';
import { businessSearchPattern, ownedByMatchingBusiness } from './business-search.js';
import { adminPageStatement, adminTableSql } from './queries.js';
import { sqlStatements } from '../../core/db/statements.js';
import { findKeyShared } from '../../core/db/locks.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import { vancouverToday } from '../../../common/vancouver-time.js';
import type { AdminPrincipal, ServiceContext } from '../../core/service-context.js';
import { writeProfile } from './businesses.js';
import { BUSINESS_NOT_FOUND, readBusinessData, type DashboardData } from './dashboard.js';
import { decidePendingHoursRequest, HoursRequest, toHoursRequestView } from '../inbox/index.js';
import { addHours } from '../labor-bank/index.js';
import { closeBusiness, openBusinessesForUpdate, orderPlacedWhileClosing } from './closing.js';
import type { AdminBusinessListAnswer, DeletedBusinessAnswer, UpcomingSessionAnswer } from '../../../common/schemas/answers/businesses.js';
import { sessionInstants, type SessionTime } from '../../../common/session-time.js';

/** One row of the admin table (and of the spec's plain list, with its own shape below). */
export interface AdminBusinessRow {
  id: number;
  businessName: string;
  city: string;
  state: string;
  createdAt: string;
  contact: { firstName: string; lastName: string; email: string } | null;
  laborBank: { totalHours: number; usedHours: number } | null;
  remainingHours: number;
  status: BusinessHoursStatus;
  nextBooking: UpcomingSessionAnswer | null;
}

interface RawRow {
  id: number;
  businessName: string;
  city: string;
  state: string;
  createdAt: string | Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  totalHours: number | null;
  usedHours: number | null;
  remainingHours: number;
  nextBookingDate: string | null;
  nextBookingSlot: string | null;
  nextBookingDuration: number | null;
}

/** A session to come as the admin's lists show it, with when it starts and ends. */
function upcomingSession({ bookingDate, timeSlot, duration }: SessionTime): UpcomingSessionAnswer {
  return { bookingDate, timeSlot, duration, ...sessionInstants({ bookingDate, timeSlot, duration }) };
}

function toRow(raw: RawRow): AdminBusinessRow {
  return {
    id: raw.id,
    businessName: raw.businessName,
    city: raw.city,
    state: raw.state,
    createdAt: isoTimestamp(raw.createdAt),
    contact: raw.firstName !== null ? { firstName: raw.firstName, lastName: raw.lastName ?? '', email: raw.email ?? '' } : null,
    laborBank: raw.totalHours !== null ? { totalHours: raw.totalHours, usedHours: raw.usedHours ?? 0 } : null,
    remainingHours: raw.remainingHours,
    status: businessHoursStatus(raw.remainingHours),
    nextBooking:
      raw.nextBookingDate && raw.nextBookingSlot && raw.nextBookingDuration !== null
        ? upcomingSession({ bookingDate: raw.nextBookingDate, timeSlot: raw.nextBookingSlot, duration: Number(raw.nextBookingDuration) })
        : null,
  };
}

/** An order placed after the delete canceled the business's pending ones: the next try cancels it too. */
export const ORDER_PLACED_WHILE_DELETING = 'An order was placed while the business was being deleted. Please try again.';

const adminTableStatements = sqlStatements(adminTableSql);

export function createAdminService(ctx: ServiceContext) {
  /**
   * The admin's delete is section 21's close done by the admin (DECISIONS.md section 24): each
   * business's pending orders are canceled first, by `cancelPendingOrders` (billing's, a card
   * order's session expired at Stripe, outside any transaction), then each business is closed
   * and hidden, its books kept. All or none: an id that names no open business (a closed one
   * included) is 404 and nothing changes, its businesses' orders included.
   */
  async function deleteBusinesses(admin: AdminPrincipal, ids: number[], cancelPendingOrders: (businessIds: number[]) => Promise<void>): Promise<{ deleted: DeletedBusinessAnswer[] }> {
    const open = await ctx.db.read((manager) => manager.countBy(Business, { id: In(ids), closedAt: IsNull() }));
    if (open !== new Set(ids).size) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    await cancelPendingOrders(ids);
    return ctx.db.write(async (manager) => {
      const found = await openBusinessesForUpdate(manager, ids);
      if (found.length !== new Set(ids).size) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
      for (const business of found) {
        if (await orderPlacedWhileClosing(manager, business.id)) throw new AppError('CONFLICT', ORDER_PLACED_WHILE_DELETING);
        await recordAudit(manager, admin, business.id, 'business.delete', `Deleted ${business.businessName}: its people erased and signed out, its upcoming bookings canceled, its orders, invoices and ledger kept`);
        await closeBusiness(ctx.jobs, manager, ctx.now(), business.id);
      }
      return { deleted: found.map((business) => ({ id: business.id, businessName: business.businessName })) };
    });
  }

  return {
    /** The admin table: paged, sorted and searched in SQL so it stays fast at 10,000 rows. */
    listBusinesses(input: z.output<typeof businessListInput>) {
      return ctx.db.read(async (manager) => {
        const today = vancouverToday(ctx.now());
        const sql = adminTableStatements(manager);
        const pattern = input.search ? [businessSearchPattern(input.search), businessSearchPattern(input.search)] : [];
        const [{ total }] = (await manager.query(input.search ? sql.countSearched! : sql.count!, pattern)) as [{ total: number | string }];
        // Sort and page on the sort key alone, then read the full rows of that one page: the
        // per-row lookups (contact, next booking) run for 20 rows, not for all 10,000.
        const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
        const sortedBy = input.sortBy === 'nextBooking' ? [today] : [];
        const page = (await manager.query(sql[adminPageStatement(input.sortBy, direction, Boolean(input.search))]!, [...sortedBy, ...pattern, input.pageSize, (input.pageSize * (input.page - 1))])) as { id: number | string }[];
        const ids = page.map((row) => Number(row.id));
        const pageIds = Array.from({ length: input.pageSize }, (_, index) => ids[index] ?? 0);
        const byId = new Map(ids.length === 0 ? [] : ((await manager.query(sql[`rows:${input.pageSize}`]!, [today, today, today, ...pageIds])) as RawRow[]).map((raw) => [Number(raw.id), raw]));
        const raw = ids.map((id) => byId.get(id)).filter((row): row is RawRow => row !== undefined);
        return { rows: raw.map(toRow), total: Number(total), page: input.page, pageSize: input.pageSize };
      });
    },

    /** GET /api/admin/businesses: the spec's plain array, every business, for integrators. */
    allBusinesses(): Promise<AdminBusinessListAnswer> {
      return ctx.db.read(async (manager) => {
        const today = vancouverToday(ctx.now());
        const rows = ((await manager.query(adminTableStatements(manager).allRows!, [today, today, today])) as RawRow[]).map(toRow);
        const upcoming = await manager
          .createQueryBuilder(Booking, 'booking')
          .select(['booking.businessId', 'booking.bookingDate', 'booking.timeSlot', 'booking.duration'])
          .where(`"booking"."status" = 'confirmed' AND "booking"."bookingDate" >= :today`, { today })
          .orderBy('booking.bookingDate', 'ASC')
          .getMany();
        const bookingsByBusiness = new Map<number, UpcomingSessionAnswer[]>();
        for (const booking of upcoming) {
          const list = bookingsByBusiness.get(booking.businessId) ?? [];
          list.push(upcomingSession(booking));
          bookingsByBusiness.set(booking.businessId, list);
        }
        return rows.map((row) => ({
          id: row.id,
          businessName: row.businessName,
          city: row.city,
          state: row.state,
          contact: row.contact,
          laborBank: row.laborBank,
          bookings: bookingsByBusiness.get(row.id) ?? [],
        }));
      });
    },

    /** The summary cards count what the table shows: a deleted business and its bookings and hours are left out. */
    summary() {
      return ctx.db.read(async (manager) => {
        const shown = ownedByMatchingBusiness('', 'owned');
        const hours = await manager
          .createQueryBuilder(LaborBank, 'owned')
          .select('COALESCE(SUM("owned"."totalHours"), 0)', 'total')
          .where(shown.clause, shown.parameters)
          .getRawOne<{ total: number }>();
        const unstaffed = await countUnstaffedSoon(manager, ctx.now());
        return {
          totalBusinesses: Number(((await manager.query(adminTableStatements(manager).count!)) as [{ total: number | string }])[0].total),
          totalBookings: await manager.createQueryBuilder(Booking, 'owned').where(shown.clause, shown.parameters).getCount(),
          totalHoursAllocated: Number(hours?.total ?? 0),
          pendingHoursRequests: await manager.countBy(HoursRequest, { status: 'pending' }),
          openDisputes: await manager.countBy(Timesheet, { status: 'disputed' }),
          unstaffedWithin48Hours: unstaffed.awaitingChef,
          offeredWithin48Hours: unstaffed.offered,
        };
      });
    },

    /** Everything the details screen shows: the dashboard data plus requests and audit log. */
    businessDetail(businessId: number) {
      return ctx.db.read(async (manager) => {
        const data: DashboardData = await readBusinessData(manager, businessId, ctx.now());
        const requests = await manager.find(HoursRequest, { where: { businessId }, order: { id: 'DESC' } });
        const audit = await manager.find(AuditLog, { where: { businessId }, order: { id: 'DESC' } });
        return {
          ...data,
          hoursRequests: requests.map(toHoursRequestView),
          auditLog: audit.map((entry) => ({
            id: entry.id,
            action: entry.action,
            detail: entry.detail,
            adminId: entry.adminId,
            createdAt: isoTimestamp(entry.createdAt),
          })),
        };
      });
    },

    updateBusiness(admin: AdminPrincipal, businessId: number, input: ProfileUpdateInput) {
      return ctx.db.write(async (manager) => {
        await writeProfile(manager, businessId, input);
        await recordAudit(manager, admin, businessId, 'business.edit', 'Edited the business profile and contact');
        return readBusinessData(manager, businessId, ctx.now());
      });
    },

    deleteBusiness(admin: AdminPrincipal, businessId: number, cancelPendingOrders: (businessIds: number[]) => Promise<void>) {
      return deleteBusinesses(admin, [businessId], cancelPendingOrders);
    },

    bulkDeleteBusinesses(admin: AdminPrincipal, businessIds: number[], cancelPendingOrders: (businessIds: number[]) => Promise<void>) {
      return deleteBusinesses(admin, businessIds, cancelPendingOrders);
    },

    addHours(admin: AdminPrincipal, input: { businessId: number; hours: number; reason: string }) {
      return ctx.db.write(async (manager) => {
        // A closed business's bank is part of its books: nothing is added to it (DECISIONS.md section 24).
        // A close under way is waited for, then seen.
        if ((await findKeyShared(manager, Business, { id: input.businessId, closedAt: IsNull() })).length === 0) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
        const bank = await addHours(manager, input.businessId, input.hours, `Added by ChefConnect: ${input.reason}`);
        await recordAudit(manager, admin, input.businessId, 'hours.add', `Added ${input.hours} hours: ${input.reason}`);
        return { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: bank.totalHours - bank.usedHours };
      });
    },

    decideHoursRequest(admin: AdminPrincipal, requestId: number, decision: 'approved' | 'declined') {
      return ctx.db.write(async (manager) => {
        const request = await decidePendingHoursRequest(manager, requestId, decision, ctx.now());
        if (decision === 'approved') {
          await addHours(manager, request.businessId, request.hoursNeeded, `Additional hours request #${request.id} approved`);
        }
        await recordAudit(
          manager,
          admin,
          request.businessId,
          `hours-request.${decision === 'approved' ? 'approve' : 'decline'}`,
          `${decision === 'approved' ? 'Approved' : 'Declined'} the request for ${request.hoursNeeded} hours`,
        );
        return toHoursRequestView(request);
      });
    },
  };
}
