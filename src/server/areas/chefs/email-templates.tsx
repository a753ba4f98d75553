import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import { type ToChef } from '../../core/mail/parts.js';

/**
 * The chefs area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** The chef sign-in link of DECISIONS.md section 8: asked for at /chef/login, or an admin's invitation. */
export const chefSignIn = emailTemplate<ToChef & { link: string; purpose: 'login' | 'invite' }>({
  subject: ({ purpose }) => (purpose === 'invite' ? `You are invited to ${company.name}` : `Your ${company.name} sign-in link`),
  body: ({ name, link, purpose }) =>
    purpose === 'invite' ? (
      <EmailLayout preview={`${company.name} has added you to its roster of Red Seal chefs.`} greeting={firstNameOf(name)} action={{ label: 'Sign in to your portal', href: link }}>
        <Paragraph>
          {company.name} has added you to its roster of Red Seal chefs. Use the button below within 7 days to sign in to your chef portal, where you set your
          availability and see your offers and assignments.
        </Paragraph>
        <Paragraph>The link works once. Later, ask for a new one at {new URL(link).origin}/chef/login.</Paragraph>
      </EmailLayout>
    ) : (
      <EmailLayout preview="Your sign-in link works for 15 minutes." greeting={firstNameOf(name)} action={{ label: 'Sign in to your portal', href: link }}>
        <Paragraph>Use the button below within 15 minutes to sign in to your {company.name} chef portal.</Paragraph>
        <Paragraph>The link works once. If you did not ask for it, ignore this email.</Paragraph>
      </EmailLayout>
    ),
});
