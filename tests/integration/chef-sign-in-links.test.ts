import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chefFixtures } from './chef-fixtures.js';
import { adminClient, ApiClient, registerBusiness, startTestServer, type TestServer } from './harness.js';

/**
 * DECISIONS.md section 16: only a chef's newest sign-in link works (an invitation is the same
 * link), and the chef's own profile PATCH refuses an empty body as the business PATCH does.
 */
let server: TestServer;
let admin: ApiClient;
let fixtures: ReturnType<typeof chefFixtures>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server);
  fixtures = chefFixtures(server, admin);
});

afterAll(async () => {
  await server?.stop();
});

const INVALID_LINK = 'Invalid or expired sign-in link';

function followLink(token: string) {
  return new ApiClient(server.url).post('/api/chef/login', { token });
}

function askForLink(email: string) {
  return new ApiClient(server.url).post('/api/chef/login-link', { email });
}

async function tokensTo(email: string): Promise<string[]> {
  return (await fixtures.linksTo(email)).map(({ token }) => token);
}

describe('a newer sign-in link', () => {
  it('voids the older unused one: the first link is 400 "Invalid or expired sign-in link", the second signs in', async () => {
    const chef = await fixtures.addChef();
    const first = await fixtures.linkSentBy(chef.email, () => askForLink(chef.email));
    const second = await fixtures.linkSentBy(chef.email, () => askForLink(chef.email));

    const older = await followLink(first);
    expect(older.status).toBe(400);
    expect(older.json.message).toBe(INVALID_LINK);
    const newer = await followLink(second);
    expect(newer.status).toBe(200);
    expect(newer.json.id).toBe(chef.id);
  });

  it('asked for over tRPC voids the older one the same way', async () => {
    const chef = await fixtures.addChef();
    const first = await fixtures.linkSentBy(chef.email, () => askForLink(chef.email));
    const second = await fixtures.linkSentBy(chef.email, () => new ApiClient(server.url).post('/trpc/chef.requestLoginLink', { email: chef.email }));

    const older = await new ApiClient(server.url).post('/trpc/chef.login', { token: first });
    expect(older.status).toBe(400);
    expect(older.json.error.message).toBe(INVALID_LINK);
    expect((await new ApiClient(server.url).post('/trpc/chef.login', { token: second })).status).toBe(200);
  });

  it('voids an earlier invitation, and a second invitation voids the first', async () => {
    const chef = await fixtures.addChef();
    const invite = () => admin.post(`/api/admin/chefs/${chef.id}/invite`);
    const firstInvitation = await fixtures.linkSentBy(chef.email, invite);
    const secondInvitation = await fixtures.linkSentBy(chef.email, invite);
    const signInLink = await fixtures.linkSentBy(chef.email, () => askForLink(chef.email));

    expect((await followLink(firstInvitation)).json).toEqual({ message: INVALID_LINK, errors: { token: INVALID_LINK } });
    expect((await followLink(secondInvitation)).status).toBe(400);
    expect((await followLink(signInLink)).status).toBe(200);
    expect((await admin.get(`/api/admin/chefs/${chef.id}`)).json.status).toBe('active');
  });

  it('leaves exactly one working link when several are asked for at the same moment', async () => {
    const chef = await fixtures.addChef();
    const asked = await Promise.all([1, 2, 3, 4, 5].map(() => askForLink(chef.email)));
    expect(asked.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    const tokens = await tokensTo(chef.email);
    expect(tokens).toHaveLength(5);

    const answers = [];
    for (const token of tokens) answers.push((await followLink(token)).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
  });

  it('keeps working after a link of another chef is asked for', async () => {
    const chef = await fixtures.addChef();
    const other = await fixtures.addChef();
    await askForLink(chef.email);
    await askForLink(other.email);
    expect((await followLink(await fixtures.lastLinkTo(chef.email))).status).toBe(200);
  });
});

describe("the chef's own profile PATCH", () => {
  it('answers an empty body 400 "Nothing to update" as the business PATCH does, over REST and tRPC, and changes nothing', async () => {
    const chef = await fixtures.addChef();
    const client = await fixtures.signedInChef(chef.email);
    const before = (await client.get('/api/chef/me')).json;

    const rest = await client.patch('/api/chef/me', {});
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe('Nothing to update');
    const business = new ApiClient(server.url);
    await registerBusiness(business);
    expect(rest.json).toEqual((await business.patch('/api/business/profile', {})).json);

    const trpc = await client.post('/trpc/chef.updateProfile', {});
    expect(trpc.status).toBe(400);
    expect(trpc.json.error.message).toBe('Nothing to update');

    expect((await client.get('/api/chef/me')).json).toEqual(before);
  });

  it('still takes a single field, and clearing one counts as a change', async () => {
    const chef = await fixtures.addChef();
    const client = await fixtures.signedInChef(chef.email);
    const phone = await client.patch('/api/chef/me', { phone: '(604) 555-0199' });
    expect(phone.status).toBe(200);
    expect(phone.json.phone).toBe('(604) 555-0199');
    const cleared = await client.patch('/api/chef/me', { bio: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json.bio).toBeNull();
  });
});
