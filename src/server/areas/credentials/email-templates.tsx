import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import { type ToChef } from '../../core/mail/parts.js';

/**
 * The credentials area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** DECISIONS.md section 14: an admin rejected a chef's credential, and says why. */
export const credentialRejected = emailTemplate<ToChef & { kind: string; reason: string; portalLink: string }>({
  subject: ({ kind }) => `Your ${kind} credential was not accepted`,
  body: ({ name, kind, reason, portalLink }) => (
    <EmailLayout preview={`We could not verify your ${kind} credential.`} greeting={firstNameOf(name)} action={{ label: 'Open your portal', href: portalLink }}>
      <Paragraph>We could not verify your {kind} credential. The reason: {reason}</Paragraph>
      <Paragraph>Correct it or upload a clearer document in your chef portal.</Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: 30 and 7 days before a credential expires. `lastDay` is already in words. */
export const credentialExpiryReminder = emailTemplate<ToChef & { kind: string; lastDay: string; portalLink: string }>({
  subject: ({ kind, lastDay }) => `Your ${kind} credential expires on ${lastDay}`,
  body: ({ name, kind, lastDay, portalLink }) => (
    <EmailLayout preview={`Your ${kind} credential is valid through ${lastDay}.`} greeting={firstNameOf(name)} action={{ label: 'Add the renewed one', href: portalLink }}>
      <Paragraph>Your {kind} credential is valid through {lastDay}. Add the renewed one with its document in your chef portal before then.</Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: a credential's last day has ended. */
export const credentialExpired = emailTemplate<ToChef & { kind: string; lastDay: string; portalLink: string }>({
  subject: ({ kind }) => `Your ${kind} credential has expired`,
  body: ({ name, kind, lastDay, portalLink }) => (
    <EmailLayout preview={`Your ${kind} credential has expired.`} greeting={firstNameOf(name)} action={{ label: 'Add the renewed one', href: portalLink }}>
      <Paragraph>Your {kind} credential was valid through {lastDay} and has now expired. Add the renewed one with its document in your chef portal.</Paragraph>
    </EmailLayout>
  ),
});
