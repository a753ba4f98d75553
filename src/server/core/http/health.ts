import express, { Router, type Express } from 'express';
import helmet from 'helmet';

/**
 * What a load balancer asks (DECISIONS.md section 7): `/healthz`, whether the process answers
 * at all; `/readyz`, whether it can serve, i.e. its database answers. That migrations are done
 * needs no query: the app that mounts these routes exists only once they are, and before that
 * `whileStarting` answers. No session, no cookie: a probe every few seconds costs next to nothing.
 */
export function healthRoutes(databaseAnswers: () => Promise<boolean>): Router {
  const router = Router();
  // The pid tells an operator (and the cluster's test) which of the WEB_CONCURRENCY processes answered.
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', pid: process.pid });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await databaseAnswers();
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable' });
  });
  return router;
}

/**
 * What the port answers between binding and the end of migrations. Without it a request in
 * that window would wait forever for a handler, and under WEB_CONCURRENCY the cluster hands a
 * restarting process connections as soon as it binds.
 */
export function whileStarting(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet(), healthRoutes(() => Promise.resolve(false)));
  app.use((_req, res) => {
    res.status(503).set('Retry-After', '1').json({ message: 'ChefConnect is starting; please try again in a moment' });
  });
  return app;
}
