import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { boardRowAnswer, bookingChefAnswer, candidateAnswer, chefOfferAnswer, chefSeriesOfferAnswer, eligibleChefAnswer, offerAnswer, seriesAcceptAnswer } from '../../../common/schemas/answers/staffing.js';
import { chefTier, OFFER_LIFETIME_HOURS, UNSTAFFED_WARNING_HOURS, unstaffedSoon, WEEKDAYS, type Staffing } from '../../../common/chefs.js';
import { groupBy } from '../../../common/collections.js';
import { FAVOURITES_FIRST_HOURS } from '../../../common/session-life.js';
import { sessionPayCents } from '../../../common/money.js';
import { bookingStart, sessionStarted } from '../../../common/vancouver-time.js';
import { sessionInstants } from '../../../common/session-time.js';
import { BOARD_DEFAULT_DAYS, boardRangeProblem, type OperationsBoardInput } from '../../../common/schemas/staffing.js';
import { isUniqueViolation } from '../../core/db/database.js';
import { Assignment, Offer, SeriesOffer } from '../../core/db/entities/assignment.js';
import { Booking, BookingSeries } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';
import { findForUpdate, findOneForUpdate } from '../../core/db/locks.js';
import { inSlices } from '../../core/db/slices.js';
import { AppError } from '../../core/errors.js';
import { assertNotSettled, chefBookingFacts, closeOpenOffers, declineOpenOffers, expireOpenOffers, insertAssignment, insertOffer, markOfferAccepted, markOfferDeclined, NO_CHEF_ASSIGNED, releaseAssignment, scheduleConfirmation, sessionsFilledEmail } from '../assignments/index.js';
import { BOOKING_NOT_FOUND, bySession, SERIES_NOT_FOUND } from '../bookings/index.js';
import { recordAudit } from '../../core/audit.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import { shiftDay, vancouverToday } from '../../../common/vancouver-time.js';
import type { AdminPrincipal, ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import { requireChef } from '../chefs/index.js';
import { chefIneligibility, chefRefusals, eligibleChefsFor, judgeChefs, OVERLAPPING_ASSIGNMENT, weekdayOf, type ChefColumns, type JudgedChef, type Judgement, type Refusal } from '../assignments/index.js';
import { chefAssignedEmail, chefConfirmedEmail, offerEmail, seriesAssignedEmail, seriesChefConfirmedEmail, seriesOfferEmail } from './emails.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import { CHEF_RATING_COLUMNS, chefRatingOf, FAVOURITE_OF, type ChefRating } from '../after-session/index.js';
import { HAS_COMPLETED_A_SESSION, recentEventTallies, scoreOf } from '../reliability/index.js';
import { recordEvent } from '../integrations/index.js';
import { byStaffingRank, CONFIRMATION_DEADLINE_HOURS, type StaffingRank } from '../../../common/reliability.js';

/** The three 409s of DECISIONS.md section 9, word for word. */
export const ALREADY_STAFFED = 'This booking has already been staffed';
export const OVERLAPS_YOUR_ASSIGNMENT = 'This overlaps another of your assignments';
export const OFFER_NOT_OPEN = 'This offer is no longer open';

export const OFFER_NOT_FOUND = 'Offer not found';
export const NOT_STAFFABLE = 'Only a confirmed booking that has not started can be staffed';
export const STARTED_KEEPS_CHEF = 'This session has started: its chef stays on it, or is recorded as a no-show';
export const NO_FAVOURITE_AVAILABLE = "None of this business's favourite chefs can take this booking";
export const SERIES_STAFFED = 'Every session of this series still to come has a chef';
/** Why a session of a series offer went to another chef (DECISIONS.md section 20). */
export const SESSION_HAS_A_CHEF = 'Already has a chef';

/** An offer in JSON (DECISIONS.md section 9). */
export type OfferView = z.output<typeof offerAnswer>;

/** What a chef sees of an offered booking: never the business's contact details. */
export type ChefOfferView = z.output<typeof chefOfferAnswer>;

/** A chef's series offer: one card for every session still offered (DECISIONS.md section 20). */
export type ChefSeriesOfferView = z.output<typeof chefSeriesOfferAnswer>;

export type SeriesAcceptance = Omit<z.output<typeof seriesAcceptAnswer>, 'success'>;

/** The chef as a business sees them on its dashboard. */
export type BookingChef = z.output<typeof bookingChefAnswer>;

export type EligibleChef = z.output<typeof eligibleChefAnswer>;

/** A chef as the admin's Offer and Assign dialogs list them: eligible, or every reason not. */
export type CandidateView = z.output<typeof candidateAnswer>;

/** One row of the admin's Operations board. */
export type BoardRow = z.output<typeof boardRowAnswer>;

/**
 * Why a chef cannot take up an offer now, as the chef is told it: their overlap in their own
 * words, any other reason (time off taken since, a changed week) as eligibility words it. The
 * offer stays open, so the accept and the offer list both say so rather than "no longer open".
 */
async function acceptRefusal(manager: EntityManager, chef: Chef, booking: Booking): Promise<string | null> {
  const [first] = await chefRefusals(manager, chef, booking);
  return first?.code === 'already-assigned' ? OVERLAPS_YOUR_ASSIGNMENT : (first?.message ?? null);
}

function toOfferView(offer: Offer): OfferView {
  return { id: offer.id, bookingId: offer.bookingId, chefId: offer.chefId, status: offer.status, expiresAt: isoTimestamp(offer.expiresAt) };
}

/** The chef as "Your chef is confirmed" names them. */
function confirmedChef(chef: Chef) {
  return { name: chef.name, tier: chefTier(chef.yearsExperience), redSeal: chef.redSeal };
}

export function toBookingChef(chef: Pick<Chef, 'id' | 'name' | 'yearsExperience' | 'redSeal' | 'photoUrl'>): BookingChef {
  return { id: chef.id, name: chef.name, tier: chefTier(chef.yearsExperience), redSeal: Boolean(chef.redSeal), photoUrl: chef.photoUrl };
}

/** Monday to Sunday around a day, for "assignments that week". */
function weekAround(day: string): { from: string; to: string } {
  const offset = WEEKDAYS.indexOf(weekdayOf(day));
  return { from: shiftDay(day, -offset), to: shiftDay(day, 6 - offset) };
}

/**
 * Staffing (DECISIONS.md section 9): who may work a booking, offers and their accept, direct
 * assignment, and the board. Every change locks the booking's row first, then the chef's, so
 * two accepts of one booking (or an accept and an admin's assign) run one after the other, as
 * do two assignments of one chef; the assignment tables' keys refuse anything that slips by.
 */
export function createStaffingService(ctx: ServiceContext) {
  const portalLink = () => `${ctx.publicUrl}/chef`;

  /** A confirmed booking that has not started, locked for the rest of the transaction. */
  async function staffableBooking(manager: EntityManager, bookingId: number): Promise<Booking> {
    const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    if (booking.status !== 'confirmed' || bookingStart(booking) <= ctx.now()) throw new AppError('CONFLICT', NOT_STAFFABLE);
    return booking;
  }

  async function assertUnstaffed(manager: EntityManager, bookingId: number): Promise<void> {
    if (await manager.existsBy(Assignment, { bookingId })) throw new AppError('CONFLICT', ALREADY_STAFFED);
  }

  /**
   * Assigns in the caller's transaction, closes the booking's other offers and tells the chef,
   * the business and the chefs whose offers closed, unless `tell` is off (a series accept tells
   * each of them once, for every session); those chefs are answered either way.
   */
  async function assignIn(manager: EntityManager, booking: Booking, chef: Chef, acceptedOfferId?: number, { tell = true } = {}): Promise<Chef[]> {
    await insertAssignment(manager, booking, chef.id);
    await recordEvent(ctx.jobs, manager, ctx.now(), { type: 'booking.staffed', businessId: booking.businessId, subjectId: booking.id });
    await scheduleConfirmation(ctx.jobs, manager, booking);
    const others = await closeOpenOffers(ctx.jobs, manager, booking, 'filled', acceptedOfferId, { tellChefs: tell });
    if (!tell) return others;
    await ctx.jobs.enqueue(manager, 'email', chefAssignedEmail(chef.email, chef.name, await chefBookingFacts(manager, booking), portalLink()));
    await notifyBusiness(ctx.jobs, manager, booking.businessId, (to, firstName) =>
      chefConfirmedEmail(to, firstName, booking, confirmedChef(chef)),
    );
    return others;
  }

  /**
   * Tells everyone a series accept concerns once, in the accept's transaction: the chef the
   * sessions they took, the business its chef of those sessions, and each chef whose offers
   * closed the sessions filled (`filledFor`, by chef).
   */
  async function tellSeriesStaffed(manager: EntityManager, chef: Chef, taken: Booking[], filledFor: Map<number, { chef: Chef; sessions: Booking[] }>): Promise<void> {
    const business = await manager.findOneByOrFail(Business, { id: taken[0]!.businessId });
    await ctx.jobs.enqueue(manager, 'email', seriesAssignedEmail(chef.email, chef.name, { business: business.businessName, sessions: taken }, portalLink()));
    await notifyBusiness(ctx.jobs, manager, business.id, (to, firstName) => seriesChefConfirmedEmail(to, firstName, taken, confirmedChef(chef)));
    for (const { chef: other, sessions } of filledFor.values()) {
      await ctx.jobs.enqueue(manager, 'email', sessionsFilledEmail(other.email, other.name, { business: business.businessName, sessions }));
    }
  }

  /**
   * The keys of assignment and assignment_slot are the last word: should a write reach them
   * past the locks, the violation is the same 409 the checks give, never a 500.
   */
  async function withAssignmentKeys<T>(overlapMessage: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('CONFLICT', /assignment_slot/i.test(String((error as { detail?: string }).detail ?? (error as Error).message)) ? overlapMessage : ALREADY_STAFFED);
    }
  }

  /**
   * Opens an offer of the booking to each chef, emails them, and schedules the offers' expiry.
   * A session offered as part of a series offer (`seriesOfferOf`: chef to series offer) names
   * it, and is not emailed alone: the series offer's one email lists every session.
   */
  async function offerIn(manager: EntityManager, booking: Booking, chefs: Chef[], seriesOfferOf?: Map<number, number>): Promise<Offer[]> {
    const now = ctx.now();
    const expiresAt = new Date(Math.min(now.getTime() + OFFER_LIFETIME_HOURS * 3_600_000, bookingStart(booking).getTime()));
    const bookingFacts = await chefBookingFacts(manager, booking);
    const created: Offer[] = [];
    // A suspension withdraws a chef's open offers under the chef's row lock: holding the same
    // locks, an offer never lands just after it (DECISIONS.md section 14). Each chef was found
    // eligible, so active, before; one suspended since is left out.
    const locked = chefs.length === 0 ? [] : await findForUpdate(manager, Chef, { id: In(chefs.map(({ id }) => id)), status: 'active' });
    const stillActive = new Set(locked.map(({ id }) => id));
    for (const chef of chefs.filter(({ id }) => stillActive.has(id))) {
      const seriesOfferId = seriesOfferOf?.get(chef.id) ?? null;
      created.push(await insertOffer(manager, { bookingId: booking.id, chefId: chef.id, expiresAt, seriesOfferId }));
      if (seriesOfferId === null) await ctx.jobs.enqueue(manager, 'email', offerEmail(chef.email, chef.name, bookingFacts, expiresAt, portalLink()));
    }
    if (created.length > 0) await ctx.jobs.enqueue(manager, 'expireOffers', { offerIds: created.map(({ id }) => id) }, expiresAt);
    return created;
  }

  function boardRow(bookingId: number): Promise<BoardRow> {
    return ctx.db.read(async (manager) => {
      const booking = await existingBooking(manager, bookingId);
      return (await boardRows(manager, [booking], ctx.now()))[0]!;
    });
  }

  return {
    /**
     * The active chefs who may work a booking, with tier, rating, score and their assignments that
     * week: the business's favourites first, then by score (New counts as 80), then by rating.
     */
    eligibleChefs(bookingId: number): Promise<EligibleChef[]> {
      return ctx.db.read(async (manager) => {
        const booking = await existingBooking(manager, bookingId);
        const ranked = await rankedEligible(manager, booking, ctx.now());
        // Every chef's count that week, read from the week's bookings: fewer rows than the eligible chefs' assignments.
        const counts = await manager
          .createQueryBuilder(Assignment, 'assignment')
          .innerJoin(Booking, 'booking', 'booking.id = assignment.bookingId')
          .select('assignment.chefId', 'chefId')
          .addSelect('COUNT(*)', 'count')
          .where('booking.status = :status AND booking.bookingDate BETWEEN :from AND :to', { status: 'confirmed', ...weekAround(booking.bookingDate) })
          .groupBy('assignment.chefId')
          .getRawMany<{ chefId: number; count: number | string }>();
        const countByChef = new Map(counts.map((row) => [Number(row.chefId), Number(row.count)]));
        // Not `{ ...toBookingChef(chef), hourlyRate, ... }`: on Node 20's V8 a spread followed by
        // more properties takes a slow path, 3 ms of a 10 ms read at 790 chefs (bench:admin).
        return ranked.map(({ chef, standing }) =>
          Object.assign(toBookingChef(chef), {
            hourlyRate: chef.hourlyRate,
            rating: standing.rating,
            ratingCount: standing.ratingCount,
            favourite: standing.favourite,
            score: standing.score,
            assignmentsThatWeek: countByChef.get(chef.id) ?? 0,
          }),
        );
      });
    },

    /** Every chef, eligible first, each ineligible one with every reason (DECISIONS.md section 17). */
    candidates(bookingId: number): Promise<CandidateView[]> {
      return ctx.db.read(async (manager) =>
        (await candidatesIn(manager, await existingBooking(manager, bookingId), ctx.now())).map(({ chef, refusals }) => ({
          chefId: chef.id,
          name: chef.name,
          eligible: refusals.length === 0,
          reasons: refusals.map(({ reason }) => reason),
        })),
      );
    },

    /** Offers a booking to eligible chefs at once; each is emailed, and a job closes the offers when they expire. */
    offer(admin: AdminPrincipal, bookingId: number, chefIds: number[]): Promise<OfferView[]> {
      return ctx.db.write(async (manager) => {
        const booking = await staffableBooking(manager, bookingId);
        await assertUnstaffed(manager, bookingId);
        const chefs = await manager.findBy(Chef, { id: In(chefIds) });
        const missing = chefIds.find((id) => !chefs.some((chef) => chef.id === id));
        if (missing !== undefined) throw new AppError('NOT_FOUND', `Chef #${missing} not found`);
        for (const { chef, refusals } of await judgeChefs(manager, booking, { chefIds })) {
          if (refusals.length > 0) throw new AppError('CONFLICT', `${chef.name}: ${refusals[0]!.message}`);
        }
        // A chef already holding an open offer of this booking keeps it: nothing new to send.
        const holding = new Set((await manager.findBy(Offer, { bookingId, status: 'open' })).map(({ chefId }) => chefId));
        const created = await offerIn(manager, booking, chefs.filter(({ id }) => !holding.has(id)));
        await recordAudit(manager, admin, booking.businessId, 'booking.offer', `Offered booking #${bookingId} to ${chefs.map(({ name }) => name).join(', ')}`);
        return created.map(toOfferView);
      });
    },

    /**
     * "Offer to favourites first" (DECISIONS.md section 10): the business's eligible favourites
     * now, and a job offers the booking to every other eligible chef 2 hours later unless one
     * of them has accepted by then.
     */
    offerToFavourites(admin: AdminPrincipal, bookingId: number): Promise<OfferView[]> {
      return ctx.db.write(async (manager) => {
        const booking = await staffableBooking(manager, bookingId);
        await assertUnstaffed(manager, bookingId);
        const chefs = await eligibleIn(manager, booking, ctx.now(), { favouritesOnly: true });
        if (chefs.length === 0) throw new AppError('CONFLICT', NO_FAVOURITE_AVAILABLE);
        const created = await offerIn(manager, booking, await notYetOffered(manager, bookingId, chefs));
        const everyoneAt = new Date(ctx.now().getTime() + FAVOURITES_FIRST_HOURS * 3_600_000);
        // Keyed: choosing "favourites first" again moves the second wave rather than adding one.
        await ctx.jobs.schedule(manager, `offerToEveryone:${bookingId}`, 'offerToEveryone', { bookingId }, everyoneAt);
        await recordAudit(manager, admin, booking.businessId, 'booking.offer', `Offered booking #${bookingId} to the business's favourites first: ${chefs.map(({ name }) => name).join(', ')}`);
        return created.map(toOfferView);
      });
    },

    /**
     * The second wave of "offer to favourites first": every eligible chef not yet asked. Does
     * nothing once the booking has a chef, has started or is no longer confirmed; run twice,
     * the second run finds everyone already asked.
     */
    async offerToEveryone(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
        if (!booking || booking.status !== 'confirmed' || bookingStart(booking) <= ctx.now()) return;
        if (await manager.existsBy(Assignment, { bookingId })) return;
        await offerIn(manager, booking, await notYetOffered(manager, bookingId, await eligibleIn(manager, booking, ctx.now())));
      });
    },

    /** The first accept wins; the others close as filled and those chefs are told. */
    accept(principal: ChefPrincipal, offerId: number): Promise<OfferView> {
      return withAssignmentKeys(OVERLAPS_YOUR_ASSIGNMENT, () =>
        ctx.db.write(async (manager) => {
          const mine = await manager.findOneBy(Offer, { id: offerId, chefId: principal.chefId });
          if (!mine) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
          const booking = await findOneForUpdate(manager, Booking, { id: mine.bookingId });
          // Read again now that the booking is ours: a concurrent accept may have filled it.
          const offer = await manager.findOneByOrFail(Offer, { id: offerId });
          if (offer.status === 'filled') throw new AppError('CONFLICT', ALREADY_STAFFED);
          await assertUnstaffed(manager, offer.bookingId);
          if (!booking || offer.status !== 'open' || offer.expiresAt <= ctx.now() || booking.status !== 'confirmed') {
            throw new AppError('CONFLICT', OFFER_NOT_OPEN);
          }
          const chef = await requireChef(manager, principal.chefId, true);
          const refusal = await acceptRefusal(manager, chef, booking);
          if (refusal) throw new AppError('CONFLICT', refusal);
          await markOfferAccepted(manager, offerId);
          await assignIn(manager, booking, chef, offerId);
          return toOfferView(await manager.findOneByOrFail(Offer, { id: offerId }));
        }),
      );
    },

    decline(principal: ChefPrincipal, offerId: number): Promise<OfferView> {
      return ctx.db.write(async (manager) => {
        const offer = await findOneForUpdate(manager, Offer, { id: offerId, chefId: principal.chefId });
        if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
        if (offer.status !== 'open' || offer.expiresAt <= ctx.now()) throw new AppError('CONFLICT', OFFER_NOT_OPEN);
        await markOfferDeclined(manager, offerId);
        return toOfferView({ ...offer, status: 'declined' });
      });
    },

    /** The admin's direct assignment, with the same checks as an accept; 409 with the reason when not eligible. */
    assign(admin: AdminPrincipal, bookingId: number, chefId: number): Promise<BoardRow> {
      return withAssignmentKeys(OVERLAPPING_ASSIGNMENT, async () => {
        await ctx.db.write(async (manager) => {
          const booking = await staffableBooking(manager, bookingId);
          await assertUnstaffed(manager, bookingId);
          const chef = await requireChef(manager, chefId, true);
          const reason = await chefIneligibility(manager, chef, booking);
          if (reason) throw new AppError('CONFLICT', reason);
          await assignIn(manager, booking, chef);
          await recordAudit(manager, admin, booking.businessId, 'booking.assign', `Assigned ${chef.name} (#${chef.id}) to booking #${bookingId}`);
        });
        return boardRow(bookingId);
      });
    },

    /** Takes the chef off; the booking awaits a chef again and both sides are told. */
    async unassign(admin: AdminPrincipal, bookingId: number): Promise<BoardRow> {
      await ctx.db.write(async (manager) => {
        const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
        if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
        const assignment = await manager.findOneBy(Assignment, { bookingId });
        if (!assignment) throw new AppError('CONFLICT', NO_CHEF_ASSIGNED);
        await assertNotSettled(manager, booking);
        // From its start the session is its chef's: they may be at work on it, and are paid for it
        // once it is settled. One who did not come is recorded as a no-show (section 10).
        if (sessionStarted(booking, ctx.now())) throw new AppError('CONFLICT', STARTED_KEEPS_CHEF);
        await releaseAssignment(ctx.jobs, manager, assignment);
        await recordAudit(manager, admin, booking.businessId, 'booking.unassign', `Took chef #${assignment.chefId} off booking #${bookingId}`);
      });
      return boardRow(bookingId);
    },

    /**
     * Withdraws the booking's open offers (DECISIONS.md section 17): each becomes withdrawn and
     * its chef is told; without an open offer the booking awaits a chef again. The booking's row
     * is locked first, as an accept locks it, so a withdrawal and an accept at the same moment
     * run one after the other: the accept wins and nothing is left open to withdraw, or the
     * withdrawal wins and the accept finds its offer no longer open.
     */
    withdrawOffers(admin: AdminPrincipal, bookingId: number): Promise<{ withdrawn: number }> {
      return ctx.db.write(async (manager) => {
        const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
        if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
        const told = await closeOpenOffers(ctx.jobs, manager, booking, 'withdrawn');
        if (told.length > 0) {
          await recordAudit(manager, admin, booking.businessId, 'booking.withdraw-offers', `Withdrew the offers of booking #${bookingId} to ${told.map(({ name }) => name).join(', ')}`);
        }
        return { withdrawn: told.length };
      });
    },

    /** GET /api/chef/offers: the chef's open offers, soonest booking first. */
    chefOffers(principal: ChefPrincipal): Promise<ChefOfferView[]> {
      return ctx.db.read(async (manager) => {
        const now = ctx.now();
        // A series offer's sessions are on its own card (chefSeriesOffers).
        const offers = (await manager.findBy(Offer, { chefId: principal.chefId, status: 'open', seriesOfferId: IsNull() })).filter((offer) => offer.expiresAt > now);
        if (offers.length === 0) return [];
        const bookings = await manager.findBy(Booking, { id: In(offers.map(({ bookingId }) => bookingId)) });
        const businesses = await manager.findBy(Business, { id: In(bookings.map(({ businessId }) => businessId)) });
        const chef = await requireChef(manager, principal.chefId, false);
        const views: ChefOfferView[] = [];
        for (const offer of offers) {
          const booking = bookings.find(({ id }) => id === offer.bookingId)!;
          const business = businesses.find(({ id }) => id === booking.businessId)!;
          views.push({
            ...toOfferView(offer),
            booking: {
              bookingDate: booking.bookingDate,
              timeSlot: booking.timeSlot,
              duration: booking.duration,
              serviceType: booking.serviceType,
              business: { name: business.businessName, city: business.city },
            },
            ...sessionInstants(booking),
            cannotAccept: await acceptRefusal(manager, chef, booking),
            payCents: sessionPayCents(booking.duration, chef.hourlyRate * 100),
            needs: { serviceDescription: booking.serviceDescription, specialRequests: booking.specialRequests },
          });
        }
        return views.sort((a, b) => a.booking.bookingDate.localeCompare(b.booking.bookingDate) || a.id - b.id);
      });
    },

    /**
     * "Offer series" (DECISIONS.md section 20): every session of the series still to come and
     * without a chef, offered to each chef at once as one series offer, open 12 hours (each
     * session's own offer closes sooner at its start). A chef who may work none of the sessions
     * is refused as a single offer refuses them; one who may work some is offered all, and the
     * accept says why not for the others. A chef still holding this series' offer keeps it, and
     * a session a chef already holds an open offer of is left to that offer.
     */
    offerSeries(admin: AdminPrincipal, seriesId: number, chefIds: number[]): Promise<{ id: number; chefId: number }[]> {
      return ctx.db.write(async (manager) => {
        const series = await manager.findOneBy(BookingSeries, { id: seriesId });
        if (!series) throw new AppError('NOT_FOUND', SERIES_NOT_FOUND);
        const now = ctx.now();
        const sessions = await unstaffedSessions(manager, seriesId, now);
        if (sessions.length === 0) throw new AppError('CONFLICT', SERIES_STAFFED);
        const chefs = await manager.findBy(Chef, { id: In(chefIds) });
        const missing = chefIds.find((id) => !chefs.some((chef) => chef.id === id));
        if (missing !== undefined) throw new AppError('NOT_FOUND', `Chef #${missing} not found`);
        const firstRefusal = new Map<number, string>();
        const mayWorkOne = new Set<number>();
        for (const session of sessions) {
          for (const { chef, refusals } of await judgeChefs(manager, session, { chefIds })) {
            if (refusals.length === 0) mayWorkOne.add(chef.id);
            else if (!firstRefusal.has(chef.id)) firstRefusal.set(chef.id, `${chef.name}: ${refusals[0]!.message}`);
          }
        }
        const refused = chefIds.find((id) => !mayWorkOne.has(id));
        if (refused !== undefined) throw new AppError('CONFLICT', firstRefusal.get(refused)!);

        const current = await manager.findBy(SeriesOffer, { seriesId, chefId: In(chefIds), expiresAt: MoreThan(now) });
        const stillOpen = current.length === 0 ? [] : await manager.findBy(Offer, { seriesOfferId: In(current.map(({ id }) => id)), status: 'open' });
        const holding = new Set(stillOpen.filter((offer) => offer.expiresAt > now).map(({ chefId }) => chefId));
        const asked = chefs.filter(({ id }) => !holding.has(id));
        const expiresAt = new Date(now.getTime() + OFFER_LIFETIME_HOURS * 3_600_000);
        const seriesOfferOf = new Map<number, number>();
        for (const chef of asked) {
          const { identifiers } = await manager.insert(SeriesOffer, { seriesId, chefId: chef.id, expiresAt });
          seriesOfferOf.set(chef.id, identifiers[0]!.id as number);
        }
        const offeredSessions = new Map<number, Booking[]>();
        for (const session of sessions) {
          for (const offer of await offerIn(manager, session, await notHoldingAnOffer(manager, session.id, asked), seriesOfferOf)) {
            offeredSessions.set(offer.chefId, [...(offeredSessions.get(offer.chefId) ?? []), session]);
          }
        }
        const business = await manager.findOneByOrFail(Business, { id: series.businessId });
        for (const chef of asked) {
          const offered = offeredSessions.get(chef.id) ?? [];
          if (offered.length === 0) continue;
          const pay = offered.reduce((cents, { duration }) => cents + sessionPayCents(duration, chef.hourlyRate * 100), 0);
          await ctx.jobs.enqueue(manager, 'email', seriesOfferEmail(chef.email, chef.name, { business: business.businessName, sessions: offered, payCents: pay }, expiresAt, portalLink()));
        }
        await recordAudit(manager, admin, series.businessId, 'booking.offer', `Offered series #${seriesId} to ${chefs.map(({ name }) => name).join(', ')}`);
        return asked.map((chef) => ({ id: seriesOfferOf.get(chef.id)!, chefId: chef.id }));
      });
    },

    /** GET /api/chef/series-offers: the chef's open series offers, each with the sessions still open to them, soonest first. */
    chefSeriesOffers(principal: ChefPrincipal): Promise<ChefSeriesOfferView[]> {
      return ctx.db.read(async (manager) => {
        const now = ctx.now();
        const seriesOffers = await manager.findBy(SeriesOffer, { chefId: principal.chefId, expiresAt: MoreThan(now) });
        if (seriesOffers.length === 0) return [];
        const offers = (await manager.findBy(Offer, { seriesOfferId: In(seriesOffers.map(({ id }) => id)), status: 'open' })).filter((offer) => offer.expiresAt > now);
        const bookings = offers.length === 0 ? [] : (await manager.findBy(Booking, { id: In(offers.map(({ bookingId }) => bookingId)) })).sort(bySession);
        const businesses = bookings.length === 0 ? [] : await manager.findBy(Business, { id: In([...new Set(bookings.map(({ businessId }) => businessId))]) });
        const chef = await requireChef(manager, principal.chefId, false);
        const views: ChefSeriesOfferView[] = [];
        for (const seriesOffer of seriesOffers) {
          const offered = new Set(offers.filter(({ seriesOfferId }) => seriesOfferId === seriesOffer.id).map(({ bookingId }) => bookingId));
          const sessions = bookings.filter(({ id }) => offered.has(id));
          if (sessions.length === 0) continue;
          views.push({
            id: seriesOffer.id,
            seriesId: seriesOffer.seriesId,
            businessName: businesses.find(({ id }) => id === sessions[0]!.businessId)!.businessName,
            sessions: sessions.map((session) => ({ bookingId: session.id, bookingDate: session.bookingDate, timeSlot: session.timeSlot, duration: session.duration, ...sessionInstants(session) })),
            payCents: sessions.reduce((cents, { duration }) => cents + sessionPayCents(duration, chef.hourlyRate * 100), 0),
            expiresAt: isoTimestamp(seriesOffer.expiresAt),
          });
        }
        return views.sort((a, b) => a.sessions[0]!.startsAt.localeCompare(b.sessions[0]!.startsAt) || a.id - b.id);
      });
    },

    /**
     * Accepting a series offer (DECISIONS.md section 20): in one transaction, every session still
     * offered that the chef may take is assigned to them, as a single accept assigns it; each
     * other one is answered with why not. The sessions' rows are locked first, in the one order
     * every accept of the series takes them, so of two accepts of a series the second waits and
     * then finds the sessions the first took filled: the first accept wins each session.
     */
    acceptSeries(principal: ChefPrincipal, seriesOfferId: number): Promise<SeriesAcceptance> {
      return withAssignmentKeys(OVERLAPS_YOUR_ASSIGNMENT, () =>
        ctx.db.write(async (manager) => {
          const seriesOffer = await manager.findOneBy(SeriesOffer, { id: seriesOfferId, chefId: principal.chefId });
          if (!seriesOffer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
          const sessionIds = (await manager.findBy(Offer, { seriesOfferId })).map(({ bookingId }) => bookingId);
          const sessions = sessionIds.length === 0 ? [] : (await findForUpdate(manager, Booking, { id: In(sessionIds) }, { id: 'ASC' })).sort(bySession);
          const chef = await requireChef(manager, principal.chefId, true);
          // Read again now that the sessions are ours: a concurrent accept may have filled some.
          const offers = await manager.findBy(Offer, { seriesOfferId });
          const now = ctx.now();
          const taken: Booking[] = [];
          const notTaken: SeriesAcceptance['notTaken'] = [];
          // Each chef whose offers this accept closes, with the sessions filled: told once, below.
          const filledFor = new Map<number, { chef: Chef; sessions: Booking[] }>();
          for (const session of sessions) {
            const offer = offers.find(({ bookingId }) => bookingId === session.id)!;
            if (offer.status === 'filled' || (await manager.existsBy(Assignment, { bookingId: session.id }))) {
              notTaken.push({ bookingId: session.id, reason: SESSION_HAS_A_CHEF });
              continue;
            }
            // Expired at its start, declined, withdrawn (canceled, moved): it dropped out of the offer.
            if (offer.status !== 'open' || offer.expiresAt <= now || session.status !== 'confirmed') continue;
            const [refusal] = await chefRefusals(manager, chef, session);
            if (refusal) {
              notTaken.push({ bookingId: session.id, reason: refusal.reason });
              continue;
            }
            await markOfferAccepted(manager, offer.id);
            for (const other of await assignIn(manager, session, chef, offer.id, { tell: false })) {
              filledFor.set(other.id, { chef: other, sessions: [...(filledFor.get(other.id)?.sessions ?? []), session] });
            }
            taken.push(session);
          }
          if (taken.length === 0 && notTaken.length === 0) throw new AppError('CONFLICT', OFFER_NOT_OPEN);
          if (taken.length > 0) await tellSeriesStaffed(manager, chef, taken, filledFor);
          return { taken: taken.map(({ id }) => id), notTaken };
        }),
      );
    },

    /** Declines every session still open of a series offer. */
    declineSeries(principal: ChefPrincipal, seriesOfferId: number): Promise<void> {
      return ctx.db.write(async (manager) => {
        if (!(await manager.existsBy(SeriesOffer, { id: seriesOfferId, chefId: principal.chefId }))) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
        const open = (await findForUpdate(manager, Offer, { seriesOfferId, status: 'open' })).filter((offer) => offer.expiresAt > ctx.now());
        if (open.length === 0) throw new AppError('CONFLICT', OFFER_NOT_OPEN);
        await declineOpenOffers(manager, open.map(({ id }) => id));
      });
    },

    /** The job of an offer's expiry: still-open offers become expired (running twice changes nothing). */
    async expireOffers(offerIds: number[]): Promise<void> {
      await ctx.db.write((manager) => expireOpenOffers(manager, offerIds, ctx.now()));
    },

    /** The Operations board: confirmed bookings between two days, by day, filtered by staffing. */
    board(input: OperationsBoardInput): Promise<BoardRow[]> {
      return ctx.db.read(async (manager) => {
        const from = input.from ?? vancouverToday(ctx.now());
        const to = input.to ?? shiftDay(from, BOARD_DEFAULT_DAYS - 1);
        // The schema checked a range given whole; a `to` alone is checked against today here.
        const problem = boardRangeProblem(from, to);
        if (problem) throw new AppError('BAD_REQUEST', problem, { to: problem });
        const bookings = await manager
          .createQueryBuilder(Booking, 'booking')
          .where('booking.status = :status AND booking.bookingDate BETWEEN :from AND :to', { status: 'confirmed', from, to })
          .orderBy('booking.bookingDate', 'ASC')
          .addOrderBy('booking.id', 'ASC')
          .getMany();
        const rows = await boardRows(manager, bookings, ctx.now());
        return input.staffing ? rows.filter((row) => row.staffing === input.staffing) : rows;
      });
    },
  };
}

async function existingBooking(manager: EntityManager, bookingId: number): Promise<Booking> {
  const booking = await manager.findOneBy(Booking, { id: bookingId });
  if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return booking;
}

/** What ranks a chef who may work a booking (DECISIONS.md section 14). */
type Standing = StaffingRank & ChefRating;

/** What ranking reads of each chef, in the query that finds or judges them: no second query over their ids. */
const STANDING_COLUMNS = (booking: Booking): ChefColumns => ({
  select: { ...CHEF_RATING_COLUMNS, favourite: FAVOURITE_OF, hasCompletedASession: HAS_COMPLETED_A_SESSION },
  parameters: { favouriteOf: booking.businessId },
});

/**
 * The chef who worked the latest completed session of the booking's series: the chef a kitchen
 * expects back each week (DECISIONS.md section 20). Null for a single booking.
 */
async function seriesRegular(manager: EntityManager, booking: Booking): Promise<number | null> {
  if (booking.seriesId === null) return null;
  const latest = await manager
    .createQueryBuilder(Assignment, 'assignment')
    .innerJoin(Booking, 'session', 'session.id = assignment.bookingId')
    .select('assignment.chefId', 'chefId')
    .where('session.seriesId = :seriesId AND session.status = :completed', { seriesId: booking.seriesId, completed: 'completed' })
    .orderBy('session.bookingDate', 'DESC')
    .addOrderBy('session.id', 'DESC')
    .limit(1)
    .getRawOne<{ chefId: number | string }>();
  return latest ? Number(latest.chefId) : null;
}

/**
 * The chefs who may work a booking in the one order eligible chefs are given everywhere: a
 * series' regular chef first (section 20), then DECISIONS.md section 14's order (the
 * business's favourites, then score, New as 80, then rating; alike, by name): the eligible
 * chefs' list, the candidates and the offers all follow it.
 */
async function ranking(manager: EntityManager, booking: Booking, eligible: Omit<Judgement, 'refusals'>[], now: Date): Promise<{ chef: JudgedChef; standing: Standing }[]> {
  // Every chef's events of the window: a few rows, where asking for the eligible ones would list their ids.
  const tallies = await recentEventTallies(manager, now);
  const regular = await seriesRegular(manager, booking);
  return eligible
    .map(({ chef, columns }) => ({
      chef,
      standing: {
        // A condition answers 1 or 0 on SQLite, true or false on PostgreSQL.
        favourite: Boolean(columns.favourite),
        score: scoreOf(tallies.get(chef.id), Boolean(columns.hasCompletedASession)),
        ...chefRatingOf(columns.ratingCount, columns.ratingStars),
      },
    }))
    .sort((a, b) => Number(b.chef.id === regular) - Number(a.chef.id === regular) || byStaffingRank(a.standing, b.standing));
}

/** The chefs who may work the booking, ranked. */
async function rankedEligible(manager: EntityManager, booking: Booking, now: Date): Promise<{ chef: JudgedChef; standing: Standing }[]> {
  return ranking(manager, booking, await eligibleChefsFor(manager, booking, STANDING_COLUMNS(booking)), now);
}

/** Every chef judged for the booking: those who may work it first, ranked, then the others by name with every reason. */
async function candidatesIn(manager: EntityManager, booking: Booking, now: Date): Promise<{ chef: JudgedChef; refusals: Refusal[] }[]> {
  const judged = await judgeChefs(manager, booking, { columns: STANDING_COLUMNS(booking) });
  const ranked = await ranking(
    manager,
    booking,
    judged.filter(({ refusals }) => refusals.length === 0),
    now,
  );
  return [...ranked.map(({ chef }) => ({ chef, refusals: [] })), ...judged.filter(({ refusals }) => refusals.length > 0)];
}

/**
 * The chefs who may work the booking as entities (an offer emails them), in the ranking's order;
 * only the business's favourites among them when asked (the ranking already knows who they are).
 */
async function eligibleIn(manager: EntityManager, booking: Booking, now: Date, { favouritesOnly = false } = {}): Promise<Chef[]> {
  const ids = (await rankedEligible(manager, booking, now)).filter(({ standing }) => !favouritesOnly || standing.favourite).map(({ chef }) => chef.id);
  const byId = new Map((await manager.findBy(Chef, { id: In(ids) })).map((chef) => [chef.id, chef]));
  return ids.map((id) => byId.get(id)!);
}

/** The chefs not holding an open offer of the booking and not having declined one: those still to ask. */
async function notYetOffered(manager: EntityManager, bookingId: number, chefs: Chef[]): Promise<Chef[]> {
  const asked = new Set((await manager.findBy(Offer, { bookingId, status: In(['open', 'declined']) })).map(({ chefId }) => chefId));
  return chefs.filter(({ id }) => !asked.has(id));
}

/** The chefs holding no open offer of the booking: a series offer leaves a session to a chef's own open offer of it. */
async function notHoldingAnOffer(manager: EntityManager, bookingId: number, chefs: Chef[]): Promise<Chef[]> {
  const holding = new Set((await manager.findBy(Offer, { bookingId, status: 'open' })).map(({ chefId }) => chefId));
  return chefs.filter(({ id }) => !holding.has(id));
}

/**
 * A series' sessions that may still be staffed (confirmed, not started, no chef), by session;
 * locked in the order every accept of the series locks them, so an offer and an accept of the
 * series run one after the other.
 */
async function unstaffedSessions(manager: EntityManager, seriesId: number, now: Date): Promise<Booking[]> {
  const sessions = (await findForUpdate(manager, Booking, { seriesId, status: 'confirmed' }, { id: 'ASC' })).filter((session) => bookingStart(session) > now).sort(bySession);
  if (sessions.length === 0) return [];
  const staffed = new Set((await manager.findBy(Assignment, { bookingId: In(sessions.map(({ id }) => id)) })).map(({ bookingId }) => bookingId));
  return sessions.filter(({ id }) => !staffed.has(id));
}

/** The admin dashboard's count of bookings starting soon without a chef, as the board counts them (unstaffedSoon). */
export async function countUnstaffedSoon(manager: EntityManager, now: Date): Promise<{ awaitingChef: number; offered: number }> {
  const today = vancouverToday(now);
  const horizon = vancouverToday(new Date(now.getTime() + UNSTAFFED_WARNING_HOURS * 3_600_000));
  const bookings = await manager
    .createQueryBuilder(Booking, 'booking')
    .leftJoin(Assignment, 'assignment', 'assignment.bookingId = booking.id')
    .where('booking.status = :status AND booking.bookingDate BETWEEN :today AND :horizon', { status: 'confirmed', today, horizon })
    .andWhere('assignment.id IS NULL')
    .getMany();
  return unstaffedSoon(await boardRows(manager, bookings, now));
}

/** Starts within the 12 hours by which its chef should have confirmed, and has not started yet. */
function unconfirmedLate(booking: Pick<Booking, 'bookingDate' | 'timeSlot'>, now: Date): boolean {
  const start = bookingStart(booking).getTime();
  return start > now.getTime() && start - now.getTime() <= CONFIRMATION_DEADLINE_HOURS * 3_600_000;
}

/** Starts within the warning window and has not started yet. */
function isUrgent(booking: Pick<Booking, 'bookingDate' | 'timeSlot'>, now: Date): boolean {
  const start = bookingStart(booking).getTime();
  return start > now.getTime() && start - now.getTime() <= UNSTAFFED_WARNING_HOURS * 3_600_000;
}

/**
 * Board rows for bookings, with their chef and open offers (each with its chef's name): four
 * reads, each a slice of ids at a time, as a month of bookings is more ids than one statement
 * may bind.
 */
async function boardRows(manager: EntityManager, bookings: Booking[], now: Date): Promise<BoardRow[]> {
  if (bookings.length === 0) return [];
  const ids = bookings.map(({ id }) => id);
  const assignments = new Map((await inSlices(ids, (slice) => manager.findBy(Assignment, { bookingId: In(slice) }))).map((assignment) => [assignment.bookingId, assignment]));
  const offers = (await inSlices(ids, (slice) => manager.findBy(Offer, { bookingId: In(slice), status: 'open' })))
    .filter((offer) => offer.expiresAt > now)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const openOffers = groupBy(offers, ({ bookingId }) => bookingId);
  // The assigned chefs and those offered a booking, read together.
  const chefIds = [...new Set([...assignments.values(), ...offers].map(({ chefId }) => chefId))];
  const chefs = new Map((await inSlices(chefIds, (slice) => manager.findBy(Chef, { id: In(slice) }))).map((chef) => [chef.id, chef]));
  const businessIds = [...new Set(bookings.map(({ businessId }) => businessId))];
  const businesses = new Map((await inSlices(businessIds, (slice) => manager.findBy(Business, { id: In(slice) }))).map((business) => [business.id, business]));
  return bookings.map((booking) => {
    const assignment = assignments.get(booking.id);
    const chef = assignment ? chefs.get(assignment.chefId)! : null;
    const open = openOffers.get(booking.id) ?? [];
    const business = businesses.get(booking.businessId)!;
    const staffing: Staffing = chef ? 'assigned' : open.length > 0 ? 'offered' : 'awaiting-chef';
    return {
      bookingId: booking.id,
      businessId: booking.businessId,
      businessName: business.businessName,
      city: business.city,
      bookingDate: booking.bookingDate,
      timeSlot: booking.timeSlot,
      serviceType: booking.serviceType,
      duration: booking.duration,
      ...sessionInstants(booking),
      staffing,
      chef: chef ? toBookingChef(chef) : null,
      openOffers: open.length,
      offers: open.map((offer) => ({ chefId: offer.chefId, name: chefs.get(offer.chefId)!.name, expiresAt: isoTimestamp(offer.expiresAt) })),
      urgent: !chef && isUrgent(booking, now),
      unconfirmed: assignment !== undefined && assignment.confirmedAt === null && unconfirmedLate(booking, now),
      seriesId: booking.seriesId,
    };
  });
}
