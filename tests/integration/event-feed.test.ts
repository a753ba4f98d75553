import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/common/vancouver-time.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { adminCaller, ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/** The event feed (DECISIONS.md section 19): every change a business's integrators hear of, in order, none skipped. */

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface FeedEvent {
  id: string;
  type: string;
  timestamp: string;
  data: { booking?: { id: number; status: string }; order?: { id: number; status: string } };
}

/** Every event of the feed from the start, a page of `limit` at a time. */
async function wholeFeed(client: ApiClient, limit = 100): Promise<FeedEvent[]> {
  const events: FeedEvent[] = [];
  for (let after: string | null = ''; after !== null; ) {
    const page = await client.get(`/api/events?limit=${limit}${after ? `&after=${after}` : ''}`);
    expect(page.status, page.text).toBe(200);
    events.push(...(page.json.events as FeedEvent[]));
    after = page.json.nextCursor;
  }
  return events;
}

describe('the feed of one business', () => {
  const world = useClockedServer();

  it('holds each change in the order it happened, the registration booking included, each with the booking or order as it is now', async () => {
    const { client, businessId, booking } = await world.fixtures.bookedDay(3, 'morning');
    const registered = (await client.get(`/api/dashboard/${businessId}`)).json.bookings.find((one: { id: number }) => one.id !== booking.id);
    const chef = await world.fixtures.availableChef();

    const moved = await client.patch(`/api/bookings/${booking.id}`, { bookingDate: vancouverDay(4), timeSlot: 'afternoon', duration: 4 });
    expect(moved.status, moved.text).toBe(200);
    expect((await client.patch(`/api/bookings/${registered.id}`, { status: 'canceled' })).status).toBe(200);
    expect((await world.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: chef.id })).status).toBe(200);
    const chefClient = await world.fixtures.signedInChef(chef.email);
    await setClock(world, bookingStart({ bookingDate: vancouverDay(4), timeSlot: 'afternoon' }).getTime() + HOUR);
    expect((await chefClient.post(`/api/chef/assignments/${booking.id}/timesheet`, { hours: 4 })).status).toBe(201);
    expect((await client.post(`/api/bookings/${booking.id}/timesheet/confirm`)).status).toBe(200);
    const packs = (await client.get('/api/billing/packs')).json as { id: number }[];
    const order = await client.post('/api/billing/orders', { packId: packs[0]!.id });
    expect(order.status, order.text).toBe(201);
    expect((await world.admin.post(`/api/admin/orders/${order.json.order.id}/payments`, { reference: 'e-Transfer 1234' })).status).toBe(200);

    const feed = await client.get('/api/events');
    expect(feed.status, feed.text).toBe(200);
    const events = feed.json.events as FeedEvent[];
    expect(events.map((event) => [event.type, event.data.booking?.id ?? event.data.order?.id])).toEqual([
      ['booking.created', registered.id],
      ['booking.created', booking.id],
      ['booking.rescheduled', booking.id],
      ['booking.canceled', registered.id],
      ['booking.staffed', booking.id],
      ['timesheet.submitted', booking.id],
      ['booking.completed', booking.id],
      ['order.paid', order.json.order.id],
    ]);
    expect(feed.json.nextCursor).toBeNull();
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const event of events) expect(event.id).toMatch(/^evt_[A-Za-z0-9_-]{20,}$/);
    // Each booking as the dashboard shows it now; the order paid.
    const dashboard = (await client.get(`/api/dashboard/${businessId}`)).json.bookings as { id: number }[];
    for (const event of events.filter((one) => one.data.booking)) expect(event.data.booking).toEqual(dashboard.find((one) => one.id === event.data.booking!.id));
    expect(events.at(-1)!.data.order).toMatchObject({ id: order.json.order.id, status: 'paid' });
    // Stamped by the services' clock: the timesheet's during the session, the cancel's before it.
    expect(Date.parse(events[5]!.timestamp)).toBeGreaterThanOrEqual(bookingStart({ bookingDate: vancouverDay(4), timeSlot: 'afternoon' }).getTime());
    expect(Date.parse(events[3]!.timestamp)).toBeLessThan(Date.now());
    // The chef's sign-in link is an email, rendered by the job runner: slow on a busy machine.
  }, 90_000);

  it('has the admin\'s completions: one booking by hand, the past others by the sweep', async () => {
    const { client, businessId, booking } = await world.fixtures.bookedDay(1, 'evening');
    const other = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(2), timeSlot: 'morning', duration: 2 });
    expect(other.status, other.text).toBe(201);
    await setClock(world, Date.now() + 4 * DAY);
    expect((await world.admin.post(`/api/admin/bookings/${booking.id}/complete`)).status).toBe(200);
    expect(await adminCaller(world.server).admin.completePastBookings()).toEqual({ completed: expect.any(Number) });
    const completed = (await wholeFeed(client)).filter((event) => event.type === 'booking.completed');
    expect(completed.map((event) => [event.data.booking!.id, event.data.booking!.status])).toEqual([
      [booking.id, 'completed'],
      [other.json.booking.id, 'completed'],
    ]);
  });

  it('records nothing for a change that was refused', async () => {
    const { client, businessId } = await registerWithAccount(world.server);
    const before = await wholeFeed(client);
    // Twelve hours at a time until the bank refuses one.
    const answers: { status: number }[] = [];
    for (let offset = 5; !answers.some((answer) => answer.status === 409); offset += 1) {
      answers.push(await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(offset), timeSlot: 'morning', duration: 12 }));
    }
    const after = await wholeFeed(client);
    expect(after).toHaveLength(before.length + answers.length - 1);
  });

  it('pages by the last id seen: full pages name it as nextCursor, the last page none', async () => {
    const { client, businessId } = await registerWithAccount(world.server);
    for (const offset of [5, 6, 7]) expect((await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(offset), timeSlot: 'morning', duration: 2 })).status).toBe(201);
    const all = (await client.get('/api/events')).json.events as FeedEvent[];
    expect(all).toHaveLength(4);

    const first = await client.get('/api/events?limit=2');
    expect(first.json).toEqual({ events: all.slice(0, 2), nextCursor: all[1]!.id });
    const second = await client.get(`/api/events?limit=2&after=${first.json.nextCursor}`);
    expect(second.json).toEqual({ events: all.slice(2), nextCursor: all[3]!.id });
    expect((await client.get(`/api/events?limit=2&after=${second.json.nextCursor}`)).json).toEqual({ events: [], nextCursor: null });
    expect((await client.get(`/api/events?limit=3&after=${all[0]!.id}`)).json).toEqual({ events: all.slice(1), nextCursor: all[3]!.id });
  });

  it('refuses a cursor it does not know, another business\'s included, and a limit outside 1-100', async () => {
    const one = await registerWithAccount(world.server);
    const other = await registerWithAccount(world.server);
    const othersEvent = ((await other.client.get('/api/events')).json.events as FeedEvent[])[0]!;
    for (const after of ['evt_unknown', othersEvent.id]) {
      const answer = await one.client.get(`/api/events?after=${after}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: 'Unknown cursor' });
    }
    for (const limit of ['0', '101', 'ten', '-1']) expect((await one.client.get(`/api/events?limit=${limit}`)).status).toBe(400);
    expect((await new ApiClient(world.server.url).get('/api/events')).status).toBe(401);
  });

  it('reaches back 30 days', async () => {
    const { client, businessId } = await registerWithAccount(world.server);
    await setClock(world, Date.now() + 20 * DAY);
    expect((await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(25), timeSlot: 'morning', duration: 2 })).status).toBe(201);
    await setClock(world, Date.now() + 31 * DAY);
    const events = (await client.get('/api/events')).json.events as FeedEvent[];
    expect(events.map((event) => event.type)).toEqual(['booking.created']);
    expect(Date.parse(events[0]!.timestamp)).toBeGreaterThan(Date.now() + 19 * DAY);
  });
});

describe('read while several processes write', () => {
  const PROCESSES = 2;
  const WRITERS = 9;
  const BOOKINGS = 45;
  const processes = useServerAndSiblings(PROCESSES);

  it('a reader following the feed by the last id it saw misses none of the events written meanwhile', async () => {
    const { server } = processes;
    const { client, businessId } = await registerWithAccount(server);
    await adminCaller(server).admin.addHours({ businessId, hours: 500, reason: 'Feed test' });
    const urls = processes.urls();
    let booked = 0;
    let writing = true;
    const writers = Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const through = new ApiClient(urls[writer % urls.length]!);
        through.restore(client.snapshot());
        for (let step = writer; step < BOOKINGS; step += WRITERS) {
          const answer = await through.post('/api/bookings', { businessId, bookingDate: vancouverDay(7 + (step % 40)), timeSlot: 'evening', duration: 1 });
          expect(answer.status, answer.text).toBe(201);
          booked += 1;
        }
      }),
    ).finally(() => (writing = false));

    // The reader asks whichever process, small pages, as fast as it can, until the writers are done and it has caught up.
    const seen: FeedEvent[] = [];
    for (let round = 0; writing || round === 0; round += 1) {
      for (;;) {
        const reader = new ApiClient(urls[round % urls.length]!);
        reader.restore(client.snapshot());
        const page = await reader.get(`/api/events?limit=4${seen.length > 0 ? `&after=${seen.at(-1)!.id}` : ''}`);
        expect(page.status, page.text).toBe(200);
        seen.push(...(page.json.events as FeedEvent[]));
        if (page.json.nextCursor === null) break;
      }
    }
    await writers;
    const tail = await client.get(`/api/events?after=${seen.at(-1)!.id}`);
    seen.push(...(tail.json.events as FeedEvent[]));

    expect(booked).toBe(BOOKINGS);
    const whole = await wholeFeed(client);
    expect(whole).toHaveLength(1 + BOOKINGS);
    expect(seen.map((event) => event.id)).toEqual(whole.map((event) => event.id));
  }, 120_000);
});
