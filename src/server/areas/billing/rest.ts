import { Router } from 'express';
import { billingSettingsInput, createOrderInput, createPackInput, lowBalanceInput, orderListInput, recordPaymentInput, updatePackInput } from '../../../common/schemas/billing.js';
import { idParam } from '../../../common/schemas/fields.js';
import { idempotencyKeyOf } from '../../core/call-context.js';
import { sendCsv } from '../../core/csv.js';
import { notSignedIn } from '../../core/errors.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireAdmin, requireBusiness } from '../../core/http/rest-handler.js';

/** The REST handlers of this area under /api/billing: packs, a business's orders and invoices. */
export function billingApiRoutes(): Router {
  const routes = Router();

  routes.get(
    '/packs',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.billing.packs());
    }),
  );

  routes.post(
    '/orders',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const call = contextOf(res);
      res.status(201).json(await call.services.billing.createOrder(principal, parseInput(createOrderInput, req.body), idempotencyKeyOf(call)));
    }),
  );

  routes.get(
    '/orders',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.billing.orders(requireBusiness(res)));
    }),
  );

  routes.post(
    '/orders/:id/cancel',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.billing.cancelOrder(principal, parseInput(idParam, req.params.id)));
    }),
  );

  /** The invoice PDF: the business's own order, or any order for an admin (DECISIONS.md section 2's admin beside a business). */
  routes.get(
    '/orders/:id/invoice.pdf',
    handle(async (req, res) => {
      const call = contextOf(res);
      const principal = call.admin ?? call.business;
      if (!principal) throw notSignedIn();
      const { number, pdf } = await call.services.billing.invoicePdf(principal, parseInput(idParam, req.params.id));
      res.type('application/pdf').attachment(`${number}.pdf`).send(pdf);
    }),
  );

  routes.get(
    '/low-balance',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.billing.lowBalance(requireBusiness(res)));
    }),
  );

  routes.put(
    '/low-balance',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.billing.setLowBalance(principal, parseInput(lowBalanceInput, req.body).lowBalanceHours));
    }),
  );

  return routes;
}

/** The admin's finance calls under /api/admin. Mounted before the businesses area's /export/{kind}.csv, which would take orders.csv for itself. */
export function billingAdminApiRoutes(): Router {
  const routes = Router();

  routes.get(
    '/orders',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.billing.adminOrders(parseInput(orderListInput, req.query)));
    }),
  );

  routes.post(
    '/orders/:id/payments',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const orderId = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.billing.recordPayment(admin, orderId, parseInput(recordPaymentInput, req.body).reference));
    }),
  );

  routes.post(
    '/orders/:id/refund',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.billing.refund(admin, parseInput(idParam, req.params.id)));
    }),
  );

  routes.get(
    '/export/orders.csv',
    handle(async (_req, res) => {
      requireAdmin(res);
      sendCsv(res, 'orders', await contextOf(res).services.billing.exportOrdersCsv());
    }),
  );

  routes.get(
    '/packs',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.billing.adminPacks());
    }),
  );

  routes.post(
    '/packs',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.status(201).json(await contextOf(res).services.billing.createPack(admin, parseInput(createPackInput, req.body)));
    }),
  );

  routes.patch(
    '/packs/:id',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const packId = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.billing.updatePack(admin, packId, parseInput(updatePackInput, req.body)));
    }),
  );

  routes.get(
    '/billing-settings',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.billing.settings());
    }),
  );

  routes.patch(
    '/billing-settings',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.billing.updateSettings(admin, parseInput(billingSettingsInput, req.body)));
    }),
  );

  return routes;
}
