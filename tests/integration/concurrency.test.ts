import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invariantViolations } from '../support/invariants.js';
import { adminCaller, ApiClient, registerBusiness, registerWithAccount, registrationBody, startTestServer, vancouverDay, type TestServer } from './harness.js';

/** Writes that cannot race: many requests at once, one labor bank. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});


async function bankState(client: ApiClient, businessId: number) {
  const { json } = await client.get(`/api/dashboard/${businessId}`);
  const available = json.laborBank.totalHours - json.laborBank.usedHours;
  const ledgerSum = (json.laborTransactions as { hours: number }[]).reduce((sum, line) => sum + line.hours, 0);
  return { available, ledgerSum, bookings: json.bookings as { id: number; status: string; duration: number }[] };
}

describe('concurrent bookings on one labor bank', () => {
  it('50 bookings fired at once never overdraw the bank, and the ledger equals the available hours', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client, { duration: 5 });
    await adminCaller(server).admin.addHours({ businessId, hours: 100, reason: 'Load test' });
    const startingHours = (await bankState(client, businessId)).available;
    expect(startingHours).toBe(115);

    const durations = Array.from({ length: 50 }, (_, index) => (index % 12) + 1);
    const responses = await Promise.all(
      durations.map((duration, index) =>
        client.post('/api/bookings', { businessId, bookingDate: vancouverDay(1 + (index % 20)), timeSlot: 'morning', duration }),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const accepted = durations.filter((_, index) => statuses[index] === 201);
    const refused = durations.filter((_, index) => statuses[index] === 409);
    for (const response of responses.filter((entry) => entry.status === 409)) {
      expect(response.json.message).toBe('Not enough hours in your labor bank');
    }
    const acceptedHours = accepted.reduce((sum, hours) => sum + hours, 0);
    expect(acceptedHours).toBeLessThanOrEqual(startingHours);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    const after = await bankState(client, businessId);
    expect(after.available).toBe(startingHours - acceptedHours);
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.ledgerSum).toBe(after.available);
    // Hours only went down, so each refused booking was bigger than what was left at the end.
    expect(after.available).toBeLessThan(Math.min(...refused));
    // The 201s are exactly the new confirmed bookings.
    expect(after.bookings.filter((booking) => booking.status === 'confirmed')).toHaveLength(1 + accepted.length);
  });

  it('20 cancels of the same booking at once refund it exactly once', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client, { duration: 8 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => client.patch(`/api/bookings/${bookingId}`, { status: 'canceled' })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const after = await bankState(client, businessId);
    expect(after.available).toBe(20);
    expect(after.ledgerSum).toBe(20);
  });

  it('bookings, cancels, reschedules and admin top-ups interleaved at once keep the ledger equal to the bank', async () => {
    const { client, businessId, bookingId } = await registerWithAccount(server, { duration: 4 });
    const second = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(3), timeSlot: 'evening', duration: 3 });
    const secondId = second.json.booking.id as number;
    const caller = adminCaller(server);

    const work: Promise<{ status: number } | unknown>[] = [];
    for (let round = 0; round < 10; round += 1) {
      work.push(client.post('/api/bookings', { businessId, bookingDate: vancouverDay(4 + round), timeSlot: 'afternoon', duration: (round % 6) + 1 }));
      work.push(client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(30 + round), timeSlot: 'morning', duration: (round % 12) + 1 }));
      work.push(caller.admin.addHours({ businessId, hours: 2, reason: `round ${round}` }));
      work.push(client.get(`/api/dashboard/${businessId}`));
    }
    work.push(client.patch(`/api/bookings/${secondId}`, { status: 'canceled' }));
    const results = await Promise.allSettled(work);

    for (const result of results) {
      if (result.status === 'fulfilled' && typeof result.value === 'object' && result.value && 'status' in result.value) {
        expect((result.value as { status: number }).status).toBeLessThan(500);
      }
      if (result.status === 'rejected') throw result.reason;
    }
    const after = await bankState(client, businessId);
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.ledgerSum).toBe(after.available);
  });

  it('20 registrations at once all succeed, each with its own bank of 20 hours', async () => {
    const clients = Array.from({ length: 20 }, () => new ApiClient(server.url));
    const responses = await Promise.all(clients.map((client, index) => client.post('/api/register', registrationBody({ businessName: `Concurrent Kitchen ${index}`, duration: (index % 12) + 1 }))));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const ids = new Set(responses.map((response) => response.json.business.id));
    expect(ids.size).toBe(20);
    for (const [index, client] of clients.entries()) {
      const state = await bankState(client, responses[index]!.json.business.id);
      expect(state.available).toBe(20 - ((index % 12) + 1));
      expect(state.ledgerSum).toBe(state.available);
    }
  });

  it('the same username claimed by several new contacts at once goes to exactly one', async () => {
    const clients = Array.from({ length: 8 }, () => new ApiClient(server.url));
    const contacts: number[] = [];
    for (const client of clients) contacts.push((await registerBusiness(client)).contactId);
    const responses = await Promise.all(
      clients.map((client, index) => client.post('/api/mobile/setup', { username: 'Racing_Name', password: 'a long passphrase', contactId: contacts[index] })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 200 && status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
  });

  it('one contact setting up its account twice at once gets exactly one account', async () => {
    const client = new ApiClient(server.url);
    const { contactId } = await registerBusiness(client);
    const responses = await Promise.all(
      ['Twice_A', 'Twice_B', 'Twice_C'].map((username) => client.post('/api/mobile/setup', { username, password: 'a long passphrase', contactId })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 200 && status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const taken = [];
    for (const username of ['Twice_A', 'Twice_B', 'Twice_C']) if (await server.services.accounts.usernameExists(username)) taken.push(username);
    expect(taken).toHaveLength(1);
    expect((await new ApiClient(server.url).post('/api/mobile/login', { username: taken[0], password: 'a long passphrase' })).status).toBe(200);
    expect(await invariantViolations(server.db)).toEqual([]);
  });

  it('one reset link used five times at once resets the password exactly once', async () => {
    const { username, body } = await registerWithAccount(server, { email: 'race-reset@example.com' });
    await new ApiClient(server.url).post('/api/password-recovery/request', { email: body.email });
    const mail = (await server.outbox()).find((entry) => entry.to === body.email && entry.body.includes('/reset-password?token='));
    const token = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!.body)![1]!);
    const passwords = ['racer one pass', 'racer two pass', 'racer three pass', 'racer four pass', 'racer five pass'];
    const responses = await Promise.all(passwords.map((password) => new ApiClient(server.url).post('/api/password-recovery/reset', { token, password })));
    const winners = passwords.filter((_, index) => responses[index]!.status === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.status === 400)).toHaveLength(4);
    expect((await new ApiClient(server.url).post('/api/mobile/login', { username, password: winners[0] })).status).toBe(200);
  });

  it('the same newsletter address subscribed ten times at once is stored once, and every call succeeds', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => new ApiClient(server.url).post('/api/newsletter', { email: index % 2 ? 'race@example.com' : 'RACE@example.com' })));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const { subscriptions } = await adminCaller(server).admin.inbox();
    expect(subscriptions.filter((subscription) => subscription.email === 'race@example.com')).toHaveLength(1);
  });
});
