import type Stripe from 'stripe';
import type { ServiceContext } from '../service-context.js';
import type { JobHandlers } from '../jobs/handlers.js';
import type { Services } from '../services.js';
import type { AnyEndpoint, SharedRestRoute } from './define.js';

/** An entity class as TypeORM registers it. */
export type EntityClass = abstract new (...args: never[]) => unknown;

/**
 * An area as the composition root sees it (src/server/areas.ts lists them once): what it adds to
 * the services, its endpoints, its job handlers and the Stripe events it handles. The app
 * router, the REST routes, the OpenAPI document, the job handlers, the services and the Stripe
 * webhook's dispatch are all derived from the list.
 */
export interface AreaDescriptor {
  name: string;
  /**
   * What its REST operations are for, in a sentence an integrator reads: the description of the
   * group (OpenAPI tag) that lists them in /api/docs. An area with REST operations has one.
   */
  description?: string;
  /** Its services by their name in Services (which its index.ts declares by declaration merging). */
  services?: { readonly [name: string]: (ctx: ServiceContext) => unknown };
  endpoints?: readonly AnyEndpoint[];
  /** REST paths that serve several of its endpoints, chosen by the request. */
  sharedRestRoutes?: readonly SharedRestRoute[];
  /** The handlers of the job kinds it owns. */
  jobHandlers?: (services: Services) => Partial<JobHandlers>;
  /**
   * The Stripe events it acts on, from POST /api/webhooks/stripe: those of `types`, or with
   * 'every other type' each event no other area claims (money in records every event it is given).
   */
  stripeEvents?: StripeEventHandling;
  /**
   * Its email templates by name (areas/<area>/email-templates.tsx), loaded only by the thread
   * that draws emails (core/mail/render-thread.ts): React Email stays out of a web-only process.
   */
  emailTemplates?: () => Promise<object>;
  /** The entities of the tables only it writes (areas/<area>/entities.ts); shared ones stay in core/db/entities. */
  entities?: readonly EntityClass[];
}

export interface StripeEventHandling {
  types: readonly string[] | 'every other type';
  handle: (services: Services, event: Stripe.Event) => Promise<void>;
}

/** An area's claim on Stripe events, typed as the descriptor holds it. */
export function stripeEventHandling(types: StripeEventHandling['types'], handle: StripeEventHandling['handle']): StripeEventHandling {
  return { types, handle };
}

/** An area's descriptor, its types kept (the app router's types come from its endpoints' types). */
export function defineArea<const D extends AreaDescriptor>(area: D): D {
  return area;
}

/** The intersection of a union's members: the areas' contributions to one record, as one type. */
export type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The endpoints of a union of areas, as a union. */
export type EndpointsOf<A> = A extends { endpoints: readonly (infer E)[] } ? E : never;

/** The services a union of areas creates, by name, as one object type. */
export type ServicesOf<A> = UnionToIntersection<A extends { services: infer S } ? { [K in keyof S]: S[K] extends (ctx: ServiceContext) => infer R ? R : never } : never>;

/** The job handlers a union of areas gives, as one object type. */
export type JobHandlersOf<A> = UnionToIntersection<A extends { jobHandlers: (services: Services) => infer H } ? H : never>;
