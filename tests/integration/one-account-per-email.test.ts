import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileInput } from '../../src/common/schemas/registration.js';
import { Contact } from '../../src/server/core/db/entities/contact.js';
import { adminCaller, ApiClient, registerBusiness, startTestServer, type TestServer } from './harness.js';

/**
 * One account per email (DECISIONS.md section 24), through REST and tRPC on each engine:
 * changing a profile's email to one another account uses, in any case, is 409 on the email
 * field and changes nothing, also when several businesses take one new email at once.
 */

const IN_USE = 'An account with this email already exists';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

async function business(email: string) {
  const client = new ApiClient(server.url);
  return { client, ...(await registerBusiness(client, { email })) };
}

/** What the business's profile holds now, as its dashboard shows it. */
async function profileOf(owner: { client: ApiClient; businessId: number }) {
  const { json } = await owner.client.get(`/api/dashboard/${owner.businessId}`);
  return { business: json.business, contact: json.contact };
}

describe("changing the profile's email", () => {
  it('to another account\'s, in any case, is 409 on the email field by REST and tRPC, and nothing changes', async () => {
    await business('taken.owner@example.com');
    const mover = await business('mover@example.com');
    const before = await profileOf(mover);

    const rest = await mover.client.patch('/api/business/profile', { email: 'Taken.Owner@EXAMPLE.com', city: 'Burnaby' });
    expect(rest.status).toBe(409);
    expect(rest.json).toEqual({ message: IN_USE, errors: { email: IN_USE } });
    const trpc = await mover.client.post('/trpc/business.updateProfile', { email: 'TAKEN.OWNER@example.com', firstName: 'Robin' });
    expect(trpc.status).toBe(409);
    expect(trpc.json.error).toMatchObject({ message: IN_USE, data: { fieldErrors: { email: IN_USE } } });

    expect(await profileOf(mover)).toEqual(before);
    expect(await server.dataSource.manager.countBy(Contact, { emailKey: 'taken.owner@example.com' })).toBe(1);
  });

  it("to its own, retyped in another case, or to a free one, is saved", async () => {
    const owner = await business('own.address@example.com');
    const retyped = await owner.client.patch('/api/business/profile', { email: 'Own.Address@Example.com' });
    expect(retyped.status, retyped.text).toBe(200);
    expect(retyped.json.contact.email).toBe('Own.Address@Example.com');
    const moved = await owner.client.post('/trpc/business.updateProfile', { email: 'new.address@example.com' });
    expect(moved.status, moved.text).toBe(200);
    expect((await profileOf(owner)).contact.email).toBe('new.address@example.com');
  });

  it("by the admin's Edit Business is refused the same way, and the unchanged email saves", async () => {
    await business('admin.taken@example.com');
    const edited = await business('admin.edited@example.com');
    const profile = profileInput.parse(Object.fromEntries(Object.entries(edited.body).filter(([field]) => field in profileInput.shape)));
    const caller = adminCaller(server);

    await expect(caller.admin.updateBusiness({ id: edited.businessId, ...profile, email: 'ADMIN.TAKEN@example.com' })).rejects.toMatchObject({ code: 'CONFLICT', message: IN_USE });
    expect((await profileOf(edited)).contact.email).toBe('admin.edited@example.com');
    const saved = await caller.admin.updateBusiness({ id: edited.businessId, ...profile, city: 'Richmond' });
    expect(saved.business.city).toBe('Richmond');
  });

  it('of eight businesses taking one new email at once, exactly one has it', async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, (_, index) => business(`racer.${index}@example.com`)));
    const answers = await Promise.all(
      racers.map((racer, index) =>
        index % 2 === 0
          ? racer.client.patch('/api/business/profile', { email: 'Contested@example.com' })
          : racer.client.post('/trpc/business.updateProfile', { email: 'contested@EXAMPLE.com' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await server.dataSource.manager.countBy(Contact, { emailKey: 'contested@example.com' })).toBe(1);
  });
});
