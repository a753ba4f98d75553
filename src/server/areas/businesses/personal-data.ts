import { In, type EntityManager } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { BusinessSettings } from '../../core/db/entities/business-settings.js';
import { Contact } from '../../core/db/entities/contact.js';
import { LaborTransaction } from '../../core/db/entities/labor.js';
import { AppError } from '../../core/errors.js';
import { verifyPassword } from '../../core/security/passwords.js';
import type { BusinessPrincipal, MemberPrincipal, ServiceContext } from '../../core/service-context.js';
import type { BusinessExportAnswer } from '../../../common/schemas/answers/businesses.js';
import { heldRow, heldRows } from '../../core/db/rows.js';
import { inSlices } from '../../core/db/slices.js';
import { BillingOrder, toOrderAnswer } from '../billing/index.js';
import { Rating, Timesheet } from '../after-session/index.js';
import { closeBusiness, openBusinessesForUpdate, orderPlacedWhileClosing } from './closing.js';

/** DECISIONS.md section 21, word for word: closing with another password than the owner's. */
export const WRONG_PASSWORD = 'Wrong password';
/** An order placed after the close canceled the pending ones: the next try cancels it too. */
export const ORDER_PLACED_WHILE_CLOSING = 'An order was placed while your account was closing. Please try again.';

/** A person as the export shows them: what they gave us and their username, never the hash or the lookup keys. */
async function people(manager: EntityManager, businessId: number) {
  const contacts = await manager.find(Contact, { where: { businessId }, order: { id: 'ASC' } });
  const accounts = contacts.length === 0 ? [] : await manager.findBy(Account, { contactId: In(contacts.map(({ id }) => id)) });
  return contacts.map((contact) =>
    heldRow({ ...contact, username: accounts.find((account) => account.contactId === contact.id)?.username ?? null }, ['emailKey', 'erasedEmailHash']),
  );
}

/**
 * A business's own data (DECISIONS.md section 21) and the closing of its account by its owner.
 * The close reuses the admin's delete (closing.ts); what belongs to billing, the pending orders,
 * billing cancels before (the close endpoint asks it), since a card order must be expired at
 * Stripe first.
 */
export function createPersonalDataService(ctx: ServiceContext) {
  return {
    /** Everything held about the signed-in business, with no password hash, token or lookup key. */
    exportBusiness(principal: BusinessPrincipal): Promise<BusinessExportAnswer> {
      return ctx.db.read(async (manager) => {
        const { businessId } = principal;
        const business = await manager.findOneByOrFail(Business, { id: businessId });
        const members = await people(manager, businessId);
        const bookings = await manager.find(Booking, { where: { businessId }, order: { id: 'ASC' } });
        const bookingIds = bookings.map(({ id }) => id);
        const settings = await manager.findOneBy(BusinessSettings, { businessId });
        return {
          exportedAt: ctx.now().toISOString(),
          business: heldRow(business, ['businessNameKey', 'cityKey']),
          contact: members.find((member) => member['id'] === principal.contactId) ?? null,
          members,
          bookings: heldRows(bookings),
          laborTransactions: heldRows(await manager.find(LaborTransaction, { where: { businessId }, order: { id: 'ASC' } })),
          orders: (await manager.find(BillingOrder, { where: { businessId }, order: { id: 'ASC' } })).map(toOrderAnswer),
          timesheets: heldRows(await inSlices(bookingIds, (slice) => manager.find(Timesheet, { where: { bookingId: In(slice) }, order: { bookingId: 'ASC' } }))),
          ratings: heldRows(await manager.find(Rating, { where: { businessId, author: 'business' }, order: { id: 'ASC' } })),
          settings: settings && heldRow(settings, ['businessId']),
        };
      });
    },

    /** 403 WRONG_PASSWORD unless `password` is the signed-in person's own. */
    async confirmPassword(principal: MemberPrincipal, password: string): Promise<void> {
      const account = await ctx.db.read((manager) => manager.findOneBy(Account, { id: principal.accountId }));
      if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, password))) throw new AppError('FORBIDDEN', WRONG_PASSWORD);
    },

    /**
     * Closes the signed-in business as the admin's delete does (closing.ts), its row locked so
     * that a second close, or the admin's delete, finds it closed and changes nothing.
     */
    closeOwnBusiness(principal: BusinessPrincipal): Promise<{ success: true }> {
      return ctx.db.write(async (manager) => {
        const [open] = await openBusinessesForUpdate(manager, [principal.businessId]);
        if (!open) return { success: true as const };
        if (await orderPlacedWhileClosing(manager, open.id)) throw new AppError('CONFLICT', ORDER_PLACED_WHILE_CLOSING);
        await closeBusiness(ctx.jobs, manager, ctx.now(), open.id);
        return { success: true as const };
      });
    },
  };
}
