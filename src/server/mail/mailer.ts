import nodemailer from 'nodemailer';
import { company } from '../../common/site.js';
import { oneLine } from '../../common/text.js';
import { logText } from '../log-text.js';
import { OutboxFolder } from './outbox.js';

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
  private readonly folder: OutboxFolder;

  constructor(
    directory: string,
    private readonly log: (line: string) => void = console.log,
  ) {
    this.folder = new OutboxFolder(directory);
  }

  async send(email: Email): Promise<void> {
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
    await this.folder.write('eml', message);
    this.log(`mail: ${logText(email.subject)} written to the outbox`);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(url: URL) {
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(email: Email): Promise<void> {
    // The recipient as an address object: nodemailer parses a string as a list, so a stored
    // "a@example.com, b@example.com" or a "Bcc:" group in it would add recipients.
    await this.transport.sendMail({ from: FROM, to: { name: '', address: oneLine(email.to).trim() }, subject: oneLine(email.subject), text: email.text });
  }
}
