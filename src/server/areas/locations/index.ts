/** A group's locations: moving the session between a person's businesses, opening a new one, moving hours between them. The face the composition root imports. */
import { defineArea } from '../../core/endpoints/area.js';
import { createLocation, switchBusiness, transferHours } from './endpoints/locations.js';
import { createLocationService } from './locations.js';
export * from './locations.js';

declare module '../../core/services.js' {
  interface Services {
    locations: ReturnType<typeof createLocationService>;
  }
}

export const locationsArea = defineArea({
  name: 'locations',
  description: "A group's locations: switching the session between the businesses a person belongs to, opening a new location, and moving hours between their labor banks.",
  services: { locations: createLocationService },
  endpoints: [switchBusiness, createLocation, transferHours],
});
