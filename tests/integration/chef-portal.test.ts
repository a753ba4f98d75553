import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Assignment } from '../../src/server/core/db/entities/assignment.js';
import { AssignmentSlot } from '../../src/server/areas/assignments/entities.js';
import { ChefSignInToken } from '../../src/server/areas/chefs/entities.js';
import { insertAssignment } from '../../src/server/areas/assignments/assignments.js';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, ApiClient, registerWithAccount, startTestServer, vancouverDay, type TestServer } from './harness.js';

/**
 * Chefs sign in without a password and keep their own week (DECISIONS.md section 8): emailed
 * single-use links, a cookie of their own, the portal's calls, the calendar feed, and
 * deactivation with future assignments.
 */

let clockOffsetMs = 0;
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  admin = await adminClient(server);
});

afterAll(async () => {
  await server.stop();
});

let fixtures: ReturnType<typeof chefFixtures>;
beforeAll(() => {
  fixtures = chefFixtures(server, admin);
});
const addChef = (...args: Parameters<typeof fixtures.addChef>) => fixtures.addChef(...args);
const linksTo = (email: string) => fixtures.linksTo(email);
const lastLinkTo = (email: string) => fixtures.lastLinkTo(email);
const signedInChef = (email: string) => fixtures.signedInChef(email);

describe('asking for a sign-in link', () => {
  it('answers a chef, an unknown email and an inactive chef identically, and emails the chef only', async () => {
    const chef = await addChef();
    const inactive = await addChef({ status: 'inactive' });
    const answers = await Promise.all(
      [chef.email, 'nobody-cooks-here@example.com', inactive.email].map((email) => new ApiClient(server.url).post('/api/chef/login-link', { email })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(answers[0]!.json);
    }
    expect(answers[0]!.text).not.toMatch(/token/i);
    expect(await linksTo(chef.email)).toHaveLength(1);
    expect(await linksTo(inactive.email)).toHaveLength(0);
    expect((await server.outbox()).filter((mail) => mail.to === 'nobody-cooks-here@example.com')).toHaveLength(0);
  });

  it('finds the chef whatever the case of the email, and links to <PUBLIC_URL>/chef/login?token=', async () => {
    const localPart = `Mixed.Case.${Date.now()}`;
    const chef = await addChef({ email: `${localPart}@Example.com` });
    await new ApiClient(server.url).post('/api/chef/login-link', { email: `  ${chef.email.toUpperCase()} ` });
    // To the address as saved; the mail library writes its domain, which has no case, in lower case.
    const sentTo = `${localPart}@example.com`;
    const [mail] = await linksTo(sentTo);
    expect(mail?.subject).toMatch(/sign-in link/i);
    expect((await server.outbox()).find((entry) => entry.to === sentTo)!.body).toContain(`${server.url}/chef/login?token=`);
  });

  it('stores only a hash of the token', async () => {
    const chef = await addChef();
    await new ApiClient(server.url).post('/api/chef/login-link', { email: chef.email });
    const token = await lastLinkTo(chef.email);
    const rows = await server.dataSource.manager.findBy(ChefSignInToken, { chefId: chef.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is 400 with a clear message for a body without a valid email', async () => {
    const response = await new ApiClient(server.url).post('/api/chef/login-link', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.json.errors.email).toBe('Please enter a valid email address');
  });
});

describe('following a link', () => {
  it('signs the chef in with a cc_chef cookie and answers their own view', async () => {
    const chef = await addChef();
    const client = new ApiClient(server.url);
    await client.post('/api/chef/login-link', { email: chef.email });
    const response = await client.post('/api/chef/login', { token: await lastLinkTo(chef.email) });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('cc_chef='))).toBe(true);
    expect(response.json).toMatchObject({ id: chef.id, email: chef.email, tier: 'Entry Level' });
    expect((await client.get('/api/chef/me')).json.id).toBe(chef.id);
  });

  it('works once: the same link a second time is 400 "Invalid or expired sign-in link"', async () => {
    const chef = await addChef();
    await new ApiClient(server.url).post('/api/chef/login-link', { email: chef.email });
    const token = await lastLinkTo(chef.email);
    expect((await new ApiClient(server.url).post('/api/chef/login', { token })).status).toBe(200);
    const again = await new ApiClient(server.url).post('/api/chef/login', { token });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('Invalid or expired sign-in link');
  });

  it('signs in once when the same link is followed twice at the same moment', async () => {
    const chef = await addChef();
    await new ApiClient(server.url).post('/api/chef/login-link', { email: chef.email });
    const token = await lastLinkTo(chef.email);
    const answers = await Promise.all([1, 2, 3, 4].map(() => new ApiClient(server.url).post('/api/chef/login', { token })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('expires a sign-in link after 15 minutes', async () => {
    const chef = await addChef();
    await new ApiClient(server.url).post('/api/chef/login-link', { email: chef.email });
    const token = await lastLinkTo(chef.email);
    clockOffsetMs = 15 * 60 * 1000 + 1000;
    try {
      expect((await new ApiClient(server.url).post('/api/chef/login', { token })).status).toBe(400);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("keeps an admin's invitation valid 7 days (not 8), and the invited chef becomes active", async () => {
    const invited = await addChef();
    const late = await addChef();
    expect((await admin.post(`/api/admin/chefs/${invited.id}/invite`)).json).toEqual({ success: true, message: `Invitation sent to ${invited.email}` });
    expect((await admin.post(`/api/admin/chefs/${late.id}/invite`)).status).toBe(200);
    const [invitation] = await linksTo(invited.email);
    expect(invitation?.subject).toMatch(/invited/i);
    const lateToken = await lastLinkTo(late.email);
    clockOffsetMs = 7 * 24 * 60 * 60 * 1000 - 60_000;
    try {
      expect((await new ApiClient(server.url).post('/api/chef/login', { token: invitation!.token })).status).toBe(200);
      clockOffsetMs = 8 * 24 * 60 * 60 * 1000;
      expect((await new ApiClient(server.url).post('/api/chef/login', { token: lateToken })).status).toBe(400);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await admin.get(`/api/admin/chefs/${invited.id}`)).json.status).toBe('active');
    expect((await admin.get(`/api/admin/chefs/${late.id}`)).json.status).toBe('invited');
  });

  it('refuses to invite an inactive chef (409) and a missing one (404)', async () => {
    const inactive = await addChef({ status: 'inactive' });
    expect((await admin.post(`/api/admin/chefs/${inactive.id}/invite`)).status).toBe(409);
    expect((await admin.post('/api/admin/chefs/999999/invite')).status).toBe(404);
  });

  it('does not sign in with an unknown, empty or malformed token', async () => {
    for (const token of ['x'.repeat(43), '', 42]) {
      const response = await new ApiClient(server.url).post('/api/chef/login', { token });
      expect(response.status).toBe(400);
    }
  });
});

describe('a chef session', () => {
  it('ends on every device at logout', async () => {
    const chef = await addChef();
    const phone = await signedInChef(chef.email);
    const laptop = await signedInChef(chef.email);
    const earlier = laptop.snapshot();
    expect((await laptop.post('/api/chef/logout')).status).toBe(200);
    expect((await laptop.get('/api/chef/me')).status).toBe(401);
    expect((await phone.get('/api/chef/me')).status).toBe(401);
    laptop.restore(earlier);
    expect((await laptop.get('/api/chef/me')).status).toBe(401);
  });

  it('ends when an admin deactivates the chef, with their unused links and feed URL, even once they are active again', async () => {
    const chef = await addChef();
    const client = await signedInChef(chef.email);
    const feed = (await server.services.chefPortal.calendarUrl({ kind: 'chef', chefId: chef.id })).url.replace(/^https?:\/\/[^/]+/, '');
    await new ApiClient(server.url).post('/api/chef/login-link', { email: chef.email });
    const unused = await lastLinkTo(chef.email);
    expect((await admin.patch(`/api/admin/chefs/${chef.id}`, { status: 'inactive' })).status).toBe(200);
    expect((await client.get('/api/chef/me')).status).toBe(401);
    expect((await admin.patch(`/api/admin/chefs/${chef.id}`, { status: 'active' })).status).toBe(200);
    expect((await client.get('/api/chef/me')).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/chef/login', { token: unused })).status).toBe(400);
    expect((await new ApiClient(server.url).get(feed)).status).toBe(404);
  });

  it('is separate from a business session in the same browser, and GET /api/session names both', async () => {
    const chef = await addChef();
    const { client } = await registerWithAccount(server);
    await client.post('/api/chef/login-link', { email: chef.email });
    expect((await client.post('/api/chef/login', { token: await lastLinkTo(chef.email) })).status).toBe(200);
    const both = (await client.get('/api/session')).json;
    expect(both.business).not.toBeNull();
    // DECISIONS.md section 15: the session names the chef too, by REST and by tRPC alike.
    expect(both.chef).toEqual({ id: chef.id, name: chef.name });
    expect((await client.get('/trpc/public.session')).json.result.data.chef).toEqual({ id: chef.id, name: chef.name });
    expect((await client.post('/api/chef/logout')).status).toBe(200);
    const after = (await client.get('/api/session')).json;
    expect(after.business).not.toBeNull();
    expect(after.chef).toBeNull();
    expect((await client.get('/api/chef/me')).status).toBe(401);
  });
});

describe("the chef's own view and changes", () => {
  it('answers GET /api/chef/me with the chef of section 8, every weekday of availability and the time off', async () => {
    const chef = await addChef();
    const client = await signedInChef(chef.email);
    const me = (await client.get('/api/chef/me')).json;
    expect(me).toMatchObject({ id: chef.id, name: chef.name, status: 'active', hourlyRate: 40, tier: 'Entry Level', timeOff: [] });
    expect(me.availability).toEqual({ monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] });
  });

  it('saves the week as sent, slots in the order of the day, a missing weekday as a day off', async () => {
    const chef = await addChef();
    const client = await signedInChef(chef.email);
    const saved = await client.put('/api/chef/availability', { weekly: { monday: ['evening', 'morning'], saturday: ['morning', 'afternoon', 'evening'] } });
    expect(saved.status).toBe(200);
    expect((await client.get('/api/chef/me')).json.availability).toEqual({
      monday: ['morning', 'evening'],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: ['morning', 'afternoon', 'evening'],
      sunday: [],
    });
    const bad = await client.put('/api/chef/availability', { weekly: { monday: ['night'] } });
    expect(bad.status).toBe(400);
  });

  it('adds, lists and removes time off; refuses an end before the start; another chef cannot remove it', async () => {
    const chef = await addChef();
    const other = await addChef();
    const client = await signedInChef(chef.email);
    const from = vancouverDay(10);
    const to = vancouverDay(12);
    const added = await client.post('/api/chef/time-off', { from, to, reason: 'Family wedding' });
    expect(added.status).toBe(201);
    expect(added.json).toEqual({ id: expect.any(Number), from, to, reason: 'Family wedding' });
    expect((await client.get('/api/chef/me')).json.timeOff).toEqual([added.json]);

    const backwards = await client.post('/api/chef/time-off', { from: to, to: from });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors.to).toBe('The last day off cannot be before the first');

    const otherClient = await signedInChef(other.email);
    expect((await otherClient.delete(`/api/chef/time-off/${added.json.id}`)).status).toBe(404);
    expect((await client.delete(`/api/chef/time-off/${added.json.id}`)).status).toBe(200);
    expect((await client.get('/api/chef/me')).json.timeOff).toEqual([]);
    expect((await client.delete(`/api/chef/time-off/${added.json.id}`)).status).toBe(404);
  });

  it('lets the chef change phone, photo, bio and specialty, but not an admin-only field', async () => {
    const chef = await addChef();
    const client = await signedInChef(chef.email);
    const changed = await client.patch('/api/chef/me', { phone: '604-555-0199', bio: 'Ferments everything.', photoUrl: 'https://example.com/me.jpg' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ phone: '604-555-0199', bio: 'Ferments everything.', photoUrl: 'https://example.com/me.jpg', specialty: 'Fermentation' });
    for (const field of [{ hourlyRate: 65 }, { redSeal: false }, { yearsExperience: 20 }, { status: 'active' }, { tier: 'Master Chef' }]) {
      expect((await client.patch('/api/chef/me', field)).status).toBe(400);
    }
    expect((await admin.get(`/api/admin/chefs/${chef.id}`)).json).toMatchObject({ hourlyRate: 40, yearsExperience: 3, redSeal: true });
  });
});

const bookedDay = (daysAhead: number, timeSlot: string, email?: string) => fixtures.bookedDay(daysAhead, timeSlot, email ? { email } : {});

describe('assignments', () => {
  it('forbids, in the database, a second chef on a booking and one chef in two overlapping bookings', async () => {
    const [first, second] = [await addChef(), await addChef()];
    // 8 AM to 8 PM: morning, afternoon and evening.
    const { booking } = await fixtures.bookedDay(5, 'all-day', { duration: 12 });
    const { booking: morning } = await bookedDay(5, 'morning');
    const manager = server.dataSource.manager;
    await insertAssignment(manager, booking, first.id);
    await expect(server.dataSource.transaction((tx) => insertAssignment(tx, booking, second.id))).rejects.toThrow();
    await expect(server.dataSource.transaction((tx) => insertAssignment(tx, morning, first.id))).rejects.toThrow();
    expect(await manager.countBy(Assignment, { bookingId: booking.id })).toBe(1);
    expect(await manager.countBy(AssignmentSlot, { chefId: first.id })).toBe(3);
  });

  it("lists the chef's upcoming assignments with the business's name and city, and feeds them to a valid iCalendar", async () => {
    const chef = await addChef();
    const client = await signedInChef(chef.email);
    const { booking } = await bookedDay(3, 'morning');
    await insertAssignment(server.dataSource.manager, booking, chef.id);

    const assignments = (await client.get('/api/chef/assignments')).json;
    expect(assignments.past).toEqual([]);
    expect(assignments.upcoming).toEqual([
      expect.objectContaining({ bookingId: booking.id, bookingDate: booking.bookingDate, timeSlot: 'morning', duration: 4, business: expect.objectContaining({ city: expect.any(String) }) }),
    ]);

    const { url } = (await server.services.chefPortal.calendarUrl({ kind: 'chef', chefId: chef.id })) as { url: string };
    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, server.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    // The feed carries Vancouver's zone rules; the parser resolves the events' times with them.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toContain(assignments.upcoming[0].business.name);
    // Morning is 8 AM to noon in Vancouver, 15:00 UTC now that it keeps UTC−7 all year: by the
    // feed's own zone rules, not the runtime's.
    const start = events[0]!.startDate.toJSDate();
    expect(start.toISOString()).toBe(`${booking.bookingDate}T15:00:00.000Z`);
    expect(events[0]!.endDate.toJSDate().getTime() - start.getTime()).toBe(4 * 60 * 60 * 1000);
  });

  it("carries the business's contact only once the chef is assigned: offers never, assignments and the feed do, over REST and tRPC", async () => {
    const chef = await fixtures.availableChef();
    const client = await signedInChef(chef.email);
    const contact = { firstName: 'Priya', lastName: 'Raman', phone: '(604) 555-0188', email: `priya.${Date.now()}@example.com`, businessAddress: '88 Powell Street', zipCode: 'V6A 1E7' };
    const { bookingId } = await registerWithAccount(server, { ...contact, bookingDate: vancouverDay(6), timeSlot: 'evening' });
    const offered = await admin.post(`/api/admin/bookings/${bookingId}/offers`, { chefIds: [chef.id] });
    expect(offered.status).toBe(201);

    // Section 9: before the chef is assigned, neither engine of the API says whom to call or where.
    const offers = await client.get('/api/chef/offers');
    const trpcOffers = await client.get('/trpc/chef.offers');
    expect(offers.json).toEqual([expect.objectContaining({ bookingId })]);
    expect(trpcOffers.json.result.data).toEqual(offers.json);
    for (const secret of [contact.firstName, contact.lastName, contact.phone, contact.email, contact.businessAddress, contact.zipCode, '555']) {
      expect(offers.text).not.toContain(secret);
      expect(trpcOffers.text).not.toContain(secret);
    }

    expect((await client.post(`/api/chef/offers/${offered.json[0].id}/accept`)).status).toBe(200);
    const assignments = await client.get('/api/chef/assignments');
    expect(assignments.json.upcoming).toEqual([
      expect.objectContaining({
        bookingId,
        business: expect.objectContaining({ address: contact.businessAddress, city: 'Vancouver', state: 'BC', zipCode: contact.zipCode, contact: { name: 'Priya Raman', phone: contact.phone } }),
      }),
    ]);
    expect((await client.get('/trpc/chef.assignments')).json.result.data).toEqual(assignments.json);
    // Every field the answer had before is still there (integrators keep reading them).
    expect(Object.keys(assignments.json.upcoming[0]).sort()).toEqual(expect.arrayContaining(['assignmentId', 'bookingId', 'bookingDate', 'timeSlot', 'duration', 'serviceType', 'business', 'payCents', 'needs', 'startsAt', 'timesheet']));

    // The private feed's event says where and whom to ask for, as "Add to calendar" does.
    const { url } = await server.services.chefPortal.calendarUrl({ kind: 'chef', chefId: chef.id });
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(url.replace(/^https?:\/\/[^/]+/, server.url))).text()));
    const [event] = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(event!.location).toBe('88 Powell Street, Vancouver, BC V6A 1E7');
    expect(event!.description).toContain('Contact: Priya Raman, (604) 555-0188');
  });

  it('replaces the feed URL: the old one is 404, the new one answers', async () => {
    const chef = await addChef();
    await signedInChef(chef.email);
    const principal = { kind: 'chef' as const, chefId: chef.id };
    const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
    const old = path((await server.services.chefPortal.calendarUrl(principal)).url);
    const fresh = path((await server.services.chefPortal.replaceCalendarUrl(principal)).url);
    expect(fresh).not.toBe(old);
    expect((await new ApiClient(server.url).get(old)).status).toBe(404);
    expect((await new ApiClient(server.url).get(fresh)).status).toBe(200);
    expect((await new ApiClient(server.url).get('/api/chef/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('deactivating a chef lists their future assignments, then unassigns them and tells each business', async () => {
    const chef = await addChef();
    const email = `told-${Date.now()}@example.com`;
    const { booking } = await bookedDay(6, 'morning', email);
    await insertAssignment(server.dataSource.manager, booking, chef.id);

    const listed = await server.services.chefs.futureAssignments(chef.id);
    expect(listed).toEqual([expect.objectContaining({ bookingId: booking.id, bookingDate: booking.bookingDate, timeSlot: 'morning' })]);

    const response = await admin.patch(`/api/admin/chefs/${chef.id}`, { status: 'inactive' });
    expect(response.status).toBe(200);
    expect(await server.dataSource.manager.countBy(Assignment, { chefId: chef.id })).toBe(0);
    expect(await server.dataSource.manager.countBy(AssignmentSlot, { chefId: chef.id })).toBe(0);
    const told = (await server.outbox()).filter((mail) => mail.to === email && /awaiting a new chef/.test(mail.subject));
    expect(told).toHaveLength(1);
  });
});
