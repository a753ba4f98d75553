import type { EntityManager } from 'typeorm';
import type { ProfileUpdateInput } from '../../common/schemas/registration.js';
import type { HoursRequestInput, SettingsInput } from '../../common/schemas/requests.js';
import { Booking } from '../db/entities/booking.js';
import { Business } from '../db/entities/business.js';
import { Contact } from '../db/entities/contact.js';
import { HoursRequest } from '../db/entities/inbox.js';
import { LaborBank, LaborTransaction } from '../db/entities/labor.js';
import { BusinessSettings } from '../db/entities/operations.js';
import { AppError, NOT_ALLOWED } from '../errors.js';
import { toBookingView, type BookingView } from './bookings.js';
import { isoTimestamp } from './calendar.js';
import type { BusinessPrincipal, Principal, ServiceContext } from './context.js';
import { toHoursRequestView } from './inbox.js';
import { availableHours } from './ledger.js';

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
  bookings: BookingView[];
  laborBank: LaborBankView | null;
  laborTransactions: LaborTransactionView[];
  settings: { emailNotifications: boolean; smsReminders: boolean };
}

export function toBusinessView(business: Business): BusinessView {
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

export function toContactView(contact: Contact): ContactView {
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

export function toLaborBankView(bank: LaborBank): LaborBankView {
  return { totalHours: bank.totalHours, usedHours: bank.usedHours, availableHours: availableHours(bank) };
}

export function toTransactionView(line: LaborTransaction): LaborTransactionView {
  return {
    id: line.id,
    description: line.description,
    transactionDate: isoTimestamp(line.transactionDate),
    hours: line.hours,
    bookingId: line.bookingId,
  };
}

/** Everything one business's screens show, read in one consistent unit. */
export async function readBusinessData(manager: EntityManager, businessId: number): Promise<DashboardData> {
  const business = await manager.findOneBy(Business, { id: businessId });
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const [contact, bookings, bank, ledger, settings] = [
    await manager.findOneBy(Contact, { businessId }),
    await manager.find(Booking, { where: { businessId }, order: { bookingDate: 'ASC', id: 'ASC' } }),
    await manager.findOneBy(LaborBank, { businessId }),
    await manager.find(LaborTransaction, { where: { businessId }, order: { id: 'DESC' } }),
    await manager.findOneBy(BusinessSettings, { businessId }),
  ];
  return {
    business: toBusinessView(business),
    contact: contact ? toContactView(contact) : null,
    bookings: bookings.map(toBookingView),
    laborBank: bank ? toLaborBankView(bank) : null,
    laborTransactions: ledger.map(toTransactionView),
    settings: settingsOf(settings),
  };
}

/** A business without a settings row has the defaults the spec shows (email on, SMS off). */
function settingsOf(settings: BusinessSettings | null) {
  return { emailNotifications: settings?.emailNotifications ?? true, smsReminders: settings?.smsReminders ?? false };
}

/** A business session sees its own business only; an admin sees any. */
export function assertCanRead(principal: Principal, businessId: number): void {
  if (principal.kind === 'business' && principal.businessId !== businessId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

export function createBusinessService(ctx: ServiceContext) {
  return {
    dashboard(principal: Principal, businessId: number): Promise<DashboardData> {
      assertCanRead(principal, businessId);
      return ctx.db.read((manager) => readBusinessData(manager, businessId));
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
        return readBusinessData(manager, principal.businessId);
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

/** The business and contact fields of a profile, written by the business or by an admin. */
export async function writeProfile(manager: EntityManager, businessId: number, input: ProfileUpdateInput): Promise<void> {
  const { affected } = await manager.update(Business, { id: businessId }, {
    businessName: input.businessName,
    businessType: input.businessType,
    businessAddress: input.businessAddress,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    ...(input.employeeCount !== undefined ? { employeeCount: input.employeeCount } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
  });
  if (!affected) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  await manager.update(Contact, { businessId }, {
    firstName: input.firstName,
    lastName: input.lastName,
    jobTitle: input.jobTitle,
    email: input.email,
    phone: input.phone,
  });
}
