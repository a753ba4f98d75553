import type { EntityManager } from 'typeorm';
import { COMPLIMENTARY_HOURS, COMPLIMENTARY_HOURS_DESCRIPTION } from '../../../common/constants.js';
import { EMAIL_ALREADY_REGISTERED, EMAIL_OF_CLOSED_ACCOUNT, type BusinessStep, type ContactStep, type Registration } from '../../../common/schemas/registration.js';
import { emailKey } from '../../../common/search.js';
import { actorOf } from '../../core/actor.js';
import { Contact } from '../../core/db/entities/contact.js';
import { AppError } from '../../core/errors.js';
import { insertBooking } from '../bookings/index.js';
import type { MemberPrincipal, ServiceContext } from '../../core/service-context.js';
import { bookingReceivedEmail } from '../bookings/index.js';
import { subscribe } from '../inbox/index.js';
import type { RegisteredAnswer } from '../../../common/schemas/answers/registration.js';
import { sessionInstants } from '../../../common/session-time.js';
import { openBank } from '../labor-bank/index.js';
import { createAccount, recordSignIn } from '../accounts/index.js';
import { addFirstOwner } from '../team/index.js';
import { emailHeld, erasedEmailHash, openBusinessRows } from '../businesses/index.js';

export interface RegistrationResult extends RegisteredAnswer {
  /** Who the new session belongs to: the transport signs this contact in. */
  principal: MemberPrincipal;
}

/** Who owns a business being opened, and what its bank holds from the start. */
export interface BusinessOpening {
  /** The owner's sign-in; null for a new one, made for the business's contact (a registration). */
  accountId: number | null;
  /** The hours the bank opens with, or null for an empty bank. */
  opening: { hours: number; description: string } | null;
}

/**
 * A business's first rows, in the caller's transaction: the business, its contact, its owner
 * (DECISIONS.md section 18: whoever opens a business is its first owner), its settings and its
 * labor bank. A registration opens one for a new person; an owner opens a group's next
 * location with their own sign-in. Answers the owner as a session names them.
 */
export async function openBusiness(manager: EntityManager, now: Date, fields: BusinessStep, contactFields: Omit<ContactStep, 'preferredContact'> & { preferredContact: string }, owner: BusinessOpening): Promise<MemberPrincipal> {
  const { businessId, contactId } = await openBusinessRows(manager, fields, contactFields);
  const accountId =
    owner.accountId ?? (await createAccount(manager, { contactId, username: null, usernameKey: null, passwordHash: null }));
  const memberId = await addFirstOwner(manager, businessId, accountId, { firstName: contactFields.firstName, lastName: contactFields.lastName, email: contactFields.email });
  // A registering person is signed in at once; an owner opening a location still acts for the
  // business they are in, and signing in picks the business last entered.
  if (owner.accountId === null) await recordSignIn(manager, memberId, now);
  await openBank(manager, businessId, owner.opening);
  return { kind: 'business', accountId, contactId, businessId, memberId, role: 'owner', apiKey: null };
}

export function createRegistrationService(ctx: ServiceContext) {
  return {
    /**
     * DECISIONS.md section 4: business, contact, account row, its owner membership, settings, labor bank with its
     * 20 complimentary hours, and the first booking with its deduction, in one transaction.
     */
    async register(input: Registration, address: string): Promise<RegistrationResult> {
      await ctx.limits.admit('register', { address });
      const key = emailKey(input.email);
      return ctx.db.write(async (manager) => {
        if (await emailHeld(manager, key)) {
          throw new AppError('CONFLICT', EMAIL_ALREADY_REGISTERED, { email: EMAIL_ALREADY_REGISTERED });
        }
        if (await manager.existsBy(Contact, { erasedEmailHash: erasedEmailHash(key) })) {
          throw new AppError('CONFLICT', EMAIL_OF_CLOSED_ACCOUNT, { email: EMAIL_OF_CLOSED_ACCOUNT });
        }
        const principal = await openBusiness(manager, ctx.now(), input, input, { accountId: null, opening: { hours: COMPLIMENTARY_HOURS, description: COMPLIMENTARY_HOURS_DESCRIPTION } });
        const { businessId, contactId } = principal;
        const booking = await insertBooking(ctx.jobs, manager, ctx.now(), businessId, input, await actorOf(manager, principal));
        if (input.newsletter) await subscribe(manager, input.email);
        // Every new business starts with its email toggle on.
        await ctx.jobs.enqueue(manager, 'email', bookingReceivedEmail(input.email, input.firstName, booking));
        return {
          business: { id: businessId, businessName: input.businessName },
          contact: { id: contactId, firstName: input.firstName, lastName: input.lastName, email: input.email },
          booking: { id: booking.id, bookingDate: booking.bookingDate, timeSlot: booking.timeSlot, duration: booking.duration, ...sessionInstants(booking), status: booking.status },
          laborBank: { totalHours: COMPLIMENTARY_HOURS, usedHours: booking.duration, availableHours: COMPLIMENTARY_HOURS - booking.duration },
          principal,
        };
      });
    },
  };
}
