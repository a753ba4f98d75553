import { Router } from 'express';
import type { z } from 'zod';
import type { setAvailabilityAnswer } from '../../../common/schemas/answers/chefs.js';
import { chefCreateInput, chefUpdateInput, chefLoginInput, chefLoginLinkInput, chefProfileInput, timeOffInput, weeklyAvailabilityInput } from '../../../common/schemas/chefs.js';
import { idParam } from '../../../common/schemas/fields.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireAdmin, requireChef } from '../../core/http/rest-handler.js';
import { chefLogIn, chefLogOut } from './sign-in.js';

/** The REST handlers of this area: its admin calls, mounted at /api/admin. */
export function chefsAdminApiRoutes(): Router {
  const routes = Router();

  /** DECISIONS.md section 8's chef calls for integrators. */
  routes.get(
    '/chefs',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.chefs.all());
    }),
  );

  routes.post(
    '/chefs',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.status(201).json(await contextOf(res).services.chefs.create(admin, parseInput(chefCreateInput, req.body)));
    }),
  );

  routes.get(
    '/chefs/:id',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.chefs.get(parseInput(idParam, req.params.id)));
    }),
  );

  routes.patch(
    '/chefs/:id',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const id = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.chefs.update(admin, id, parseInput(chefUpdateInput, req.body)));
    }),
  );

  routes.post(
    '/chefs/:id/invite',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.chefAccounts.invite(admin, parseInput(idParam, req.params.id)));
    }),
  );

  // DECISIONS.md section 14: the admin lifts a suspension early; answers the chef.
  routes.delete(
    '/chefs/:id/suspension',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.chefs.liftSuspension(admin, parseInput(idParam, req.params.id)));
    }),
  );

  return routes;
}

/** The REST handlers of this area: its chef calls, mounted at /api/chef. */
export function chefsChefApiRoutes(): Router {
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
      res.json({ weekly: await contextOf(res).services.chefs.setWeeklyAvailability(chef.chefId, weekly) } satisfies z.output<typeof setAvailabilityAnswer>);
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
