import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/core/db/entities/account.js';
import { PasswordResetToken } from '../../src/server/areas/accounts/index.js';
import { ApiClient, registerBusiness, registerWithAccount, startTestServer, type TestServer } from './harness.js';

/** DECISIONS.md section 5: a real, single-use, expiring reset link, with no account enumeration. */

let clockOffsetMs = 0;
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs), log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await server.stop();
});

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_%-]+)/;

async function resetMailsTo(email: string) {
  return (await server.outbox()).filter((mail) => mail.to === email && RESET_LINK.test(mail.body));
}

function tokenIn(mail: { body: string }): string {
  return decodeURIComponent(RESET_LINK.exec(mail.body)![1]!);
}

async function requestReset(email: string) {
  const response = await new ApiClient(server.url).post('/api/password-recovery/request', { email });
  expect(response.status).toBe(200);
  return response;
}

describe('requesting a reset link', () => {
  it('answers a known and an unknown email identically', async () => {
    const { body } = await registerWithAccount(server, { email: 'known-recovery@example.com' });
    const known = await requestReset(body.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ success: true, message: expect.any(String) });
    expect(known.text).not.toMatch(/token/i);
  });

  it('writes an email with a /reset-password?token=… link for the known email only', async () => {
    const before = (await server.outbox()).length;
    await requestReset('ghost-recovery@example.com');
    expect(await server.outbox()).toHaveLength(before);

    await registerWithAccount(server, { email: 'mailed-recovery@example.com' });
    await requestReset('mailed-recovery@example.com');
    const mails = await resetMailsTo('mailed-recovery@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/reset/i);
    expect(tokenIn(mails[0]!).length).toBeGreaterThanOrEqual(32);
  });

  it('finds the account whatever the case of the email', async () => {
    await registerWithAccount(server, { email: 'Mixed.Case@Example.com' });
    await requestReset('mixed.case@EXAMPLE.com');
    // To the address as registered; the mail library writes its domain, which has no case, in lower case.
    expect(await resetMailsTo('Mixed.Case@example.com')).toHaveLength(1);
  });

  it('sends nothing for a contact that registered but never set up an account', async () => {
    await registerBusiness(new ApiClient(server.url), { email: 'no-account-yet@example.com' });
    await requestReset('no-account-yet@example.com');
    expect(await resetMailsTo('no-account-yet@example.com')).toHaveLength(0);
  });

  it('stores only a hash of the token', async () => {
    await registerWithAccount(server, { email: 'hashed-token@example.com' });
    await requestReset('hashed-token@example.com');
    const token = tokenIn((await resetMailsTo('hashed-token@example.com'))[0]!);
    const rows = await server.dataSource.manager.find(PasswordResetToken);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toBe(token);
  });
});

describe('resetting the password', () => {
  it('works with the emailed token: the old password fails, the new one logs in, old sessions end, and the token cannot be reused', async () => {
    const { client, username, password, businessId, body } = await registerWithAccount(server, { email: 'full-reset@example.com' });
    const otherDevice = new ApiClient(server.url);
    expect((await otherDevice.post('/api/mobile/login', { username, password })).status).toBe(200);
    const kept = client.snapshot();

    await requestReset(body.email);
    const token = tokenIn((await resetMailsTo(body.email))[0]!);
    const newPassword = 'a brand new passphrase';

    const reset = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ success: true, message: expect.any(String) });

    const oldLogin = await new ApiClient(server.url).post('/api/mobile/login', { username, password });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.json).toEqual({ success: false, message: 'Invalid username or password' });

    const newLogin = await new ApiClient(server.url).post('/api/mobile/login', { username, password: newPassword });
    expect(newLogin.status).toBe(200);
    expect(newLogin.json).toMatchObject({ success: true, businessId });

    const reuse = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'yet another passphrase' });
    expect(reuse.status).toBe(400);
    expect(reuse.json.message).toBe('Invalid or expired reset link');

    expect((await otherDevice.get(`/api/dashboard/${businessId}`)).status).toBe(401);
    const replay = new ApiClient(server.url);
    replay.restore(kept);
    expect((await replay.get(`/api/dashboard/${businessId}`)).status).toBe(401);
  });

  it('ends every earlier link of the account once one of them is used', async () => {
    const { username, body } = await registerWithAccount(server, { email: 'two-links@example.com' });
    await requestReset(body.email);
    await requestReset(body.email);
    const [first, second] = (await resetMailsTo(body.email)).map(tokenIn);
    expect(first).not.toBe(second);

    expect((await new ApiClient(server.url).post('/api/password-recovery/reset', { token: second, password: 'second link passphrase' })).status).toBe(200);
    const stale = await new ApiClient(server.url).post('/api/password-recovery/reset', { token: first, password: 'first link passphrase' });
    expect(stale.status).toBe(400);
    expect(stale.json.message).toBe('Invalid or expired reset link');
    expect((await new ApiClient(server.url).post('/api/mobile/login', { username, password: 'second link passphrase' })).status).toBe(200);
  });

  it('refuses a link older than one hour with "Invalid or expired reset link"', async () => {
    const { username, password, body } = await registerWithAccount(server, { email: 'expired-link@example.com' });
    await requestReset(body.email);
    const token = tokenIn((await resetMailsTo(body.email))[0]!);
    clockOffsetMs = 61 * 60 * 1000;
    try {
      const response = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'too late passphrase' });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Invalid or expired reset link');
    } finally {
      clockOffsetMs = 0;
    }
    expect((await new ApiClient(server.url).post('/api/mobile/login', { username, password })).status).toBe(200);
  });

  it('accepts a link that is 59 minutes old', async () => {
    const { body } = await registerWithAccount(server, { email: 'fresh-link@example.com' });
    await requestReset(body.email);
    const token = tokenIn((await resetMailsTo(body.email))[0]!);
    clockOffsetMs = 59 * 60 * 1000;
    try {
      const response = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'just in time passphrase' });
      expect(response.status).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a common or short new password and leaves the link usable', async () => {
    const { body } = await registerWithAccount(server, { email: 'weak-new@example.com' });
    await requestReset(body.email);
    const token = tokenIn((await resetMailsTo(body.email))[0]!);

    const common = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.json.errors.password).toBe('This password is too common');
    const short = await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'abc' });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toBe('Password must be at least 6 characters');

    expect((await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'finally a good one' })).status).toBe(200);
  });

  it('refuses an unknown token with "Invalid or expired reset link"', async () => {
    const response = await new ApiClient(server.url).post('/api/password-recovery/reset', { token: 'A'.repeat(43), password: 'some fine passphrase' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Invalid or expired reset link');
  });
});

describe('secrets', () => {
  it('stores passwords as argon2id with at least 19 MiB and 2 passes, with a salt of their own', async () => {
    const first = await registerWithAccount(server);
    const second = await registerWithAccount(server);
    const hashes = await server.dataSource.manager.findBy(Account, { contactId: In([first.contactId, second.contactId]) });
    expect(hashes).toHaveLength(2);
    for (const { passwordHash } of hashes) {
      const [, algorithm, , parameters] = (passwordHash ?? '').split('$');
      expect(algorithm).toBe('argon2id');
      const memory = Number(/m=(\d+)/.exec(parameters!)?.[1]);
      const passes = Number(/t=(\d+)/.exec(parameters!)?.[1]);
      expect(memory).toBeGreaterThanOrEqual(19 * 1024);
      expect(passes).toBeGreaterThanOrEqual(2);
    }
    // Same password, different salts.
    expect(hashes[0]!.passwordHash).not.toBe(hashes[1]!.passwordHash);
  });

  it('never writes a password, a hash or a reset token to the log', async () => {
    const { username, password, body } = await registerWithAccount(server, { email: 'log-check@example.com' });
    await new ApiClient(server.url).post('/api/mobile/login', { username, password: 'a wrong guess here' });
    await requestReset(body.email);
    const token = tokenIn((await resetMailsTo(body.email))[0]!);
    await new ApiClient(server.url).post('/api/password-recovery/reset', { token, password: 'log safe passphrase' });
    const log = logLines.join('\n');
    for (const secret of [password, 'a wrong guess here', 'log safe passphrase', token, '$argon2']) {
      expect(log).not.toContain(secret);
    }
  });

  it("the emailed link points at the app's own address", async () => {
    const { body } = await registerWithAccount(server, { email: 'link-origin@example.com' });
    await requestReset(body.email);
    const [mail] = await resetMailsTo(body.email);
    const link = /https?:\/\/\S*\/reset-password\?token=\S+/.exec(mail!.body)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(new URL(server.url).origin);
  });
});

describe("a team's sign-in emails (DECISIONS.md section 18)", () => {
  it("resets a joined member's password by their own email, never by the business's contact email", async () => {
    const stamp = Date.now();
    const owner = await registerWithAccount(server, { email: `owner.${stamp}@example.com` });
    const joinerEmail = `Joiner.${stamp}@example.com`;
    expect((await owner.client.post('/api/business/members', { email: joinerEmail, role: 'manager' })).status).toBe(201);
    const invitation = (await server.outbox()).find((mail) => mail.to === joinerEmail.replace('Example', 'example'))!;
    const token = decodeURIComponent(/\/join\?token=([A-Za-z0-9_%-]+)/.exec(invitation.body)![1]!);
    const username = `joiner_${stamp % 1_000_000}`;
    expect((await new ApiClient(server.url).post('/api/join', { token, firstName: 'Jo', lastName: 'Iner', username, password: 'a sturdy kitchen passphrase' })).status).toBe(201);
    // The profile's contact email, changed by the owner: business data, nobody's sign-in.
    const frontDesk = `front.desk.${stamp}@example.com`;
    expect((await owner.client.patch('/api/business/profile', { email: frontDesk })).status).toBe(200);

    await requestReset(`joiner.${stamp}@EXAMPLE.com`);
    const mails = await resetMailsTo(`Joiner.${stamp}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Jo');
    expect(mails[0]!.body).toContain(username);
    const reset = await new ApiClient(server.url).post('/api/password-recovery/reset', { token: tokenIn(mails[0]!), password: 'a brand new kitchen passphrase' });
    expect(reset.status, reset.text).toBe(200);
    for (const name of [username, joinerEmail]) {
      const login = await new ApiClient(server.url).post('/api/mobile/login', { username: name, password: 'a brand new kitchen passphrase' });
      expect([login.status, login.json.businessId], name).toEqual([200, owner.businessId]);
    }

    await requestReset(frontDesk);
    expect(await resetMailsTo(frontDesk)).toHaveLength(0);
    // The owner's own address, the one they registered with, still resets theirs.
    await requestReset(owner.body.email as string);
    expect(await resetMailsTo(owner.body.email as string)).toHaveLength(1);
  });
});
