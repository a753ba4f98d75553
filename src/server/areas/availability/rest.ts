import { Router } from 'express';
import { contextOf, handle } from '../../core/http/rest-handler.js';

/** The REST handlers of this area: its calls under /api. */
export function availabilityApiRoutes(): Router {
  const routes = Router();

  routes.get(
    '/availability',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.availability.upcomingBlocks());
    }),
  );

  return routes;
}
