import { Router } from 'express';
import { contextOf, handle, requireAdmin } from '../../core/http/rest-handler.js';

/** The REST handlers of this area: its admin calls, mounted at /api/admin. */
export function backupsAdminApiRoutes(): Router {
  const routes = Router();

  // DECISIONS.md section 21: the backups in BACKUP_DIR, newest first.
  routes.get(
    '/backups',
    handle(async (_req, res) => {
      requireAdmin(res);
      res.json(contextOf(res).services.backups.list());
    }),
  );

  // DECISIONS.md section 21: "Back up now" (201).
  routes.post(
    '/backups',
    handle(async (_req, res) => {
      const admin = requireAdmin(res);
      res.status(201).json(await contextOf(res).services.backups.takeNow(admin));
    }),
  );

  return routes;
}
