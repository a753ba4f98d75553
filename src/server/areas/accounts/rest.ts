import { Router } from 'express';
import { accountSetupInput, loginInput, passwordRecoveryRequestInput, passwordResetInput, usernameCheckInput } from '../../../common/schemas/account.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireBusiness, withSuccessFlag } from '../../core/http/rest-handler.js';
import { logIn, logOut, adminLogIn, adminLogOut } from './sign-in.js';

/** The REST handlers of this area: its calls under /api. */
export function accountsApiRoutes(): Router {
  const routes = Router();

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

  return routes;
}

/** The REST handlers of this area: its admin calls, mounted at /api/admin. */
export function accountsAdminApiRoutes(): Router {
  const routes = Router();

  routes.post(
    '/login',
    handle(async (req, res) => {
      res.json(await adminLogIn(contextOf(res), parseInput(loginInput, req.body)));
    }),
  );

  routes.post(
    '/logout',
    handle(async (_req, res) => {
      res.json(await adminLogOut(contextOf(res)));
    }),
  );

  return routes;
}
