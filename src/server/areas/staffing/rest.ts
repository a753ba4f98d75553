import { Router } from 'express';
import { idParam } from '../../../common/schemas/fields.js';
import { assignChefInput, offerInput, operationsBoardInput } from '../../../common/schemas/staffing.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireAdmin, requireChef } from '../../core/http/rest-handler.js';

/** The REST handlers of this area: its admin calls, mounted at /api/admin. */
export function staffingAdminApiRoutes(): Router {
  const routes = Router();

  /** DECISIONS.md section 9's staffing calls. */
  routes.get(
    '/bookings',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.staffing.board(parseInput(operationsBoardInput, req.query)));
    }),
  );

  routes.get(
    '/bookings/:id/eligible-chefs',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.staffing.eligibleChefs(parseInput(idParam, req.params.id)));
    }),
  );

  routes.get(
    '/bookings/:id/candidates',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.staffing.candidates(parseInput(idParam, req.params.id)));
    }),
  );

  routes.post(
    '/bookings/:id/offers',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const { chefIds } = parseInput(offerInput, req.body);
      res.status(201).json(await contextOf(res).services.staffing.offer(admin, parseInput(idParam, req.params.id), chefIds));
    }),
  );

  /** DECISIONS.md section 17: every open offer of the booking withdrawn, its chef told. */
  routes.delete(
    '/bookings/:id/offers',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json({ success: true, ...(await contextOf(res).services.staffing.withdrawOffers(admin, parseInput(idParam, req.params.id))) });
    }),
  );

  routes.put(
    '/bookings/:id/chef',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const { chefId } = parseInput(assignChefInput, req.body);
      res.json(await contextOf(res).services.staffing.assign(admin, parseInput(idParam, req.params.id), chefId));
    }),
  );

  routes.delete(
    '/bookings/:id/chef',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.staffing.unassign(admin, parseInput(idParam, req.params.id)));
    }),
  );

  return routes;
}

/** The REST handlers of this area: its chef calls, mounted at /api/chef. */
export function staffingChefApiRoutes(): Router {
  const routes = Router();

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

  return routes;
}
