import { Router } from 'express';
import {
  accountSetupInput,
  loginInput,
  passwordRecoveryRequestInput,
  passwordResetInput,
  usernameCheckInput,
} from '../../common/schemas/account.js';
import { registrationInput } from '../../common/schemas/registration.js';
import { contactMessageInput, newsletterInput } from '../../common/schemas/requests.js';
import { parseInput } from '../core/http/errors.js';
import { logIn, logOut, registerAndSignIn, whoIsSignedIn } from '../core/call-context.js';
import { contextOf, handle, requireBusiness, withSuccessFlag } from '../core/http/rest-handler.js';

/** SPEC.md section 7's anonymous calls, plus the session calls of DECISIONS.md section 2. */
export function publicRoutes(): Router {
  const routes = Router();

  routes.post(
    '/register',
    handle(async (req, res) => {
      const registration = await registerAndSignIn(contextOf(res), parseInput(registrationInput, req.body));
      res.status(201).json({ success: true, message: 'Your booking has been confirmed!', ...registration });
    }),
  );

  routes.get(
    '/mobile/check-username',
    handle(async (req, res) => {
      const { username } = parseInput(usernameCheckInput, { username: req.query.username });
      res.json({ exists: await contextOf(res).services.accounts.usernameExists(username) });
    }),
  );

  routes.post(
    '/mobile/setup',
    withSuccessFlag(
      handle(async (req, res) => {
        const principal = requireBusiness(res);
        res.status(201).json(await contextOf(res).services.accounts.setUpAccount(principal, parseInput(accountSetupInput, req.body)));
      }),
    ),
  );

  routes.post(
    '/mobile/login',
    withSuccessFlag(
      handle(async (req, res) => {
        res.json(await logIn(contextOf(res), parseInput(loginInput, req.body)));
      }),
    ),
  );

  routes.post(
    '/logout',
    handle(async (_req, res) => {
      res.json(await logOut(contextOf(res)));
    }),
  );

  routes.get(
    '/session',
    handle(async (_req, res) => {
      res.json(await whoIsSignedIn(contextOf(res)));
    }),
  );

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

  routes.post(
    '/password-recovery/request',
    handle(async (req, res) => {
      const ctx = contextOf(res);
      const { email } = parseInput(passwordRecoveryRequestInput, req.body);
      res.json(await ctx.services.accounts.requestPasswordReset(email, ctx.clientAddress));
    }),
  );

  routes.post(
    '/password-recovery/reset',
    handle(async (req, res) => {
      const { token, password } = parseInput(passwordResetInput, req.body);
      res.json(await contextOf(res).services.accounts.resetPassword(token, password));
    }),
  );

  routes.get(
    '/availability',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.availability.upcomingBlocks());
    }),
  );

  return routes;
}
