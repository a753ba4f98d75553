import { Router } from 'express';
import { contactMessageInput, newsletterInput } from '../../../common/schemas/requests.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle } from '../../core/http/rest-handler.js';

/** The REST handlers of this area: its calls under /api. */
export function inboxApiRoutes(): Router {
  const routes = Router();

  routes.post(
    '/contact',
    handle(async (req, res) => {
      const ctx = contextOf(res);
      res.status(201).json(await ctx.services.inbox.sendContactMessage(parseInput(contactMessageInput, req.body), ctx.clientAddress));
    }),
  );

  routes.post(
    '/newsletter',
    handle(async (req, res) => {
      const ctx = contextOf(res);
      const { email } = parseInput(newsletterInput, req.body);
      res.json(await ctx.services.inbox.subscribeToNewsletter(email, ctx.clientAddress));
    }),
  );

  return routes;
}
