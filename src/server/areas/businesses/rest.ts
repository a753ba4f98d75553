import { Router } from 'express';
import { z } from 'zod';
import { exportKinds, jobListInput } from '../../../common/schemas/admin.js';
import { idParam } from '../../../common/schemas/fields.js';
import { profileUpdateInput } from '../../../common/schemas/registration.js';
import { hoursRequestInput, settingsInput } from '../../../common/schemas/requests.js';
import { sendCsv } from '../../core/csv.js';
import { notSignedIn } from '../../core/errors.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireBusiness, requireAdmin } from '../../core/http/rest-handler.js';
import { whoIsSignedIn } from './session.js';

const exportQuery = z.strictObject({
  kind: z.enum(exportKinds, { error: `Export one of: ${exportKinds.join(', ')}` }),
  search: z.string().trim().max(200).default(''),
});

/** The REST handlers of this area: its calls under /api. */
export function businessesApiRoutes(): Router {
  const routes = Router();

  routes.get(
    '/session',
    handle(async (_req, res) => {
      res.json(await whoIsSignedIn(contextOf(res)));
    }),
  );

  routes.get(
    '/dashboard/:businessId',
    handle(async (req, res) => {
      const ctx = contextOf(res);
      // An admin signed in beside a business session reads any business (DECISIONS.md section 2).
      const principal = ctx.admin ?? ctx.business;
      if (!principal) throw notSignedIn();
      res.json(await ctx.services.businesses.dashboard(principal, parseInput(idParam, req.params.businessId)));
    }),
  );

  routes.patch(
    '/business/profile',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const data = await contextOf(res).services.businesses.updateProfile(principal, parseInput(profileUpdateInput, req.body));
      res.json({ success: true, business: data.business, contact: data.contact });
    }),
  );

  routes.get(
    '/business/settings',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.businesses.settings(requireBusiness(res)));
    }),
  );

  routes.put(
    '/business/settings',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.businesses.updateSettings(principal, parseInput(settingsInput, req.body)));
    }),
  );

  routes.post(
    '/request-hours',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const request = await contextOf(res).services.businesses.requestHours(principal, parseInput(hoursRequestInput, req.body));
      res.status(201).json({ success: true, request });
    }),
  );

  return routes;
}

/** The REST handlers of this area: its admin calls, mounted at /api/admin. */
export function businessesAdminApiRoutes(): Router {
  const routes = Router();

  routes.get(
    '/businesses',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.admin.allBusinesses());
    }),
  );

  routes.delete(
    '/business/:id',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const { deleted } = await contextOf(res).services.admin.deleteBusiness(admin, parseInput(idParam, req.params.id));
      res.json({ success: true, deleted: deleted[0] });
    }),
  );

  /** GET /api/admin/export/{businesses|bookings|ledger}.csv?search=…: a download, honouring the table's search. */
  routes.get(
    '/export/:kind.csv',
    handle(async (req, res) => {
      requireAdmin(res);
      const { kind, search } = parseInput(exportQuery, { kind: req.params.kind, search: req.query.search ?? '' });
      sendCsv(res, kind, await contextOf(res).services.exports.exportCsv(kind, search));
    }),
  );

  /** GET /api/admin/jobs?state=failed (the default): the latest jobs in that state, newest change first. */
  routes.get(
    '/jobs',
    handle(async (req, res) => {
      requireAdmin(res);
      const { state } = parseInput(jobListInput, { state: req.query.state });
      res.json({ jobs: await contextOf(res).services.jobs.list(state) });
    }),
  );

  routes.post(
    '/jobs/:id/retry',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const job = await contextOf(res).services.jobs.retry(admin, parseInput(idParam, req.params.id));
      res.json({ success: true, job });
    }),
  );

  return routes;
}
