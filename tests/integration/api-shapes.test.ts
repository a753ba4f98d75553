import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessSettings } from '../../src/server/core/db/entities/business-settings.js';
import {
  ADMIN,
  adminCaller,
  ApiClient,
  adminClient,
  registerBusiness,
  registerWithAccount,
  registrationBody,
  startTestServer,
  vancouverDay,
  type TestServer,
} from './harness.js';

/** Every /api call of SPEC.md section 7 and DECISIONS.md, with the shape an integrator reads. */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('POST /api/register', () => {
  it('answers 201 with contact.id and business.id and signs the new contact in', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/register', registrationBody({ businessName: 'Shapes Register Cafe' }));
    expect(response.status).toBe(201);
    expect(response.json.contact.id).toEqual(expect.any(Number));
    expect(response.json.business.id).toEqual(expect.any(Number));
    expect(client.cookieHeader()).toContain('cc_business=');

    const session = await client.get('/api/session');
    expect(session.json.business).toMatchObject({ businessId: response.json.business.id, contactId: response.json.contact.id });
  });

  it("accepts the wizard's M/D/YYYY date and answers it as YYYY-MM-DD", async () => {
    const client = new ApiClient(server.url);
    const day = vancouverDay(40);
    const [year, month, date] = day.split('-').map(Number);
    const { businessId } = await registerBusiness(client, { bookingDate: `${month}/${date}/${year}` });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings[0].bookingDate).toBe(day);
  });
});

describe('POST /api/register: complimentary hours once per email address', () => {
  const ALREADY = 'An account with this email already exists. Please log in.';

  it('an email that already has a business, in any case and with spaces around it, is 409 on the email field and writes nothing', async () => {
    await registerBusiness(new ApiClient(server.url), { email: 'once.only@example.com' });
    const [{ count: before }] = await server.dataSource.query('SELECT count(*) AS count FROM business');
    const client = new ApiClient(server.url);
    const again = await client.post('/api/register', registrationBody({ email: '  Once.Only@EXAMPLE.com ' }));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: ALREADY, errors: { email: ALREADY } });
    expect(client.cookieHeader()).not.toContain('cc_business=');
    const [{ count: after }] = await server.dataSource.query('SELECT count(*) AS count FROM business');
    expect(after).toBe(before);

    const overTrpc = await client.post('/trpc/public.register', registrationBody({ email: 'ONCE.ONLY@example.com' }));
    expect(overTrpc.status).toBe(409);
    expect(overTrpc.json.error).toMatchObject({ message: ALREADY, data: { fieldErrors: { email: ALREADY } } });
  });

  it('of ten registrations of one new email racing, exactly one gets the hours', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new ApiClient(server.url).post('/api/register', registrationBody({ email: 'racing@example.com' }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('an email changed in the profile is the one a later registration is compared with', async () => {
    const client = new ApiClient(server.url);
    await registerBusiness(client, { email: 'before.move@example.com' });
    expect((await client.patch('/api/business/profile', { email: 'After.Move@example.com' })).status).toBe(200);
    expect((await new ApiClient(server.url).post('/api/register', registrationBody({ email: 'after.move@example.com' }))).status).toBe(409);
  });
});

describe('POST /api/register with newsletter', () => {
  it('subscribes the contact when newsletter is true, and not otherwise', async () => {
    await registerBusiness(new ApiClient(server.url), { email: 'wants-news@example.com', newsletter: true });
    await registerBusiness(new ApiClient(server.url), { email: 'no-news@example.com', newsletter: false });
    const { subscriptions } = await adminCaller(server).admin.inbox();
    const emails = subscriptions.map((subscription) => subscription.email);
    expect(emails.filter((email) => email === 'wants-news@example.com' || email === 'no-news@example.com')).toEqual(['wants-news@example.com']);
  });
});

describe('GET /api/dashboard/{businessId}', () => {
  it('answers business, contact, bookings, laborBank and laborTransactions with their spec fields', async () => {
    const client = new ApiClient(server.url);
    const { body, businessId, contactId, bookingId } = await registerBusiness(client, { businessName: 'Shapes Dashboard Diner' });
    const response = await client.get(`/api/dashboard/${businessId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const data = response.json;

    expect(data.business).toMatchObject({
      id: businessId,
      businessName: 'Shapes Dashboard Diner',
      businessType: body.businessType,
      businessAddress: body.businessAddress,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
    });
    expect(data.contact).toMatchObject({
      id: contactId,
      firstName: body.firstName,
      lastName: body.lastName,
      jobTitle: body.jobTitle,
      email: body.email,
      phone: body.phone,
    });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      bookingDate: body.bookingDate,
      serviceType: 'in-person',
      timeSlot: 'morning',
      duration: 5,
    });
    expect(data.bookings[0].bookingDate).toMatch(ISO_DAY);
    expect(data.laborBank.totalHours).toBe(20);
    expect(data.laborTransactions).toHaveLength(2);
    for (const line of data.laborTransactions) {
      expect(line).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          description: expect.any(String),
          transactionDate: expect.any(String),
          hours: expect.any(Number),
        }),
      );
      expect(Number.isNaN(Date.parse(line.transactionDate))).toBe(false);
    }
  });

  it('answers 404 with a JSON message for a business that does not exist (admin view)', async () => {
    const admin = await adminClient(server);
    const response = await admin.get('/api/dashboard/987654');
    expect(response.status).toBe(404);
    expect(response.json.message).toEqual(expect.any(String));
  });
});

describe('bookings', () => {
  it('POST /api/bookings answers 201 with the new confirmed booking', async () => {
    const { client, businessId } = await registerWithAccount(server);
    const response = await client.post('/api/bookings', {
      businessId,
      serviceType: 'virtual',
      bookingDate: vancouverDay(10),
      timeSlot: 'afternoon',
      duration: 2,
    });
    expect(response.status).toBe(201);
    expect(response.json.booking).toMatchObject({
      id: expect.any(Number),
      status: 'confirmed',
      bookingDate: vancouverDay(10),
      serviceType: 'virtual',
      timeSlot: 'afternoon',
      duration: 2,
    });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings.map((booking: { id: number }) => booking.id)).toContain(response.json.booking.id);
  });

  it('POST /api/bookings without a duration books the default 5 hours', async () => {
    const { client, businessId } = await registerWithAccount(server);
    const response = await client.post('/api/bookings', { businessId, bookingDate: vancouverDay(12), timeSlot: 'evening' });
    expect(response.status).toBe(201);
    expect(response.json.booking.duration).toBe(5);
  });

  it('PATCH /api/bookings/{id} with {"status":"canceled"} cancels the booking', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client);
    const response = await client.patch(`/api/bookings/${bookingId}`, { status: 'canceled' });
    expect(response.status).toBe(200);
    expect(response.json.booking).toMatchObject({ id: bookingId, status: 'canceled' });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings[0].status).toBe('canceled');
  });

  it('PATCH /api/bookings/{id} with a date, time slot and duration reschedules the booking', async () => {
    const client = new ApiClient(server.url);
    const { businessId, bookingId } = await registerBusiness(client);
    const response = await client.patch(`/api/bookings/${bookingId}`, { bookingDate: vancouverDay(20), timeSlot: 'all-day', duration: 7 });
    expect(response.status).toBe(200);
    expect(response.json.booking).toMatchObject({ id: bookingId, status: 'confirmed', bookingDate: vancouverDay(20), timeSlot: 'all-day', duration: 7 });
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.bookings[0]).toMatchObject({ bookingDate: vancouverDay(20), timeSlot: 'all-day', duration: 7 });
  });
});

describe('PATCH /api/business/profile', () => {
  it("updates the signed-in business's profile and contact", async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client);
    const profile = {
      businessName: 'Shapes Renamed Bakery',
      businessType: 'bakery',
      businessAddress: '9 Granville Street',
      city: 'Richmond',
      state: 'BC',
      zipCode: 'V6X 2A1',
      firstName: 'Robin',
      lastName: 'Lee',
      jobTitle: 'Head Baker',
      email: 'robin@example.com',
      phone: '(604) 555-0199',
    };
    const response = await client.patch('/api/business/profile', profile);
    expect(response.status).toBe(200);
    const dashboard = await client.get(`/api/dashboard/${businessId}`);
    expect(dashboard.json.business).toMatchObject({
      businessName: profile.businessName,
      businessType: profile.businessType,
      businessAddress: profile.businessAddress,
      city: profile.city,
      zipCode: profile.zipCode,
    });
    expect(dashboard.json.contact).toMatchObject({
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobTitle: profile.jobTitle,
      email: profile.email,
      phone: profile.phone,
    });
  });
});

describe('PATCH /api/business/profile takes any subset of the fields', () => {
  it('changes only the fields sent and answers the whole updated profile', async () => {
    const client = new ApiClient(server.url);
    const { body } = await registerBusiness(client, { employeeCount: '21-50', description: 'Wood-fired pizza' });
    const response = await client.patch('/api/business/profile', { city: 'Burnaby', phone: '(604) 555-0177' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      business: expect.objectContaining({
        businessName: body.businessName,
        businessType: body.businessType,
        businessAddress: body.businessAddress,
        city: 'Burnaby',
        state: body.state,
        zipCode: body.zipCode,
        employeeCount: '21-50',
        description: 'Wood-fired pizza',
      }),
      contact: expect.objectContaining({ firstName: body.firstName, lastName: body.lastName, jobTitle: body.jobTitle, email: body.email, phone: '(604) 555-0177' }),
    });
  });

  it('validates each field sent as at registration, and changes nothing when one is wrong', async () => {
    const client = new ApiClient(server.url);
    const { body, businessId } = await registerBusiness(client);
    const response = await client.patch('/api/business/profile', { city: 'Surrey', email: 'not an email', zipCode: '   ' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ email: 'Valid email address is required', zipCode: 'ZIP code is required' });
    expect((await client.get(`/api/dashboard/${businessId}`)).json.business.city).toBe(body.city);
  });

  it('an empty body is 400 "Nothing to update", over REST and tRPC', async () => {
    const client = new ApiClient(server.url);
    await registerBusiness(client);
    const rest = await client.patch('/api/business/profile', {});
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe('Nothing to update');
    const trpc = await client.post('/trpc/business.updateProfile', {});
    expect(trpc.status).toBe(400);
    expect(trpc.json.error.message).toBe('Nothing to update');
  });

  it('the tRPC mutation takes a subset the same way', async () => {
    const client = new ApiClient(server.url);
    const { body } = await registerBusiness(client);
    const trpc = await client.post('/trpc/business.updateProfile', { jobTitle: 'Chef de cuisine' });
    expect(trpc.status).toBe(200);
    expect(trpc.json.result.data.contact).toMatchObject({ jobTitle: 'Chef de cuisine', firstName: body.firstName, email: body.email });
    expect(trpc.json.result.data.business).toMatchObject({ businessName: body.businessName, city: body.city });
  });
});

describe('settings', () => {
  it('GET /api/business/settings starts with email notifications on and SMS reminders off; PUT saves them', async () => {
    const client = new ApiClient(server.url);
    await registerBusiness(client);
    const before = await client.get('/api/business/settings');
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ emailNotifications: true, smsReminders: false });

    const saved = await client.put('/api/business/settings', { emailNotifications: false, smsReminders: true });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ emailNotifications: false, smsReminders: true });
    expect((await client.get('/api/business/settings')).json).toEqual({ emailNotifications: false, smsReminders: true });
  });

  it('GET /api/business/settings answers the defaults for a business with no saved settings', async () => {
    const client = new ApiClient(server.url);
    const { businessId } = await registerBusiness(client);
    // Businesses registered before settings existed have no row; no API call removes one.
    await server.dataSource.getRepository(BusinessSettings).delete({ businessId });
    const response = await client.get('/api/business/settings');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ emailNotifications: true, smsReminders: false });
    expect((await client.put('/api/business/settings', { emailNotifications: true, smsReminders: true })).status).toBe(200);
    expect((await client.get('/api/business/settings')).json).toEqual({ emailNotifications: true, smsReminders: true });
  });

  it('sends no booking email once the email toggle is off, and one when it is on', async () => {
    const { client, businessId, body } = await registerWithAccount(server, { email: 'shapes-toggle@example.com' });
    const mailsTo = async () => (await server.outbox()).filter((mail) => mail.to === 'shapes-toggle@example.com').length;
    const afterRegistration = await mailsTo();
    expect(afterRegistration).toBe(1);

    await client.post('/api/bookings', { businessId, bookingDate: body.bookingDate, timeSlot: 'evening', duration: 1 });
    expect(await mailsTo()).toBe(2);

    await client.put('/api/business/settings', { emailNotifications: false, smsReminders: false });
    const booked = await client.post('/api/bookings', { businessId, bookingDate: body.bookingDate, timeSlot: 'evening', duration: 1 });
    expect(booked.status).toBe(201);
    await client.patch(`/api/bookings/${booked.json.booking.id}`, { status: 'canceled' });
    expect(await mailsTo()).toBe(2);
  });
});

describe('anonymous calls', () => {
  it('POST /api/request-hours answers OK and stores the request', async () => {
    const { client, businessId } = await registerWithAccount(server);
    const response = await client.post('/api/request-hours', {
      businessId,
      businessName: 'ignored copy',
      contactName: 'Jamie Chen',
      email: 'ignored@example.com',
      phone: '(604) 555-0100',
      hoursNeeded: 10,
      reason: 'Holiday season',
    });
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    const { hoursRequests } = await adminCaller(server).admin.business({ id: businessId });
    expect(hoursRequests).toEqual([expect.objectContaining({ hoursNeeded: 10, status: 'pending', reason: 'Holiday season' })]);
  });

  it('POST /api/contact answers OK and stores the message', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/contact', {
      name: 'Pat Doe',
      email: 'pat@example.com',
      phone: '604 555 0101',
      subject: 'pricing',
      message: 'How much is a full day?',
    });
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    const { messages } = await adminCaller(server).admin.inbox();
    expect(messages.filter((message) => message.email === 'pat@example.com')).toEqual([expect.objectContaining({ name: 'Pat Doe', subject: 'pricing' })]);
  });

  it('POST /api/newsletter is idempotent: the same address twice (in any case) is one subscription', async () => {
    const client = new ApiClient(server.url);
    const first = await client.post('/api/newsletter', { email: 'news@example.com' });
    const second = await client.post('/api/newsletter', { email: 'NEWS@Example.com' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const { subscriptions } = await adminCaller(server).admin.inbox();
    expect(subscriptions.filter((subscription) => subscription.email.toLowerCase() === 'news@example.com')).toHaveLength(1);
  });

  it('POST /api/password-recovery/request answers 200 with success and a message', async () => {
    const response = await new ApiClient(server.url).post('/api/password-recovery/request', { email: 'someone@example.com' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: expect.any(String) });
  });

  it('POST /api/password-recovery/reset with an unknown token answers 400 with a message', async () => {
    const response = await new ApiClient(server.url).post('/api/password-recovery/reset', { token: 'no-such-token', password: 'a fresh passphrase' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Invalid or expired reset link');
  });

  it('GET /api/availability lists closed days (none yet) as an array', async () => {
    const response = await new ApiClient(server.url).get('/api/availability');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
  });

  it('an unknown /api path answers 404 JSON', async () => {
    const response = await new ApiClient(server.url).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json.message).toEqual(expect.any(String));
  });
});

describe('accounts', () => {
  it('GET /api/mobile/check-username answers exists: false, then true (in any case) once the name is taken', async () => {
    const client = new ApiClient(server.url);
    const free = await client.get('/api/mobile/check-username?username=Shapes_Taken');
    expect(free.status).toBe(200);
    expect(free.json).toEqual({ exists: false });

    const { contactId } = await registerBusiness(client);
    await client.post('/api/mobile/setup', { username: 'Shapes_Taken', password: 'pepper and salt', contactId });
    expect((await client.get('/api/mobile/check-username?username=shapes_taken')).json).toEqual({ exists: true });
    expect((await client.get('/api/mobile/check-username?username=SHAPES_TAKEN')).json).toEqual({ exists: true });
  });

  it('POST /api/mobile/setup answers success and message', async () => {
    const client = new ApiClient(server.url);
    const { contactId } = await registerBusiness(client);
    const response = await client.post('/api/mobile/setup', { username: 'shapes_setup', password: 'pepper and salt', contactId });
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    expect(response.json).toEqual({ success: true, message: expect.any(String) });
  });

  it('POST /api/mobile/login answers success, businessId and message, and sets the business cookie', async () => {
    const { username, password, businessId } = await registerWithAccount(server);
    const client = new ApiClient(server.url);
    const response = await client.post('/api/mobile/login', { username, password });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, businessId, message: expect.any(String) });
    expect((await client.get(`/api/dashboard/${businessId}`)).status).toBe(200);
  });

  it('POST /api/mobile/login accepts the username in any case', async () => {
    const { username, password, businessId } = await registerWithAccount(server);
    const response = await new ApiClient(server.url).post('/api/mobile/login', { username: username.toUpperCase(), password });
    expect(response.json).toMatchObject({ success: true, businessId });
  });

  it('a failed business login answers 401 with success: false and the same body whether or not the username exists', async () => {
    const { username } = await registerWithAccount(server);
    const client = new ApiClient(server.url);
    const wrongPassword = await client.post('/api/mobile/login', { username, password: 'not the password' });
    const unknownUser = await client.post('/api/mobile/login', { username: 'shapes_nobody_here', password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json).toEqual({ success: false, message: 'Invalid username or password' });
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.json).toEqual(wrongPassword.json);
  });

  it('GET /api/session names the signed-in business and admin; POST /api/logout ends the business session', async () => {
    const { client, businessId, contactId, body } = await registerWithAccount(server);
    await client.post('/api/admin/login', ADMIN);
    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.json.business).toMatchObject({ businessId, contactId, firstName: body.firstName, businessName: body.businessName });
    expect(session.json.admin).toMatchObject({ username: ADMIN.username });

    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    const after = await client.get('/api/session');
    expect(after.json.business).toBeNull();
    // Separate cookies: signing the business out leaves the admin signed in.
    expect(after.json.admin).toMatchObject({ username: ADMIN.username });
  });

  it('GET /api/session with no cookie answers business, member, memberships, admin and chef null', async () => {
    const response = await new ApiClient(server.url).get('/api/session');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ business: null, member: null, memberships: null, admin: null, chef: null });
  });
});

describe('admin', () => {
  it('POST /api/admin/login answers 200 JSON and sets the admin cookie', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/admin/login', ADMIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(client.cookieHeader()).toContain('cc_admin=');
  });

  it('a failed admin login answers 401 with a message', async () => {
    const response = await new ApiClient(server.url).post('/api/admin/login', { username: ADMIN.username, password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('Invalid username or password');
  });

  it('GET /api/admin/businesses answers the plain array with id, businessName, city, state, contact, laborBank and bookings', async () => {
    const client = new ApiClient(server.url);
    const { businessId, body } = await registerBusiness(client, { businessName: 'Shapes Admin Listed', city: 'Surrey', state: 'BC' });
    const admin = await adminClient(server);
    const response = await admin.get('/api/admin/businesses');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
    const row = response.json.find((entry: { id: number }) => entry.id === businessId);
    expect(row).toEqual({
      id: businessId,
      businessName: 'Shapes Admin Listed',
      city: 'Surrey',
      state: 'BC',
      contact: { firstName: body.firstName, lastName: body.lastName, email: body.email },
      laborBank: expect.objectContaining({ totalHours: 20, usedHours: 5 }),
      // 5 hours from 8 AM in Vancouver, UTC−7 all year: 15:00Z to 20:00Z.
      bookings: [{ bookingDate: body.bookingDate, timeSlot: 'morning', duration: 5, startsAt: `${body.bookingDate}T15:00:00.000Z`, endsAt: `${body.bookingDate}T20:00:00.000Z` }],
    });
    for (const entry of response.json) {
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'businessName', 'city', 'state', 'contact', 'laborBank', 'bookings']));
    }
  });

  it('DELETE /api/admin/business/{id} deletes the business; a second delete is 404', async () => {
    const { businessId } = await registerBusiness(new ApiClient(server.url), { businessName: 'Shapes To Delete' });
    const admin = await adminClient(server);
    const response = await admin.delete(`/api/admin/business/${businessId}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true });
    const list = await admin.get('/api/admin/businesses');
    expect(list.json.some((entry: { id: number }) => entry.id === businessId)).toBe(false);
    expect((await admin.delete(`/api/admin/business/${businessId}`)).status).toBe(404);
  });

  it('GET /api/admin/export/{businesses|bookings|ledger}.csv answers CSV downloads that honour the search', async () => {
    const { businessId } = await registerBusiness(new ApiClient(server.url), { businessName: 'Shapes Export Grill', city: 'Kelowna' });
    await registerBusiness(new ApiClient(server.url), { businessName: 'Shapes Other Grill', city: 'Victoria' });
    const admin = await adminClient(server);

    const businesses = await admin.get('/api/admin/export/businesses.csv?search=export%20grill');
    expect(businesses.status).toBe(200);
    expect(businesses.headers.get('content-type')).toMatch(/text\/csv/);
    expect(businesses.headers.get('content-disposition')).toMatch(/attachment; filename="?chefconnect-businesses-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = businesses.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('businessName');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Shapes Export Grill');

    const bookings = await admin.get('/api/admin/export/bookings.csv?search=Kelowna');
    expect(bookings.status).toBe(200);
    const bookingLines = bookings.text.trim().split(/\r?\n/);
    expect(bookingLines[0]).toContain('bookingDate');
    expect(bookingLines).toHaveLength(2);
    expect(bookingLines[1]).toContain(String(businessId));

    const ledger = await admin.get('/api/admin/export/ledger.csv?search=Kelowna');
    expect(ledger.status).toBe(200);
    const ledgerLines = ledger.text.trim().split(/\r?\n/);
    expect(ledgerLines[0]).toContain('hours');
    expect(ledgerLines).toHaveLength(3);
    expect(ledger.text).toContain('Complimentary Platinum hours');
  });

  it('CSV cells that start like a spreadsheet formula are neutralised', async () => {
    await registerBusiness(new ApiClient(server.url), { businessName: '=HYPERLINK("http://evil.example","x")', city: 'Formula Town' });
    const admin = await adminClient(server);
    const csv = await admin.get('/api/admin/export/businesses.csv?search=Formula%20Town');
    const row = csv.text.trim().split(/\r?\n/)[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).not.toMatch(/(^|,)=/);
  });

  it('GET /api/admin/export/{other}.csv answers 400', async () => {
    const admin = await adminClient(server);
    const response = await admin.get('/api/admin/export/passwords.csv');
    expect(response.status).toBe(400);
    expect(response.json.message).toEqual(expect.any(String));
  });

  it('POST /api/admin/logout answers 200 and ends the admin session', async () => {
    const admin = await adminClient(server);
    const response = await admin.post('/api/admin/logout');
    expect(response.status).toBe(200);
    expect((await admin.get('/api/admin/businesses')).status).toBe(401);
  });
});

describe('documentation', () => {
  const documentedPaths = [
    '/api/dashboard/{businessId}',
    '/api/bookings/{id}',
    '/api/bookings',
    '/api/business/profile',
    '/api/business/settings',
    '/api/request-hours',
    '/api/contact',
    '/api/register',
    '/api/mobile/check-username',
    '/api/mobile/setup',
    '/api/mobile/login',
    '/api/password-recovery/request',
    '/api/password-recovery/reset',
    '/api/admin/login',
    '/api/admin/businesses',
    '/api/admin/logout',
    '/api/admin/business/{id}',
    '/api/logout',
    '/api/session',
    '/api/newsletter',
  ];

  it('GET /api/openapi.json is an OpenAPI 3.1.0 document with every path', async () => {
    const response = await new ApiClient(server.url).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.json.openapi).toBe('3.1.0');
    const paths = Object.keys(response.json.paths);
    expect(paths).toEqual(expect.arrayContaining(documentedPaths));
    expect(paths.some((documented) => documented.startsWith('/api/admin/export/'))).toBe(true);
    expect(Object.keys(response.json.paths['/api/bookings/{id}'])).toContain('patch');
    expect(response.json.paths['/api/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('businessName');
  });

  it('documents the throttled answers, the duplicate email and the Idempotency-Key header', async () => {
    const { paths } = (await new ApiClient(server.url).get('/api/openapi.json')).json;
    for (const [path, method] of [
      ['/api/register', 'post'],
      ['/api/contact', 'post'],
      ['/api/newsletter', 'post'],
      ['/api/password-recovery/request', 'post'],
      ['/api/mobile/login', 'post'],
      ['/api/admin/login', 'post'],
    ] as const) {
      expect(paths[path][method].responses['429'].headers, `${path} 429`).toHaveProperty('Retry-After');
    }
    expect(paths['/api/register'].post.responses['429'].description).toContain('Too many requests. Please try again later.');
    expect(paths['/api/register'].post.responses['409'].description).toContain('An account with this email already exists. Please log in.');
    const bookings = paths['/api/bookings'].post;
    expect(bookings.parameters).toContainEqual({ name: 'Idempotency-Key', in: 'header', required: false, schema: expect.objectContaining({ type: 'string', minLength: 1, maxLength: 200 }) });
    expect(bookings.responses).toHaveProperty('422');
    expect(paths['/api/business/profile'].patch.responses['400'].description).toContain('Nothing to update');
  });

  it('GET /api/docs is an HTML page that names the document it shows', async () => {
    const response = await new ApiClient(server.url).get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // The viewer draws the paths in the browser (tests/e2e/api-docs.test.ts); without script the page links the document.
    expect(response.text).toContain('<a href="/api/openapi.json">');
  });
});
