import http from 'node:http';
import { createFloor, InvalidSignature } from './floor.js';

/**
 * The floor for `npm run bench`: plain node:http in front of the floor's calls (scripts/bench/floor.ts),
 * the same statements and JSON as the real server's, with no framework and no cookie sealing: the
 * signed-in account is the path's or the `x-account` header's.
 * Usage: node --import tsx scripts/bench/bare-server.ts <sqlite:file | postgres://…>
 */
const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: bare-server.ts <sqlite:file | postgres://…>');
const floor = createFloor(databaseUrl);
/** The seed's first account and admin: the session lookups find them as the app finds the signed-in ones. */
const SIGNED_IN = 1;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function answer(res: http.ServerResponse, status: number, work: Promise<unknown>) {
  work.then(
    (body) => send(res, status, body),
    (error: unknown) => send(res, error instanceof InvalidSignature ? 400 : 500, { message: (error as Error).message }),
  );
}

/** The request's body, then the call that answers it. */
function withBody(req: http.IncomingMessage, then: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => then(Buffer.concat(chunks)));
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const account = Number(req.headers['x-account'] ?? SIGNED_IN);
  if (req.method === 'GET' && url.startsWith('/dashboard/')) {
    return answer(res, 200, floor.businessPrincipal(account).then((principal) => floor.dashboard(principal ? Number(url.slice('/dashboard/'.length)) : 0)));
  }
  if (req.method === 'GET' && url.startsWith('/admin/businesses')) return answer(res, 200, floor.adminPage(SIGNED_IN));
  if (req.method === 'POST' && url === '/bookings') return withBody(req, (body) => answer(res, 201, floor.createBooking(account, body.toString('utf8'))));
  if (req.method === 'POST' && url === '/billing/orders') return withBody(req, (body) => answer(res, 201, floor.createOrder(account, body.toString('utf8'))));
  if (req.method === 'POST' && url === '/webhooks/stripe') {
    return withBody(req, (body) => answer(res, 200, floor.stripeWebhook(body, req.headers['stripe-signature'] as string | undefined)));
  }
  send(res, 404, { message: 'No such path' });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`bare server listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => void floor.close().then(() => process.exit(0))));
