import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../src/server/core/security/passwords.js';
import { ApiClient, registerWithAccount, type TestServer } from '../integration/harness.js';
import { startFastServer } from './helpers.js';

/**
 * An argon2id hash costs about 10 ms of CPU and 19 MiB of memory. Calls anybody can make
 * without limit must not spend one on a request that is bound to fail, or a few clients
 * could keep every core busy.
 */
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/server/core/security/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashing.count += 1;
      return original.hashPassword(password);
    },
  };
});

let server: TestServer;

beforeAll(async () => {
  server = await startFastServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('password hashing cost', () => {
  it('spends no hash on a password reset whose link does not exist', async () => {
    const before = hashing.count;
    const client = new ApiClient(server.url);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await client.post('/api/password-recovery/reset', { token: `no-such-token-${attempt}`, password: 'a perfectly fine passphrase' });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Invalid or expired reset link');
    }
    expect(hashing.count - before).toBe(0);
  });

  it('spends no hash on an account setup for a contact that already has an account', async () => {
    const user = await registerWithAccount(server);
    const before = hashing.count;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await user.client.post('/api/mobile/setup', { username: `another_${attempt}_${user.contactId}`, password: 'a perfectly fine passphrase', contactId: user.contactId });
      expect(response.status).toBe(409);
    }
    expect(hashing.count - before).toBe(0);
  });
});
