import express, { Router, type RequestHandler } from 'express';
import { idParam } from '../../../common/schemas/fields.js';
import { credentialInput, credentialListInput, credentialRejectInput, documentHeaders, DOCUMENT_MAX_BYTES, staffingSettingsInput } from '../../../common/schemas/credentials.js';
import { AppError } from '../../core/errors.js';
import { parseInput } from '../../core/http/errors.js';
import { sentLikeAForm } from '../../core/http/request-guards.js';
import { contextOf, handle, requireAdmin, requireChef } from '../../core/http/rest-handler.js';
import { checkedDocument, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED, documentTypeOf, downloadName } from './documents.js';

/** The document's bytes as they came, up to 5 MB; more is 413 with the document's own limit, not the JSON bodies' 100 kB. */
const documentBody: RequestHandler = (req, res, next) =>
  express.raw({ type: () => true, limit: DOCUMENT_MAX_BYTES })(req, res, (error?: unknown) =>
    next((error as { type?: string } | undefined)?.type === 'entity.too.large' ? new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE) : error),
  );

/**
 * PUT /api/chef/credentials/{id}/document: the file itself is the body (DECISIONS.md section
 * 14), so this route is mounted before the API's JSON parser and its JSON-only guard, with
 * `before` (the same-origin check and the request's context) ahead of it. The session and the
 * declared type are checked before the body is read: a stranger's 5 MB is never buffered.
 */
export function credentialDocumentRoute(before: RequestHandler[]): Router {
  const routes = Router();
  routes.put(
    '/api/chef/credentials/:id/document',
    ...before,
    (req, res, next) => {
      // What an HTML form can send is refused before the session, as the JSON-only guard refuses
      // it for every other write; any other type is the chef's to get wrong (401 first).
      if (sentLikeAForm(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_TYPE_REFUSED);
      requireChef(res);
      documentTypeOf(req.get('content-type'));
      next();
    },
    documentBody,
    handle(async (req, res) => {
      const chef = requireChef(res);
      const credentialId = parseInput(idParam, req.params.id);
      const name = parseInput(documentHeaders, { 'X-File-Name': req.get('x-file-name') })['X-File-Name'];
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const document = checkedDocument(documentTypeOf(req.get('content-type')), bytes, name);
      res.json(await contextOf(res).services.credentials.uploadDocument(chef.chefId, credentialId, document));
    }),
  );
  return routes;
}

/** The chef's credentials under /api/chef. */
export function credentialsChefApiRoutes(): Router {
  const routes = Router();
  routes.get(
    '/credentials',
    handle(async (_req, res) => {
      res.json(await contextOf(res).services.credentials.list(requireChef(res).chefId));
    }),
  );
  routes.post(
    '/credentials',
    handle(async (req, res) => {
      const chef = requireChef(res);
      res.status(201).json(await contextOf(res).services.credentials.add(chef.chefId, parseInput(credentialInput, req.body)));
    }),
  );
  routes.put(
    '/credentials/:id',
    handle(async (req, res) => {
      const chef = requireChef(res);
      const credentialId = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.credentials.update(chef.chefId, credentialId, parseInput(credentialInput, req.body)));
    }),
  );
  return routes;
}

/** The admin's review of credentials, and the staffing settings, under /api/admin. */
export function credentialsAdminApiRoutes(): Router {
  const routes = Router();
  routes.get(
    '/credentials',
    handle(async (req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.credentials.adminList(parseInput(credentialListInput, req.query).status));
    }),
  );
  routes.get(
    '/credentials/:id/document',
    handle(async (req, res) => {
      requireAdmin(res);
      const document = await contextOf(res).services.credentials.document(parseInput(idParam, req.params.id));
      // An attachment, never shown inline: whatever the chef sent opens in the admin's own viewer, not in the app's origin.
      // Its type is the checked content's, set after attachment(), which would take it from the name's extension.
      res.attachment(downloadName(document)).type(document.type).send(document.bytes);
    }),
  );
  routes.post(
    '/credentials/:id/verify',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.credentials.verify(admin, parseInput(idParam, req.params.id)));
    }),
  );
  routes.post(
    '/credentials/:id/reject',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      const credentialId = parseInput(idParam, req.params.id);
      res.json(await contextOf(res).services.credentials.reject(admin, credentialId, parseInput(credentialRejectInput, req.body).reason));
    }),
  );
  routes.get(
    '/staffing-settings',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(await contextOf(res).services.credentials.settings());
    }),
  );
  routes.patch(
    '/staffing-settings',
    handle(async (req, res) => {
      const admin = requireAdmin(res);
      res.json(await contextOf(res).services.credentials.updateSettings(admin, parseInput(staffingSettingsInput, req.body)));
    }),
  );
  return routes;
}
