import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/core/config.js';

/** The secret is given so that loading never writes a development secret into ./data. */
const load = (env: NodeJS.ProcessEnv) => loadConfig(env, { sessionSecret: 'unit-test-secret-that-is-32-characters-long' });

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8,192.168.1.7, fd00::/8', ['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
  ])('reads %s as Express trusts it: %j', (value, trusted) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each(['yes', 'loopback,proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8', '-1'])('stops start-up with one clear line for %s', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be true, false, a hop count, or addresses/);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is one process unless told otherwise', () => {
    expect(load({}).webConcurrency).toBe(1);
    expect(load({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
  });

  it.each(['0', '2.5', 'four'])('refuses %s', (value) => {
    expect(() => load({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY: /);
  });
});

describe('SMS_TRANSPORT', () => {
  it('writes texts to the outbox unless a provider URL is given', () => {
    expect(load({}).smsTransport).toBe('outbox');
    expect(load({ SMS_TRANSPORT: 'https://sms.example.com/send?token=abc' }).smsTransport).toEqual(new URL('https://sms.example.com/send?token=abc'));
  });

  it.each(['smtp://mail.example.com', 'https://user:secret@sms.example.com/send', 'not a url'])('refuses %s', (value) => {
    expect(() => load({ SMS_TRANSPORT: value })).toThrow(/SMS_TRANSPORT: must be "outbox" or an http\(s\):\/\/ URL/);
  });
});
