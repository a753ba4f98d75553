import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, Paragraph } from '../../core/mail/layout.js';
import { type ToContact } from '../../core/mail/parts.js';

/**
 * The accounts area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

export const passwordReset = emailTemplate<ToContact & { link: string; username: string | null }>({
  subject: () => `Reset your ${company.name} password`,
  body: ({ firstName, link, username }) => (
    <EmailLayout preview="Choose a new password within one hour." greeting={firstName} action={{ label: 'Choose a new password', href: link }}>
      <Paragraph>
        Someone asked to reset the password of your {company.name} account{username === null ? '' : ` (username: ${username})`}. Use the button below within one hour to
        choose a new one.
      </Paragraph>
      <Paragraph>If it was not you, ignore this email: your password stays as it is.</Paragraph>
    </EmailLayout>
  ),
});
