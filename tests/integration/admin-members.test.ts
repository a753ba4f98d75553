import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerWithAccount, startTestServer, teamMember, type ApiClient, type TestServer } from './harness.js';

/**
 * The admin's view of a business's team (DECISIONS.md section 18): its members with name,
 * email, role, status and last sign-in, and removing one, whose next call for the business is
 * refused at once. The last owner stays.
 */

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('GET and DELETE /api/admin/business/{id}/members', () => {
  it("lists a business's members, owners first, and removes one, never the last owner", async () => {
    const owner = await registerWithAccount(server, { firstName: 'Jamie', lastName: 'Chen' });
    const bookkeeper = await teamMember(server, owner.businessId, 'bookkeeper');
    const listed = await admin.get(`/api/admin/business/${owner.businessId}/members`);
    expect(listed.status).toBe(200);
    expect(listed.json.members).toMatchObject([
      { firstName: 'Jamie', lastName: 'Chen', email: owner.body.email, role: 'owner', status: 'active', lastSignInAt: expect.any(String) },
      { id: bookkeeper.memberId, email: bookkeeper.email, role: 'bookkeeper', status: 'active' },
    ]);
    // The business's own list says the same.
    expect((await owner.client.get('/api/business/members')).json).toEqual(listed.json);

    const ownerId = listed.json.members[0].id as number;
    const refused = await admin.delete(`/api/admin/business/${owner.businessId}/members/${ownerId}`);
    expect([refused.status, refused.json]).toEqual([409, { message: 'A business needs at least one owner' }]);
    // A member of another business is not found under this one.
    const other = await registerWithAccount(server);
    const otherOwnerId = (await other.client.get('/api/business/members')).json.members[0].id as number;
    expect((await admin.delete(`/api/admin/business/${owner.businessId}/members/${otherOwnerId}`)).status).toBe(404);

    const removed = await admin.delete(`/api/admin/business/${owner.businessId}/members/${bookkeeper.memberId}`);
    expect([removed.status, removed.json]).toEqual([200, { success: true }]);
    expect((await bookkeeper.client.get(`/api/dashboard/${owner.businessId}`)).status).toBe(401);
    expect((await admin.get(`/api/admin/business/${owner.businessId}/members`)).json.members.map((member: { role: string }) => member.role)).toEqual(['owner']);
    // A business's people may not use the admin's calls.
    expect((await owner.client.get(`/api/admin/business/${owner.businessId}/members`)).status).toBe(401);
  });
});
