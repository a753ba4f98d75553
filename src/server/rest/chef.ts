import { Router } from 'express';
import { chefLoginInput, chefLoginLinkInput, chefProfileInput, timeOffInput, weeklyAvailabilityInput } from '../../common/schemas/chefs.js';
import { idParam } from '../../common/schemas/fields.js';
import { ratingInput } from '../../common/schemas/ratings.js';
import { timesheetInput } from '../../common/schemas/timesheets.js';
import { parseInput } from '../core/http/errors.js';
import { chefLogIn, chefLogOut } from '../core/call-context.js';
import { contextOf, handle, requireChef } from '../core/http/rest-handler.js';

/** DECISIONS.md section 8's chef calls, mounted at /api/chef. */
export function chefRoutes(): Router {
  const routes = Router();

  routes.post(
    '/login-link',
    handle(async (req, res) => {
      const ctx = contextOf(res);
      res.json(await ctx.services.chefAccounts.requestLink(parseInput(chefLoginLinkInput, req.body).email, ctx.clientAddress));
    }),
  );

  routes.post(
    '/login',
    handle(async (req, res) => {
      res.json(await chefLogIn(contextOf(res), parseInput(chefLoginInput, req.body)));
    }),
  );

  routes.post(
    '/logout',
    handle(async (_req, res) => {
      res.json(await chefLogOut(contextOf(res)));
    }),
  );

  routes.get(
    '/me',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.chefPortal.me(requireChef(res)));
    }),
  );

  routes.patch(
    '/me',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.json(await contextOf(res).services.chefPortal.updateProfile(chef, parseInput(chefProfileInput, req.body)));
    }),
  );

  routes.put(
    '/availability',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const { weekly } = parseInput(weeklyAvailabilityInput, req.body);
      res.json({ weekly: await contextOf(res).services.chefs.setWeeklyAvailability(chef.chefId, weekly) });
    }),
  );

  routes.post(
    '/time-off',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.status(201).json(await contextOf(res).services.chefPortal.addTimeOff(chef, parseInput(timeOffInput, req.body)));
    }),
  );

  routes.delete(
    '/time-off/:id',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.json(await contextOf(res).services.chefPortal.removeTimeOff(chef, parseInput(idParam, req.params.id)));
    }),
  );

  routes.get(
    '/offers',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.staffing.chefOffers(requireChef(res)));
    }),
  );

  routes.post(
    '/offers/:id/accept',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.json(await contextOf(res).services.staffing.accept(chef, parseInput(idParam, req.params.id)));
    }),
  );

  routes.post(
    '/offers/:id/decline',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.json(await contextOf(res).services.staffing.decline(chef, parseInput(idParam, req.params.id)));
    }),
  );

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

  routes.get(
    '/assignments',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.chefPortal.assignments(requireChef(res)));
    }),
  );

  /** No session: a calendar app subscribes with the URL alone, so the token is the secret. */
  routes.get(
    '/calendar/:token.ics',
    handle(async (req, res) => {
      const feed = await contextOf(res).services.chefPortal.calendarFeed(String(req.params.token));
      res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, no-cache').send(feed);
    }),
  );

  return routes;
}
