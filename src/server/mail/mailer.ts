import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { company } from '../../common/site.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

const FROM = `${company.name} <${company.supportEmail}>`;

/**
 * The default transport: each email becomes an .eml file under data/outbox/, readable by any
 * mail client and by tests. Only the subject is logged: bodies carry reset links.
 */
export class OutboxMailer implements Mailer {
  private ready: Promise<unknown> | undefined;

  constructor(
    readonly directory: string,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async send(email: Email): Promise<void> {
    // Once per process, not once per email (the booking path writes one per booking); a
    // failure is retried on the next email.
    this.ready ??= mkdir(this.directory, { recursive: true }).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const message = [
      `From: ${FROM}`,
      `To: ${email.to}`,
      `Subject: ${email.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      email.text,
      '',
    ].join('\r\n');
    try {
      await writeFile(path.join(this.directory, name), message, 'utf8');
    } catch (error) {
      // The folder may have been removed under us: make it again for the next email.
      this.ready = undefined;
      throw error;
    }
    this.log(`mail: "${email.subject}" written to the outbox`);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(url: URL) {
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(email: Email): Promise<void> {
    await this.transport.sendMail({ from: FROM, to: email.to, subject: email.subject, text: email.text });
  }
}
