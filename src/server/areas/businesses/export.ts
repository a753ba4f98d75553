import type { ExportKind } from '../../../common/schemas/admin.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { LaborTransaction } from '../../core/db/entities/labor.js';
import { businessSearchCondition, ownedByMatchingBusiness } from './business-search.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import type { ServiceContext } from '../../core/service-context.js';
import { toCsv, type Cell } from '../../core/csv.js';

export function createExportService(ctx: ServiceContext) {
  return {
    exportCsv(kind: ExportKind, search: string): Promise<string> {
      return ctx.db.read(async (manager) => {
        if (kind === 'businesses') {
          const query = manager
            .createQueryBuilder(Business, 'business')
            .leftJoin('contact', 'contact', '"contact"."businessId" = "business"."id"')
            .leftJoin('labor_bank', 'bank', '"bank"."businessId" = "business"."id"')
            .select([
              '"business"."id" AS "id"',
              '"business"."businessName" AS "businessName"',
              '"business"."businessType" AS "businessType"',
              '"business"."businessAddress" AS "businessAddress"',
              '"business"."city" AS "city"',
              '"business"."state" AS "state"',
              '"business"."zipCode" AS "zipCode"',
              '"contact"."firstName" AS "firstName"',
              '"contact"."lastName" AS "lastName"',
              '"contact"."email" AS "email"',
              '"contact"."phone" AS "phone"',
              '"bank"."totalHours" AS "totalHours"',
              '"bank"."usedHours" AS "usedHours"',
              '"business"."createdAt" AS "createdAt"',
            ])
            .orderBy('business.id', 'ASC');
          const { clause, parameters } = businessSearchCondition(search);
          query.where(clause, parameters);
          // PostgreSQL answers the timestamp as a Date, SQLite as text.
          const rows = await query.getRawMany<Record<string, Cell | Date>>();
          const header = ['id', 'businessName', 'businessType', 'businessAddress', 'city', 'state', 'zipCode', 'firstName', 'lastName', 'email', 'phone', 'totalHours', 'usedHours', 'availableHours', 'createdAt'];
          return toCsv(
            header,
            rows.map((row) => [
              ...header.slice(0, 13).map((column) => (row[column] ?? null) as Cell),
              row.totalHours === null || row.totalHours === undefined ? null : Number(row.totalHours) - Number(row.usedHours ?? 0),
              row.createdAt ? isoTimestamp(row.createdAt as Date | string) : null,
            ]),
          );
        }
        if (kind === 'bookings') {
          const { clause, parameters } = ownedByMatchingBusiness(search, 'booking');
          const bookings = await manager.createQueryBuilder(Booking, 'booking').where(clause, parameters).orderBy('booking.id', 'ASC').getMany();
          return toCsv(
            ['id', 'businessId', 'status', 'bookingDate', 'timeSlot', 'serviceType', 'duration', 'specialRequests', 'createdAt'],
            bookings.map((booking) => [booking.id, booking.businessId, booking.status, booking.bookingDate, booking.timeSlot, booking.serviceType, booking.duration, booking.specialRequests, isoTimestamp(booking.createdAt)]),
          );
        }
        const { clause, parameters } = ownedByMatchingBusiness(search, 'line');
        const lines = await manager.createQueryBuilder(LaborTransaction, 'line').where(clause, parameters).orderBy('line.id', 'ASC').getMany();
        return toCsv(
          ['id', 'businessId', 'bookingId', 'description', 'hours', 'transactionDate'],
          lines.map((line) => [line.id, line.businessId, line.bookingId, line.description, line.hours, isoTimestamp(line.transactionDate)]),
        );
      });
    },
  };
}
