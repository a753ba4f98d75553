import type { ServiceContext } from './core/service-context.js';
import type { ServicesOf } from './core/endpoints/area.js';
import type { Services } from './core/services.js';
import { areaDescriptors, type Area } from './areas.js';
import { chefSuspensions } from './areas/chefs/index.js';
/**
 * Services is core's interface as the areas' index.ts files complete it (declaration merging).
 * Whoever imports it from here (tests, scripts, other projects built from declarations) gets it
 * complete: this side-effect import stays in the declaration output, where the one above would
 * be dropped, and areas.ts's re-exports import every area's face there.
 */
import './areas.js';

export type { Services };

/** Every service the areas' descriptors create, by name. */
function servicesOfTheAreas(ctx: ServiceContext): ServicesOf<Area> {
  const services: Record<string, unknown> = {};
  for (const area of areaDescriptors) {
    for (const [name, create] of Object.entries(area.services ?? {})) {
      if (name in services) throw new Error(`Two areas create the service ${name}`);
      services[name] = create(ctx);
    }
  }
  return services as ServicesOf<Area>;
}

/**
 * Every service, built once per process and shared by the tRPC procedures and REST handlers. A
 * service an area declares in Services and no area's descriptor creates is a type error here.
 * The context is completed with what one area does for another that cannot import it.
 */
export function createServices(settings: Omit<ServiceContext, 'chefSuspensions'>): Services {
  return servicesOfTheAreas({ ...settings, chefSuspensions });
}
