import { Router } from 'express';
import { cancelBookingInput, createBookingInput, rescheduleBookingInput } from '../../../common/schemas/booking.js';
import { idParam } from '../../../common/schemas/fields.js';
import { idempotencyKeyOf } from '../../core/call-context.js';
import { parseInput } from '../../core/http/errors.js';
import { contextOf, handle, requireAdmin, requireBusiness } from '../../core/http/rest-handler.js';

/** The REST handlers of this area: its calls under /api. */
export function bookingsApiRoutes(): Router {
  const routes = Router();

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

  return routes;
}

/** The REST handlers of this area: its admin calls, mounted at /api/admin. */
export function bookingsAdminApiRoutes(): Router {
  const routes = Router();

  /** DECISIONS.md section 17: the admin's "Mark Completed", from the session's start on. */
  routes.post(
    '/bookings/:id/complete',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json({ success: true, booking: await contextOf(res).services.bookings.complete(admin, parseInput(idParam, req.params.id)) });
    }),
  );

  /** DECISIONS.md sections 10 and 24: the chef did not come; the booking is canceled with every hour back. */
  routes.post(
    '/bookings/:id/no-show',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json({ success: true, booking: await contextOf(res).services.bookings.chefNoShow(admin, parseInput(idParam, req.params.id)) });
    }),
  );

  return routes;
}
