/** A business's bookings: create, cancel, reschedule, complete. The face other areas and the composition root import. */
export * from './booking-view.js';
export * from './bookings.js';
export * from './emails.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';

import type { createBookingService } from './bookings.js';

declare module '../../core/services.js' {
  interface Services {
    bookings: ReturnType<typeof createBookingService>;
  }
}
