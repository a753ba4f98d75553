import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDay } from '../../src/common/dates.js';
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/common/schemas/fields.js';
import { company } from '../../src/common/site.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { Business } from '../../src/server/core/db/entities/business.js';
import { chefFixtures } from './chef-fixtures.js';
import { ApiClient, adminClient, registerWithAccount, registrationBody, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * DECISIONS.md sections 16 and 24: one-line fields refuse control characters and the invisible
 * bidirectional controls, zero-width characters and unpaired surrogates, multi-line fields
 * keep their line breaks, by REST and tRPC alike; and a value written before that rule (put
 * straight into the database here) reaches no email header, log line, CSV row or .ics
 * property but its own.
 */

/** The outside probe's business name. */
const PROBE_NAME = 'Evil Co\r\nBcc: victim@evil.example\r\nX-Injected: yes';

let server: TestServer;
let admin: ApiClient;
let fixtures: ReturnType<typeof chefFixtures>;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ log: (line) => logLines.push(line) });
  admin = await adminClient(server);
  fixtures = chefFixtures(server, admin);
});

afterAll(async () => {
  await server?.stop();
});

function expectRefused(response: { status: number; json: { errors?: Record<string, string> } }, field: string) {
  expect(response.status).toBe(400);
  expect(response.json.errors?.[field]).toBe(CONTROL_CHARACTERS_MESSAGE);
}

/** A business whose name was saved, control characters and all, before the rule existed. */
async function businessNamedBeforeTheRule(businessName: string) {
  const registered = await registerWithAccount(server);
  await server.dataSource.manager.update(Business, { id: registered.businessId }, { businessName });
  return registered;
}

describe('one-line fields refuse control characters', () => {
  const oneLineFields = ['businessName', 'businessAddress', 'city', 'zipCode', 'firstName', 'lastName', 'jobTitle', 'email', 'phone'];

  it.each(oneLineFields)('registration refuses a line break inside %s, and registers nothing', async (field) => {
    const body = registrationBody();
    const before = (await server.services.admin.summary()).totalBusinesses;
    const response = await new ApiClient(server.url).post('/api/register', { ...body, [field]: `${String(body[field as keyof typeof body])}\r\nBcc: x` });
    expectRefused(response, field);
    expect((await server.services.admin.summary()).totalBusinesses).toBe(before);
  });

  it("refuses the probe's business name at registration, a lone CR, a tab and a NUL alike", async () => {
    for (const businessName of [PROBE_NAME, 'Evil Co\rX-Injected: yes', 'Evil\tCo', 'Evil\u0000Co', 'Evil\u2028Co']) {
      expectRefused(await new ApiClient(server.url).post('/api/register', registrationBody({ businessName })), 'businessName');
    }
  });

  it('refuses a line break in a profile PATCH and keeps the stored name', async () => {
    const { client, businessId, body } = await registerWithAccount(server);
    expectRefused(await client.patch('/api/business/profile', { businessName: PROBE_NAME }), 'businessName');
    expectRefused(await client.patch('/api/business/profile', { city: 'Vancouver\nX-Injected: yes' }), 'city');
    expect((await client.get(`/api/dashboard/${businessId}`)).json.business.businessName).toBe(body.businessName);
  });

  it('refuses by tRPC with the same field error', async () => {
    const response = await new ApiClient(server.url).post('/trpc/public.register', registrationBody({ businessName: PROBE_NAME }));
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(response.json.error.data.fieldErrors).toEqual({ businessName: CONTROL_CHARACTERS_MESSAGE });
  });

  it("refuses a line break in a chef's name and in the admin's reason for added hours", async () => {
    const chef = await fixtures.addChef();
    expectRefused(await admin.patch(`/api/admin/chefs/${chef.id}`, { name: 'Chef\r\nBcc: victim@evil.example' }), 'name');
    const { businessId } = await registerWithAccount(server);
    const added = await admin.post('/trpc/admin.addHours', { businessId, hours: 5, reason: 'Invoice 1042\r\nX-Injected: yes' });
    expect(added.status).toBe(400);
    expect(added.json.error.data.fieldErrors).toEqual({ reason: CONTROL_CHARACTERS_MESSAGE });
  });
});

describe('one-line fields refuse invisible characters (DECISIONS.md section 24)', () => {
  /** Bidirectional controls, zero-width characters and unpaired surrogates, each inside a name. */
  const INVISIBLE = {
    'right-to-left override U+202E': '\u202e',
    'left-to-right embedding U+202A': '\u202a',
    'isolate U+2066': '\u2066',
    'pop isolate U+2069': '\u2069',
    'zero-width space U+200B': '\u200b',
    'zero-width joiner U+200D': '\u200d',
    'word joiner U+2060': '\u2060',
    'byte order mark U+FEFF': '\ufeff',
    'lone high surrogate': '\ud800',
    'lone low surrogate': '\udfff',
  };
  const cases = Object.entries(INVISIBLE);

  it.each(cases)('registration refuses a business name holding a %s, by REST and tRPC, and registers nothing', async (_name, character) => {
    const businessName = `Evil${character}Co`;
    const before = (await server.services.admin.summary()).totalBusinesses;
    // The JSON client writes a lone surrogate as its \uXXXX escape, which JSON.parse turns back into that lone half.
    expectRefused(await new ApiClient(server.url).post('/api/register', registrationBody({ businessName })), 'businessName');
    const byTrpc = await new ApiClient(server.url).post('/trpc/public.register', registrationBody({ businessName }));
    expect(byTrpc.status).toBe(400);
    expect(byTrpc.json.error.data.fieldErrors).toEqual({ businessName: CONTROL_CHARACTERS_MESSAGE });
    expect((await server.services.admin.summary()).totalBusinesses).toBe(before);
  });

  it("refuses the probe's name that shows as exe.jpg in a chef's name, a profile and the admin's reason, by REST and tRPC", async () => {
    const chef = await fixtures.addChef();
    expectRefused(await admin.patch(`/api/admin/chefs/${chef.id}`, { name: 'Chef \u202egpj.exe' }), 'name');
    const { client, businessId, body } = await registerWithAccount(server);
    expectRefused(await client.patch('/api/business/profile', { firstName: `${body.firstName}\u200b` }), 'firstName');
    expectRefused(await client.patch('/api/business/profile', { city: 'Van\ufeffcouver' }), 'city');
    const added = await admin.post('/trpc/admin.addHours', { businessId, hours: 5, reason: 'Invoice \ud83d 1042' });
    expect(added.status).toBe(400);
    expect(added.json.error.data.fieldErrors).toEqual({ reason: CONTROL_CHARACTERS_MESSAGE });
    expect((await client.get(`/api/dashboard/${businessId}`)).json.business.city).toBe(body.city);
  });

  it('takes a name with accents and a whole emoji (a surrogate pair)', async () => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ businessName: 'Café Crème 🍳' }));
    expect(response.status, response.text).toBe(201);
  });
});

describe('multi-line fields keep their line breaks', () => {
  it('books with special requests on two lines (CRLF, as a form sends them) and a tab, and answers them as sent', async () => {
    const { client, businessId } = await registerWithAccount(server);
    const specialRequests = 'Nut-free kitchen\r\nBring knives:\tyes';
    const response = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(20), timeSlot: 'morning', duration: 2, specialRequests });
    expect(response.status).toBe(201);
    expect(response.json.booking.specialRequests).toBe(specialRequests);
  });

  it('saves a description of several lines in a profile PATCH', async () => {
    const { client } = await registerWithAccount(server);
    const response = await client.patch('/api/business/profile', { description: 'Seats 40\nOpen kitchen' });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.json)).toContain('Seats 40\\nOpen kitchen');
  });

  it('refuses other control characters in a multi-line field: a lone CR, an escape, a NUL', async () => {
    const { client, businessId } = await registerWithAccount(server);
    for (const specialRequests of ['Nut-free\rX-Injected: yes', 'Nut-free \u001b[31mred', 'Nut\u0000free']) {
      expectRefused(await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(20), timeSlot: 'morning', duration: 2, specialRequests }), 'specialRequests');
    }
    const message = { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello\u0007there' };
    expectRefused(await new ApiClient(server.url).post('/api/contact', message), 'message');
    expect((await new ApiClient(server.url).post('/api/contact', { ...message, message: 'Hello\r\nthere' })).status).toBe(201);
  });
});

describe('a value saved before the rule is escaped wherever it is written', () => {
  it('reaches an email header and the log line of its subject as one line', async () => {
    const { client, businessId } = await businessNamedBeforeTheRule(PROBE_NAME);
    const booked = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(1), timeSlot: 'evening', duration: 2 });
    expect(booked.status).toBe(201);

    // The booking starts within 48 hours with no chef: support is alerted, its subject naming the business.
    const alerts = (await server.outbox()).filter((mail) => mail.to === company.supportEmail && mail.subject.startsWith('No chef yet: Evil Co'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`No chef yet: Evil Co Bcc: victim@evil.example X-Injected: yes, ${formatLongDay(vancouverDay(1))}`);

    const outbox = path.join(server.dataDir, 'outbox');
    const alert = readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((message) => message.includes('Subject: No chef yet: Evil Co'))!;
    // A long subject is folded onto continuation lines, each starting with a space (RFC 5322): none starts a header of its own.
    const headerLines = alert.split('\r\n\r\n')[0]!.split('\r\n');
    const names = headerLines.filter((line) => !/^\s/.test(line)).map((line) => line.split(':')[0]!);
    expect(names.filter((name) => /^(bcc|x-injected)$/i.test(name))).toEqual([]);
    expect(names.filter((name) => name === 'Subject')).toHaveLength(1);
    expect(headerLines.filter((line) => line.startsWith('To:'))).toEqual([`To: ${company.supportEmail}`]);

    const logged = logLines.filter((line) => line.startsWith('mail: ') && line.includes('Evil Co'));
    expect(logged).toEqual([`mail: ${JSON.stringify(`No chef yet: ${PROBE_NAME}, ${formatLongDay(vancouverDay(1))}`)} written to the outbox`]);
    expect(logged[0]).not.toMatch(/[\r\n]/);
  });

  it("reaches a chef's calendar feed as one SUMMARY property, a lone CR included", async () => {
    const { client, businessId } = await businessNamedBeforeTheRule('Evil Co\rX-Injected: yes\r\nBcc: victim@evil.example');
    const booked = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(2), timeSlot: 'evening', duration: 2 });
    expect(booked.status).toBe(201);
    const chef = await fixtures.availableChef();
    expect((await admin.put(`/api/admin/bookings/${booked.json.booking.id}/chef`, { chefId: chef.id })).status).toBe(200);

    const { url } = await server.services.chefPortal.replaceCalendarUrl({ kind: 'chef', chefId: chef.id });
    const feed = await new ApiClient(server.url).get(url.replace(/^https?:\/\/[^/]+/, ''));
    expect(feed.status).toBe(200);
    // Lines end with CRLF only, and each is a property or the continuation of a folded one.
    const lines = feed.text.split('\r\n');
    expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
    expect(lines.filter((line) => /^(X-Injected|Bcc)/i.test(line))).toEqual([]);

    const vevent = new ICAL.Component(ICAL.parse(feed.text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toMatch(/ at Evil Co\nX-Injected: yes\nBcc: victim@evil\.example$/);
    expect(vevent.getAllProperties().map((property) => property.name)).not.toContain('x-injected');
  });

  it('stays in its row and column of the admin CSV export', async () => {
    const { businessId } = await businessNamedBeforeTheRule(PROBE_NAME);
    await server.dataSource.manager.update(Booking, { businessId }, { specialRequests: '=HYPERLINK("https://evil.example")\r\n"quoted", comma' });
    const businesses = parseCsv((await admin.get('/api/admin/export/businesses.csv')).text);
    const row = businesses.find((cells) => cells[0] === String(businessId))!;
    expect(row).toHaveLength(businesses[0]!.length);
    expect(row[1]).toBe(PROBE_NAME);
    expect(row[2]).toBe('restaurant');

    const bookings = parseCsv((await admin.get('/api/admin/export/bookings.csv')).text);
    const booking = bookings.find((cells) => cells[1] === String(businessId))!;
    expect(booking).toHaveLength(bookings[0]!.length);
    expect(booking[bookings[0]!.indexOf('specialRequests')]).toBe('\'=HYPERLINK("https://evil.example")\r\n"quoted", comma');
  });
});

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}
