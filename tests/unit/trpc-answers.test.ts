import type { inferRouterOutputs } from '@trpc/server';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { usernameCheckAnswer } from '../../src/common/schemas/answers/accounts.js';
import type { availabilityAnswer } from '../../src/common/schemas/answers/availability.js';
import type { canceledBookingAnswer, createBookingAnswer } from '../../src/common/schemas/answers/bookings.js';
import type { dashboardAnswer, jobListAnswer, sessionAnswer, settingsAnswer } from '../../src/common/schemas/answers/businesses.js';
import type { chefAnswer, chefAssignmentsAnswer, chefSelfAnswer, setAvailabilityAnswer, timeOffAnswer } from '../../src/common/schemas/answers/chefs.js';
import type { favouriteAddedAnswer, favouriteRemovedAnswer, ratingAnswer, timesheetAnswer } from '../../src/common/schemas/answers/session-life.js';
import type { bookingAnswer } from '../../src/common/schemas/answers/shared.js';
import type { boardRowAnswer, candidateAnswer, chefOfferAnswer, eligibleChefAnswer, offerAnswer } from '../../src/common/schemas/answers/staffing.js';
import type { AppRouter } from '../../src/server/router.js';

/**
 * Where a tRPC procedure answers the same object as its REST twin, its
 * output is the REST answer's zod type. These are type assertions: `npm run typecheck` (tsc -b
 * over tests/) fails when a procedure's output drifts from the schema, with no runtime `.output()`
 * validation on the hot paths. REST's own envelope ({success, booking}, {weekly}, {jobs}) is left out: the procedure answers
 * what is inside it. (admin.chef is not here: it adds the chef's ratings and no-shows.)
 */

type Outputs = inferRouterOutputs<AppRouter>;
type Answer<S extends z.ZodType> = z.output<S>;

describe("tRPC procedures' outputs", () => {
  it('are the REST answers of the business calls', () => {
    expectTypeOf<Outputs['public']['session']>().toEqualTypeOf<Answer<typeof sessionAnswer>>();
    expectTypeOf<Outputs['public']['checkUsername']>().toEqualTypeOf<Answer<typeof usernameCheckAnswer>>();
    expectTypeOf<Outputs['public']['blockedSlots']>().toEqualTypeOf<Answer<typeof availabilityAnswer>>();
    expectTypeOf<Outputs['business']['dashboard']>().toEqualTypeOf<Answer<typeof dashboardAnswer>>();
    expectTypeOf<Outputs['business']['updateSettings']>().toEqualTypeOf<Answer<typeof settingsAnswer>>();
    expectTypeOf<Outputs['business']['addFavourite']>().toEqualTypeOf<Answer<typeof favouriteAddedAnswer>>();
    expectTypeOf<Outputs['business']['removeFavourite']>().toEqualTypeOf<Answer<typeof favouriteRemovedAnswer>>();
  });

  it('are the REST answers of the bookings calls', () => {
    expectTypeOf<Outputs['business']['bookings']['create']>().toEqualTypeOf<Answer<typeof createBookingAnswer>['booking']>();
    expectTypeOf<Outputs['business']['bookings']['create']>().toEqualTypeOf<Answer<typeof bookingAnswer>>();
    expectTypeOf<Outputs['business']['bookings']['cancel']>().toEqualTypeOf<Answer<typeof canceledBookingAnswer>>();
    expectTypeOf<Outputs['business']['bookings']['reschedule']>().toEqualTypeOf<Answer<typeof bookingAnswer>>();
    expectTypeOf<Outputs['business']['bookings']['rate']>().toEqualTypeOf<Answer<typeof ratingAnswer>>();
  });

  it('are the REST answers of the chef portal', () => {
    expectTypeOf<Outputs['chef']['offers']>().toEqualTypeOf<Answer<typeof chefOfferAnswer>[]>();
    expectTypeOf<Outputs['chef']['acceptOffer']>().toEqualTypeOf<Answer<typeof offerAnswer>>();
    expectTypeOf<Outputs['chef']['declineOffer']>().toEqualTypeOf<Answer<typeof offerAnswer>>();
    expectTypeOf<Outputs['chef']['me']>().toEqualTypeOf<Answer<typeof chefSelfAnswer>>();
    expectTypeOf<Outputs['chef']['assignments']>().toEqualTypeOf<Answer<typeof chefAssignmentsAnswer>>();
    expectTypeOf<Outputs['chef']['setAvailability']>().toEqualTypeOf<Answer<typeof setAvailabilityAnswer>['weekly']>();
    expectTypeOf<Outputs['chef']['addTimeOff']>().toEqualTypeOf<Answer<typeof timeOffAnswer>>();
    expectTypeOf<Outputs['chef']['submitTimesheet']>().toEqualTypeOf<Answer<typeof timesheetAnswer>>();
    expectTypeOf<Outputs['chef']['rateBusiness']>().toEqualTypeOf<Answer<typeof ratingAnswer>>();
  });

  it('are the REST answers of the admin calls', () => {
    expectTypeOf<Outputs['admin']['createChef']>().toEqualTypeOf<Answer<typeof chefAnswer>>();
    expectTypeOf<Outputs['admin']['updateChef']>().toEqualTypeOf<Answer<typeof chefAnswer>>();
    expectTypeOf<Outputs['admin']['operations']>().toEqualTypeOf<Answer<typeof boardRowAnswer>[]>();
    expectTypeOf<Outputs['admin']['eligibleChefs']>().toEqualTypeOf<Answer<typeof eligibleChefAnswer>[]>();
    expectTypeOf<Outputs['admin']['candidates']>().toEqualTypeOf<Answer<typeof candidateAnswer>[]>();
    expectTypeOf<Outputs['admin']['offerBooking']>().toEqualTypeOf<Answer<typeof offerAnswer>[]>();
    expectTypeOf<Outputs['admin']['assignChef']>().toEqualTypeOf<Answer<typeof boardRowAnswer>>();
    expectTypeOf<Outputs['admin']['unassignChef']>().toEqualTypeOf<Answer<typeof boardRowAnswer>>();
    expectTypeOf<Outputs['admin']['jobs']>().toEqualTypeOf<Answer<typeof jobListAnswer>['jobs']>();
  });
});
