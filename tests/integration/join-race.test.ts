import { describe, expect, it } from 'vitest';
import { Member } from '../../src/server/core/db/entities/member.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { ApiClient, registerWithAccount } from './harness.js';

/**
 * One sign-in per email (DECISIONS.md sections 18 and 24) when two businesses invite one new
 * person and both links are followed at the same moment, through two processes: the first join
 * makes the sign-in, the second is sent to log in, whatever the order the two arrive in.
 */
const ROUNDS = 12;
const processes = useServerAndSiblings(1);

/** The token of the newest invitation emailed to `email` by `businessName`. */
async function invitationToken(email: string, businessName: string): Promise<string> {
  await processes.server.jobs!.drain();
  const mails = (await processes.server.outbox()).filter((mail) => mail.to.includes(email) && mail.body.includes(businessName) && mail.body.includes('/join?token='));
  const token = /\/join\?token=([A-Za-z0-9_%-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email} from ${businessName}`);
  return decodeURIComponent(token);
}

describe('two invitations of one new person, joined at once', () => {
  it(`make one sign-in for the address, over ${ROUNDS} rounds through two processes`, async () => {
    const { server } = processes;
    const urls = processes.urls();
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `sam.${round}.${Date.now()}@example.com`;
      const businesses = [await registerWithAccount(server, { businessName: `North Kitchen ${round}` }), await registerWithAccount(server, { businessName: `South Kitchen ${round}` })];
      const tokens: string[] = [];
      for (const [index, business] of businesses.entries()) {
        expect((await business.client.post('/api/business/members', { email, role: 'manager' })).status).toBe(201);
        tokens.push(await invitationToken(email, index === 0 ? `North Kitchen ${round}` : `South Kitchen ${round}`));
      }
      const answers = await Promise.all(
        tokens.map((token, index) =>
          new ApiClient(urls[index]!).post('/api/join', { token, firstName: 'Sam', lastName: 'Lee', username: `sam_${round}_${index}_${Date.now() % 100_000}`, password: 'a sturdy kitchen passphrase' }),
        ),
      );
      expect(answers.map(({ status }) => status).sort(), answers.map(({ text }) => text).join(' ')).toEqual([201, 409]);
      expect(answers.find(({ status }) => status === 409)!.json.message).toBe('You already have a ChefConnect sign-in: log in, then open the link again');
      expect(await server.dataSource.manager.countBy(Member, { email, status: 'active' })).toBe(1);
    }
  }, 120_000);
});
