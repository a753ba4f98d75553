import { oneLine } from '../../../common/text.js';
import { TRANSPORT_TIMEOUT_MS } from '../jobs/time-limits.js';
import { OutboxFolder } from './outbox.js';
import type { EmailJob } from './render.js';

/** A text message to a phone number, as the business wrote it on its registration. */
export interface TextMessage {
  to: string;
  text: string;
}

/** A text message as its job carries it: the plain-text twin of an email, "the same text" of DECISIONS.md section 10, drawn when the job runs. */
export interface TextMessageJob {
  to: string;
  sameTextAs: EmailJob;
}

/** Where SMS reminders go (`SMS_TRANSPORT`, DECISIONS.md section 1). */
export interface SmsTransport {
  /** `signal` aborts the send when its job's time limit has passed. */
  send(message: TextMessage, signal?: AbortSignal): Promise<void>;
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

  async send(message: TextMessage, signal?: AbortSignal): Promise<void> {
    await this.folder.write('txt', `To: ${oneLine(message.to)}\nDate: ${new Date().toUTCString()}\n\n${message.text}\n`, signal);
    this.log('sms: a text written to the outbox');
  }
}

/**
 * A provider's HTTP endpoint: each text is POSTed as JSON `{ to, text }` (a provider's token, if
 * any, in the URL's query: fetch refuses a user and password in it). A refusal throws, so the job runner retries it with backoff.
 * A provider that does not answer within TRANSPORT_TIMEOUT_MS fails the attempt with a timeout
 * of its own, before the job's time limit would (core/jobs/time-limits.ts).
 */
export class HttpSms implements SmsTransport {
  constructor(private readonly url: URL) {}

  async send(message: TextMessage, signal?: AbortSignal): Promise<void> {
    const timeout = AbortSignal.timeout(TRANSPORT_TIMEOUT_MS);
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    if (!response.ok) throw new Error(`The SMS provider answered ${response.status}`);
  }
}
