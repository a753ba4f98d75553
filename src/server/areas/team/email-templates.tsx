import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, Paragraph } from '../../core/mail/layout.js';

/**
 * The team area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email.
 */

const ROLE_IN_WORDS: Record<string, string> = {
  owner: 'an owner: you can book, pay and run the team',
  manager: 'a manager: you can book and confirm hours',
  bookkeeper: 'a bookkeeper: you can buy hours and read the invoices',
};

export const teamInvitation = emailTemplate<{ businessName: string; role: string; invitedBy: string; link: string }>({
  subject: ({ businessName }) => `You're invited to join ${businessName} on ${company.name}`,
  body: ({ businessName, role, invitedBy, link }) => (
    <EmailLayout preview={`${invitedBy} invited you to ${businessName}. The link works once, for 7 days.`} greeting={null} action={{ label: `Join ${businessName}`, href: link }}>
      <Paragraph>
        {invitedBy} invited you to join {businessName} on {company.name} as {ROLE_IN_WORDS[role] ?? role}.
      </Paragraph>
      <Paragraph>
        Use the button below within 7 days to choose your username and password, or to add {businessName} to the {company.name} sign-in you already have. The link works
        once; if another invitation reaches you later, only the newest one works.
      </Paragraph>
      <Paragraph>If you were not expecting this, ignore this email: nothing happens until the link is used.</Paragraph>
    </EmailLayout>
  ),
});
