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
import { parseInput } from '../http/errors.js';
import { sessionsOf } from '../trpc/init.js';
import { contextOf, handle, requireBusiness, withSuccessFlag } from './handler.js';

/** SPEC.md section 7's anonymous calls, plus the session calls of DECISIONS.md section 2. */
export function publicRoutes(): Router {
  const routes = Router();

  routes.post(
    '/register',
    handle(async (req, res) => {
      const ctx = contextOf(res);
      const { principal, ...registration } = await ctx.services.registration.register(parseInput(registrationInput, req.body));
      await sessionsOf(ctx).signInBusiness(principal, 1);
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
        const ctx = contextOf(res);
        const input = parseInput(loginInput, req.body);
        const { sessionVersion, ...principal } = await ctx.services.accounts.login(input.username, input.password, ctx.clientAddress);
        await sessionsOf(ctx).signInBusiness(principal, sessionVersion);
        res.json({ success: true, businessId: principal.businessId, message: 'Login successful' });
      }),
    ),
  );

  routes.post(
    '/logout',
    handle(async (_req, res) => {
      const ctx = contextOf(res);
      if (ctx.business) await ctx.services.accounts.logout(ctx.business);
      await sessionsOf(ctx).signOutBusiness();
      res.json({ success: true });
    }),
  );

  routes.get(
    '/session',
    handle(async (_req, res) => {
      const ctx = contextOf(res);
      res.json({
        business: ctx.business ? await ctx.services.businesses.whoAmI(ctx.business) : null,
        admin: ctx.admin ? { adminId: ctx.admin.adminId, username: ctx.admin.username } : null,
      });
    }),
  );

  routes.post(
    '/contact',
    handle(async (req, res) => {
      res.status(201).json(await contextOf(res).services.inbox.sendContactMessage(parseInput(contactMessageInput, req.body)));
    }),
  );

  routes.post(
    '/newsletter',
    handle(async (req, res) => {
      const { email } = parseInput(newsletterInput, req.body);
      res.json(await contextOf(res).services.inbox.subscribeToNewsletter(email));
    }),
  );

  routes.post(
    '/password-recovery/request',
    handle(async (req, res) => {
      const { email } = parseInput(passwordRecoveryRequestInput, req.body);
      res.json(await contextOf(res).services.accounts.requestPasswordReset(email));
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
