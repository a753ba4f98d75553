import { Router } from 'express';
import { idParam } from '../../../common/schemas/fields.js';
import { appealInput, releaseInput } from '../../../common/schemas/reliability.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireChef } from '../../core/http/rest-handler.js';

/** The REST handlers of this area: its chef calls, mounted at /api/chef. */
export function reliabilityChefApiRoutes(): Router {
  const routes = Router();

  // DECISIONS.md section 14: the chef hands a session back, with a reason.
  routes.post(
    '/assignments/:bookingId/release',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const bookingId = parseInput(idParam, req.params.bookingId);
      const { reason } = parseInput(releaseInput, req.body);
      res.json(await contextOf(res).services.reliability.release(chef, bookingId, reason));
    }),
  );

  // DECISIONS.md section 14: one tap, the chef will come; any time after the assignment, before the start.
  routes.post(
    '/assignments/:bookingId/confirm',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.json(await contextOf(res).services.reliability.confirm(chef, parseInput(idParam, req.params.bookingId)));
    }),
  );

  // DECISIONS.md section 14: a suspended chef appeals to the admin inbox (201).
  routes.post(
    '/appeals',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const { text } = parseInput(appealInput, req.body);
      res.status(201).json(await contextOf(res).services.reliability.appeal(chef, text));
    }),
  );

  return routes;
}
