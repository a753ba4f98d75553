import nodemailer from 'nodemailer';
import { company } from '../../../common/site.js';
import { oneLine } from '../../../common/text.js';
import { TRANSPORT_TIMEOUT_MS } from '../jobs/time-limits.js';
import { logText } from '../log-text.js';
import { OutboxFolder } from './outbox.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `signal` aborts the send, where the transport can, when its job's time limit has passed. */
  send(email: Email, signal?: AbortSignal): Promise<void>;
}

const FROM = `${company.name} <${company.supportEmail}>`;

/**
 * The default transport: each email becomes an .eml file under data/outbox/, readable by any
 * mail client and by tests. Only the subject is logged: bodies carry reset links.
 */
export class OutboxMailer implements Mailer {
  private readonly folder: OutboxFolder;

  constructor(
    directory: string,
    private readonly log: (line: string) => void = console.log,
  ) {
    this.folder = new OutboxFolder(directory);
  }

  async send(email: Email, signal?: AbortSignal): Promise<void> {
    const message = [
      `From: ${FROM}`,
      `To: ${oneLine(email.to)}`,
      `Subject: ${oneLine(email.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      email.text,
      '',
    ].join('\r\n');
    await this.folder.write('eml', message, signal);
    this.log(`mail: ${logText(email.subject)} written to the outbox`);
  }
}

/**
 * Sends through the SMTP server of `MAIL_TRANSPORT`. nodemailer's own timeouts (2 minutes to
 * connect, 10 minutes of silence) would outlast a job's time limit and its lease; a server that
 * stops answering ends the attempt after TRANSPORT_TIMEOUT_MS instead, with an error naming the
 * stage, well within the job's limit (core/jobs/time-limits.ts). Options in the URL's query win.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(url: URL) {
    this.transport = nodemailer.createTransport({
      url: url.toString(),
      connectionTimeout: TRANSPORT_TIMEOUT_MS,
      greetingTimeout: TRANSPORT_TIMEOUT_MS,
      socketTimeout: TRANSPORT_TIMEOUT_MS,
    });
  }

  // nodemailer cannot abort one message, so the signal goes unused: the timeouts above end a stuck send.
  async send(email: Email): Promise<void> {
    // The recipient as an address object: nodemailer parses a string as a list, so a stored
    // "a@example.com, b@example.com" or a "Bcc:" group in it would add recipients.
    await this.transport.sendMail({ from: FROM, to: { name: '', address: oneLine(email.to).trim() }, subject: oneLine(email.subject), text: email.text });
  }
}
