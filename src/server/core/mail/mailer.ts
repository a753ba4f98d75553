import nodemailer, { type SendMailOptions } from 'nodemailer';
import { company } from '../../../common/site.js';
import { oneLine } from '../../../common/text.js';
import { TRANSPORT_TIMEOUT_MS } from '../jobs/time-limits.js';
import { logText } from '../log-text.js';
import { OutboxFolder } from './outbox.js';

/** A file sent with an email (an invoice's PDF), base64 so the email stays a JSON job payload. */
export interface EmailAttachment {
  filename: string;
  contentType: 'application/pdf';
  contentBase64: string;
}

/** An email as it is sent (core/mail/render.ts draws it from its job): the HTML part and its plain-text twin. */
export interface Email {
  to: string;
  subject: string;
  /** Absent only in an email queued before the templates (render.ts). */
  html?: string;
  text: string;
  attachments?: EmailAttachment[];
  /** The whole message as composeMessage writes it, when the render thread composed it already. */
  raw?: Uint8Array;
}

export interface Mailer {
  /** `signal` aborts the send, where the transport can, when its job's time limit has passed. */
  send(email: Email, signal?: AbortSignal): Promise<void>;
}

const FROM = `${company.name} <${company.supportEmail}>`;

/**
 * The message nodemailer writes, for either transport: multipart/alternative of the text and
 * the HTML, inside multipart/mixed when files are attached. The recipient is an address
 * object: nodemailer parses a string as a list, so a stored "a@example.com, b@example.com" or a
 * "Bcc:" group in it would add recipients.
 */
function message(email: Email): SendMailOptions {
  return {
    from: FROM,
    to: { name: '', address: oneLine(email.to).trim() },
    subject: oneLine(email.subject),
    text: email.text,
    html: email.html,
    attachments: (email.attachments ?? []).map((file) => ({ filename: oneLine(file.filename), contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64') })),
  };
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * The email as one MIME message (its headers, parts and attachments, CRLF line ends), as either
 * transport sends it. Building it takes nodemailer about as long as a booking's request, so the
 * render thread does it right after drawing the email (core/mail/render-thread.ts).
 */
export async function composeMessage(email: Email): Promise<Buffer> {
  // A transport made with `buffer: true` answers with the whole message as one Buffer.
  return (await composer.sendMail(message(email))).message as Buffer;
}

/**
 * The default transport: each email becomes an .eml file under data/outbox/, as nodemailer
 * would send it, readable by any mail client and by tests. Only the subject is logged: bodies
 * carry reset links.
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
    const written = email.raw ? Buffer.from(email.raw) : await composeMessage(email);
    await this.folder.write('eml', written.toString('utf8'), signal);
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
    // A composed message goes as it is; its sender and recipient still make the envelope.
    const { from, to } = message(email);
    await this.transport.sendMail(email.raw ? { from, to, raw: Buffer.from(email.raw) } : message(email));
  }
}
