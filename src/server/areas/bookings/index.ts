/** A business's bookings: create, cancel, reschedule, complete. The face other areas and the composition root import. */
import { bookingsEmailTemplates } from './emails.js';
import { defineArea } from '../../core/endpoints/area.js';
import { createBookingService } from './bookings.js';
import { adminCancelBooking, completeBooking, completePastBookings, recordChefNoShow } from './endpoints/admin.js';
import { cancelBooking, cancelFollowingBookings, createBooking, rescheduleBooking, updateBooking } from './endpoints/business.js';
import { createSeries, getSeries } from './endpoints/series.js';
import { createSeriesService } from './series.js';

export * from './booking-view.js';
export * from './bookings.js';
export * from './emails.js';
export * from './reminder-jobs.js';
export { SERIES_NOT_FOUND } from './series.js';

declare module '../../core/services.js' {
  interface Services {
    bookings: ReturnType<typeof createBookingService>;
    bookingSeries: ReturnType<typeof createSeriesService>;
  }
}

export const bookingsArea = defineArea({
  name: 'bookings',
  description: 'A business\'s bookings: book a session, change, reschedule or cancel it; the admin completes one or records a chef\'s no-show.',
  emailTemplates: bookingsEmailTemplates,
  services: { bookings: createBookingService, bookingSeries: createSeriesService },
  endpoints: [createBooking, createSeries, getSeries, cancelBooking, cancelFollowingBookings, rescheduleBooking, completeBooking, adminCancelBooking, recordChefNoShow, completePastBookings],
  sharedRestRoutes: [updateBooking],
});
