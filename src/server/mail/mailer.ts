import nodemailer from 'nodemailer';
import { company } from '../../common/site.js';
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
    await this.folder.write('eml', message);
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
