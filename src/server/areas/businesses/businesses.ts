import type { EntityManager } from 'typeorm';
import type { ProfileUpdateInput } from '../../../common/schemas/registration.js';
import { emailKey, searchKey } from '../../../common/search.js';
import type { HoursRequestInput, SettingsInput } from '../../../common/schemas/requests.js';
import type { Staffing } from '../../../common/chefs.js';
import type { TimesheetStatus } from '../../../common/session-life.js';
import { Offer } from '../../core/db/entities/assignment.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { HoursRequest } from '../../core/db/entities/inbox.js';
import type { LaborBank, LaborTransaction } from '../../core/db/entities/labor.js';
import { BusinessSettings } from '../../core/db/entities/operations.js';
import { columnParameter, sqlStatements } from '../../core/db/statements.js';
import { AppError, NOT_ALLOWED } from '../../core/errors.js';
import { toBookingView, type BookingRow, type BookingView } from '../bookings/index.js';
import { isoTimestamp } from '../../core/calendar.js';
import type { BusinessPrincipal, Principal, ServiceContext } from '../../core/context.js';
import { toHoursRequestView } from '../inbox/index.js';
import { availableHours } from '../labor-bank/index.js';
import { toBookingChef, type BookingChef } from '../staffing/index.js';
import { toTimesheetView, type TimesheetView } from '../session-life/index.js';

export const BUSINESS_NOT_FOUND = 'Business not found';

export interface BusinessView {
  id: number;
  businessName: string;
  businessType: string;
  businessAddress: string;
  city: string;
  state: string;
  zipCode: string;
  employeeCount: string;
  description: string | null;
  createdAt: string;
}

export interface ContactView {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
  preferredContact: string;
}

export interface LaborBankView {
  totalHours: number;
  usedHours: number;
  availableHours: number;
}

export interface LaborTransactionView {
  id: number;
  description: string;
  transactionDate: string;
  hours: number;
  bookingId: number | null;
}

/** GET /api/dashboard/{id}: SPEC.md section 3's dashboard data, newest ledger lines first. */
export interface DashboardData {
  business: BusinessView;
  contact: ContactView | null;
  bookings: DashboardBookingView[];
  laborBank: LaborBankView | null;
  laborTransactions: LaborTransactionView[];
  settings: { emailNotifications: boolean; smsReminders: boolean };
}

/** A business as an entity, or as a raw row whose datetime is still SQLite's text. */
type BusinessRow = Omit<Business, 'createdAt' | 'businessNameKey' | 'cityKey'> & { createdAt: Date | string };
type ContactRow = Omit<Contact, 'businessId' | 'newsletter'>;
type LaborBankRow = Pick<LaborBank, 'totalHours' | 'usedHours'>;
type LaborTransactionRow = Omit<LaborTransaction, 'businessId' | 'transactionDate'> & { transactionDate: Date | string };
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

/**
 * The dashboard's statements as parameterised SQL, not find()/the query builder: this is the
 * hottest read (every dashboard load, every refresh after a change), and building the query
 * and hydrating entities cost more CPU than SQLite running it. The text is the same on every
 * call, so the query runner's prepared-statement cache reuses it. Portable SQL: quoted
 * camelCase identifiers and the driver's own placeholder ('?' on SQLite, '$1' on PostgreSQL).
 */
export const dashboardSql = (parameter: (index: number) => string) => ({
  business: `SELECT id, "businessName", "businessType", "businessAddress", city, state, "zipCode", "employeeCount", description, "createdAt"
    FROM business WHERE id = ${parameter(0)}`,
  contact: `SELECT id, "firstName", "lastName", "jobTitle", email, phone, "preferredContact" FROM contact WHERE "businessId" = ${parameter(0)} LIMIT 1`,
  // Each booking with its chef, if any, and how many of its offers are still open (DECISIONS.md
  // section 9). SQLite's '?' are numbered by position in the text, so the parameters go in that order.
  bookings: `SELECT booking.id, booking.status, booking."bookingDate", booking."serviceType", booking."timeSlot", booking.duration,
      booking."serviceHours", booking."serviceDescription", booking."specialRequests", booking."createdAt",
      chef.id AS "chefId", chef.name AS "chefName", chef."yearsExperience" AS "chefYears", chef."redSeal" AS "chefRedSeal", chef."photoUrl" AS "chefPhotoUrl",
      (SELECT COUNT(*) FROM offer WHERE offer."bookingId" = booking.id AND offer.status = 'open' AND offer."expiresAt" > ${parameter(0)}) AS "openOffers",
      timesheet.hours AS "timesheetHours", timesheet.note AS "timesheetNote", timesheet.status AS "timesheetStatus",
      timesheet."disputeReason" AS "timesheetDisputeReason", timesheet."submittedAt" AS "timesheetSubmittedAt", timesheet."decidedAt" AS "timesheetDecidedAt"
    FROM booking LEFT JOIN assignment ON assignment."bookingId" = booking.id LEFT JOIN chef ON chef.id = assignment."chefId"
      LEFT JOIN timesheet ON timesheet."bookingId" = booking.id
    WHERE booking."businessId" = ${parameter(1)} ORDER BY booking."bookingDate" ASC, booking.id ASC`,
  bank: `SELECT "totalHours", "usedHours" FROM labor_bank WHERE "businessId" = ${parameter(0)} LIMIT 1`,
  ledger: `SELECT id, description, "transactionDate", hours, "bookingId" FROM labor_transaction WHERE "businessId" = ${parameter(0)} ORDER BY id DESC`,
  settings: `SELECT "emailNotifications", "smsReminders" FROM business_settings WHERE "businessId" = ${parameter(0)} LIMIT 1`,
});
/** The bench's floor (scripts/bench/bare-server.ts) runs the same texts through the bare driver. */
const dashboardStatements = sqlStatements(dashboardSql);

/**
 * A dashboard booking: every field a booking has, with its staffing and chef (DECISIONS.md
 * section 9) and the hours its chef reported (section 10), if any.
 */
export interface DashboardBookingView extends BookingView {
  staffing: Staffing;
  chef: BookingChef | null;
  timesheet: TimesheetView | null;
}

type DashboardBookingRow = BookingRow & {
  chefId: number | null;
  chefName: string | null;
  chefYears: number | null;
  chefRedSeal: boolean | number | null;
  chefPhotoUrl: string | null;
  openOffers: number | string;
  timesheetHours: number | null;
  timesheetNote: string | null;
  timesheetStatus: TimesheetStatus | null;
  timesheetDisputeReason: string | null;
  timesheetSubmittedAt: Date | string | null;
  timesheetDecidedAt: Date | string | null;
};

function toDashboardBookingView(row: DashboardBookingRow): DashboardBookingView {
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
  return Object.assign(toBookingView(row), { staffing, chef, timesheet });
}

/** The dashboard's rows, as its statements (`dashboardSql`) answer them. */
export interface DashboardRows {
  business: BusinessRow;
  contact: ContactRow | undefined;
  bookings: DashboardBookingRow[];
  bank: LaborBankRow | undefined;
  ledger: LaborTransactionRow[];
  settings: SettingsRow | undefined;
}

/** GET /api/dashboard/{id}'s answer from its rows; the bench's floor writes its JSON with it too. */
export function toDashboardData({ business, contact, bookings, bank, ledger, settings }: DashboardRows): DashboardData {
  return {
    business: toBusinessView(business),
    contact: contact ? toContactView(contact) : null,
    bookings: bookings.map(toDashboardBookingView),
    laborBank: bank ? toLaborBankView(bank) : null,
    laborTransactions: ledger.map(toTransactionView),
    settings: settingsOf(settings ?? null),
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
  });
}

/** A business without a settings row has the defaults the spec shows (email on, SMS off). */
function settingsOf(settings: SettingsRow | null) {
  return { emailNotifications: Boolean(settings?.emailNotifications ?? true), smsReminders: Boolean(settings?.smsReminders ?? false) };
}

/** A business session sees its own business only; an admin sees any. */
export function assertCanRead(principal: Principal, businessId: number): void {
  if (principal.kind === 'business' && principal.businessId !== businessId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

export function createBusinessService(ctx: ServiceContext) {
  return {
    dashboard(principal: Principal, businessId: number): Promise<DashboardData> {
      assertCanRead(principal, businessId);
      return ctx.db.read((manager) => readBusinessData(manager, businessId, ctx.now()));
    },

    /** Who is signed in, with what the header and sidebar show. */
    whoAmI(principal: BusinessPrincipal) {
      return ctx.db.read(async (manager) => {
        const contact = await manager.findOneByOrFail(Contact, { id: principal.contactId });
        const business = await manager.findOneByOrFail(Business, { id: principal.businessId });
        return {
          businessId: business.id,
          contactId: contact.id,
          firstName: contact.firstName,
          lastName: contact.lastName,
          businessName: business.businessName,
        };
      });
    },

    /** Acts on the session's own business only, whatever the body says. */
    updateProfile(principal: BusinessPrincipal, input: ProfileUpdateInput): Promise<DashboardData> {
      return ctx.db.write(async (manager) => {
        await writeProfile(manager, principal.businessId, input);
        return readBusinessData(manager, principal.businessId, ctx.now());
      });
    },

    settings(principal: BusinessPrincipal) {
      return ctx.db.read(async (manager) => settingsOf(await manager.findOneBy(BusinessSettings, { businessId: principal.businessId })));
    },

    updateSettings(principal: BusinessPrincipal, input: SettingsInput) {
      return ctx.db.write(async (manager) => {
        await manager.upsert(BusinessSettings, { businessId: principal.businessId, ...input }, ['businessId']);
        return { ...input };
      });
    },

    requestHours(principal: BusinessPrincipal, input: HoursRequestInput) {
      if (input.businessId !== principal.businessId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
      return ctx.db.write(async (manager) => {
        const contact = await manager.findOneByOrFail(Contact, { id: principal.contactId });
        const { identifiers } = await manager.insert(HoursRequest, {
          businessId: principal.businessId,
          contactName: `${contact.firstName} ${contact.lastName}`,
          email: contact.email,
          phone: input.phone,
          hoursNeeded: input.hoursNeeded,
          reason: input.reason ?? null,
          status: 'pending',
        });
        const request = await manager.findOneByOrFail(HoursRequest, { id: identifiers[0]?.id as number });
        return toHoursRequestView(request);
      });
    },
  };
}

/** Only the fields that are there: a profile edit keeps what it leaves out. */
function given<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Any of the business and contact fields of a profile, written by the business or by an admin. */
export async function writeProfile(manager: EntityManager, businessId: number, input: ProfileUpdateInput): Promise<void> {
  const business = given({
    businessName: input.businessName,
    businessNameKey: input.businessName === undefined ? undefined : searchKey(input.businessName),
    businessType: input.businessType,
    businessAddress: input.businessAddress,
    city: input.city,
    cityKey: input.city === undefined ? undefined : searchKey(input.city),
    state: input.state,
    zipCode: input.zipCode,
    employeeCount: input.employeeCount,
    description: input.description === undefined ? undefined : input.description || null,
  });
  const contact = given({
    firstName: input.firstName,
    lastName: input.lastName,
    jobTitle: input.jobTitle,
    email: input.email,
    emailKey: input.email === undefined ? undefined : emailKey(input.email),
    phone: input.phone,
  });
  const exists = Object.keys(business).length > 0
    ? Boolean((await manager.update(Business, { id: businessId }, business)).affected)
    : await manager.existsBy(Business, { id: businessId });
  if (!exists) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  if (Object.keys(contact).length > 0) await manager.update(Contact, { businessId }, contact);
}
