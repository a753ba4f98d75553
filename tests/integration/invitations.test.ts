import { describe, expect, it } from 'vitest';
import { MemberInvitation } from '../../src/server/core/db/entities/member.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { ApiClient, registerWithAccount, vancouverDay } from './harness.js';

/**
 * Invitations to a business's team (DECISIONS.md section 18): the email, the single-use 7-day
 * link, joining as a new person or with the token alone when signed in, resends voiding the
 * older link, and 50 a day. Every unusable token answers the same 400.
 */

const suite = useClockedServer({ checkLedgers: false });
const INVALID = { message: 'This invitation link is invalid or has expired', errors: { token: 'This invitation link is invalid or has expired' } };
let sequence = 0;

/** The token of the newest invitation emailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = (await suite.server.outbox()).filter((mail) => mail.to.includes(email) && mail.body.includes('/join?token='));
  const token = /\/join\?token=([A-Za-z0-9_%-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  return decodeURIComponent(token);
}

const newPerson = (token: string) => {
  sequence += 1;
  return { token, firstName: 'Sam', lastName: `Lee${sequence}`, username: `sam_${sequence}_${Date.now() % 100_000}`, password: 'a sturdy kitchen passphrase' };
};

describe('inviting and joining', () => {
  it('emails the invitation in words; the new person joins with the form, is signed in as a manager, and the link works once', async () => {
    const owner = await registerWithAccount(suite.server, { businessName: 'Blue Gold Bistro', firstName: 'Jamie', lastName: 'Chen' });
    const email = `invited.${Date.now()}@example.com`;
    const invited = await owner.client.post('/api/business/members', { email, role: 'manager' });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.json).toMatchObject({ success: true, member: { firstName: '', lastName: '', email, role: 'manager', status: 'invited', lastSignInAt: null } });
    const mail = (await suite.server.outbox()).find((sent) => sent.to.includes(email))!;
    expect(mail.subject).toBe("You're invited to join Blue Gold Bistro on ChefConnect");
    expect(mail.body).toContain('Jamie Chen invited you to join Blue Gold Bistro on ChefConnect as a manager');
    expect(mail.body).toContain('within 7 days');
    const token = await invitationToken(email);

    const anon = new ApiClient(suite.server.url);
    expect((await anon.get(`/trpc/public.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}`)).json.result.data).toEqual({ businessName: 'Blue Gold Bistro', role: 'manager', invitedBy: 'Jamie Chen', email });
    const person = new ApiClient(suite.server.url);
    const form = newPerson(token);
    const joined = await person.post('/api/join', form);
    expect([joined.status, joined.json]).toEqual([201, { success: true, businessId: owner.businessId }]);
    // Signed in, as a manager of the business: may book, may not buy hours.
    expect((await person.post('/api/bookings', { businessId: owner.businessId, bookingDate: vancouverDay(8), timeSlot: 'morning', duration: 1 })).status).toBe(201);
    expect((await person.put('/api/billing/low-balance', { lowBalanceHours: 2 })).json).toEqual({ message: 'Your role does not allow this' });
    // The invited address signs in, as does the username.
    for (const name of [email.toUpperCase(), form.username]) {
      const again = await new ApiClient(suite.server.url).post('/api/mobile/login', { username: name, password: form.password });
      expect([again.status, again.json.businessId]).toEqual([200, owner.businessId]);
    }
    const team = (await owner.client.get('/api/business/members')).json.members;
    expect(team).toMatchObject([{ role: 'owner' }, { firstName: 'Sam', lastName: form.lastName, email, role: 'manager', status: 'active' }]);
    // Used: the same 400 as any other unusable token.
    expect(await new ApiClient(suite.server.url).post('/api/join', newPerson(token))).toMatchObject({ status: 400, json: INVALID });
    // The first email drawn loads React Email, seconds on a busy machine.
  }, 90_000);

  it('lets a signed-in person join with the token alone, whatever address they sign in with; a signed-out person with a sign-in for the address is sent to log in', async () => {
    const first = await registerWithAccount(suite.server);
    const second = await registerWithAccount(suite.server);
    // The second business's owner is invited to the first, at their own address.
    await first.client.post('/api/business/members', { email: second.body.email, role: 'bookkeeper' });
    const token = await invitationToken(second.body.email as string);
    const signedOut = await new ApiClient(suite.server.url).post('/api/join', newPerson(token));
    expect([signedOut.status, signedOut.json.message]).toEqual([409, 'You already have a ChefConnect sign-in: log in, then open the link again']);

    const joined = await second.client.post('/api/join', { token });
    expect([joined.status, joined.json]).toEqual([201, { success: true, businessId: first.businessId }]);
    // Now acting for the first business, as its bookkeeper.
    expect((await second.client.put('/api/billing/low-balance', { lowBalanceHours: 2 })).status).toBe(200);
    expect((await second.client.post('/api/bookings', { businessId: first.businessId, bookingDate: vancouverDay(8), timeSlot: 'morning', duration: 1 })).status).toBe(403);
    // Inviting an active member again.
    const again = await first.client.post('/api/business/members', { email: second.body.email, role: 'manager' });
    expect([again.status, again.json]).toEqual([409, { message: 'This person is already on the team' }]);
  });

  it('answers a wrong, used, voided or expired token with the same 400; a resend voids the older link; 50 invitations a day', async () => {
    const owner = await registerWithAccount(suite.server);
    const email = `resend.${Date.now()}@example.com`;
    const first = await owner.client.post('/api/business/members', { email, role: 'bookkeeper' });
    const older = await invitationToken(email);
    const resent = await owner.client.post('/api/business/members', { email, role: 'manager' });
    expect(resent.status).toBe(201);
    expect(resent.json.member.id).toBe(first.json.member.id);
    expect(resent.json.member.role).toBe('manager');
    const newer = await invitationToken(email);
    expect(newer).not.toBe(older);

    const anon = new ApiClient(suite.server.url);
    for (const token of [older, 'not-a-token', 'x'.repeat(43)]) expect(await anon.post('/api/join', newPerson(token))).toMatchObject({ status: 400, json: INVALID });
    // Seven days on, the newer one has expired too.
    await setClock(suite, Date.now() + 7 * 24 * 3_600_000 + 60_000);
    expect(await anon.post('/api/join', newPerson(newer))).toMatchObject({ status: 400, json: INVALID });
    await setClock(suite);
    expect((await anon.post('/api/join', newPerson(newer))).status).toBe(201);

    // 2 sent so far: 48 more, then 429.
    const statuses: number[] = [];
    for (let index = 0; index < 49; index += 1) statuses.push((await owner.client.post('/api/business/members', { email: `bulk.${index}.${Date.now()}@example.com`, role: 'bookkeeper' })).status);
    expect(statuses.slice(0, 48).every((status) => status === 201)).toBe(true);
    expect(statuses[48]).toBe(429);
    expect(await suite.server.dataSource.manager.countBy(MemberInvitation, { businessId: owner.businessId })).toBe(50);
  });
});

