import { existsSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import type { Express } from 'express';
import { And, Like } from 'typeorm';
import { Job } from '../../src/server/core/db/entities/job.js';
import type { StartOptions } from '../../src/server/server.js';
import { appRouter, procedureTypes, type ProcedureType } from '../../src/server/router.js';
import { EVERY_SLOT_OF_THE_WEEK } from '../../scripts/bench/offers.js';
import { ApiClient, adminCaller, adminClient, registerWithAccount, startTestServer, type TestServer } from '../integration/harness.js';

/**
 * A test server whose files (and SQLite database) live in memory-backed /dev/shm when there is
 * one: these suites test access rules and hostile input, not durability, and an fsync costs
 * 5-10 ms on this machine's disk (the fault suite keeps its files on disk). It has a PII_KEY,
 * as a server that pays chefs must (DECISIONS.md section 13), so a chef's tax id is stored and
 * the suites reach what stores and opens it; without one, PUT /api/chef/tax-details with a tax
 * id answers 503 to every chef alike.
 */
export function startFastServer(options: StartOptions = {}): Promise<TestServer> {
  return startTestServer({ piiKey: Buffer.alloc(32, 9), ...options }, existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
}

/**
 * The callers of the access matrix, in the order each row calls them: nobody, business B (on
 * A's data), another chef (on the chef's data), the chef, business A, admin.
 */
export const ROLES = ['anon', 'B', 'otherChef', 'chef', 'A', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Procedure {
  path: string;
  type: ProcedureType;
}

/** Every tRPC procedure, read from the router itself (so a new one cannot hide). */
export function trpcProcedures(): Procedure[] {
  return [...procedureTypes(appRouter)].map(([path, type]) => ({ path, type })).sort((x, y) => x.path.localeCompare(y.path));
}

export interface RestRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string | RegExp | (string | RegExp)[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; routes?: RestRoute[] };
}

/**
 * Every REST route of the Express app (Express 5: app.router.stack), nested routers included,
 * and the routes of the areas' endpoints, which one handler answers and lists as its `routes`.
 */
export function restRoutes(app: Express): RestRoute[] {
  const routes: RestRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: joinPath(prefix, String(path)) });
          }
        }
      } else if (layer.handle?.routes) {
        const raw = layer.rawPath;
        const mount = typeof raw === 'string' && raw !== '/' ? raw : '';
        for (const route of layer.handle.routes) routes.push({ method: route.method.toUpperCase(), path: joinPath(joinPath(prefix, mount), route.path) });
      } else if (layer.handle?.stack) {
        const raw = layer.rawPath;
        const mount = typeof raw === 'string' && raw !== '/' ? raw : '';
        walk(layer.handle.stack, joinPath(prefix, mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes.sort((x, y) => `${x.path} ${x.method}`.localeCompare(`${y.path} ${y.method}`));
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A call as an HTTP request: tRPC procedures are called over HTTP exactly as the client calls them. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The call as the client's httpBatchLink makes it (a batch of one), or as a plain tRPC HTTP call. */
export function trpcCall(procedure: Procedure, input?: unknown, batched = true): Call {
  const path = `/trpc/${procedure.path}${batched ? '?batch=1' : ''}`;
  const wrapped = batched ? { 0: input } : input;
  if (procedure.type === 'query') {
    const query = wrapped === undefined ? '' : `${batched ? '&' : '?'}input=${encodeURIComponent(JSON.stringify(wrapped))}`;
    return { method: 'GET', path: `${path}${query}` };
  }
  // tRPC's client names the content type on every mutation, with or without a body.
  return { method: 'POST', path, body: wrapped, headers: { 'content-type': 'application/json' } };
}

/**
 * A batch-of-one tRPC call repeated `calls` times in one request, as httpBatchLink would join
 * them: the procedure's name repeated in the path, and each call's input under its index.
 */
export function repeatedInBatch(call: Call, calls: number): Call {
  const url = new URL(call.path, 'http://localhost');
  const procedure = url.pathname.slice('/trpc/'.length);
  url.pathname = `/trpc/${Array.from({ length: calls }, () => procedure).join(',')}`;
  const repeat = (batchOfOne: unknown) => Object.fromEntries(Array.from({ length: calls }, (_, index) => [index, (batchOfOne as Record<number, unknown>)[0]]));
  const input = url.searchParams.get('input');
  if (input !== null) url.searchParams.set('input', JSON.stringify(repeat(JSON.parse(input))));
  return { ...call, path: `${url.pathname}${url.search}`, ...(call.body !== undefined ? { body: repeat(call.body) } : {}) };
}

/** The result of a batch of one, or of a plain call. */
export function trpcData(json: unknown): unknown {
  const single = Array.isArray(json) ? json[0] : json;
  return (single as { result?: { data?: unknown } } | undefined)?.result?.data;
}

export function send(client: ApiClient, call: Call, headers: Record<string, string> = {}) {
  return client.request(call.method, call.path, call.body, { ...call.headers, ...headers });
}

/**
 * The token of the newest link to `page` emailed to `email`, read from the email job's payload (the
 * email as it is sent; no need to wait for the runner to write every email to the outbox, nor to
 * parse them all).
 */
async function latestLinkToken(server: TestServer, email: string, page: string): Promise<string> {
  // The newest email to the address that holds such a link: a fuzzed call may have queued another
  // email to it since (a credential's rejection, say). The job carries the template's props
  // (core/mail/render.ts): the link is among them.
  const [job] = await server.dataSource.getRepository(Job).find({ where: { kind: 'email', payload: And(Like(`%${JSON.stringify(email)}%`), Like(`%${page}?token=%`)) }, order: { id: 'DESC' }, take: 1 });
  const { to } = JSON.parse(job?.payload ?? '{}') as { to?: string };
  const token = to === email ? new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(job?.payload ?? '')?.[1] : undefined;
  if (!token) throw new Error(`no email to ${email} with a ${page} link`);
  return decodeURIComponent(token);
}

/** The token of the newest sign-in link emailed to a chef. */
export function latestChefLinkToken(server: TestServer, email: string): Promise<string> {
  return latestLinkToken(server, email, '/chef/login');
}

/** Follows the chef's newest emailed link in `client` (a cookie jar that may hold other sessions). */
export async function followChefLink(server: TestServer, client: ApiClient, email: string): Promise<void> {
  const response = await client.post('/api/chef/login', { token: await latestChefLinkToken(server, email) });
  if (response.status !== 200) throw new Error(`chef login failed: ${response.status} ${response.text}`);
}

let chefSequence = 0;

/**
 * A chef added and invited through the admin's calls, signed in by the invitation's link, who
 * works every slot of the week: eligible for any in-person booking they are free for
 * (DECISIONS.md section 9), so the staffing calls have someone to offer and assign.
 */
export async function createSignedInChef(server: TestServer) {
  chefSequence += 1;
  const admin = adminCaller(server).admin;
  const chef = await admin.createChef({
    name: `Portal Chef ${chefSequence}`,
    email: `portal.chef.${chefSequence}@example.com`,
    phone: `604 555 ${String(1000 + chefSequence).slice(-4)}`,
    bio: `Bio of portal chef ${chefSequence}`,
    specialty: 'Braises',
    group: 'rising',
    yearsExperience: 3,
    serviceTypes: ['in-person'],
    hourlyRate: 45,
  });
  await admin.inviteChef({ id: chef.id });
  const client = new ApiClient(server.url);
  await followChefLink(server, client, chef.email);
  await server.services.chefs.setWeeklyAvailability(chef.id, EVERY_SLOT_OF_THE_WEEK);
  return { client, chefId: chef.id, name: chef.name, email: chef.email, phone: chef.phone! };
}
export type SignedInChef = Awaited<ReturnType<typeof createSignedInChef>>;

/**
 * A fresh set of callers: two registered businesses with accounts, two signed-in chefs, an admin,
 * and nobody. The admin is `admin` when given (a session of the caller's: a sign-in checks a
 * password hash), else signed in anew; the businesses are registered by `register`.
 */
export async function createWorld(server: TestServer, { admin, register = registerWithAccount }: { admin?: ApiClient; register?: (server: TestServer) => ReturnType<typeof registerWithAccount> } = {}) {
  const [a, b, signedInAdmin, chef, otherChef] = await Promise.all([
    register(server),
    register(server),
    admin ?? adminClient(server),
    createSignedInChef(server),
    createSignedInChef(server),
  ]);
  const anon = new ApiClient(server.url);
  const clients: Record<Role, ApiClient> = { anon, A: a.client, B: b.client, admin: signedInAdmin, chef: chef.client, otherChef: otherChef.client };
  return { server, a, b, admin: signedInAdmin, anon, chef, otherChef, clients };
}
export type World = Awaited<ReturnType<typeof createWorld>>;

/** The token of the newest password-reset link emailed to `email`. */
export function latestResetToken(server: TestServer, email: string): Promise<string> {
  return latestLinkToken(server, email, '/reset-password');
}

/**
 * A frame of a stack trace: `at name (` where the parenthesis holds a place in code (a path, a
 * URL, node:, <anonymous>, index n), not prose such as the API summary "chefs at once (201, …".
 */
const STACK_TRACE = /\n\s+at |\bat (?:async |new )?[\w.$<>]+ \((?:<anonymous>|index \d+|native|node:|file:|\/|[A-Za-z]:\\)|node_modules|\.[cm]?[jt]s:\d+:\d+|\/work\/|\/src\/server\//;
const SQL_ERROR = /SQLITE_|QueryFailedError|EntityNotFound|TypeORMError|no such (table|column)|syntax error|constraint failed|FOREIGN KEY constraint|UNIQUE constraint/i;
/** Statement text, in SQL's own capitals (a 2xx may echo what the caller stored, so only errors are searched). */
const SQL_STATEMENT = /\bSELECT\b.{1,200}\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.{1,200}\bSET\b|\bWHERE\b.{1,100}[=?]/;

/** What a response must never show: an internal failure, a stack trace or SQL text. */
export function leakIn(status: number, text: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (STACK_TRACE.test(text)) return 'a stack trace';
  if (SQL_ERROR.test(text) || (status >= 400 && SQL_STATEMENT.test(text))) return 'SQL text';
  return null;
}

/**
 * A lean keep-alive HTTP client for the fuzzer's thousands of calls (fetch costs about twice as
 * much per call). It sends a fixed cookie header and keeps no cookies of its own.
 */
export class RawClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  private readonly target: URL;

  constructor(baseUrl: string, private readonly cookie = '') {
    this.target = new URL(baseUrl);
  }

  request(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
    const allHeaders: Record<string, string | number> = { ...headers };
    if (this.cookie) allHeaders.cookie = this.cookie;
    if (body !== undefined) allHeaders['content-length'] = Buffer.byteLength(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: this.target.hostname, port: this.target.port, method, path, agent: this.agent, headers: allHeaders },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
