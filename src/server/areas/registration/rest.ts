import { Router } from 'express';
import { registrationInput } from '../../../common/schemas/registration.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle } from '../../core/http/rest-handler.js';
import { registerAndSignIn } from './sign-in.js';

/** The REST handlers of this area: its calls under /api. */
export function registrationApiRoutes(): Router {
  const routes = Router();

  routes.post(
    '/register',
    handle(async (req, res) => {
      const registration = await registerAndSignIn(contextOf(res), parseInput(registrationInput, req.body));
      res.status(201).json({ success: true, message: 'Your booking has been confirmed!', ...registration });
    }),
  );

  return routes;
}
