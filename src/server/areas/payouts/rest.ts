import { Router, type Response } from 'express';
import { idParam } from '../../../common/schemas/fields.js';
import { adjustmentInput, payoutListInput, payoutPaidInput, payoutRunInput, taxDetailsInput, taxYearParam } from '../../../common/schemas/payouts.js';
import { sendCsv, toCsv } from '../../core/csv.js';
import { parseInput } from '../../core/http/errors.js';
import type { AdminPrincipal, ChefPrincipal } from '../../core/context.js';
import { contextOf, handle, requireAdmin, requireChef } from '../../core/http/rest-handler.js';

/** A payout's statement PDF to whom `viewer` signs in: a chef's own payout only, any payout for an admin. */
function statement(viewer: (res: Response) => ChefPrincipal | AdminPrincipal) {
  return handle(async (req, res) => {
    const principal = viewer(res);
    const payoutId = parseInput(idParam, req.params.id);
    const pdf = await contextOf(res).services.payouts.statementPdf(principal, payoutId);
    res.type('application/pdf').attachment(`chefconnect-payout-statement-${payoutId}.pdf`).send(pdf);
  });
}

/** The chef's earnings under /api/chef. */
export function payoutsChefApiRoutes(): Router {
  const routes = Router();
  routes.get(
    '/earnings',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.payouts.earnings(requireChef(res).chefId));
    }),
  );
  routes.get(
    '/payouts/setup',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.payoutAccounts.setup(requireChef(res).chefId));
    }),
  );
  routes.post(
    '/payouts/onboarding',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.payoutAccounts.startOnboarding(requireChef(res).chefId));
    }),
  );
  routes.get(
    '/tax-details',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.payouts.taxDetails(requireChef(res).chefId));
    }),
  );
  /** The portal's "the year's CSV": the chef's own ledger lines of a Vancouver year. */
  routes.get(
    '/earnings/:year.csv',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const year = parseInput(taxYearParam, req.params.year);
      const rows = await contextOf(res).services.payouts.yearCsvRows(chef.chefId, year);
      sendCsv(res, `earnings-${year}`, toCsv(['Day', 'Kind', 'Description', 'Amount', 'Payout'], rows));
    }),
  );
  /** A payout's statement: the chef's own only (another chef's is 404). */
  routes.get('/payouts/:id/statement.pdf', statement(requireChef));
  routes.put(
    '/tax-details',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.json(await contextOf(res).services.payouts.setTaxDetails(chef.chefId, parseInput(taxDetailsInput, req.body)));
    }),
  );
  return routes;
}

/** The admin's payouts under /api/admin. Mounted before the businesses area's /export/{kind}.csv, which would take payouts.csv for itself. */
export function payoutsAdminApiRoutes(): Router {
  const routes = Router();

  routes.get(
    '/payouts',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.payouts.list(parseInput(payoutListInput, req.query).status));
    }),
  );

  /** /admin/finance's "Paid to chefs" per month. */
  routes.get(
    '/payouts/month-totals',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.payouts.monthTotals());
    }),
  );

  routes.get('/payouts/:id/statement.pdf', statement(requireAdmin));

  routes.post(
    '/payouts/run',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.payouts.run(admin, parseInput(payoutRunInput, req.body ?? {}).through));
    }),
  );

  routes.post(
    '/payouts/:id/paid',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const payoutId = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.payouts.markPaid(admin, payoutId, parseInput(payoutPaidInput, req.body).reference));
    }),
  );

  routes.get(
    '/export/payouts.csv',
    handle(async (_req, res) => {
      requireAdmin(res);
      const rows = await contextOf(res).services.payouts.pendingCsvRows();
      sendCsv(res, 'payouts', toCsv(['Payout', 'Chef', 'Legal name', 'Email', 'GST number', 'Through', 'Amount', 'GST', 'Total'], rows));
    }),
  );

  /** The year's earnings per chef with the tax ids opened: for the T4A slips, admins only. */
  routes.get(
    '/export/chef-earnings/:year.csv',
    handle(async (req, res) => {
      requireAdmin(res);
      const year = parseInput(taxYearParam, req.params.year);
      const rows = await contextOf(res).services.payouts.yearlyEarningsRows(year);
      sendCsv(res, `chef-earnings-${year}`, toCsv(['Chef', 'Name', 'Legal name', 'Mailing address', 'SIN or business number', 'GST number', 'Paid', 'GST paid', 'Total paid'], rows));
    }),
  );

  routes.post(
    '/chefs/:id/adjustments',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const chefId = parseInput(idParam, req.params.id);
      res.status(201).json(await contextOf(res).services.payouts.adjust(admin, chefId, parseInput(adjustmentInput, req.body)));
    }),
  );

  return routes;
}
