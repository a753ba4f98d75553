import { In, IsNull, type EntityManager } from 'typeorm';
import { EMAIL_IN_USE, type ProfileUpdateInput } from '../../../common/schemas/registration.js';
import { emailKey, storedSearchKey } from '../../../common/search.js';
import type { HoursRequestInput, SettingsInput } from '../../../common/schemas/requests.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { Member } from '../../core/db/entities/member.js';
import { BusinessSettings } from '../../core/db/entities/business-settings.js';
import { AppError, NOT_ALLOWED } from '../../core/errors.js';
import type { BusinessPrincipal, MemberPrincipal, Principal, ServiceContext } from '../../core/service-context.js';
import { fileHoursRequest, toHoursRequestView } from '../inbox/index.js';
import { emailHeld } from './opening.js';
import { BUSINESS_NOT_FOUND, type DashboardData, readBusinessData, settingsOf } from './dashboard.js';
import type { SessionAnswer, SettingsAnswer } from '../../../common/schemas/answers/businesses.js';
import type { HoursRequestAnswer } from '../../../common/schemas/answers/inbox.js';

/** A business session sees its own business only; an admin sees any. */
export function assertCanRead(principal: Principal, businessId: number): void {
  if (principal.kind === 'business' && principal.businessId !== businessId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

export function createBusinessService(ctx: ServiceContext) {
  return {
    /**
     * A business's dashboard: the admin's for any; a person's for each business they are an
     * active member of (DECISIONS.md section 18: the dashboard is one of the two calls that reach
     * past the session's business); an API key's for its own.
     */
    dashboard(principal: Principal, businessId: number): Promise<DashboardData> {
      return ctx.db.read(async (manager) => {
        // The session's own business needs no second look (the session's statement found the member); another is read only for one of its active members.
        const elsewhere = principal.kind === 'business' && principal.accountId !== null && businessId !== principal.businessId;
        const memberElsewhere = elsewhere && (await manager.existsBy(Member, { accountId: principal.accountId!, businessId, status: 'active' }));
        if (!memberElsewhere) assertCanRead(principal, businessId);
        return readBusinessData(manager, businessId, ctx.now());
      });
    },

    /**
     * Who is signed in, with what the header and sidebar show: the member's own names and role
     * in the business the session acts for, and every business they belong to (DECISIONS.md section 18).
     */
    whoAmI(principal: MemberPrincipal): Promise<Pick<SessionAnswer, 'business' | 'member' | 'memberships'>> {
      return ctx.db.read(async (manager) => {
        const member = await manager.findOneByOrFail(Member, { id: principal.memberId });
        const memberships = await manager.find(Member, { where: { accountId: principal.accountId, status: 'active' }, order: { id: 'ASC' } });
        const businesses = await manager.findBy(Business, { id: In(memberships.map(({ businessId }) => businessId)), closedAt: IsNull() });
        const named = new Map(businesses.map((business) => [business.id, business.businessName]));
        return {
          business: {
            businessId: principal.businessId,
            contactId: principal.contactId,
            firstName: member.firstName,
            lastName: member.lastName,
            businessName: named.get(principal.businessId) ?? '',
            role: principal.role,
          },
          member: { id: member.id, firstName: member.firstName, lastName: member.lastName },
          memberships: memberships.flatMap(({ businessId, role }) => (named.has(businessId) ? [{ businessId, businessName: named.get(businessId)!, role }] : [])),
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

    settings(principal: BusinessPrincipal): Promise<SettingsAnswer> {
      return ctx.db.read(async (manager) => settingsOf(await manager.findOneBy(BusinessSettings, { businessId: principal.businessId })));
    },

    updateSettings(principal: BusinessPrincipal, input: SettingsInput): Promise<SettingsAnswer> {
      return ctx.db.write(async (manager) => {
        await manager.upsert(BusinessSettings, { businessId: principal.businessId, ...input }, ['businessId']);
        return { ...input };
      });
    },

    requestHours(principal: BusinessPrincipal, input: HoursRequestInput): Promise<HoursRequestAnswer> {
      if (input.businessId !== principal.businessId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
      return ctx.db.write(async (manager) => {
        const contact = await manager.findOneByOrFail(Contact, { id: principal.contactId });
        const request = await fileHoursRequest(manager, {
          businessId: principal.businessId,
          contactName: `${contact.firstName} ${contact.lastName}`,
          email: contact.email,
          phone: input.phone,
          hoursNeeded: input.hoursNeeded,
          reason: input.reason ?? null,
        });
        return toHoursRequestView(request);
      });
    },
  };
}

/** Only the fields that are there: a profile edit keeps what it leaves out. */
function given<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A new email for the business's contact must not be another account's, in any case (DECISIONS.md
 * section 24). Its own address, even retyped in another case, is no change; nor is an address
 * two contacts already shared before the rule, so that such a profile can still be saved.
 */
async function assertEmailFree(manager: EntityManager, businessId: number, key: string): Promise<void> {
  const current = await manager.findOne(Contact, { select: { emailKey: true }, where: { businessId } });
  if (current?.emailKey === key) return;
  if (await emailHeld(manager, key, businessId)) throw new AppError('CONFLICT', EMAIL_IN_USE, { email: EMAIL_IN_USE });
}

/** Any of the business and contact fields of a profile, written by the business or by an admin. */
export async function writeProfile(manager: EntityManager, businessId: number, input: ProfileUpdateInput): Promise<void> {
  const business = given({
    businessName: input.businessName,
    businessNameKey: input.businessName === undefined ? undefined : storedSearchKey(input.businessName),
    businessType: input.businessType,
    businessAddress: input.businessAddress,
    city: input.city,
    cityKey: input.city === undefined ? undefined : storedSearchKey(input.city),
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
  if (input.email !== undefined) await assertEmailFree(manager, businessId, emailKey(input.email));
  // A closed business is not found (DECISIONS.md section 24).
  const open = { id: businessId, closedAt: IsNull() };
  const exists = Object.keys(business).length > 0 ? Boolean((await manager.update(Business, open, business)).affected) : await manager.existsBy(Business, open);
  if (!exists) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  if (Object.keys(contact).length > 0) await manager.update(Contact, { businessId }, contact);
}
