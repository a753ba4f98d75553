import { In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { favouriteAddedAnswer, favouriteRemovedAnswer, ratingAnswer } from '../../../common/schemas/answers/session-life.js';
import type { RatingInput } from '../../../common/schemas/ratings.js';
import { MIN_RATINGS_FOR_AVERAGE, RATING_WINDOW_DAYS, type RatingAuthor } from '../../../common/session-life.js';
import { isUniqueViolation } from '../../core/db/database.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';
import { Favourite, Rating } from './entities.js';
import { AppError } from '../../core/errors.js';
import { BOOKING_NOT_FOUND } from '../bookings/index.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal, ServiceContext } from '../../core/service-context.js';

export const RATING_NOT_COMPLETED = 'A booking can be rated once it is completed';
export const RATING_WINDOW_CLOSED = `Ratings close ${RATING_WINDOW_DAYS} days after the booking is completed`;
export const RATING_NO_CHEF = 'This booking had no chef to rate';
export const RATING_ALREADY_GIVEN = 'You have already rated this booking';
export const FAVOURITE_NEVER_WORKED = 'Only a chef who has worked for you can be a favourite';

const RATING_WINDOW_MS = RATING_WINDOW_DAYS * 86_400_000;

/** One side's rating of the other, as its author, the other side (once visible) and the admin see it. */
export type RatingView = z.output<typeof ratingAnswer>;

/**
 * A completed booking's ratings as one side sees them: its own, and the other side's only once
 * both have rated or the window has closed (DECISIONS.md section 10).
 */
export interface BookingRatings {
  bookingId: number;
  /** When rating closes: 7 days after completion. */
  rateBy: string;
  canRate: boolean;
  mine: RatingView | null;
  theirs: RatingView | null;
}

/** A rating on the admin's screens, with who rated whom. */
export interface AdminRatingView extends RatingView {
  bookingDate: string;
  business: { id: number; name: string };
  chef: { id: number; name: string };
}

/** A chef's average of the stars businesses gave them, shown once it rests on 3 or more ratings. */
export interface ChefRating {
  /** One decimal; null until `ratingCount` reaches MIN_RATINGS_FOR_AVERAGE. */
  rating: number | null;
  ratingCount: number;
}

function toRatingView(rating: Rating): RatingView {
  return { bookingId: rating.bookingId, author: rating.author, stars: rating.stars, comment: rating.comment, createdAt: isoTimestamp(rating.createdAt) };
}

function ratingClosesAt(booking: Pick<Booking, 'completedAt'>): Date {
  return new Date(booking.completedAt!.getTime() + RATING_WINDOW_MS);
}

function bookingRatings(side: RatingAuthor, booking: Booking, ratings: Rating[], now: Date): BookingRatings {
  const closesAt = ratingClosesAt(booking);
  const open = now < closesAt;
  const mine = ratings.find((rating) => rating.bookingId === booking.id && rating.author === side);
  const theirs = ratings.find((rating) => rating.bookingId === booking.id && rating.author !== side);
  return {
    bookingId: booking.id,
    rateBy: closesAt.toISOString(),
    canRate: open && !mine,
    mine: mine ? toRatingView(mine) : null,
    theirs: theirs && (mine || !open) ? toRatingView(theirs) : null,
  };
}

/**
 * The averages of chefs' ratings by businesses. With `revealedAt`, only ratings that both sides
 * may already see count (the chef rated too, or the window closed by then): a public average
 * must not let a chef work out a rating they are not yet allowed to see. The admin sees every
 * rating, so its averages count them all.
 */
export async function chefRatings(manager: EntityManager, chefIds: number[], revealedAt?: Date): Promise<Map<number, ChefRating>> {
  if (chefIds.length === 0) return new Map();
  const query = manager
    .createQueryBuilder(Rating, 'rating')
    .select('rating.chefId', 'chefId')
    .addSelect('COUNT(*)', 'count')
    .addSelect('SUM(rating.stars)', 'total')
    .where({ chefId: In(chefIds), author: 'business' })
    .groupBy('rating.chefId');
  if (revealedAt) {
    query
      .innerJoin(Booking, 'booking', 'booking.id = rating.bookingId')
      .leftJoin(Rating, 'answer', 'answer.bookingId = rating.bookingId AND answer.author = :chefAuthor', { chefAuthor: 'chef' })
      .andWhere('(answer.id IS NOT NULL OR booking.completedAt <= :closedBy)', { closedBy: new Date(revealedAt.getTime() - RATING_WINDOW_MS) });
  }
  const rows = await query.getRawMany<{ chefId: number | string; count: number | string; total: number | string }>();
  const rowsByChef = new Map(rows.map((row) => [Number(row.chefId), row]));
  return new Map(chefIds.map((chefId) => [chefId, chefRatingOf(rowsByChef.get(chefId)?.count, rowsByChef.get(chefId)?.total)]));
}

/**
 * The businesses' ratings of the row `chef` (every one, as the admin sees them), for a query over
 * chefs to select beside its own columns: how many, and their stars in all.
 */
export const CHEF_RATING_COLUMNS = {
  ratingCount: "(SELECT COUNT(*) FROM rating business_rating WHERE business_rating.\"chefId\" = chef.id AND business_rating.author = 'business')",
  ratingStars: "(SELECT SUM(business_rating.stars) FROM rating business_rating WHERE business_rating.\"chefId\" = chef.id AND business_rating.author = 'business')",
};

/** A chef's average from how many ratings and their stars in all, as a query answers them (numbers or text, NULL for none). */
export function chefRatingOf(count: unknown, stars: unknown): ChefRating {
  const ratingCount = Number(count ?? 0);
  return { rating: ratingCount >= MIN_RATINGS_FOR_AVERAGE ? Math.round((Number(stars) / ratingCount) * 10) / 10 : null, ratingCount };
}

/** A condition on the row `chef`: it is a favourite of the business :favouriteOf. */
export const FAVOURITE_OF = 'EXISTS (SELECT 1 FROM favourite WHERE favourite."businessId" = :favouriteOf AND favourite."chefId" = chef.id)';

/** The ids of a business's favourite chefs. */
async function favouriteChefIds(manager: EntityManager, businessId: number): Promise<Set<number>> {
  return new Set((await manager.findBy(Favourite, { businessId })).map(({ chefId }) => chefId));
}

/**
 * Ratings and favourites (DECISIONS.md section 10): for 7 days after a booking is completed,
 * the business rates its chef and the chef rates the business, once each (the unique index
 * UQ_rating_booking_author decides a race); a business marks chefs who worked for it as favourites.
 */
export function createRatingService(ctx: ServiceContext) {
  /** Checks that the booking may be rated now by `author` and writes the rating; the index refuses a second one. */
  async function rate(author: RatingAuthor, find: (manager: EntityManager) => Promise<{ booking: Booking; chefId: number | null }>, input: RatingInput): Promise<RatingView> {
    try {
      return await ctx.db.write(async (manager) => {
        const { booking, chefId } = await find(manager);
        if (booking.status !== 'completed' || booking.completedAt === null) throw new AppError('CONFLICT', RATING_NOT_COMPLETED);
        const now = ctx.now();
        if (now >= ratingClosesAt(booking)) throw new AppError('CONFLICT', RATING_WINDOW_CLOSED);
        if (chefId === null) throw new AppError('CONFLICT', RATING_NO_CHEF);
        if (await manager.existsBy(Rating, { bookingId: booking.id, author })) throw new AppError('CONFLICT', RATING_ALREADY_GIVEN);
        const { identifiers } = await manager.insert(Rating, {
          bookingId: booking.id,
          author,
          chefId,
          businessId: booking.businessId,
          stars: input.stars,
          comment: input.comment || null,
          createdAt: now,
        });
        return toRatingView(await manager.findOneByOrFail(Rating, { id: identifiers[0]!.id as number }));
      });
    } catch (error) {
      // Two ratings sent at once: the second insert meets the first in the unique index.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', RATING_ALREADY_GIVEN);
      throw error;
    }
  }

  async function chefOf(manager: EntityManager, bookingId: number): Promise<number | null> {
    return (await manager.findOneBy(Assignment, { bookingId }))?.chefId ?? null;
  }

  /** Completed bookings of the given ids with the ratings on them, as `side` sees them. */
  async function ratingsSeenBy(manager: EntityManager, side: RatingAuthor, bookingIds: number[]): Promise<BookingRatings[]> {
    if (bookingIds.length === 0) return [];
    const bookings = await manager.find(Booking, { where: { id: In(bookingIds), status: 'completed' }, order: { bookingDate: 'DESC', id: 'DESC' } });
    const completed = bookings.filter((booking) => booking.completedAt !== null);
    if (completed.length === 0) return [];
    const ratings = await manager.findBy(Rating, { bookingId: In(completed.map(({ id }) => id)) });
    const now = ctx.now();
    return completed.map((booking) => bookingRatings(side, booking, ratings, now));
  }

  return {
    /** POST /api/bookings/{id}/rating: the business rates the chef who worked the booking. */
    rateChef(principal: BusinessPrincipal, bookingId: number, input: RatingInput): Promise<RatingView> {
      return rate(
        'business',
        async (manager) => {
          const booking = await manager.findOneBy(Booking, { id: bookingId, businessId: principal.businessId });
          if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
          return { booking, chefId: await chefOf(manager, bookingId) };
        },
        input,
      );
    },

    /** POST /api/chef/assignments/{bookingId}/rating: the chef rates the business they worked for. */
    rateBusiness(principal: ChefPrincipal, bookingId: number, input: RatingInput): Promise<RatingView> {
      return rate(
        'chef',
        async (manager) => {
          const assignment = await manager.findOneBy(Assignment, { bookingId, chefId: principal.chefId });
          const booking = assignment && (await manager.findOneBy(Booking, { id: bookingId }));
          if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
          return { booking, chefId: principal.chefId };
        },
        input,
      );
    },

    /** The business's completed bookings that had a chef, with their ratings as the business may see them. */
    businessRatings(principal: BusinessPrincipal): Promise<BookingRatings[]> {
      return ctx.db.read(async (manager) => {
        const worked = await manager
          .createQueryBuilder(Assignment, 'assignment')
          .innerJoin(Booking, 'booking', 'booking.id = assignment.bookingId')
          .where('booking.businessId = :businessId', { businessId: principal.businessId })
          .getMany();
        return ratingsSeenBy(manager, 'business', worked.map(({ bookingId }) => bookingId));
      });
    },

    /** The chef's completed assignments with their ratings as the chef may see them. */
    chefRatingsOfAssignments(principal: ChefPrincipal): Promise<BookingRatings[]> {
      return ctx.db.read(async (manager) => {
        const assignments = await manager.findBy(Assignment, { chefId: principal.chefId });
        return ratingsSeenBy(manager, 'chef', assignments.map(({ bookingId }) => bookingId));
      });
    },

    /** Every rating of a business's bookings or of a chef's, newest first: the admin sees them all. */
    adminRatings(_admin: AdminPrincipal, about: { businessId?: number; chefId?: number }): Promise<AdminRatingView[]> {
      return ctx.db.read(async (manager) => {
        const ratings = await manager.find(Rating, {
          where: { ...(about.businessId === undefined ? {} : { businessId: about.businessId }), ...(about.chefId === undefined ? {} : { chefId: about.chefId }) },
          order: { createdAt: 'DESC', id: 'DESC' },
        });
        if (ratings.length === 0) return [];
        const bookings = await manager.findBy(Booking, { id: In([...new Set(ratings.map(({ bookingId }) => bookingId))]) });
        const businesses = await manager.findBy(Business, { id: In([...new Set(ratings.map(({ businessId }) => businessId))]) });
        const chefs = await manager.findBy(Chef, { id: In([...new Set(ratings.map(({ chefId }) => chefId))]) });
        return ratings.map((rating) => {
          const business = businesses.find(({ id }) => id === rating.businessId)!;
          const chef = chefs.find(({ id }) => id === rating.chefId)!;
          return {
            ...toRatingView(rating),
            bookingDate: bookings.find(({ id }) => id === rating.bookingId)!.bookingDate,
            business: { id: business.id, name: business.businessName },
            chef: { id: chef.id, name: chef.name },
          };
        });
      });
    },

    /** The ids of the business's favourite chefs. */
    favourites(principal: BusinessPrincipal): Promise<number[]> {
      return ctx.db.read(async (manager) => [...(await favouriteChefIds(manager, principal.businessId))].sort((a, b) => a - b));
    },

    /**
     * PUT /api/business/favourites/{chefId}: only a chef assigned to one of the business's
     * bookings (a completed one, or one still to come) qualifies. Marking twice changes nothing.
     */
    addFavourite(principal: BusinessPrincipal, chefId: number): Promise<z.output<typeof favouriteAddedAnswer>> {
      return ctx.db.write(async (manager) => {
        const worked = await manager
          .createQueryBuilder(Assignment, 'assignment')
          .innerJoin(Booking, 'booking', 'booking.id = assignment.bookingId')
          .where({ chefId })
          .andWhere('booking.businessId = :businessId', { businessId: principal.businessId })
          .getExists();
        if (!worked) throw new AppError('CONFLICT', FAVOURITE_NEVER_WORKED);
        await manager.createQueryBuilder().insert().into(Favourite).values({ businessId: principal.businessId, chefId, createdAt: ctx.now() }).orIgnore().execute();
        return { chefId, favourite: true as const };
      });
    },

    /** DELETE /api/business/favourites/{chefId}: removing one that is not there changes nothing. */
    removeFavourite(principal: BusinessPrincipal, chefId: number): Promise<z.output<typeof favouriteRemovedAnswer>> {
      return ctx.db.write(async (manager) => {
        await manager.delete(Favourite, { businessId: principal.businessId, chefId });
        return { chefId, favourite: false as const };
      });
    },
  };
}
