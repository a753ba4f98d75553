import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { CallContext } from '../call.js';
import { admitted, restRequest, type AnyEndpoint, type FileAnswer, type RestChoice, type RestRoute } from '../endpoints/define.js';
import { AppError } from '../errors.js';
import { parseInput } from './errors.js';
import { sentLikeAForm } from './request-guards.js';
import { contextOf, handle } from './rest-handler.js';

/**
 * The Express side of the endpoint definitions (core/endpoints/define.ts): each REST route
 * becomes one handler that checks the caller's access (the same check as tRPC's), binds the
 * request to the chosen endpoint's input, runs its handler and sends its answer. Errors go to
 * the app's one error handler, as every REST handler's do.
 */

/** /api/bookings/{id} as Express writes it below the mount point: /bookings/:id. */
function expressPath(path: string, mountedAt: string): string {
  if (!path.startsWith(`${mountedAt}/`)) throw new Error(`REST path ${path} is not under ${mountedAt}`);
  return path.slice(mountedAt.length).replace(/\{(\w+)\}/g, ':$1');
}

/** The choice a request is meant for: the first whose `when` holds, else the last. */
function chosen(route: RestRoute, request: ReturnType<typeof restRequest>): RestChoice {
  return route.choices.find((choice, index) => index === route.choices.length - 1 || choice.when?.(request) === true)!;
}

function sendFile(res: Response, file: FileAnswer) {
  if (file.attachment) res.attachment(file.attachment);
  res.type(file.type);
  if (file.headers) res.set(file.headers);
  res.send(file.body);
}

/**
 * An answer as JSON, as Express's res.json writes it but in one piece: res.json turns a text of
 * 1,000 characters or more into a Buffer, which Node writes to the socket apart from the
 * headers, where a text goes out with them in one write (a dashboard read's answer is ~20 KB).
 */
function sendJson(res: Response, status: number, body: unknown) {
  const text = JSON.stringify(body) as string | undefined;
  // Nothing to write (an answer of undefined): Express's own way, an empty body.
  if (text === undefined) return res.status(status).json(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * The body a call with an API key sends, with the key's business where a body that names its
 * business leaves it out (DECISIONS.md section 19): a key acts for one business only. Another
 * business's id stays, for the handler's 403.
 */
function withKeysBusiness(endpoint: AnyEndpoint, call: CallContext, body: unknown): unknown {
  const keysBusiness = call.business?.apiKey ? call.business.businessId : undefined;
  const namesBusiness = endpoint.input instanceof z.ZodObject && 'businessId' in endpoint.input.shape;
  if (keysBusiness === undefined || !namesBusiness || typeof body !== 'object' || body === null || Array.isArray(body) || 'businessId' in body) return body;
  return { ...body, businessId: keysBusiness };
}

function routeHandler(route: RestRoute): RequestHandler {
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  for (const { endpoint, binding } of route.choices) {
    // A path parameter the default binding would drop is a definition error, found at start-up.
    if (paramNames.length > 0 && !binding.input) throw new Error(`${route.operationId}: a path with parameters needs an input binding`);
    if (!binding.input && endpoint.input === undefined && route.body) throw new Error(`${route.operationId}: a documented body needs an input`);
  }
  const successFlag = route.choices.some(({ binding }) => binding.successFlagOnError);
  const handler = handle(async (req: Request, res: Response) => {
    const call = admitted(route.access, contextOf(res));
    const request = restRequest({ params: req.params as Record<string, string>, query: req.query as Record<string, unknown>, body: req.body as unknown, header: (name) => req.get(name) });
    const { endpoint, binding } = chosen(route, request);
    const input = binding.input ? binding.input(request) : endpoint.input ? parseInput(endpoint.input, route.method === 'get' ? req.query : withKeysBusiness(endpoint, call, req.body)) : undefined;
    const answer: unknown = await endpoint.handler(call, input);
    if (binding.file) return sendFile(res, answer as FileAnswer);
    sendJson(res, route.status ?? 200, binding.reply ? binding.reply(answer) : answer);
  });
  if (!successFlag) return handler;
  return (req, res, next) => {
    res.locals.successFlagOnError = true;
    handler(req, res, next);
  };
}

const isUpload = (route: RestRoute) => route.choices.some(({ binding }) => binding.upload);

/** A route found for a request, with its path parameters as the request wrote them (still percent-encoded). */
export interface RouteMatch {
  route: RestRoute;
  params: Record<string, string>;
}

/** The REST routes as a request finds them (see routeMatcher). */
export interface RouteMatcher {
  /** The route Express would answer the request with, if any. */
  find(method: string, path: string): RouteMatch | undefined;
  /** The methods the path has a route for, as an OPTIONS answer lists them (a GET's HEAD too). */
  methodsAt(path: string): string[];
}

/**
 * The routes as Express would match them: the same order (literalFirst), and Express's
 * matching, in which case does not matter, a trailing slash may be added and HEAD is a GET.
 * They are kept by method and by the segment after the prefix, so a request tries the few
 * routes of its own group rather than each of the 140 in turn, as Express's router does
 * (there, a dashboard read tested about 130 patterns before its own).
 */
export function routeMatcher(routes: readonly RestRoute[]): RouteMatcher {
  const compiled = [...routes].sort(literalFirst).map((route) => {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)');
    return { route, method: route.method.toUpperCase(), group: groupOf(route.path), params, pattern: new RegExp(`^${pattern}/?$`, 'i') };
  });
  // A route whose group segment is a parameter belongs to every group.
  const byGroup = new Map<string, typeof compiled>();
  for (const { method, group } of compiled) {
    const key = `${method} ${group}`;
    if (group !== null && !byGroup.has(key)) byGroup.set(key, compiled.filter((candidate) => candidate.method === method && (candidate.group === group || candidate.group === null)));
  }
  const anyGroup = compiled.filter(({ group }) => group === null);
  return {
    find(method, path) {
      const asked = method === 'HEAD' ? 'GET' : method;
      for (const candidate of byGroup.get(`${asked} ${groupOf(path)}`) ?? anyGroup.filter((route) => route.method === asked)) {
        const match = candidate.pattern.exec(path);
        if (match) return { route: candidate.route, params: Object.fromEntries(candidate.params.map((name, index) => [name, match[index + 1]!])) };
      }
      return undefined;
    },
    methodsAt(path) {
      const methods = compiled.filter(({ pattern }) => pattern.test(path)).flatMap(({ method }) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
      return [...new Set(methods)].sort();
    },
  };
}

/** A path's second segment (the area's word after /api), lowercased; null when it is a parameter. */
function groupOf(path: string): string | null {
  const segment = path.split('/')[2] ?? '';
  return segment.includes('{') ? null : segment.toLowerCase();
}

/** A path parameter decoded as Express decodes it: a malformed escape is the caller's 400. */
function decodedParam(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new AppError('BAD_REQUEST', 'Bad request');
  }
}

/**
 * The routes whose body is JSON (or none), mounted at `mountedAt` behind the app's JSON parser
 * and call context, each answering its method and path (written whole, /api/…). An OPTIONS
 * request to one of their paths is told the methods it has, as Express's router tells it.
 */
export function endpointRoutes(routes: readonly RestRoute[], mountedAt: string): RequestHandler & { routes: { method: string; path: string }[] } {
  const handlers = new Map(routes.filter((route) => !isUpload(route)).map((route) => [route, routeHandler(route)]));
  const matcher = routeMatcher([...handlers.keys()]);
  const dispatch: RequestHandler = (req, res, next) => {
    const path = mountedAt + req.path;
    if (req.method === 'OPTIONS') {
      const allow = matcher.methodsAt(path).join(', ');
      if (!allow) return next();
      res.set({ Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      return res.end(allow);
    }
    const found = matcher.find(req.method, path);
    if (!found) return next();
    req.params = Object.fromEntries(Object.entries(found.params).map(([name, value]) => [name, decodedParam(value)]));
    handlers.get(found.route)!(req, res, next);
  };
  // What it answers, below its mount point and written as Express writes paths, for whoever
  // lists the app's routes (Express's own routes are in its stack; these are not).
  return Object.assign(dispatch, { routes: [...handlers.keys()].map((route) => ({ method: route.method, path: expressPath(route.path, mountedAt) })) });
}

/**
 * Express answers with the first route that matches, so a path with a literal segment goes
 * before one with a parameter in its place (/api/admin/export/orders.csv before
 * /api/admin/export/{kind}), whatever order the areas list them in: paths in the order of a
 * tree of their segments, literals before parameters.
 */
function literalFirst(a: RestRoute, b: RestRoute): number {
  const aSegments = a.path.split('/');
  const bSegments = b.path.split('/');
  for (let index = 0; index < Math.min(aSegments.length, bSegments.length); index++) {
    const aParameter = aSegments[index]!.includes('{');
    const bParameter = bSegments[index]!.includes('{');
    if (aParameter !== bParameter) return aParameter ? 1 : -1;
    // Two literals: any fixed order will do, as long as it is one (the sort needs a consistent comparison).
    if (!aParameter && aSegments[index] !== bSegments[index]) return aSegments[index]! < bSegments[index]! ? -1 : 1;
  }
  return aSegments.length - bSegments.length;
}

/**
 * The routes whose body is a file (core/endpoints/define.ts, `upload`), mounted before the JSON
 * parser with `before` (the app's origin check and call context) ahead of them. The session
 * and the declared type are checked before the body is read: a stranger's megabytes are never
 * buffered.
 */
export function uploadRoutes(routes: readonly RestRoute[], before: RequestHandler[]): Router {
  const router = Router();
  for (const route of routes) {
    const upload = route.choices.find(({ binding }) => binding.upload)?.binding.upload;
    if (!upload) continue;
    const checkBeforeBody: RequestHandler = (req, res, next) => {
      // What an HTML form can send is refused before the session, as the JSON-only guard refuses
      // it for every other write; any other type is the caller's to get wrong (401 first).
      if (sentLikeAForm(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', upload.refused);
      admitted(route.access, contextOf(res));
      // A media type's parameters (`; charset=…`) and its case say nothing about the file.
      const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!upload.types.includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', upload.refused);
      next();
    };
    const rawBody: RequestHandler = (req, res, next) =>
      express.raw({ type: () => true, limit: upload.limit })(req, res, (error?: unknown) =>
        next((error as { type?: string } | undefined)?.type === 'entity.too.large' ? new AppError('PAYLOAD_TOO_LARGE', upload.tooLarge) : error),
      );
    router[route.method](expressPath(route.path, ''), ...before, checkBeforeBody, rawBody, routeHandler(route));
  }
  return router;
}
