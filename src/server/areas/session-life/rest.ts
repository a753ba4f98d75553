import { Router } from 'express';
import type { z } from 'zod';
import type { timesheetDecisionAnswer } from '../../../common/schemas/answers/session-life.js';
import { idParam } from '../../../common/schemas/fields.js';
import { ratingInput } from '../../../common/schemas/ratings.js';
import { timesheetDisputeInput, timesheetInput } from '../../../common/schemas/timesheets.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireBusiness, requireChef } from '../../core/http/rest-handler.js';

type TimesheetDecision = z.output<typeof timesheetDecisionAnswer>;

/** The REST handlers of this area: its calls under /api. */
export function sessionLifeApiRoutes(): Router {
  const routes = Router();

  // DECISIONS.md section 10: the business answers its chef's timesheet.
  routes.post(
    '/bookings/:id/timesheet/confirm',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const timesheet = await contextOf(res).services.timesheets.confirm(principal, parseInput(idParam, req.params.id));
      res.json({ success: true, timesheet } satisfies TimesheetDecision);
    }),
  );

  routes.post(
    '/bookings/:id/timesheet/dispute',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const bookingId = parseInput(idParam, req.params.id);
      const { reason } = parseInput(timesheetDisputeInput, req.body);
      res.json({ success: true, timesheet: await contextOf(res).services.timesheets.dispute(principal, bookingId, reason) } satisfies TimesheetDecision);
    }),
  );

  // DECISIONS.md section 10: within 7 days of completion, the business rates its chef, once (201, the rating).
  routes.post(
    '/bookings/:id/rating',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const bookingId = parseInput(idParam, req.params.id);
      res.status(201).json(await contextOf(res).services.ratings.rateChef(principal, bookingId, parseInput(ratingInput, req.body)));
    }),
  );

  routes.put(
    '/business/favourites/:chefId',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.ratings.addFavourite(principal, parseInput(idParam, req.params.chefId)));
    }),
  );

  routes.delete(
    '/business/favourites/:chefId',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.ratings.removeFavourite(principal, parseInput(idParam, req.params.chefId)));
    }),
  );

  return routes;
}

/** The REST handlers of this area: its chef calls, mounted at /api/chef. */
export function sessionLifeChefApiRoutes(): Router {
  const routes = Router();

  // DECISIONS.md section 10: the hours worked, from the booking's start on (201, the timesheet).
  routes.post(
    '/assignments/:bookingId/timesheet',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const bookingId = parseInput(idParam, req.params.bookingId);
      res.status(201).json(await contextOf(res).services.timesheets.submit(chef, bookingId, parseInput(timesheetInput, req.body)));
    }),
  );

  // DECISIONS.md section 10: within 7 days of completion, the chef rates the business, once (201, the rating).
  routes.post(
    '/assignments/:bookingId/rating',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const bookingId = parseInput(idParam, req.params.bookingId);
      res.status(201).json(await contextOf(res).services.ratings.rateBusiness(chef, bookingId, parseInput(ratingInput, req.body)));
    }),
  );

  return routes;
}
