import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerWithAccount, startTestServer, teamMember, type TestServer } from './harness.js';

/**
 * GET /api/session for a business's team (DECISIONS.md section 18): the business with the
 * signed-in member's names and role, the member, and every business they belong to; nulls when
 * signed out. The screens read the role from here to offer only what it allows.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('GET /api/session', () => {
  it("answers the member's names and role, and their memberships", async () => {
    const owner = await registerWithAccount(server, { businessName: 'Harbour Grill', firstName: 'Jamie', lastName: 'Chen' });
    const bookkeeper = await teamMember(server, owner.businessId, 'bookkeeper');
    const session = (await bookkeeper.client.get('/api/session')).json;
    expect(session.business).toMatchObject({ businessId: owner.businessId, contactId: owner.contactId, businessName: 'Harbour Grill', firstName: bookkeeper.firstName, role: 'bookkeeper' });
    expect(session.member).toMatchObject({ id: bookkeeper.memberId, firstName: bookkeeper.firstName });
    expect(session.memberships).toEqual([{ businessId: owner.businessId, businessName: 'Harbour Grill', role: 'bookkeeper' }]);
    const ownerSession = (await owner.client.get('/api/session')).json;
    expect(ownerSession.business).toMatchObject({ firstName: 'Jamie', lastName: 'Chen', role: 'owner' });

    // A changed role shows on the next call.
    expect((await owner.client.patch(`/api/business/members/${bookkeeper.memberId}`, { role: 'manager' })).status).toBe(200);
    expect((await bookkeeper.client.get('/api/session')).json.business.role).toBe('manager');

    expect((await new ApiClient(server.url).get('/api/session')).json).toEqual({ business: null, member: null, memberships: null, admin: null, chef: null });
  });
});
