/** The days and time slots the admin closes for booking. The face other areas and the composition root import. */
import { availabilityEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { adminBlockedSlots, blockedSlots, blockSlot, unblockSlot } from './endpoints/blocks.js';
import { createAvailabilityService } from './availability.js';
export * from './availability.js';

declare module '../../core/services.js' {
  interface Services {
    availability: ReturnType<typeof createAvailabilityService>;
  }
}

export const availabilityArea = defineArea({
  name: 'availability',
  description: 'The days and time slots closed for booking.',
  entities: availabilityEntities,
  services: { availability: createAvailabilityService },
  endpoints: [blockedSlots, adminBlockedSlots, blockSlot, unblockSlot],
});
