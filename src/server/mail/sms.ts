import { oneLine } from '../../common/text.js';
import { OutboxFolder } from './outbox.js';

/** A text message to a phone number, as the business wrote it on its registration. */
export interface TextMessage {
  to: string;
  text: string;
}

/** Where SMS reminders go (`SMS_TRANSPORT`, DECISIONS.md section 1). */
export interface SmsTransport {
  send(message: TextMessage): Promise<void>;
}

/**
 * The default transport: each text becomes a .txt file under data/outbox/sms/, headed by its
 * recipient, readable by anyone checking what would have been sent and by tests. The log line
 * names neither the number nor the text, which are the business's.
 */
export class OutboxSms implements SmsTransport {
  private readonly folder: OutboxFolder;

  constructor(
    directory: string,
    private readonly log: (line: string) => void = console.log,
  ) {
    this.folder = new OutboxFolder(directory);
  }

  async send(message: TextMessage): Promise<void> {
    await this.folder.write('txt', `To: ${oneLine(message.to)}\nDate: ${new Date().toUTCString()}\n\n${message.text}\n`);
    this.log('sms: a text written to the outbox');
  }
}

/**
 * A provider's HTTP endpoint: each text is POSTed as JSON `{ to, text }` (a provider's token, if
 * any, in the URL's query: fetch refuses a user and password in it). A refusal throws, so the job runner retries it with backoff.
 */
export class HttpSms implements SmsTransport {
  constructor(private readonly url: URL) {}

  async send(message: TextMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`The SMS provider answered ${response.status}`);
  }
}
