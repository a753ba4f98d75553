import { In, IsNull, type EntityManager } from 'typeorm';
import { NOT_ENOUGH_HOURS } from '../../../common/messages.js';
import type { LocationCreatedAnswer, TransferAnswer } from '../../../common/schemas/answers/locations.js';
import type { SessionAnswer } from '../../../common/schemas/answers/businesses.js';
import type { BusinessStep } from '../../../common/schemas/registration.js';
import type { TransferInput } from '../../../common/schemas/locations.js';
import { roleMay } from '../../../common/team.js';
import { sessionsOf, type CallContext } from '../../core/call.js';
import { Account } from '../../core/db/entities/account.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { Member } from '../../core/db/entities/member.js';
import { findKeyShared } from '../../core/db/locks.js';
import { AppError, NOT_ALLOWED } from '../../core/errors.js';
import { answerOnce } from '../../core/idempotency.js';
import type { MemberPrincipal, ServiceContext } from '../../core/service-context.js';
import { toLaborBankView, whoIsSignedIn } from '../businesses/index.js';
import { addHours, bankOf, removeHours } from '../labor-bank/index.js';
import { openBusiness } from '../registration/index.js';

/**
 * POST /api/session/business, business.locations.switch: the session acts for another of the
 * person's businesses from now on, and answers as GET /api/session then does.
 */
export async function switchBusiness(call: CallContext & { business: MemberPrincipal }, businessId: number): Promise<SessionAnswer> {
  const { sessionVersion, ...principal } = await call.services.accounts.switchBusiness(call.business, businessId);
  await sessionsOf(call).signInBusiness(principal, sessionVersion);
  return whoIsSignedIn({ ...call, business: principal });
}

export function createLocationService(ctx: ServiceContext) {
  return {
    /**
     * A group's next location (DECISIONS.md section 18): a business of its own, opened as
     * registration opens one, whose owner is the person asking (their sign-in, a new member
     * row) and whose contact is that person; its bank opens empty, as complimentary hours come
     * once per registration. The session keeps acting for the business it was in.
     */
    createLocation(owner: MemberPrincipal, fields: BusinessStep): Promise<LocationCreatedAnswer> {
      return ctx.db.write(async (manager) => {
        const member = await manager.findOneByOrFail(Member, { id: owner.memberId });
        const { contactId } = await manager.findOneByOrFail(Account, { id: owner.accountId });
        // The person's own contact details where they registered a business, else the ones their current business is reached at.
        const { jobTitle, phone, preferredContact } = await manager.findOneByOrFail(Contact, { id: contactId ?? owner.contactId });
        const { firstName, lastName, email } = member;
        const { businessId } = await openBusiness(manager, ctx.now(), fields, { firstName, lastName, email, jobTitle, phone, preferredContact, newsletter: false }, { accountId: owner.accountId, opening: null });
        return { success: true as const, business: { id: businessId, businessName: fields.businessName } };
      });
    },

    /**
     * Moves hours from one of the person's businesses to another (DECISIONS.md section 18): they
     * must be an owner or bookkeeper of both, both open. One transaction: the source's total
     * falls as a refund's does, only while the hours are free (the UPDATE's own condition, so
     * transfers racing in several processes never overdraw it), and the destination's grows,
     * each with its ledger line.
     */
    transfer(person: MemberPrincipal, input: TransferInput, idempotencyKey?: string): Promise<TransferAnswer> {
      const { fromBusinessId, toBusinessId, hours } = input;
      return ctx.db.write(async (manager) => {
        const move = () => moveHours(manager);
        if (idempotencyKey === undefined) return move();
        // Named as a transfer, so a key first used for a booking or an order is another request (422).
        return (await answerOnce(manager, ctx.now(), { businessId: person.businessId, key: idempotencyKey, request: { transfer: input } }, move)).answer;
      });

      async function moveHours(manager: EntityManager): Promise<TransferAnswer> {
        const ids = [fromBusinessId, toBusinessId];
        const roles = await manager.findBy(Member, { accountId: person.accountId, businessId: In(ids), status: 'active' });
        // A close under way of either business is waited for: hours never land in, or leave, a closed bank.
        const businesses = await findKeyShared(manager, Business, { id: In(ids), closedAt: IsNull() });
        const named = (id: number) => businesses.find((business) => business.id === id);
        const mayMove = (id: number) => named(id) && roles.some(({ businessId, role }) => businessId === id && roleMay(role, 'pay'));
        if (!mayMove(fromBusinessId) || !mayMove(toBusinessId)) throw new AppError('FORBIDDEN', NOT_ALLOWED);
        if (!(await removeHours(ctx.jobs, manager, fromBusinessId, hours, `Transferred to ${named(toBusinessId)!.businessName}`))) {
          throw new AppError('CONFLICT', NOT_ENOUGH_HOURS);
        }
        const toBank = await addHours(manager, toBusinessId, hours, `Transferred from ${named(fromBusinessId)!.businessName}`);
        return { success: true as const, fromBank: toLaborBankView(await bankOf(manager, fromBusinessId)), toBank: toLaborBankView(toBank) };
      }
    },
  };
}
