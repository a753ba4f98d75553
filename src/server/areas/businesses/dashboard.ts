import type { EntityManager } from 'typeorm';
import type { Staffing } from '../../../common/chefs.js';
import type { TimesheetStatus } from '../../../common/session-life.js';
import { Offer } from '../../core/db/entities/assignment.js';
import type { Business } from '../../core/db/entities/business.js';
import type { Contact } from '../../core/db/entities/contact.js';
import type { LaborBank, LaborTransaction } from '../../core/db/entities/labor.js';
import { columnParameter, sqlStatements } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import { toBookingView, type BookingRow, type BookingView } from '../bookings/index.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import { availableHours } from '../labor-bank/index.js';
import { toBookingChef, type BookingChef } from '../staffing/index.js';
import { toTimesheetView, type TimesheetView } from '../after-session/index.js';
import { dashboardSql } from './queries.js';
import type { z } from 'zod';
import type { businessAnswer, contactAnswer, DashboardAnswer, laborTransactionAnswer, SettingsAnswer } from '../../../common/schemas/answers/businesses.js';
import type { LaborBankAnswer } from '../../../common/schemas/answers/shared.js';

export const BUSINESS_NOT_FOUND = 'Business not found';

export type BusinessView = z.output<typeof businessAnswer>;

export type ContactView = z.output<typeof contactAnswer>;

export type LaborBankView = LaborBankAnswer;

export type LaborTransactionView = z.output<typeof laborTransactionAnswer>;

/** GET /api/dashboard/{id}: SPEC.md section 3's dashboard data, newest ledger lines first. */
export type DashboardData = DashboardAnswer;

/** A business as an entity, or as a raw row whose datetime is still SQLite's text. */
type BusinessRow = Omit<Business, 'createdAt' | 'businessNameKey' | 'cityKey'> & { createdAt: Date | string };
type ContactRow = Omit<Contact, 'businessId' | 'newsletter'>;
type LaborBankRow = Pick<LaborBank, 'totalHours' | 'usedHours'>;
export type LaborTransactionRow = Omit<LaborTransaction, 'businessId' | 'transactionDate'> & { transactionDate: Date | string };
/** Booleans come back as 0/1 from a raw SQLite row. */
type SettingsRow = { emailNotifications: boolean | number; smsReminders: boolean | number };

export function toBusinessView(business: BusinessRow): BusinessView {
  return {
    id: business.id,
    businessName: business.businessName,
    businessType: business.businessType,
    businessAddress: business.businessAddress,
    city: business.city,
    state: business.state,
    zipCode: business.zipCode,
    employeeCount: business.employeeCount,
    description: business.description,
    createdAt: isoTimestamp(business.createdAt),
  };
}

export function toContactView(contact: ContactRow): ContactView {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    jobTitle: contact.jobTitle,
    email: contact.email,
    phone: contact.phone,
    preferredContact: contact.preferredContact,
  };
}

export function toLaborBankView(bank: LaborBankRow): LaborBankView {
  return { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: availableHours(bank) };
}

export function toTransactionView(line: LaborTransactionRow): LaborTransactionView {
  return {
    id: line.id,
    description: line.description,
    transactionDate: isoTimestamp(line.transactionDate),
    hours: line.hours,
    bookingId: line.bookingId,
  };
}

/** The bench's floor (scripts/bench/floor.ts) runs the same texts through the bare driver. */
const dashboardStatements = sqlStatements(dashboardSql);

/**
 * A dashboard booking: every field a booking has, with its staffing and chef (DECISIONS.md
 * section 9) and the hours its chef reported (section 10), if any.
 */
export interface DashboardBookingView extends BookingView {
  staffing: Staffing;
  chef: BookingChef | null;
  chefConfirmed: boolean;
  timesheet: TimesheetView | null;
}

export type DashboardBookingRow = BookingRow & {
  chefId: number | null;
  chefName: string | null;
  chefYears: number | null;
  chefRedSeal: boolean | number | null;
  chefPhotoUrl: string | null;
  chefConfirmedAt: Date | string | null;
  openOffers: number | string;
  timesheetHours: number | null;
  timesheetNote: string | null;
  timesheetStatus: TimesheetStatus | null;
  timesheetDisputeReason: string | null;
  timesheetSubmittedAt: Date | string | null;
  timesheetDecidedAt: Date | string | null;
};

export function toDashboardBookingView(row: DashboardBookingRow): DashboardBookingView {
  const chef = row.chefId === null ? null : toBookingChef({ id: row.chefId, name: row.chefName!, yearsExperience: row.chefYears!, redSeal: Boolean(row.chefRedSeal), photoUrl: row.chefPhotoUrl });
  const timesheet =
    row.timesheetStatus === null
      ? null
      : toTimesheetView({
          bookingId: row.id,
          hours: row.timesheetHours!,
          note: row.timesheetNote,
          status: row.timesheetStatus,
          disputeReason: row.timesheetDisputeReason,
          submittedAt: row.timesheetSubmittedAt!,
          decidedAt: row.timesheetDecidedAt,
        });
  const staffing: Staffing = chef ? 'assigned' : Number(row.openOffers) > 0 ? 'offered' : 'awaiting-chef';
  // Added to the booking's view rather than spread into a new object: V8 copied that spread on
  // its slow path, 64 µs for the mapping of a dashboard with 20 bookings against 5 µs now.
  return Object.assign(toBookingView(row), { staffing, chef, chefConfirmed: row.chefConfirmedAt !== null, timesheet });
}

/** The dashboard's rows, as its statements (`dashboardSql`) answer them. */
export interface DashboardRows {
  business: BusinessRow;
  contact: ContactRow | undefined;
  bookings: DashboardBookingRow[];
  bank: LaborBankRow | undefined;
  ledger: LaborTransactionRow[];
  settings: SettingsRow | undefined;
  /** COUNT(*) comes back as text from PostgreSQL. */
  activeMembers: number | string;
}

/** GET /api/dashboard/{id}'s answer from its rows; the bench's floor writes its JSON with it too. */
export function toDashboardData({ business, contact, bookings, bank, ledger, settings, activeMembers }: DashboardRows): DashboardData {
  return {
    business: toBusinessView(business),
    contact: contact ? toContactView(contact) : null,
    bookings: bookings.map(toDashboardBookingView),
    laborBank: bank ? toLaborBankView(bank) : null,
    laborTransactions: ledger.map(toTransactionView),
    settings: settingsOf(settings ?? null),
    activeMembers: Number(activeMembers),
  };
}

/** Everything one business's screens show, read in one consistent unit. */
export async function readBusinessData(manager: EntityManager, businessId: number, now: Date): Promise<DashboardData> {
  const sql = dashboardStatements(manager);
  const params = [businessId];
  const [business] = (await manager.query(sql.business, params)) as BusinessRow[];
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return toDashboardData({
    business,
    contact: ((await manager.query(sql.contact, params)) as ContactRow[])[0],
    bookings: (await manager.query(sql.bookings, [columnParameter(manager, Offer, 'expiresAt', now), businessId])) as DashboardBookingRow[],
    bank: ((await manager.query(sql.bank, params)) as LaborBankRow[])[0],
    ledger: (await manager.query(sql.ledger, params)) as LaborTransactionRow[],
    settings: ((await manager.query(sql.settings, params)) as SettingsRow[])[0],
    activeMembers: ((await manager.query(sql.activeMembers, params)) as { count: number | string }[])[0]!.count,
  });
}

/** A business without a settings row has the defaults the spec shows (email on, SMS off). */
export function settingsOf(settings: SettingsRow | null): SettingsAnswer {
  return { emailNotifications: Boolean(settings?.emailNotifications ?? true), smsReminders: Boolean(settings?.smsReminders ?? false) };
}
