import { Router } from 'express';
import { cancelBookingInput, createBookingInput, rescheduleBookingInput } from '../../common/schemas/booking.js';
import { idParam } from '../../common/schemas/fields.js';
import { ratingInput } from '../../common/schemas/ratings.js';
import { profileUpdateInput } from '../../common/schemas/registration.js';
import { hoursRequestInput, settingsInput } from '../../common/schemas/requests.js';
import { timesheetDisputeInput } from '../../common/schemas/timesheets.js';
import { notSignedIn } from '../core/errors.js';
import { parseInput } from '../core/http/errors.js';
import { idempotencyKeyOf } from '../core/call-context.js';
import { contextOf, handle, requireBusiness } from '../core/http/rest-handler.js';

/** A signed-in business's calls. Admin sessions may read a dashboard; nothing else here. */
export function businessRoutes(): Router {
  const routes = Router();

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

  routes.post(
    '/bookings',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const call = contextOf(res);
      const booking = await call.services.bookings.create(principal, parseInput(createBookingInput, req.body), idempotencyKeyOf(call));
      res.status(201).json({ success: true, booking });
    }),
  );

  /** The spec's cancel body ({"status":"canceled"}), or the calendar's reschedule body. */
  routes.patch(
    '/bookings/:id',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const bookingId = parseInput(idParam, req.params.id);
      const { bookings } = contextOf(res).services;
      const body: unknown = req.body;
      if (typeof body === 'object' && body !== null && 'status' in body) {
        parseInput(cancelBookingInput, body);
        // { success, booking, refundedHours, feeHours } (DECISIONS.md section 10).
        res.json({ success: true, ...(await bookings.cancel(principal, bookingId)) });
        return;
      }
      res.json({ success: true, booking: await bookings.reschedule(principal, bookingId, parseInput(rescheduleBookingInput, body)) });
    }),
  );

  // DECISIONS.md section 10: the business answers its chef's timesheet.
  routes.post(
    '/bookings/:id/timesheet/confirm',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const timesheet = await contextOf(res).services.timesheets.confirm(principal, parseInput(idParam, req.params.id));
      res.json({ success: true, timesheet });
    }),
  );

  routes.post(
    '/bookings/:id/timesheet/dispute',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const bookingId = parseInput(idParam, req.params.id);
      const { reason } = parseInput(timesheetDisputeInput, req.body);
      res.json({ success: true, timesheet: await contextOf(res).services.timesheets.dispute(principal, bookingId, reason) });
    }),
  );

  // DECISIONS.md section 10: within 7 days of completion, the business rates its chef, once (201, the rating).
  routes.post(
    '/bookings/:id/rating',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      const bookingId = parseInput(idParam, req.params.id);
      res.status(201).json(await contextOf(res).services.ratings.rateChef(principal, bookingId, parseInput(ratingInput, req.body)));
    }),
  );

  routes.put(
    '/business/favourites/:chefId',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.ratings.addFavourite(principal, parseInput(idParam, req.params.chefId)));
    }),
  );

  routes.delete(
    '/business/favourites/:chefId',
    handle(async (req, res) => {
      const principal = requireBusiness(res);
      res.json(await contextOf(res).services.ratings.removeFavourite(principal, parseInput(idParam, req.params.chefId)));
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
