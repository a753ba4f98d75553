import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '../../src/common/messages.js';
import type { AppRouter } from '../../src/server/router.js';
import { ADMIN, ApiClient, registerWithAccount, registrationBody, startTestServer, type TestServer } from './harness.js';

/**
 * ARCHITECTURE.md, "Sessions and sign-in": REST and tRPC sign in through one module, so a
 * session either transport starts is the other's too, and either transport's logout ends it.
 */

let server: TestServer;
let user: Awaited<ReturnType<typeof registerWithAccount>>;

beforeAll(async () => {
  server = await startTestServer();
  user = await registerWithAccount(server);
});

afterAll(async () => {
  await server?.stop();
});

type Transport = 'REST' | 'tRPC';
const TRANSPORTS: Transport[] = ['REST', 'tRPC'];
/** Every ordered pair of different transports: sign in (or out) by the first, look by the second. */
const PAIRS = TRANSPORTS.flatMap((by) => TRANSPORTS.filter((other) => other !== by).map((seenBy) => [by, seenBy] as const));

/** A tRPC call as one plain HTTP request: the answer's status and its data or error. */
async function trpc(client: ApiClient, type: 'query' | 'mutation', path: string, input?: unknown) {
  const response =
    type === 'query'
      ? await client.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`)
      : await client.post(`/trpc/${path}`, input ?? {});
  return { status: response.status, json: response.json?.result?.data ?? response.json?.error };
}

/** A call's status and body (tRPC: its data, or its error with the message). */
interface Answer {
  status: number;
  json: unknown;
}

/** The same user action by either transport. */
const act: Record<
  Transport,
  {
    register(client: ApiClient, body: unknown): Promise<{ status: number; businessId: number }>;
    login(client: ApiClient, credentials: { username: string; password: string }): Promise<Answer>;
    logout(client: ApiClient): Promise<Answer>;
    session(client: ApiClient): Promise<{ business: { businessId: number } | null; admin: { username: string } | null }>;
    dashboard(client: ApiClient, businessId: number): Promise<Answer>;
    adminLogin(client: ApiClient): Promise<Answer>;
    adminLogout(client: ApiClient): Promise<Answer>;
    adminRead(client: ApiClient): Promise<Answer>;
  }
> = {
  REST: {
    register: async (client, body) => {
      const response = await client.post('/api/register', body);
      return { status: response.status, businessId: response.json.business?.id };
    },
    login: (client, credentials) => client.post('/api/mobile/login', credentials),
    logout: (client) => client.post('/api/logout'),
    session: async (client) => (await client.get('/api/session')).json,
    dashboard: (client, businessId) => client.get(`/api/dashboard/${businessId}`),
    adminLogin: (client) => client.post('/api/admin/login', ADMIN),
    adminLogout: (client) => client.post('/api/admin/logout'),
    adminRead: (client) => client.get('/api/admin/businesses'),
  },
  tRPC: {
    register: async (client, body) => {
      const answer = await trpc(client, 'mutation', 'public.register', body);
      return { status: answer.status, businessId: answer.json.business?.id };
    },
    login: (client, credentials) => trpc(client, 'mutation', 'public.login', credentials),
    logout: (client) => trpc(client, 'mutation', 'public.logout'),
    session: async (client) => (await trpc(client, 'query', 'public.session')).json,
    dashboard: (client, businessId) => trpc(client, 'query', 'business.dashboard', { businessId }),
    adminLogin: (client) => trpc(client, 'mutation', 'admin.login', ADMIN),
    adminLogout: (client) => trpc(client, 'mutation', 'admin.logout'),
    adminRead: (client) => trpc(client, 'query', 'admin.summary'),
  },
};

describe('one sign-in for REST and tRPC', () => {
  it.each(PAIRS)('a business signed in by %s is signed in for %s, and its logout ends the session there', async (by, seenBy) => {
    const client = new ApiClient(server.url);
    expect((await act[by].login(client, { username: user.username, password: user.password })).status).toBe(200);
    expect((await act[seenBy].session(client)).business?.businessId).toBe(user.businessId);
    expect((await act[seenBy].dashboard(client, user.businessId)).status).toBe(200);

    const signedIn = client.snapshot();
    expect((await act[by].logout(client)).status).toBe(200);
    expect((await act[seenBy].session(client)).business).toBeNull();
    // The cookie from before the logout is ended too, not only cleared from this client.
    client.restore(signedIn);
    expect((await act[seenBy].dashboard(client, user.businessId)).status).toBe(401);
  });

  it.each(PAIRS)('a business registered by %s is signed in for %s', async (by, seenBy) => {
    const client = new ApiClient(server.url);
    const registered = await act[by].register(client, registrationBody());
    expect(registered.status).toBe(by === 'REST' ? 201 : 200);
    expect((await act[seenBy].session(client)).business?.businessId).toBe(registered.businessId);
    expect((await act[seenBy].dashboard(client, registered.businessId)).status).toBe(200);
  });

  it.each(PAIRS)('an admin signed in by %s is signed in for %s, and its logout ends the session there', async (by, seenBy) => {
    const client = new ApiClient(server.url);
    expect((await act[by].adminLogin(client)).status).toBe(200);
    expect((await act[seenBy].session(client)).admin?.username).toBe(ADMIN.username);
    expect((await act[seenBy].adminRead(client)).status).toBe(200);

    const signedIn = client.snapshot();
    expect((await act[by].adminLogout(client)).status).toBe(200);
    client.restore(signedIn);
    expect((await act[seenBy].adminRead(client)).status).toBe(401);
    expect((await act[seenBy].session(client)).admin).toBeNull();
  });

  it('answers who is signed in with the same body by REST and tRPC', async () => {
    const client = new ApiClient(server.url);
    await act.REST.login(client, { username: user.username, password: user.password });
    await act.REST.adminLogin(client);
    const answers = await Promise.all(TRANSPORTS.map((transport) => act[transport].session(client)));
    expect(answers[0]).toMatchObject({ business: { businessId: user.businessId }, admin: { username: ADMIN.username } });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('answers a login with the same body by REST and tRPC, and a failed one with the same message', async () => {
    const answers = [];
    for (const transport of TRANSPORTS) {
      const client = new ApiClient(server.url);
      const good = await act[transport].login(client, { username: user.username, password: user.password });
      const bad = await act[transport].login(client, { username: user.username, password: 'not the password' });
      answers.push({ good: [good.status, good.json], bad: [bad.status, (bad.json as { message: string }).message] });
    }
    expect(answers[0]).toEqual({
      good: [200, { success: true, businessId: user.businessId, message: 'Login successful' }],
      bad: [401, 'Invalid username or password'],
    });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('signing in by email (DECISIONS.md section 17)', () => {
  it('takes the contact\'s email address in any case where the username goes, by both transports', async () => {
    const email = String(user.body.email);
    for (const transport of TRANSPORTS) {
      const client = new ApiClient(server.url);
      const answer = await act[transport].login(client, { username: `  ${email.toUpperCase()} `, password: user.password });
      expect(answer.status, transport).toBe(200);
      expect(answer.json).toMatchObject({ success: true, businessId: user.businessId });
      const wrong = await act[transport].login(client, { username: email, password: 'not the password' });
      expect([wrong.status, (wrong.json as { message: string }).message]).toEqual([401, 'Invalid username or password']);
    }
  });

  it("takes the person's own email, not a contact email the profile later changed to (DECISIONS.md section 18)", async () => {
    const owner = await registerWithAccount(server);
    const { businessName, businessType, businessAddress, city, state, zipCode, firstName, lastName, jobTitle, phone } = owner.body;
    const contactEmail = `front-desk-${owner.businessId}@example.com`;
    const edited = await owner.client.patch('/api/business/profile', { businessName, businessType, businessAddress, city, state, zipCode, firstName, lastName, jobTitle, phone, email: contactEmail });
    expect(edited.status, edited.text).toBe(200);

    const byContact = await new ApiClient(server.url).post('/api/mobile/login', { username: contactEmail, password: owner.password });
    expect([byContact.status, byContact.json.message]).toEqual([401, 'Invalid username or password']);
    const byOwn = await new ApiClient(server.url).post('/api/mobile/login', { username: String(owner.body.email), password: owner.password });
    expect([byOwn.status, byOwn.json.businessId]).toEqual([200, owner.businessId]);
  });

  it('names the username in the password-reset email', async () => {
    expect((await new ApiClient(server.url).post('/api/password-recovery/request', { email: user.body.email })).status).toBe(200);
    const reset = (await server.outbox()).filter((mail) => mail.to === user.body.email && mail.subject === 'Reset your ChefConnect password').at(-1)!;
    expect(reset.body).toContain(`(username: ${user.username})`);
  });
});

/**
 * What src/client/lib/apiError.ts isNotSignedIn reads off a refusal (its unit test holds the
 * check itself): the status 401 and the message of src/common/messages.ts, as tRPC's own
 * client sees them, the same as REST answers.
 */
describe('the refusal of a call without a session', () => {
  it('is a 401 with the shared not-signed-in message by tRPC, through the tRPC client, and by REST', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${server.url}/trpc` })] });
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => expect.fail('the call was not refused'),
        (error: { message: string; data?: { httpStatus?: number } }) => [error.data?.httpStatus, error.message],
      );
    expect(await refused(client.business.dashboard.query({}))).toEqual([401, NOT_SIGNED_IN]);
    expect(await refused(client.admin.summary.query())).toEqual([401, NOT_SIGNED_IN]);
    expect(await refused(client.public.login.mutate({ username: 'nobody_signed_up', password: 'not a password' }))).toEqual([401, 'Invalid username or password']);

    const anonymous = new ApiClient(server.url);
    for (const response of [await anonymous.get(`/api/dashboard/${user.businessId}`), await anonymous.get('/api/admin/businesses')]) {
      expect([response.status, response.json.message]).toEqual([401, NOT_SIGNED_IN]);
    }
  });
});
