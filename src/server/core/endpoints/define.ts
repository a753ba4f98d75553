import type { z } from 'zod';
import { idParam } from '../../../common/schemas/fields.js';
import { API_KEY_ROLES, NO_LONGER_MEMBER, ROLE_NOT_ALLOWED, type MemberRole } from '../../../common/team.js';
import type { CallContext } from '../call.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal, MemberPrincipal } from '../service-context.js';
import { AppError, notSignedIn } from '../errors.js';
import { parseInput } from '../http/errors.js';

/**
 * One endpoint, defined once (ARCHITECTURE.md, "One definition per endpoint"): who may call it,
 * its input, its handler, and where it has them its tRPC procedure and its REST twin with what
 * the OpenAPI document says of it. core/trpc/endpoints.ts derives the procedure,
 * core/http/endpoint-routes.ts the Express route and core/http/openapi-operation.ts the
 * document's operation. Nothing here knows Express or tRPC: a definition file imports this
 * module, its schemas and its area's service only.
 */

/**
 * Who may call an endpoint, as data: the session it needs, and for a business call the roles
 * of DECISIONS.md section 18's table that may make it (src/common/team.ts, `MAY`). `admitted`
 * below is the one place that checks it, for both transports, so a role or an API key extends
 * this type and that function, never a handler. 'business' alone admits every member; 'business
 * or admin' admits either session and leaves the handler to tell them apart (a business reads
 * its own data, the admin anyone's).
 */
export type EndpointAccess = Audience | RolesAccess;

/** The session an endpoint needs. */
export type Audience = 'public' | 'business' | 'admin' | 'chef' | 'business or admin';

/**
 * A business call only some roles may make; `orAdmin`: an admin session may make it too (for any
 * business); `person`: a person's alone, never an API key's (a 403 for a key), such as their own
 * sign-in's setup.
 */
export interface RolesAccess {
  business: readonly MemberRole[];
  orAdmin?: true;
  person?: true;
}

/** The session an access needs, whatever roles it names. */
export function audienceOf(access: EndpointAccess): Audience {
  if (typeof access === 'string') return access;
  return access.orAdmin ? 'business or admin' : 'business';
}

/** The roles that may make a business call; null where every member may. */
export function rolesOf(access: EndpointAccess): readonly MemberRole[] | null {
  return typeof access === 'string' ? null : access.business;
}

/**
 * Whether an API key may make a business call (DECISIONS.md section 19): a key acts in a key's role,
 * manager or bookkeeper, and never where only a person may. What the OpenAPI document offers the
 * key's scheme on, and what `admitted` lets a key make.
 */
export function keyMayCall(access: EndpointAccess): boolean {
  const audience = audienceOf(access);
  if (audience !== 'business' && audience !== 'business or admin') return false;
  if (typeof access !== 'string' && access.person) return false;
  const roles = rolesOf(access);
  return roles === null || API_KEY_ROLES.some((role) => roles.includes(role));
}

/**
 * Who acts in a business call: anyone of the business (a person or a key), or a person where
 * the access names one, or only owners, which no key is.
 */
type BusinessActing<A> = A extends { person: true } ? MemberPrincipal : A extends { business: readonly 'owner'[] } ? MemberPrincipal : BusinessPrincipal;

/** The call context a handler gets: the principal its access requires is there, not null. */
export type ContextFor<A extends EndpointAccess> = CallContext &
  (A extends 'business' | { business: readonly MemberRole[]; orAdmin?: undefined }
    ? { business: BusinessActing<A> }
    : A extends 'admin'
      ? { admin: AdminPrincipal }
      : A extends 'chef'
        ? { chef: ChefPrincipal }
        : unknown);

/**
 * The call if its caller has the session the access needs and, acting for a business, a role
 * that may; otherwise the 401 or 403 of either transport. Checked before the input is read, so
 * a call the role may not make is refused whatever its body or target, and changes nothing.
 */
export function admitted<A extends EndpointAccess>(access: A, call: CallContext): ContextFor<A> {
  const audience = audienceOf(access);
  const asAdmin = (audience === 'admin' || audience === 'business or admin') && call.admin !== null;
  const asBusiness = (audience === 'business' || audience === 'business or admin') && !asAdmin;
  const allowed = audience === 'public' || asAdmin || (audience === 'chef' && call.chef !== null) || (asBusiness && call.business !== null);
  if (!allowed) {
    // A person removed from the business their cookie acts for, who still belongs to another.
    if (asBusiness && call.removedFromBusiness) throw new AppError('FORBIDDEN', NO_LONGER_MEMBER);
    throw notSignedIn();
  }
  const roles = rolesOf(access);
  if (asBusiness && roles && !roles.includes(call.business!.role)) throw new AppError('FORBIDDEN', ROLE_NOT_ALLOWED);
  if (asBusiness && call.business!.apiKey && !keyMayCall(access)) throw new AppError('FORBIDDEN', ROLE_NOT_ALLOWED);
  return call as ContextFor<A>;
}

/** What a handler receives as input: the parsed input schema's output, or nothing without one. */
export type InputOf<I extends z.ZodType | undefined> = I extends z.ZodType ? z.output<I> : undefined;

/** The statuses an OpenAPI entry may document beside success. */
export type DocumentedErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503, string>>;

/** How the OpenAPI document names who may call a REST operation. */
export type DocumentedAccess = 'anyone' | 'business' | 'admin' | 'business or admin' | 'chef' | 'anyone with the feed URL';

/** The media types a file answer may have, as the document lists them. */
export type FileMediaType = 'text/csv' | 'text/calendar' | 'text/html' | 'application/pdf';

/** A file answer (a PDF, a CSV, a calendar feed, an uploaded document): its bytes and how they are sent. */
export interface FileAnswer {
  body: Buffer | string;
  /** The Content-Type (set after the attachment's name, which would otherwise guess it from the extension). */
  type: string;
  /** Sent as a download with this file name. */
  attachment?: string;
  headers?: Record<string, string>;
}

/**
 * The request of a REST call, for the definitions whose input is not simply the body (or, for
 * a GET, the query string): path parameters, the query string and the body as they came, and
 * the parsers the handlers always used, so each part's 400 names the same field as before.
 */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** A request header as sent, by its name in any case. */
  header(name: string): string | undefined;
  /** A path parameter as a numeric id (ID_MESSAGE when it is not one). */
  id(name: string): number;
  parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S>;
}

/** What the OpenAPI document says of a REST operation, beside what the endpoint already says (its access, its input). */
export interface RestDocumentation {
  /**
   * The name a generated client gives the call (createBooking, getDashboard): unique and camelCase.
   * Written per operation rather than derived from method and path, so it stays the same when a
   * path is renamed and reads as what the call does.
   */
  operationId: string;
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** The full path as OpenAPI writes it, parameters in braces: /api/bookings/{id}. */
  path: string;
  summary: string;
  /** The success status: 201 where the call creates something, 202 where it queues work (a webhook attempt), else 200. No REST call answers 204. */
  status?: 201 | 202;
  /** The JSON body of the success answer, a schema of src/common/schemas/answers. */
  answer?: z.ZodType;
  /** The JSON body the call takes, where it is not the endpoint's input (the input is then built by `input`). */
  body?: z.ZodType;
  /** Request headers the call reads (through the call context), as a zod object keyed by header name. */
  headers?: z.ZodObject;
  /** The answers besides success and plain validation, with what they say. */
  errors?: DocumentedErrors;
  /** Who the document says may call it, where the endpoint's access does not say it (a feed whose URL is its key). */
  documentedAccess?: DocumentedAccess;
}

/** How one endpoint answers on a REST path: its input from the request, and its answer as REST sends it. */
export interface RestBinding<In, Out> {
  /**
   * The handler's input from the request. Without it: the body parsed with the endpoint's input
   * schema (for a GET, the query string), or nothing for an endpoint without input. A path with
   * parameters always says how they enter the input.
   */
  input?: (request: RestRequest) => In;
  /** The REST answer from the handler's (REST wraps some in `{ success: true, … }`); without it, the same. */
  reply?: (answer: Out) => unknown;
  /** Failures too answer `success: false` beside the message (DECISIONS.md section 2: mobile login and account setup). */
  successFlagOnError?: true;
  /** The answer is a file (the handler's FileAnswer), of these media types. */
  file?: FileMediaType | readonly string[];
  /**
   * The body is the file itself (a credential's document), read before the JSON parser: what an
   * HTML form sends is refused before the session is checked, a media type not in `types` before
   * a byte is read (415 `refused`), and a body over `limit` bytes is 413 `tooLarge`.
   * `request.body` is then a Buffer.
   */
  upload?: { types: readonly string[]; limit: number; refused: string; tooLarge: string };
}

/** An endpoint's REST twin: where it answers, what the document says, and how the request binds to it. */
export type RestTwin<In, Out> = RestDocumentation & RestBinding<In, Out>;

/** Its tRPC procedure: the dotted path the client calls and whether it reads or writes. */
export interface ProcedureName<P extends string, K extends 'query' | 'mutation'> {
  path: P;
  type: K;
}

export interface Endpoint<P extends string = string, K extends 'query' | 'mutation' = 'query' | 'mutation', A extends EndpointAccess = EndpointAccess, I extends z.ZodType | undefined = z.ZodType | undefined, O = unknown> {
  /** The tRPC procedure, when the client calls one (business.bookings.create); a REST-only endpoint has none. */
  procedure?: ProcedureName<P, K>;
  access: A;
  /** The input schema, with the messages of src/common/schemas; without it the endpoint takes no input. */
  input?: I;
  handler: (ctx: ContextFor<A>, input: InputOf<I>) => Promise<O> | O;
  /** Its REST twin, when it has one (alone, or as one of several endpoints of a SharedRestRoute). */
  rest?: RestTwin<InputOf<I>, O>;
}

/** Any endpoint, as the lists of the areas hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds endpoints of every input and answer
export type AnyEndpoint = Endpoint<string, 'query' | 'mutation', any, any, any>;

/**
 * One endpoint, written once. The handler comes before the REST twin in the object, so that the
 * twin's `reply` is typed with the handler's answer.
 */
export function defineEndpoint<const P extends string, const K extends 'query' | 'mutation', const A extends EndpointAccess, I extends z.ZodType | undefined = undefined, O = unknown>(
  endpoint: Endpoint<P, K, A, I, O>,
): Endpoint<P, K, A, I, O> {
  return endpoint;
}

/** One of the endpoints behind a shared REST path: when it is the one meant, and how the request binds to it. */
export interface RestChoice {
  endpoint: AnyEndpoint;
  /** Whether this request is meant for this endpoint; the last choice takes every request the others leave. */
  when?: (request: RestRequest) => boolean;
  binding: RestBinding<unknown, unknown>;
}

/** A choice of a shared route, typed by its endpoint. */
export function restChoice<I extends z.ZodType | undefined, O>(
  endpoint: Endpoint<string, 'query' | 'mutation', EndpointAccess, I, O>,
  choice: RestBinding<InputOf<I>, O> & { when?: (request: RestRequest) => boolean },
): RestChoice {
  const { when, ...binding } = choice;
  return { endpoint: endpoint as AnyEndpoint, binding: binding as RestBinding<unknown, unknown>, ...(when ? { when } : {}) };
}

/**
 * One REST path and method that serves several endpoints, chosen by the request (PATCH
 * /api/bookings/{id}: the spec's cancel body, or the calendar's reschedule body): one operation
 * in the document, each endpoint its own procedure. Its choices share one access.
 */
export interface SharedRestRoute extends RestDocumentation {
  access: EndpointAccess;
  choices: readonly RestChoice[];
}

export function defineSharedRestRoute(route: SharedRestRoute): SharedRestRoute {
  return route;
}

/** A REST request's parts as a definition's `input` reads them. */
export function restRequest(parts: { params: Record<string, string>; query: Record<string, unknown>; body: unknown; header(name: string): string | undefined }): RestRequest {
  return {
    ...parts,
    id: (name) => parseInput(idParam, parts.params[name]),
    parse: (schema, value) => parseInput(schema, value),
  };
}

/**
 * The REST routes of a list of endpoints and shared routes, one shape for both: each route's
 * document entry and its choices (a twin is a route of one choice). The Express routes and the
 * OpenAPI operations are both derived from these.
 */
export interface RestRoute extends RestDocumentation {
  access: EndpointAccess;
  choices: readonly RestChoice[];
}

export function restRoutesOf(endpoints: readonly AnyEndpoint[], shared: readonly SharedRestRoute[] = []): RestRoute[] {
  const twins = endpoints.flatMap((endpoint): RestRoute[] => {
    if (!endpoint.rest) return [];
    const { input, reply, successFlagOnError, file, upload, ...documentation } = endpoint.rest;
    const binding: RestBinding<unknown, unknown> = { input, reply, successFlagOnError, file, upload };
    return [{ ...documentation, access: endpoint.access, choices: [{ endpoint, binding }] }];
  });
  return [...twins, ...shared];
}
