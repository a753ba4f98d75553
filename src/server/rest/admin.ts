import { Router } from 'express';
import { loginInput } from '../../common/schemas/account.js';
import { exportKinds, jobListInput } from '../../common/schemas/admin.js';
import { chefCreateInput, chefUpdateInput } from '../../common/schemas/chefs.js';
import { idParam } from '../../common/schemas/fields.js';
import { assignChefInput, offerInput, operationsBoardInput } from '../../common/schemas/staffing.js';
import { z } from 'zod';
import { parseInput } from '../core/http/errors.js';
import { adminLogIn, adminLogOut } from '../core/call-context.js';
import { contextOf, handle, requireAdmin } from '../core/http/rest-handler.js';

const exportQuery = z.strictObject({
  kind: z.enum(exportKinds, { error: `Export one of: ${exportKinds.join(', ')}` }),
  search: z.string().trim().max(200).default(''),
});

/** SPEC.md section 7's admin calls, the CSV downloads of the export screen, and failed jobs (DECISIONS.md section 7). */
export function adminRoutes(): Router {
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
      const csv = await contextOf(res).services.exports.exportCsv(kind, search);
      const day = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .attachment(`chefconnect-${kind}-${day}.csv`)
        .send(csv);
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

  /** DECISIONS.md section 8's chef calls for integrators. */
  routes.get(
    '/chefs',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.chefs.all());
    }),
  );

  routes.post(
    '/chefs',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.status(201).json(await contextOf(res).services.chefs.create(admin, parseInput(chefCreateInput, req.body)));
    }),
  );

  routes.get(
    '/chefs/:id',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.chefs.get(parseInput(idParam, req.params.id)));
    }),
  );

  routes.patch(
    '/chefs/:id',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const id = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.chefs.update(admin, id, parseInput(chefUpdateInput, req.body)));
    }),
  );

  routes.post(
    '/chefs/:id/invite',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.chefAccounts.invite(admin, parseInput(idParam, req.params.id)));
    }),
  );

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

  routes.post(
    '/bookings/:id/offers',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const { chefIds } = parseInput(offerInput, req.body);
      res.status(201).json(await contextOf(res).services.staffing.offer(admin, parseInput(idParam, req.params.id), chefIds));
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
