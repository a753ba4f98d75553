import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../src/server/core/security/request-limits.js';
import { useServerAndSiblings } from '../support/sibling-processes.js';
import { postFromAddress, registerWithAccount } from './harness.js';

/**
 * Login throttling (DECISIONS.md section 2) under guesses sent all at once through three
 * processes on one database: 5 failures for one username, 20 from one address, however many
 * guesses are in flight. Each test sends from its own loopback address, so the address's count
 * is its own.
 */
const processes = useServerAndSiblings(2);
const { max: perUsername } = REQUEST_LIMITS.loginFailuresPerUsername;
const { max: perAddress } = REQUEST_LIMITS.loginFailuresPerAddress;

/** `count` logins sent at once, spread over every process, each as `body(index)` from `address`: their statuses. */
async function loginsAtOnce(address: string, count: number, body: (index: number) => { username: string; password: string }): Promise<number[]> {
  const urls = processes.urls();
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => postFromAddress(urls[index % urls.length]!, address, '/api/mobile/login', body(index))));
  return answers.map(({ status }) => status);
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('login throttling with guesses in flight at once', () => {
  it(`lets ${perUsername} wrong passwords for one username through, of 30 sent at once, and then not the right one`, async () => {
    const { username, password } = await registerWithAccount(processes.server);
    const statuses = await loginsAtOnce('127.0.0.21', 30, () => ({ username, password: 'a guess' }));
    expect(tally(statuses)).toEqual({ 401: perUsername, 429: 30 - perUsername });
    expect((await postFromAddress(processes.server.url, '127.0.0.22', '/api/mobile/login', { username, password })).status).toBe(429);
  });

  it(`lets ${perAddress} guesses from one address through, of 40 at once for 40 usernames`, async () => {
    const statuses = await loginsAtOnce('127.0.0.23', 40, (index) => ({ username: `guessed-${index}`, password: 'a guess' }));
    expect(tally(statuses)).toEqual({ 401: perAddress, 429: 40 - perAddress });
  });

  it(`signs in ${perUsername} tabs at once with the right password, and a right password counts as no failure of the address`, async () => {
    const { username, password } = await registerWithAccount(processes.server);
    expect(tally(await loginsAtOnce('127.0.0.24', perUsername, () => ({ username, password })))).toEqual({ 200: perUsername });
    // More right passwords from one address, in turn, than it may fail.
    for (let login = 0; login <= perAddress; login += 1) {
      expect((await postFromAddress(processes.server.url, '127.0.0.24', '/api/mobile/login', { username, password })).status).toBe(200);
    }
  });
});
