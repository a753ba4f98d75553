import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { notSignedIn } from '../errors.js';
import type { CallContext } from '../call.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal } from '../service-context.js';

/** The request's context, attached once by the app for every /api and /trpc call. */
export function contextOf(res: Response): CallContext {
  return res.locals.context as CallContext;
}

export function requireBusiness(res: Response): BusinessPrincipal {
  const principal = contextOf(res).business;
  if (!principal) throw notSignedIn();
  return principal;
}

export function requireAdmin(res: Response): AdminPrincipal {
  const principal = contextOf(res).admin;
  if (!principal) throw notSignedIn();
  return principal;
}

export function requireChef(res: Response): ChefPrincipal {
  const principal = contextOf(res).chef;
  if (!principal) throw notSignedIn();
  return principal;
}

/** Runs an async handler and hands anything it throws to the one error handler. */
export function handle(
  handler: (req: Request, res: Response) => Promise<unknown>,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  };
}

/**
 * The mobile-login and account-setup calls answer failures with `success: false` as well
 * (DECISIONS.md section 2); marking the response lets the one error handler add it.
 */
export function withSuccessFlag(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.successFlagOnError = true;
    handler(req, res, next);
  };
}
