import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, ApiClient, registerBusiness, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * Standing bookings (DECISIONS.md section 20): POST /api/bookings/series books every session of
 * a weekly rule at once, each an ordinary booking. The clock stands on Monday 2026-12-07 at
 * 16:00Z, 9:00 in Vancouver (UTC−7 all year): that day's morning slot has begun.
 */
let server: TestServer;
const clock = Date.parse('2026-12-07T16:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});

afterAll(async () => {
  await server?.stop();
});

/** A new business, signed in, with 15 hours free (20 complimentary less its 5-hour first booking). */
async function business() {
  const client = new ApiClient(server.url);
  const { businessId } = await registerBusiness(client);
  const dashboard = async () => (await client.get(`/api/dashboard/${businessId}`)).json;
  const addHours = (hours: number) => adminCaller(server).admin.addHours({ businessId, hours, reason: 'Series test' });
  return { client, businessId, dashboard, addHours };
}

const series = (overrides: Record<string, unknown> = {}) => ({ serviceType: 'virtual', timeSlot: 'morning', duration: 2, every: 1, ...overrides });

describe('POST /api/bookings/series', () => {
  it('books each chosen weekday as its own booking at 8 AM Vancouver = 15:00Z across March 2027, one ledger entry each', async () => {
    const { client, dashboard } = await business();
    const before = await dashboard();
    const answer = await client.post('/api/bookings/series', series({ firstDate: '2027-03-01', weekdays: ['FR', 'MO'], count: 6 }));
    expect(answer.status).toBe(201);
    const seriesId = answer.json.series.id;
    expect(answer.json.series).toEqual({ id: seriesId, summary: 'Every Monday and Friday, morning, 2 hours, 6 sessions', firstDate: '2027-03-01', lastDate: '2027-03-19', sessions: 6 });
    expect(answer.json.skipped).toEqual([]);
    expect(answer.json.bookings.map((booking: { bookingDate: string; startsAt: string; endsAt: string; seriesId: number; status: string }) => [booking.bookingDate, booking.startsAt, booking.endsAt, booking.seriesId, booking.status])).toEqual([
      ['2027-03-01', '2027-03-01T15:00:00.000Z', '2027-03-01T17:00:00.000Z', seriesId, 'confirmed'],
      ['2027-03-05', '2027-03-05T15:00:00.000Z', '2027-03-05T17:00:00.000Z', seriesId, 'confirmed'],
      ['2027-03-08', '2027-03-08T15:00:00.000Z', '2027-03-08T17:00:00.000Z', seriesId, 'confirmed'],
      ['2027-03-12', '2027-03-12T15:00:00.000Z', '2027-03-12T17:00:00.000Z', seriesId, 'confirmed'],
      ['2027-03-15', '2027-03-15T15:00:00.000Z', '2027-03-15T17:00:00.000Z', seriesId, 'confirmed'],
      ['2027-03-19', '2027-03-19T15:00:00.000Z', '2027-03-19T17:00:00.000Z', seriesId, 'confirmed'],
    ]);

    const after = await dashboard();
    expect(after.laborBank.availableHours).toBe(before.laborBank.availableHours - 12);
    const entries = after.laborTransactions.slice(0, after.laborTransactions.length - before.laborTransactions.length);
    expect(entries.map((entry: { hours: number }) => entry.hours)).toEqual([-2, -2, -2, -2, -2, -2]);
    // The dashboard's bookings name their series too; a single booking names none.
    expect(after.bookings.filter((booking: { seriesId: number | null }) => booking.seriesId === seriesId)).toHaveLength(6);
    expect(after.bookings.filter((booking: { seriesId: number | null }) => booking.seriesId === null)).toHaveLength(1);
  });

  it('every second week from the first date\'s week (Monday first), until a day included, across November 2027', async () => {
    const { client } = await business();
    // Wednesday 2027-10-27: its week's Monday (10-25) is before the first date; its Sunday is the first session.
    const answer = await client.post('/api/bookings/series', series({ firstDate: '2027-10-27', weekdays: ['SU', 'MO'], every: 2, until: '2027-11-22', duration: 1 }));
    expect(answer.status).toBe(201);
    expect(answer.json.bookings.map((booking: { bookingDate: string; startsAt: string }) => [booking.bookingDate, booking.startsAt])).toEqual([
      ['2027-10-31', '2027-10-31T15:00:00.000Z'],
      ['2027-11-08', '2027-11-08T15:00:00.000Z'],
      ['2027-11-14', '2027-11-14T15:00:00.000Z'],
      ['2027-11-22', '2027-11-22T15:00:00.000Z'],
    ]);
    expect(answer.json.series).toMatchObject({ summary: 'Every 2 weeks on Monday and Sunday, morning, 1 hour, 4 sessions', firstDate: '2027-10-31', lastDate: '2027-11-22', sessions: 4 });
  });

  it('skips a slot already started and a day the admin blocked, lists each with its reason, and counts them in `count`', async () => {
    const { client } = await business();
    await adminCaller(server).admin.blockSlot({ date: '2026-12-14' });
    await adminCaller(server).admin.blockSlot({ date: '2026-12-28', timeSlot: 'morning' });
    const answer = await client.post('/api/bookings/series', series({ firstDate: '2026-12-07', weekdays: ['MO'], count: 4 }));
    expect(answer.status).toBe(201);
    expect(answer.json.skipped).toEqual([
      { date: '2026-12-07', reason: 'This time slot has already started' },
      { date: '2026-12-14', reason: 'Blocked by ChefConnect' },
      { date: '2026-12-28', reason: 'Blocked by ChefConnect' },
    ]);
    expect(answer.json.bookings.map((booking: { bookingDate: string }) => booking.bookingDate)).toEqual(['2026-12-21']);
    expect(answer.json.series).toMatchObject({ summary: 'Every Monday, morning, 2 hours, 1 session', firstDate: '2026-12-21', lastDate: '2026-12-21', sessions: 1 });

    // An afternoon of the same Mondays has not started and is not blocked on the 28th.
    const afternoon = await client.post('/api/bookings/series', series({ firstDate: '2026-12-07', weekdays: ['MO'], count: 4, timeSlot: 'afternoon', duration: 1 }));
    expect(afternoon.json.skipped).toEqual([{ date: '2026-12-14', reason: 'Blocked by ChefConnect' }]);
  });

  it('when every date is skipped: 409 and nothing booked', async () => {
    const { client, dashboard } = await business();
    await adminCaller(server).admin.blockSlot({ date: '2027-01-11' });
    const before = await dashboard();
    for (const body of [{ firstDate: '2026-12-07', weekdays: ['MO'], until: '2026-12-07' }, { firstDate: '2027-01-11', weekdays: ['MO'], count: 1 }]) {
      const answer = await client.post('/api/bookings/series', series(body));
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({ message: 'None of these dates can be booked' });
    }
    expect((await dashboard()).bookings).toHaveLength(before.bookings.length);
  });

  it('books nothing when the bank cannot cover every session: 409 with the counts', async () => {
    const { client, dashboard } = await business();
    const before = await dashboard();
    const answer = await client.post('/api/bookings/series', series({ firstDate: '2027-02-01', weekdays: ['MO', 'TU'], count: 4, duration: 4 }));
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: 'Not enough hours in your labor bank for 4 sessions: they need 16 hours, you have 15' });
    const after = await dashboard();
    expect(after.bookings).toHaveLength(before.bookings.length);
    expect(after.laborTransactions).toHaveLength(before.laborTransactions.length);
    expect(after.laborBank).toEqual(before.laborBank);

    await client.post('/api/bookings/series', series({ firstDate: '2027-02-01', weekdays: ['MO'], count: 1, duration: 12 }));
    const one = await client.post('/api/bookings/series', series({ firstDate: '2027-02-02', weekdays: ['TU'], count: 1, duration: 4 }));
    expect(one.json).toEqual({ message: 'Not enough hours in your labor bank for 1 session: they need 4 hours, you have 3' });
  });

  it('two series racing for the same hours: one is booked whole, the other not at all', async () => {
    const { client, dashboard } = await business();
    const before = await dashboard();
    const [a, b] = await Promise.all([
      client.post('/api/bookings/series', series({ firstDate: '2027-02-01', weekdays: ['MO'], count: 5 })),
      client.post('/api/bookings/series', series({ firstDate: '2027-02-02', weekdays: ['TU'], count: 5 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const after = await dashboard();
    expect(after.bookings).toHaveLength(before.bookings.length + 5);
    expect(after.laborBank.availableHours).toBe(5);
  });

  it('refuses more than 52 dates or a last date past six calendar months, on the field that ends the series', async () => {
    const { client, dashboard } = await business();
    await client.post('/api/bookings/series', series({ firstDate: '2027-01-31', weekdays: ['SU'], count: 52 }));
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstDate: '2027-01-04', weekdays: ['MO'], count: 53 }, { count: 'A series can have at most 52 sessions' }],
      [{ firstDate: '2027-01-04', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until: '2027-02-28' }, { until: 'A series can have at most 52 sessions' }],
      [{ firstDate: '2027-01-31', weekdays: ['SU'], count: 27 }, { count: 'A series can run at most six months' }],
      // Six calendar months after 2027-01-31 is 2027-07-31: Sunday 08-01 is past it.
      [{ firstDate: '2027-01-31', weekdays: ['SU'], until: '2027-08-01' }, { until: 'A series can run at most six months' }],
    ];
    for (const [body, errors] of cases) {
      const answer = await client.post('/api/bookings/series', series(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.errors).toEqual(errors);
    }
    const before = await dashboard();
    // Up to the cap's day itself is allowed; here the bank then refuses (every 400 comes first).
    const longest = await client.post('/api/bookings/series', series({ firstDate: '2027-01-31', weekdays: ['SU'], until: '2027-07-31' }));
    expect(longest.json).toEqual({ message: 'Not enough hours in your labor bank for 26 sessions: they need 52 hours, you have 15' });
    expect((await dashboard()).bookings).toHaveLength(before.bookings.length);
  });

  it('refuses a first date before today, no end or both ends, and an until before the first date', async () => {
    const { client } = await business();
    const past = await client.post('/api/bookings/series', series({ firstDate: vancouverDay(-1), weekdays: ['MO'], count: 2 }));
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual({ firstDate: 'Please choose today or a later date' });
    for (const ends of [{}, { count: 2, until: '2027-03-01' }]) {
      const answer = await client.post('/api/bookings/series', series({ firstDate: '2027-02-01', weekdays: ['MO'], ...ends }));
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual({ until: 'Choose how the series ends: a last date (until) or a number of sessions (count), not both' });
    }
    const backwards = await client.post('/api/bookings/series', series({ firstDate: '2027-02-01', weekdays: ['MO'], until: '2027-01-31' }));
    expect(backwards.json.errors).toEqual({ until: 'Please choose a valid last date, on or after the first' });
    // A field that fails its own check is told alone: the dates are not counted from it (no 500).
    for (const [field, value, message] of [['every', 1.5, 'Repeat every 1 to 4 weeks'], ['every', 'two', 'Repeat every 1 to 4 weeks'], ['firstDate', '2027-02-30', 'Please choose a valid booking date']] as const) {
      const answer = await client.post('/api/bookings/series', series({ firstDate: '2027-02-01', weekdays: ['MO'], count: 2, [field]: value }));
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.errors).toEqual({ [field]: message });
    }
  });

  it('with an Idempotency-Key, 10 concurrent repeats book one series and answer it 10 times alike', async () => {
    const { client, dashboard } = await business();
    const before = await dashboard();
    const body = series({ firstDate: '2027-04-05', weekdays: ['MO'], count: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/bookings/series', body, { 'Idempotency-Key': 'weekly-standing-order' })));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((await dashboard()).bookings).toHaveLength(before.bookings.length + 3);
    const other = await client.post('/api/bookings/series', { ...body, count: 4 }, { 'Idempotency-Key': 'weekly-standing-order' });
    expect(other.status).toBe(422);
  });

  it('a single booking answers seriesId null', async () => {
    const { client, businessId } = await business();
    const answer = await client.post('/api/bookings', { businessId, serviceType: 'virtual', bookingDate: '2027-02-03', timeSlot: 'evening', duration: 1 });
    expect(answer.json.booking.seriesId).toBeNull();
  });
});

describe('the email of a standing booking', () => {
  it('is one email to the contact, sent by the job runner, naming every session and each skipped day with why, in words; a repeat with its key sends none', async () => {
    const client = new ApiClient(server.url);
    const { body } = await registerBusiness(client);
    // Fridays of February 2027; the second one closed by the admin.
    await adminCaller(server).admin.blockSlot({ date: '2027-02-12' });
    const request = series({ firstDate: '2027-02-05', timeSlot: 'evening', weekdays: ['FR'], count: 3 });
    const answer = await client.post('/api/bookings/series', request, { 'Idempotency-Key': 'series-email-1' });
    expect(answer.status, answer.text).toBe(201);
    expect((await client.post('/api/bookings/series', request, { 'Idempotency-Key': 'series-email-1' })).status).toBe(201);

    // One email for the series, sent once, and none a session.
    const received = (await server.outbox()).filter((mail) => mail.to === body.email && / received: .*February/.test(mail.subject));
    expect(received.map(({ subject }) => subject)).toEqual(['Standing booking received: 2 sessions from Friday, February 5, 2027']);
    const email = received[0]!;
    expect(email.body).toContain(`Hi ${String(body.firstName)},`);
    expect(email.body).toContain('Every Friday, evening, 2 hours, 2 sessions');
    expect(email.body).toContain('Friday, February 5, 2027: Evening, 4:00 p.m. to 6:00 p.m.');
    expect(email.body).toContain('Friday, February 19, 2027: Evening, 4:00 p.m. to 6:00 p.m.');
    expect(email.body).toContain('One day was skipped and not booked:');
    expect(email.body).toContain('Friday, February 12, 2027: Blocked by ChefConnect');
    expect(email.html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
