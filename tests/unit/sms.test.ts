import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSms } from '../../src/server/core/mail/sms.js';

/** SMS_TRANSPORT set to a provider's URL: what the provider receives, and what a refusal does. */

let close: (() => void) | undefined;

afterEach(() => close?.());

/** A provider on an ephemeral port that answers `status` and records what it was sent. */
async function provider(status: number) {
  const received: { url: string; contentType: string; body: unknown }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send?token=abc`, received };
}

describe('HttpSms', () => {
  it('POSTs each text as JSON to the configured URL', async () => {
    const { url, received } = await provider(202);
    await new HttpSms(new URL(url)).send({ to: '(604) 555-0100', text: 'Hi Jamie' });
    expect(received).toEqual([{ url: '/send?token=abc', contentType: 'application/json', body: { to: '(604) 555-0100', text: 'Hi Jamie' } }]);
  });

  it('throws on a refusal, so that the job runner tries again', async () => {
    const { url } = await provider(503);
    await expect(new HttpSms(new URL(url)).send({ to: '(604) 555-0100', text: 'Hi' })).rejects.toThrow('The SMS provider answered 503');
  });
});
