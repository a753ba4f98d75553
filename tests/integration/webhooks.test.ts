import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { Not } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiKey, IntegrationEvent, Webhook as WebhookRow, WebhookDelivery } from '../../src/server/areas/integrations/entities.js';
import { PURGE_BATCH } from '../../src/server/areas/integrations/events.js';
import { assertWebhookTarget, postWebhook } from '../../src/server/areas/integrations/webhook-targets.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { SESSION_SECRET } from '../../scripts/bench/server-process.js';
import { serverClock, setClock } from '../support/session-clock.js';
import { useSiblingProcesses } from '../support/sibling-processes.js';
import { ApiClient, registerWithAccount, startTestServer, teamMember, vancouverDay, type TestServer } from './harness.js';

/**
 * Webhooks by the Standard Webhooks specification (DECISIONS.md section 19), delivered to a
 * receiver on this machine (WEBHOOK_TARGETS=any) and verified as an integrator verifies them:
 * with the npm `standardwebhooks` package, on the bytes received.
 */

interface Received {
  path: string | undefined;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they arrived: what a receiver must verify, before any parsing. */
  rawBody: Buffer;
  body: string;
}

/** A request the receiver keeps unanswered, as a slow receiver would, until the test answers it. */
interface HeldRequest {
  /** Settles when the request comes in. */
  arrived: Promise<void>;
  /** Answers it with `status` (at once, should it come in later). */
  answer(status: number): void;
}

/**
 * A local receiver that answers each request with the next status of `statuses` (200 once they
 * run out), or, while `hold` has taken the next requests, holds them for the test to answer.
 */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const holds: { arrive(): void; answered: Promise<number> }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      received.push({ path: request.url, headers: request.headers, rawBody, body: rawBody.toString('utf8') });
      const held = holds.shift();
      if (!held) {
        response.statusCode = statuses.shift() ?? 200;
        response.end();
        return;
      }
      held.arrive();
      void held.answered.then((status) => {
        response.statusCode = status;
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  /** The next request, held. */
  function hold(): HeldRequest {
    let arrive!: () => void;
    let answer!: (status: number) => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    holds.push({ arrive, answered: new Promise<number>((resolve) => (answer = resolve)) });
    return { arrived, answer };
  }
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, statuses, hold, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The body as `new Webhook(secret).verify(rawBody, headers)` of the `standardwebhooks` package returns it; it throws unless the delivery is genuine. */
function verify(secret: string, delivery: Received): unknown {
  return new Webhook(secret).verify(delivery.rawBody, delivery.headers as Record<string, string>);
}

/**
 * The same, by a receiver whose clock reads the attempt's time: the package refuses a timestamp
 * more than five minutes from its own clock, and the tests that move the server's clock send
 * from the future.
 */
function verifyAtAttemptTime(secret: string, delivery: Received): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: Number(delivery.headers['webhook-timestamp']) * 1000 });
  try {
    return verify(secret, delivery);
  } finally {
    vi.useRealTimers();
  }
}

const clock = { offsetMs: 0 };
let server: TestServer;
const timed = serverClock(clock, () => server);
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  server = await startTestServer({ sessionSecret: SESSION_SECRET, env: { WEBHOOK_TARGETS: 'any' }, now: () => new Date(Date.now() + clock.offsetMs) });
  receiver = await startReceiver();
});

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

async function businessWithWebhook(events: string[] = ['*']) {
  const registered = await registerWithAccount(server);
  const created = await registered.client.post('/api/business/webhooks', { url: receiver.url, events });
  expect(created.status, created.text).toBe(201);
  return { ...registered, webhook: created.json.webhook as { id: number }, secret: created.json.secret as string };
}

async function book(client: ApiClient, businessId: number, daysAhead: number, extra: { specialRequests?: string } = {}) {
  const answer = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(daysAhead), timeSlot: 'morning', duration: 1, ...extra });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.booking as { id: number };
}

const deliveriesOf = async (client: ApiClient, webhookId: number) => (await client.get(`/api/business/webhooks/${webhookId}/deliveries`)).json.deliveries;

describe('a webhook', () => {
  it('is deleted, with the business\'s API keys revoked, when the business closes: the key is refused and nothing of theirs is left to answer or send', async () => {
    const { client, businessId, password } = await businessWithWebhook();
    const key = (await client.post('/api/business/api-keys', { name: 'Till', role: 'manager' })).json.key as string;
    expect((await new ApiClient(server.url).get('/api/bookings', { authorization: `Bearer ${key}` })).status).toBe(200);

    const closed = await client.post('/api/business/close', { password });
    expect(closed.status, closed.text).toBe(200);
    const { manager } = server.dataSource;
    expect(await manager.countBy(WebhookRow, { businessId })).toBe(0);
    expect(await manager.countBy(ApiKey, { businessId })).toBe(0);
    expect((await new ApiClient(server.url).get('/api/bookings', { authorization: `Bearer ${key}` })).status).toBe(401);
  });

  it('is made with a secret shown once, and receives each event it asked for, signed, after the change commits', async () => {
    const { client, businessId, webhook, secret } = await businessWithWebhook(['booking.created', 'booking.canceled']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await client.get('/api/business/webhooks')).json).toEqual({ webhooks: [{ id: webhook.id, url: receiver.url, events: ['booking.created', 'booking.canceled'], enabled: true, createdAt: expect.any(String) }] });
    receiver.received.length = 0;

    // Letters beyond ASCII: the signature covers the body's UTF-8 bytes, as the package reads them.
    const specialRequests = 'Crème brûlée for 12 — 🍰 on the side';
    const booking = await book(client, businessId, 6, { specialRequests });
    await server.jobs!.drain();
    // The rescheduling is not among the events it asked for.
    expect((await client.patch(`/api/bookings/${booking.id}`, { bookingDate: vancouverDay(7), timeSlot: 'morning', duration: 1 })).status).toBe(200);
    await server.jobs!.drain();

    const feed = (await client.get('/api/events')).json.events as { id: string; type: string; timestamp: string }[];
    const created = feed.find((event) => event.type === 'booking.created' && (event as unknown as { data: { booking: { id: number } } }).data.booking.id === booking.id)!;
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const body = verify(secret, delivery!);
    // Another secret, one byte changed, or a signature from another moment: refused.
    expect(() => verify(`whsec_${Buffer.alloc(32).toString('base64')}`, delivery!)).toThrow(WebhookVerificationError);
    expect(() => verify(secret, { ...delivery!, rawBody: Buffer.from(delivery!.body.replace('"confirmed"', '"canceled"')) })).toThrow(WebhookVerificationError);
    expect(() => verify(secret, { ...delivery!, headers: { ...delivery!.headers, 'webhook-timestamp': String(Number(delivery!.headers['webhook-timestamp']) - 1) } })).toThrow(WebhookVerificationError);
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['webhook-id']).toBe(created.id);
    expect(Math.abs(Number(delivery!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    // The booking as GET /api/bookings/{id} answered when it was sent: before the move.
    expect(body).toEqual({ type: 'booking.created', timestamp: created.timestamp, data: { booking: expect.objectContaining({ id: booking.id, bookingDate: vancouverDay(6), status: 'confirmed', specialRequests }) } });
    expect(await deliveriesOf(client, webhook.id)).toEqual([
      { id: expect.any(Number), eventId: created.id, type: 'booking.created', status: 'delivered', attempts: 1, lastStatusCode: 200, lastAttemptAt: expect.any(String), nextAttemptAt: null },
    ]);
  });

  it('is retried 5 s, 5 min and 30 min after failed attempts, with the same webhook-id, until the receiver takes it', async () => {
    const { client, businessId, webhook, secret } = await businessWithWebhook();
    receiver.received.length = 0;
    receiver.statuses.push(500, 503, 302);
    await book(client, businessId, 8);
    await server.jobs!.drain();
    const waits: number[] = [];
    for (const wait of [5_000, 300_000, 1_800_000]) {
      const [pending] = await deliveriesOf(client, webhook.id);
      expect(pending.status).toBe('pending');
      waits.push(Date.parse(pending.nextAttemptAt) - Date.parse(pending.lastAttemptAt));
      // Not due a moment before its time.
      await setClock(timed, Date.now() + clock.offsetMs + wait - 1_000);
      await server.jobs!.drain();
      expect((await deliveriesOf(client, webhook.id))[0].attempts).toBe(waits.length);
      await setClock(timed, Date.now() + clock.offsetMs + 1_000);
      await server.jobs!.drain();
    }
    expect(waits).toEqual([5_000, 300_000, 1_800_000]);
    const [delivered] = await deliveriesOf(client, webhook.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 4, lastStatusCode: 200, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((one) => one.headers['webhook-id'])).size).toBe(1);
    for (const one of receiver.received) expect(verifyAtAttemptTime(secret, one)).toMatchObject({ type: 'booking.created' });
    await setClock(timed);
  });

  it('is disabled by a 410: no more deliveries, a retry and a test ping refused; enabled again, it hears of the changes from then on', async () => {
    const { client, businessId, webhook } = await businessWithWebhook();
    receiver.received.length = 0;
    receiver.statuses.push(410);
    const first = await book(client, businessId, 9);
    await server.jobs!.drain();
    const [gone] = await deliveriesOf(client, webhook.id);
    expect(gone).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 410 });
    expect((await client.get('/api/business/webhooks')).json.webhooks[0].enabled).toBe(false);
    const missed = await book(client, businessId, 10);
    await server.jobs!.drain();
    expect(receiver.received).toHaveLength(1);
    const retry = await client.post(`/api/business/webhooks/${webhook.id}/deliveries/${gone.id}/retry`);
    expect([retry.status, retry.json]).toEqual([409, { message: 'This webhook is disabled' }]);
    const ping = await client.post(`/api/business/webhooks/${webhook.id}/test`);
    expect([ping.status, ping.json]).toEqual([409, { message: 'This webhook is disabled' }]);

    // Turned on again, it hears of the changes from then on; the one it missed is in the feed.
    expect((await client.patch(`/api/business/webhooks/${webhook.id}`, { enabled: true })).json.webhook.enabled).toBe(true);
    const later = await book(client, businessId, 11);
    await server.jobs!.drain();
    expect(receiver.received.map((one) => (JSON.parse(one.body) as { data: { booking: { id: number } } }).data.booking.id)).toEqual([first.id, later.id]);
    expect((await deliveriesOf(client, webhook.id)).map((one: { status: string }) => one.status)).toEqual(['delivered', 'failed']);
    const feed = (await client.get('/api/events')).json.events as { data: { booking: { id: number } } }[];
    expect(feed.map((event) => event.data.booking.id)).toContain(missed.id);
  });

  it('turned off with a delivery waiting for its next attempt, fails that delivery instead of sending it, then or once it is on again', async () => {
    const { client, businessId, webhook } = await businessWithWebhook();
    receiver.received.length = 0;
    // Two failures: on a busy machine the 5-second retry may come due while the first drain runs.
    receiver.statuses.push(500, 500);
    await book(client, businessId, 16);
    await server.jobs!.drain();
    const [waiting] = await deliveriesOf(client, webhook.id);
    expect(waiting).toMatchObject({ status: 'pending', nextAttemptAt: expect.any(String) });
    expect((await client.patch(`/api/business/webhooks/${webhook.id}`, { enabled: false })).status).toBe(200);
    await setClock(timed, Date.now() + clock.offsetMs + 3_600_000);
    await server.jobs!.drain();
    expect((await client.patch(`/api/business/webhooks/${webhook.id}`, { enabled: true })).status).toBe(200);
    await setClock(timed, Date.now() + clock.offsetMs + 86_400_000);
    await server.jobs!.drain();
    expect(receiver.received).toHaveLength(waiting.attempts);
    const [failed] = await deliveriesOf(client, webhook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: waiting.attempts, lastStatusCode: 500, nextAttemptAt: null });
    // Its owner may still send it again by hand.
    receiver.statuses.length = 0;
    expect((await client.post(`/api/business/webhooks/${webhook.id}/deliveries/${failed.id}/retry`)).status).toBe(202);
    await server.jobs!.drain();
    expect((await deliveriesOf(client, webhook.id))[0]).toMatchObject({ status: 'delivered', attempts: waiting.attempts + 1 });
    await setClock(timed);
  });

  it('fails a delivery after its eighth attempt, and is disabled once every delivery has failed for five days, its owners emailed once', async () => {
    const { client, businessId, webhook, body: owner } = await businessWithWebhook();
    const secondOwner = await teamMember(server, businessId, 'owner');
    const manager = await teamMember(server, businessId, 'manager');
    const ownEmails = async () => (await server.outbox()).filter((email) => [owner.email, secondOwner.email, manager.email].includes(email.to) && email.subject.includes('webhook'));
    receiver.statuses.push(...Array.from({ length: 20 }, () => 500));
    await book(client, businessId, 12);
    await server.jobs!.drain();
    for (const wait of [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]) {
      await setClock(timed, Date.now() + clock.offsetMs + wait);
      await server.jobs!.drain();
    }
    expect((await deliveriesOf(client, webhook.id))[0]).toMatchObject({ status: 'failed', attempts: 8, lastStatusCode: 500, nextAttemptAt: null });
    expect((await client.get('/api/business/webhooks')).json.webhooks[0].enabled).toBe(true);
    // Five days after the first failure, another event's first attempt fails too.
    await setClock(timed, Date.now() + 5 * 86_400_000 + 60_000);
    await book(client, businessId, 14);
    await server.jobs!.drain();
    expect((await client.get('/api/business/webhooks')).json.webhooks[0].enabled).toBe(false);
    const emails = await ownEmails();
    expect(emails.map((email) => email.to).sort()).toEqual([owner.email, secondOwner.email].sort());
    const [toOwner] = emails.filter((email) => email.to === owner.email);
    expect(toOwner!.subject).toBe('Your webhook to 127.0.0.1:' + new URL(receiver.url).port + '/hooks was turned off');
    expect(toOwner!.body).toContain(`Hi ${owner.firstName as string},`);
    expect(toOwner!.body).toContain('has failed for 5 days: your receiver last answered with HTTP status 500. We have turned the webhook off');
    expect(toOwner!.body).toContain(`/dashboard/${businessId}`);
    // Another failing event of the business goes nowhere now, and nobody is emailed again.
    await book(client, businessId, 15);
    await server.jobs!.drain();
    expect(await ownEmails()).toHaveLength(2);
    receiver.statuses.length = 0;
    await setClock(timed);
  });

  it('sends a test event to itself alone, and a retry sends a delivery again with its webhook-id', async () => {
    const { client, webhook, secret } = await businessWithWebhook(['order.paid']);
    receiver.received.length = 0;
    const test = await client.post(`/api/business/webhooks/${webhook.id}/test`);
    expect(test.status, test.text).toBe(202);
    expect(test.json).toEqual({ success: true, delivery: expect.objectContaining({ type: 'webhook.test', status: 'pending', attempts: 0 }) });
    await server.jobs!.drain();
    expect(receiver.received).toHaveLength(1);
    expect(verify(secret, receiver.received[0]!)).toEqual({ type: 'webhook.test', timestamp: expect.any(String), data: {} });
    expect((await client.get('/api/events')).json.events.map((event: { type: string }) => event.type)).toEqual(['booking.created']);

    const retry = await client.post(`/api/business/webhooks/${webhook.id}/deliveries/${test.json.delivery.id}/retry`);
    expect(retry.status, retry.text).toBe(202);
    await server.jobs!.drain();
    expect(receiver.received.map((one) => one.headers['webhook-id'])).toEqual([test.json.delivery.eventId, test.json.delivery.eventId]);
    expect((await deliveriesOf(client, webhook.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('makes the attempt a retry asks for while another is in flight, even when that one fails after the retry', async () => {
    const { client, businessId, webhook } = await businessWithWebhook(['booking.created']);
    receiver.received.length = 0;
    // The first attempt is slow to be answered; the retry's own attempt, should it start meanwhile, is too.
    const [first, duringIt] = [receiver.hold(), receiver.hold()];
    await book(client, businessId, 9);
    await first.arrived;
    const [inFlight] = await deliveriesOf(client, webhook.id);
    expect(inFlight).toMatchObject({ status: 'pending', attempts: 0 });
    const retry = await client.post(`/api/business/webhooks/${webhook.id}/deliveries/${inFlight.id}/retry`);
    expect(retry.status, retry.text).toBe(202);

    // The first attempt fails and is recorded; only then is the retry's own attempt, if it began, answered.
    first.answer(500);
    await vi.waitFor(async () => expect((await server.dataSource.manager.findOneByOrFail(WebhookDelivery, { id: inFlight.id })).attempts).toBeGreaterThan(0));
    duringIt.answer(200);
    await server.jobs!.drain();
    expect((await deliveriesOf(client, webhook.id))[0]).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps its deliveries and their events 30 days: the daily job deletes the older ones, however many, and the feed and the log answer as before', async () => {
    const DAY = 86_400_000;
    const { client, businessId, webhook } = await businessWithWebhook(['booking.created']);
    await book(client, businessId, 20);
    await server.jobs!.drain();
    const oldEvents = (await client.get('/api/events')).json.events as { id: string }[];
    await setClock(timed, Date.now() + 20 * DAY);
    const recent = await book(client, businessId, 30);
    await server.jobs!.drain();
    const { manager } = server.dataSource;
    // Months of old deliveries, more than a few batches: copies of the first.
    const { id: _id, ...first } = await manager.findOneByOrFail(WebhookDelivery, { webhookId: webhook.id, subjectId: Not(recent.id) });
    const copies = Array.from({ length: 2 * PURGE_BATCH + 1 }, (_, index) => ({ ...first, eventId: `evt_copy_${webhook.id}_${index}` }));
    for (let start = 0; start < copies.length; start += 200) await manager.insert(WebhookDelivery, copies.slice(start, start + 200));
    expect(await manager.countBy(WebhookDelivery, { webhookId: webhook.id })).toBe(2 * PURGE_BATCH + 3);

    // A day past 30 days after the first booking, the daily job has run.
    await setClock(timed, Date.now() + 31 * DAY);
    await server.jobs!.drain();
    expect(await manager.countBy(WebhookDelivery, { webhookId: webhook.id })).toBe(1);
    expect((await manager.findBy(IntegrationEvent, { businessId })).map((event) => event.subjectId)).toEqual([recent.id]);
    const feed = await client.get('/api/events');
    expect(feed.json).toEqual({ events: [expect.objectContaining({ type: 'booking.created', data: { booking: expect.objectContaining({ id: recent.id }) } })], nextCursor: null });
    // A cursor of a deleted event cannot say what followed it any more.
    const stale = await client.get(`/api/events?after=${oldEvents.at(-1)!.id}`);
    expect([stale.status, stale.json]).toEqual([400, { message: 'Unknown cursor' }]);
    expect(await deliveriesOf(client, webhook.id)).toEqual([expect.objectContaining({ eventId: feed.json.events[0].id, status: 'delivered' })]);
    // And tomorrow's run is queued.
    const next = await manager.findOneByOrFail(Job, { jobKey: 'integrations:daily-purge', state: 'queued' });
    expect(next.runAt.getTime() - (Date.now() + clock.offsetMs)).toBeLessThanOrEqual(DAY);
    await setClock(timed);
  });

  it('is refused an eleventh, events that are not a list of types, and is changed and deleted by its business only', async () => {
    const { client, webhook } = await businessWithWebhook();
    const other = await registerWithAccount(server);
    for (let index = 1; index < 10; index += 1) expect((await client.post('/api/business/webhooks', { url: receiver.url, events: ['*'] })).status).toBe(201);
    const eleventh = await client.post('/api/business/webhooks', { url: receiver.url, events: ['*'] });
    expect([eleventh.status, eleventh.json]).toEqual([409, { message: 'A business can have at most 10 webhooks' }]);
    for (const events of [[], ['booking.moved'], ['*', 'booking.created'], '*']) expect((await other.client.post('/api/business/webhooks', { url: receiver.url, events })).status).toBe(400);
    expect((await other.client.patch(`/api/business/webhooks/${webhook.id}`, { enabled: false })).status).toBe(404);
    const changed = await client.patch(`/api/business/webhooks/${webhook.id}`, { events: ['order.paid'], enabled: false });
    expect(changed.json).toEqual({ success: true, webhook: expect.objectContaining({ id: webhook.id, events: ['order.paid'], enabled: false }) });
    expect((await other.client.delete(`/api/business/webhooks/${webhook.id}`)).status).toBe(404);
    expect((await client.delete(`/api/business/webhooks/${webhook.id}`)).json).toEqual({ success: true });
    expect((await client.get('/api/business/webhooks')).json.webhooks).toHaveLength(9);
  });
});

describe('where a webhook may send with WEBHOOK_TARGETS=public', () => {
  it('refuses http, loopback, private and link-local addresses, and a name that resolves to 127.0.0.1, when saved', async () => {
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://localhost/hook', 'https://[::1]/hook', 'https://10.1.2.3/', 'https://192.168.0.10/', 'https://169.254.169.254/latest', 'https://[fd00::1]/', 'https://[::ffff:127.0.0.1]/', 'not a url']) {
      await expect(assertWebhookTarget(url, 'public'), url).rejects.toMatchObject({ message: 'Use a public https address', fieldErrors: { url: 'Use a public https address' } });
    }
    expect(await assertWebhookTarget('https://93.184.215.14/hook', 'public')).toBe('https://93.184.215.14/hook');
  });

  it('refuses them again when sending, after resolving the name, and never follows a redirect', async () => {
    receiver.received.length = 0;
    const signal = new AbortController().signal;
    expect(await postWebhook(receiver.url, {}, '{}', 'public', 2_000, signal)).toEqual({ status: null });
    expect(await postWebhook(receiver.url.replace('127.0.0.1', 'localhost').replace('http:', 'https:'), {}, '{}', 'public', 2_000, signal)).toEqual({ status: null });
    expect(receiver.received).toHaveLength(0);
    receiver.statuses.push(307);
    expect(await postWebhook(receiver.url, {}, '{}', 'any', 2_000, signal)).toEqual({ status: 307 });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('how long a receiver may take', () => {
  /** A receiver on a raw socket that writes `answer` one byte every `everyMs`: never silent for long, never quick. */
  async function trickling(answer: string, everyMs: number) {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < answer.length && !socket.destroyed) socket.write(answer[sent++]!);
        else clearInterval(timer);
      }, everyMs);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
      close: () => {
        for (const socket of sockets) socket.destroy();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('counts the whole wait for the status, not each silence: a status line trickled past the limit is a failed attempt', async () => {
    const slow = await trickling('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n', 50);
    const started = Date.now();
    expect(await postWebhook(slow.url, {}, '{}', 'any', 600, new AbortController().signal)).toEqual({ status: null });
    expect(Date.now() - started).toBeLessThan(1_500);
    await slow.close();
  });

  it('takes a 2xx as soon as its status line arrives, whatever the body that follows it takes', async () => {
    const slowBody = await trickling(`HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n${'x'.repeat(1_000)}`, 5);
    const started = Date.now();
    expect(await postWebhook(slowBody.url, {}, '{}', 'any', 10_000, new AbortController().signal)).toEqual({ status: 200 });
    // The status line is in after 41 bytes; the body would take 5 seconds more.
    expect(Date.now() - started).toBeLessThan(2_500);
    await slowBody.close();
  });
});

describe('with several processes running jobs', () => {
  const siblings = useSiblingProcesses(2, () => server.config.databaseUrl, () => ({ WEBHOOK_TARGETS: 'any' }));

  it('each event reaches each webhook once', async () => {
    const { client, businessId, webhook, secret } = await businessWithWebhook(['booking.created']);
    const second = await client.post('/api/business/webhooks', { url: `${receiver.url}/second`, events: ['*'] });
    expect(second.status).toBe(201);
    receiver.received.length = 0;
    const urls = [server.url, ...siblings.urls()];
    const BOOKINGS = 15;
    await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, index) => {
        const through = new ApiClient(urls[index % urls.length]!);
        through.restore(client.snapshot());
        await book(through, businessId, 11 + index);
      }),
    );
    // Every process's runner takes deliveries; wait until both webhooks have had them all.
    for (let waited = 0; receiver.received.length < 2 * BOOKINGS && waited < 60_000; waited += 250) {
      await server.jobs!.drain();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const perWebhook = (path: string) => receiver.received.filter((one) => one.path === path).length;
    expect(receiver.received).toHaveLength(2 * BOOKINGS);
    const ids = receiver.received.map((one) => `${one.path}:${one.headers['webhook-id'] as string}`);
    expect(new Set(ids).size).toBe(2 * BOOKINGS);
    expect([perWebhook('/hooks'), perWebhook('/hooks/second')]).toEqual([BOOKINGS, BOOKINGS]);
    // Whichever process sent it, each is signed with its own webhook's secret.
    for (const one of receiver.received) expect(verify(one.path === '/hooks' ? secret : (second.json.secret as string), one)).toMatchObject({ type: 'booking.created' });
    expect((await deliveriesOf(client, webhook.id)).every((one: { status: string; attempts: number }) => one.status === 'delivered' && one.attempts === 1)).toBe(true);
  }, 120_000);
});
