import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { icsCalendar } from '../../src/common/icalendar.js';
import { oneLine, withoutInvisibleCharacters } from '../../src/common/text.js';
import { logText } from '../../src/server/core/log-text.js';
import { composeMessage, OutboxMailer, SmtpMailer } from '../../src/server/core/mail/mailer.js';
import { OutboxSms } from '../../src/server/core/mail/sms.js';
import { csvCell } from '../../src/server/core/csv.js';

/**
 * The writers of DECISIONS.md section 16, each with a value saved before the rule existed:
 * an email header, a log line, an SMS outbox file, an .ics property and a CSV cell keep it
 * where it belongs; and what section 24 drops from a document's display name.
 */

const PROBE_NAME = 'Evil Co\r\nBcc: victim@evil.example\r\nX-Injected: yes';

const scratch: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  for (const directory of scratch.splice(0)) rmSync(directory, { recursive: true, force: true });
  for (const close of closers.splice(0)) close();
});

function folder(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'chefconnect-control-'));
  scratch.push(directory);
  return directory;
}

function onlyFileIn(directory: string): string {
  const [file, ...others] = readdirSync(directory);
  expect(others).toEqual([]);
  return readFileSync(path.join(directory, file!), 'utf8');
}

describe('oneLine', () => {
  it('turns each run of control characters and line separators into one space, and leaves the rest', () => {
    expect(oneLine(PROBE_NAME)).toBe('Evil Co Bcc: victim@evil.example X-Injected: yes');
    expect(oneLine('a\rb\tc\u0000\u0085d\u2028e')).toBe('a b c d e');
    expect(oneLine('Café Ünïcode 😀, "quoted"; ok')).toBe('Café Ünïcode 😀, "quoted"; ok');
  });
});

describe('withoutInvisibleCharacters', () => {
  it('drops bidirectional controls, zero-width characters and unpaired surrogates, and keeps whole emoji and accents', () => {
    expect(withoutInvisibleCharacters('\u202egpj.exe')).toBe('gpj.exe');
    expect(withoutInvisibleCharacters('a\u202ab\u2066c\u2069d\u200be\u200cf\u200dg\u2060h\ufeffi')).toBe('abcdefghi');
    expect(withoutInvisibleCharacters('\udc00Café 😀\ud800')).toBe('Café 😀');
  });
});

describe('logText', () => {
  it('quotes the text on one line with every control character and line separator escaped', () => {
    expect(logText(PROBE_NAME)).toBe('"Evil Co\\r\\nBcc: victim@evil.example\\r\\nX-Injected: yes"');
    expect(logText('a\u0085b\u2028c\u007f"d"')).toBe('"a\\u0085b\\u2028c\\u007f\\"d\\""');
  });
});

describe('OutboxMailer', () => {
  it('writes a subject and a recipient with line breaks as one header line each, and logs the subject on one line', async () => {
    const directory = folder();
    const logged: string[] = [];
    await new OutboxMailer(directory, (line) => logged.push(line)).send({
      to: 'owner@example.com\r\nBcc: victim@evil.example',
      subject: `No chef yet: ${PROBE_NAME}`,
      text: 'Body\r\nBcc: in the body is only text',
      html: '<p>Body<br>Bcc: in the body is only text</p>',
    });
    const written = onlyFileIn(directory);
    const head = written.split('\r\n\r\n')[0]!;
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(head).toMatch(/^Subject: No chef yet: Evil Co Bcc: victim@evil\.example X-Injected: yes$/m);
    const mail = await simpleParser(written);
    expect(mail.bcc).toBeUndefined();
    expect(mail.text).toBe('Body\nBcc: in the body is only text');
    expect(logged).toEqual(['mail: "No chef yet: Evil Co\\r\\nBcc: victim@evil.example\\r\\nX-Injected: yes" written to the outbox']);
  });
});

describe('OutboxSms', () => {
  it('writes a stored phone number with a line break as one To line', async () => {
    const directory = folder();
    await new OutboxSms(directory, () => undefined).send({ to: '604 555 0100\nDate: forged', text: 'Hi Jamie' });
    const [head, body] = onlyFileIn(directory).split('\n\n');
    expect(head!.split('\n').map((line) => line.split(':')[0])).toEqual(['To', 'Date']);
    expect(head).toMatch(/^To: 604 555 0100 Date: forged\n/);
    expect(body).toBe('Hi Jamie\n');
  });
});

/** An SMTP server on an ephemeral port that accepts everything and records each envelope and message. */
async function smtpServer() {
  const received: { recipients: string[]; message: string }[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffered = '';
    let recipients: string[] = [];
    let inData = false;
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ recipients, message: buffered.slice(0, end) });
          buffered = buffered.slice(end + 5);
          inData = false;
          recipients = [];
          socket.write('250 OK\r\n');
          continue;
        }
        const end = buffered.indexOf('\r\n');
        if (end < 0) return;
        const command = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = command.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') recipients.push(command.replace(/^RCPT TO:/i, ''));
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(verb === 'EHLO' ? '250 localhost\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const { port } = server.address() as { port: number };
  return { url: new URL(`smtp://127.0.0.1:${port}`), received };
}

describe('SmtpMailer', () => {
  it('sends to exactly one recipient and writes the subject as one header line', async () => {
    const { url, received } = await smtpServer();
    await new SmtpMailer(url).send({ to: 'owner@example.com\r\nBcc: victim@evil.example', subject: `No chef yet: ${PROBE_NAME}`, text: 'Body', html: '<p>Body</p>' });
    expect(received).toHaveLength(1);
    expect(received[0]!.recipients).toHaveLength(1);
    expect(received[0]!.recipients[0]).not.toMatch(/^<victim@evil\.example>/);
    const head = received[0]!.message.split('\r\n\r\n')[0]!;
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(head).toMatch(/^Subject: No chef yet: Evil Co Bcc: victim@evil\.example X-Injected: yes$/m);
  });

  it('sends a message the render thread composed as it is, to the same one recipient', async () => {
    const { url, received } = await smtpServer();
    const email = { to: 'owner@example.com\r\nBcc: victim@evil.example', subject: `No chef yet: ${PROBE_NAME}`, text: 'Body', html: '<p>Body</p>' };
    const raw = await composeMessage(email);
    await new SmtpMailer(url).send(email);
    await new SmtpMailer(url).send({ ...email, raw: new Uint8Array(raw) });
    expect(received).toHaveLength(2);
    expect(received[1]!.recipients).toEqual(received[0]!.recipients);
    received.shift();
    // The message as composed, its Message-ID and boundaries included (SMTP's dot-stuffing aside: no line starts with a dot).
    expect(received[0]!.message).toBe(raw.toString('utf8').replace(/\r\n$/, ''));
  });
});

describe('icsCalendar', () => {
  const calendar = (summary: string) => icsCalendar({ product: 'Test', events: [{ uid: 'u1', day: '2030-01-14', startHour: 8, endHour: 12, summary, description: 'Nut-free\r\nBring knives:\tyes' }], now: new Date(0) });

  it('escapes every kind of line break in a TEXT value, a lone CR included, and keeps each property on its line', () => {
    const text = calendar('Evil Co\rX-Injected: yes\r\nBcc: x\ny');
    expect(text).toContain('\r\nSUMMARY:Evil Co\\nX-Injected: yes\\nBcc: x\\ny\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('turns other control characters into spaces and keeps the RFC 5545 escapes', () => {
    const text = calendar('a\u0000b\u001b[31mc; d, e\\f');
    expect(text).toContain('\r\nSUMMARY:a b [31mc\\; d\\, e\\\\f\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Nut-free\\nBring knives: yes\r\n');
  });
});

describe('csvCell', () => {
  it('quotes a cell with line breaks, quotes or commas, so it stays in its row and column', () => {
    expect(csvCell(PROBE_NAME)).toBe(`"${PROBE_NAME}"`);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('Evil Co\rX')).toBe('"Evil Co\rX"');
  });

  it('keeps a spreadsheet from running a cell that starts like a formula', () => {
    expect(csvCell('=HYPERLINK("https://evil.example")')).toBe('"\'=HYPERLINK(""https://evil.example"")"');
    expect(csvCell('\r\n=1+1')).toBe('"\'\r\n=1+1"');
    expect(csvCell(-5)).toBe('-5');
  });
});
