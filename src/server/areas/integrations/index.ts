/** Integrators: the event feed of each business's changes. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { readEventFeed } from './endpoints/events.js';
import { integrationEntities } from './entities.js';
import { createEventService } from './events.js';
export { recordEvent } from './events.js';

declare module '../../core/services.js' {
  interface Services {
    events: ReturnType<typeof createEventService>;
  }
}

export const integrationsArea = defineArea({
  name: 'integrations',
  entities: integrationEntities,
  services: { events: createEventService },
  endpoints: [readEventFeed],
});
