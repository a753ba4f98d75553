import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../../src/server/core/security/passwords.js';
import {
  ApiClient,
  registerBusiness,
  registerWithAccount,
  registrationBody,
  startTestServer,
  vancouverDay,
  type TestServer,
} from './harness.js';

/** SPEC.md section 5's messages, word for word, in the 400 answer's `errors` object. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

function expectFieldError(response: { status: number; json: { message?: string; errors?: Record<string, string> } }, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(response.json.message).toEqual(expect.any(String));
  expect(response.json.errors?.[field]).toBe(message);
}

async function businessCount(): Promise<number> {
  return (await server.services.admin.summary()).totalBusinesses;
}

describe('registration: business step', () => {
  const cases: [string, string][] = [
    ['businessName', 'Business name is required'],
    ['businessType', 'Please select a business type'],
    ['businessAddress', 'Business address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zipCode', 'ZIP code is required'],
  ];

  it.each(cases)('an empty %s answers "%s"', async (field, message) => {
    const before = await businessCount();
    await expectFieldError(await new ApiClient(server.url).post('/api/register', registrationBody({ [field]: '' })), field, message);
    expect(await businessCount()).toBe(before);
  });

  it.each(cases)('a missing %s answers "%s"', async (field, message) => {
    const body: Record<string, unknown> = registrationBody();
    delete body[field];
    await expectFieldError(await new ApiClient(server.url).post('/api/register', body), field, message);
  });

  it('a blank (spaces only) business name answers "Business name is required"', async () => {
    await expectFieldError(await new ApiClient(server.url).post('/api/register', registrationBody({ businessName: '   ' })), 'businessName', 'Business name is required');
  });

  it('a business type outside the list answers "Please select a business type"', async () => {
    await expectFieldError(await new ApiClient(server.url).post('/api/register', registrationBody({ businessType: 'nightclub' })), 'businessType', 'Please select a business type');
  });

  it('a province outside the list answers "State is required"', async () => {
    await expectFieldError(await new ApiClient(server.url).post('/api/register', registrationBody({ state: 'WA' })), 'state', 'State is required');
  });

  it('employeeCount and description are optional', async () => {
    const body: Record<string, unknown> = registrationBody();
    delete body.employeeCount;
    delete body.description;
    expect((await new ApiClient(server.url).post('/api/register', body)).status).toBe(201);
  });

  it('an empty body names every missing field at once', async () => {
    const response = await new ApiClient(server.url).post('/api/register', {});
    expect(response.status).toBe(400);
    expect(response.json.errors).toMatchObject({
      businessName: 'Business name is required',
      businessType: 'Please select a business type',
      businessAddress: 'Business address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      jobTitle: 'Job title is required',
      email: 'Valid email address is required',
      phone: 'Phone number is required',
    });
  });
});

describe('registration: contact step', () => {
  const cases: [string, string][] = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['jobTitle', 'Job title is required'],
    ['email', 'Valid email address is required'],
    ['phone', 'Phone number is required'],
  ];

  it.each(cases)('an empty %s answers "%s"', async (field, message) => {
    await expectFieldError(await new ApiClient(server.url).post('/api/register', registrationBody({ [field]: '' })), field, message);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'two words@example.com'])('the email "%s" answers "Valid email address is required"', async (email) => {
    await expectFieldError(await new ApiClient(server.url).post('/api/register', registrationBody({ email })), 'email', 'Valid email address is required');
  });

  it('preferredContact and newsletter are optional', async () => {
    const body: Record<string, unknown> = registrationBody();
    delete body.preferredContact;
    delete body.newsletter;
    expect((await new ApiClient(server.url).post('/api/register', body)).status).toBe(201);
  });
});

describe('registration: service and calendar steps', () => {
  it('a service type other than in-person or virtual is refused', async () => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ serviceType: 'catering' }));
    expect(response.status).toBe(400);
    expect(response.json.errors.serviceType).toEqual(expect.any(String));
  });

  it.each(['bookingDate', 'timeSlot'])('a missing %s is refused (no silent fallback date or slot)', async (field) => {
    const body: Record<string, unknown> = registrationBody();
    delete body[field];
    const response = await new ApiClient(server.url).post('/api/register', body);
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual(expect.any(String));
  });

  it.each([0, 13, 2.5, -1, '5'])('a duration of %j is refused: hours are whole numbers from 1 to 12', async (duration) => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ duration }));
    expect(response.status).toBe(400);
    expect(response.json.errors.duration).toEqual(expect.any(String));
  });

  it.each([1, 12])('a duration of %d hours is accepted', async (duration) => {
    expect((await new ApiClient(server.url).post('/api/register', registrationBody({ duration }))).status).toBe(201);
  });

  it.each(['2/30/2030', '13/1/2030', '2030-02-30', 'tomorrow', '30/1/2030', '2030/01/30'])('the impossible or unreadable date "%s" is refused', async (bookingDate) => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ bookingDate }));
    expect(response.status).toBe(400);
    expect(response.json.errors.bookingDate).toEqual(expect.any(String));
  });

  it('a date before today (Vancouver) is refused with "Please choose today or a later date"', async () => {
    const before = await businessCount();
    await expectFieldError(
      await new ApiClient(server.url).post('/api/register', registrationBody({ bookingDate: vancouverDay(-1) })),
      'bookingDate',
      'Please choose today or a later date',
    );
    expect(await businessCount()).toBe(before);
  });

  it('a time slot outside morning, afternoon, evening and all-day is refused', async () => {
    const response = await new ApiClient(server.url).post('/api/register', registrationBody({ timeSlot: 'night' }));
    expect(response.status).toBe(400);
    expect(response.json.errors.timeSlot).toEqual(expect.any(String));
  });
});

describe('account setup', () => {
  async function setup(body: Record<string, unknown>) {
    const client = new ApiClient(server.url);
    const { contactId } = await registerBusiness(client);
    return client.post('/api/mobile/setup', { contactId, ...body });
  }

  it.each(['ab', '', '  a  '])('the username "%s" answers "Username must be at least 3 characters" with success: false', async (username) => {
    const response = await setup({ username, password: 'pepper and salt' });
    await expectFieldError(response, 'username', 'Username must be at least 3 characters');
    expect(response.json.success).toBe(false);
  });

  it.each(['bad name', 'bad-name', 'bad.name', 'émile', "x'; --"])('the username "%s" answers "Username can only contain letters, numbers and underscores"', async (username) => {
    await expectFieldError(await setup({ username, password: 'pepper and salt' }), 'username', 'Username can only contain letters, numbers and underscores');
  });

  it('a missing username answers "Username must be at least 3 characters"', async () => {
    await expectFieldError(await setup({ password: 'pepper and salt' }), 'username', 'Username must be at least 3 characters');
  });

  it.each(['', 'abc', '12345'])('the password "%s" answers "Password must be at least 6 characters"', async (password) => {
    await expectFieldError(await setup({ username: 'valid_name_pw', password }), 'password', 'Password must be at least 6 characters');
  });

  it('password123 is one of the common passwords and answers "This password is too common"', async () => {
    expect(COMMON_PASSWORDS.has('password123')).toBe(true);
    const response = await setup({ username: 'common_pw_user', password: 'password123' });
    await expectFieldError(response, 'password', 'This password is too common');
    expect(response.json.success).toBe(false);
    expect((await new ApiClient(server.url).get('/api/mobile/check-username?username=common_pw_user')).json.exists).toBe(false);
  });

  it('a common password is refused whatever its case', async () => {
    expect(COMMON_PASSWORDS.has('qwerty123')).toBe(true);
    await expectFieldError(await setup({ username: 'common_pw_upper', password: 'QWERTY123' }), 'password', 'This password is too common');
  });

  it('a taken username (in another case) answers 409 "This username is already taken"', async () => {
    await setup({ username: 'Taken_Name', password: 'pepper and salt' });
    const response = await setup({ username: 'taken_NAME', password: 'pepper and salt' });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ success: false, errors: { username: 'This username is already taken' } });
  });

  it('a second setup for the same contact answers 409 with success: false', async () => {
    const { client, contactId } = await registerWithAccount(server);
    const response = await client.post('/api/mobile/setup', { username: 'second_try_name', password: 'pepper and salt', contactId });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ success: false, message: expect.any(String) });
  });

  it('a confirmPassword field is not part of the API and is refused as unknown', async () => {
    const response = await setup({ username: 'confirm_field', password: 'pepper and salt', confirmPassword: 'pepper and salt' });
    expect(response.status).toBe(400);
    expect(response.json.errors.confirmPassword).toBe('Unknown field');
  });
});

describe('login', () => {
  it.each([
    ['/api/mobile/login', true],
    ['/api/admin/login', false],
  ])('%s: a missing or empty username answers "Username is required", a missing or empty password "Password is required"', async (path, successFlag) => {
    const client = new ApiClient(server.url);
    for (const body of [{}, { username: '', password: '' }, { username: '   ', password: '' }]) {
      const response = await client.post(path, body);
      await expectFieldError(response, 'username', 'Username is required');
      expect(response.json.errors.password).toBe('Password is required');
      if (successFlag) expect(response.json.success).toBe(false);
    }
    await expectFieldError(await client.post(path, { username: 'someone' }), 'password', 'Password is required');
    await expectFieldError(await client.post(path, { password: 'something' }), 'username', 'Username is required');
  });
});

describe('password recovery', () => {
  it.each(['', 'not-an-email', 'a@b', 'x'.repeat(300) + '@example.com'])('the email "%s" answers "Please enter a valid email address"', async (email) => {
    await expectFieldError(await new ApiClient(server.url).post('/api/password-recovery/request', { email }), 'email', 'Please enter a valid email address');
  });

  it('a missing email answers "Please enter a valid email address"', async () => {
    await expectFieldError(await new ApiClient(server.url).post('/api/password-recovery/request', {}), 'email', 'Please enter a valid email address');
  });

  it('a reset without a token answers "No reset token provided"', async () => {
    await expectFieldError(await new ApiClient(server.url).post('/api/password-recovery/reset', { password: 'a fine passphrase' }), 'token', 'No reset token provided');
  });

  it('a reset with a short password answers "Password must be at least 6 characters"', async () => {
    await expectFieldError(await new ApiClient(server.url).post('/api/password-recovery/reset', { token: 'whatever', password: 'abc' }), 'password', 'Password must be at least 6 characters');
  });
});

describe('contact form', () => {
  const valid = { name: 'Pat Doe', email: 'pat@example.com', phone: '', subject: 'general', message: 'Hello there' };

  it.each([
    ['name', ''],
    ['email', ''],
    ['email', 'nope'],
    ['subject', ''],
    ['subject', 'complaints'],
    ['message', ''],
  ])('%s = "%s" is refused with a message for that field', async (field, value) => {
    const response = await new ApiClient(server.url).post('/api/contact', { ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual(expect.any(String));
  });

  it.each(['general', 'services', 'booking', 'pricing', 'support', 'partnership', 'other'])('the subject "%s" is accepted', async (subject) => {
    const response = await new ApiClient(server.url).post('/api/contact', { ...valid, subject });
    expect(response.status).toBeLessThan(300);
  });

  it('phone is optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await new ApiClient(server.url).post('/api/contact', withoutPhone)).status).toBeLessThan(300);
  });
});

describe('additional hours request', () => {
  it('a request without a business id fails with "No business ID available"', async () => {
    const { client } = await registerWithAccount(server);
    const response = await client.post('/api/request-hours', { phone: '(604) 555-0100', hoursNeeded: 5 });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('No business ID available');
    expect(response.json.errors.businessId).toBe('No business ID available');
  });

  it.each([0, 101, 2.5, '10'])('hoursNeeded = %j is refused: a whole number from 1 to 100', async (hoursNeeded) => {
    const { client, businessId } = await registerWithAccount(server);
    const response = await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded });
    expect(response.status).toBe(400);
    expect(response.json.errors.hoursNeeded).toEqual(expect.any(String));
  });

  it('a missing phone answers "Phone number is required"', async () => {
    const { client, businessId } = await registerWithAccount(server);
    await expectFieldError(await client.post('/api/request-hours', { businessId, hoursNeeded: 5 }), 'phone', 'Phone number is required');
  });

  it('1 and 100 hours are accepted, and details are optional', async () => {
    const { client, businessId } = await registerWithAccount(server);
    expect((await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded: 1 })).status).toBe(201);
    expect((await client.post('/api/request-hours', { businessId, phone: '(604) 555-0100', hoursNeeded: 100, reason: '' })).status).toBe(201);
  });
});

describe('booking dates are calendar days in America/Vancouver', () => {
  let clockServer: TestServer;
  // 06:30 UTC on Jan 15 is still Jan 14 (23:30) in Vancouver, at UTC−7 all year (section 22).
  const lateEvening = new Date('2030-01-15T06:30:00Z');
  let now = lateEvening;

  beforeAll(async () => {
    clockServer = await startTestServer({ now: () => now });
  });

  afterAll(async () => {
    await clockServer.stop();
  });

  it('today (Vancouver) is a bookable day, in its slots that have not started', async () => {
    now = new Date('2030-01-14T18:00:00Z'); // 11:00 in Vancouver
    try {
      const afternoon = await new ApiClient(clockServer.url).post('/api/register', registrationBody({ bookingDate: '2030-01-14', timeSlot: 'afternoon' }));
      expect(afternoon.status).toBe(201);
      const morning = await new ApiClient(clockServer.url).post('/api/register', registrationBody({ bookingDate: '2030-01-14', timeSlot: 'morning' }));
      expect(morning.status).toBe(409);
      expect(morning.json).toEqual({ message: 'This time slot has already started', errors: { timeSlot: 'This time slot has already started' } });
    } finally {
      now = lateEvening;
    }
  });

  it("takes Vancouver's today as today even when it is already tomorrow in UTC: its evening has started, it is not a past date", async () => {
    const today = await new ApiClient(clockServer.url).post('/api/register', registrationBody({ bookingDate: '1/14/2030', timeSlot: 'evening' }));
    expect(today.status).toBe(409);
    expect(today.json.errors).toEqual({ timeSlot: 'This time slot has already started' });
    const tomorrow = await new ApiClient(clockServer.url).post('/api/register', registrationBody({ bookingDate: '1/15/2030', timeSlot: 'morning' }));
    expect(tomorrow.status).toBe(201);
  });

  it("refuses Vancouver's yesterday", async () => {
    const response = await new ApiClient(clockServer.url).post('/api/register', registrationBody({ bookingDate: '2030-01-13' }));
    expect(response.status).toBe(400);
    expect(response.json.errors.bookingDate).toBe('Please choose today or a later date');
  });
});

describe('tRPC carries the same messages', () => {
  it('a tRPC mutation answers 400 with the spec message and the same field errors', async () => {
    const response = await new ApiClient(server.url).post('/trpc/public.register', registrationBody({ businessName: '', email: 'nope', isAdmin: true }));
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe('Business name is required');
    expect(response.json.error.data.fieldErrors).toEqual({
      businessName: 'Business name is required',
      email: 'Valid email address is required',
      isAdmin: 'Unknown field',
    });
    expect(response.text).not.toMatch(/stack|\.ts:\d+/);
  });
});
