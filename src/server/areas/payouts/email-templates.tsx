import { formatLongDay } from '../../../common/dates.js';
import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import { type ToChef } from '../../core/mail/parts.js';

/**
 * The payouts area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** A payout marked paid (DECISIONS.md section 13): what, when, and where the chef sees every line. */
export const payoutPaid = emailTemplate<ToChef & { payout: { id: number; total: string; through: string; reference: string }; portalLink: string }>({
  subject: ({ payout }) => `${company.name} paid you ${payout.total}`,
  body: ({ name, payout, portalLink }) => (
    <EmailLayout preview={`Payout #${payout.id}: ${payout.total}.`} greeting={firstNameOf(name)} action={{ label: 'See your earnings', href: portalLink }}>
      <Paragraph>
        We paid you {payout.total} for your sessions through {formatLongDay(payout.through)} (payout #{payout.id}, reference {payout.reference}). Every line of it is in
        your earnings.
      </Paragraph>
    </EmailLayout>
  ),
});

/** A Stripe transfer refused for good (DECISIONS.md section 13): the lines wait for the next run, and a person looks. */
export const payoutFailed = emailTemplate<{ payout: { id: number; chefName: string; total: string; reason: string }; adminLink: string }>({
  subject: ({ payout }) => `Payout #${payout.id} to ${payout.chefName} failed`,
  body: ({ payout, adminLink }) => (
    <EmailLayout preview={`The transfer of ${payout.total} failed.`} greeting={null} action={{ label: 'Open Payouts', href: adminLink }}>
      <Paragraph>
        The transfer of {payout.total} to {payout.chefName} failed: {payout.reason}
      </Paragraph>
      <Paragraph>The amount is back in the chef&apos;s balance and goes with the next run.</Paragraph>
    </EmailLayout>
  ),
});

/** A chef gave a tax number or bank account to a server without PII_KEY (DECISIONS.md section 23): sent once, so the operator sets the key. */
export const encryptionOff = emailTemplate<{ adminLink: string }>({
  subject: () => 'Chefs cannot save tax numbers or bank accounts: PII_KEY is not set',
  body: ({ adminLink }) => (
    <EmailLayout preview="Set PII_KEY so chefs can give their tax number and bank account." greeting={null} action={{ label: 'Open Payouts', href: adminLink }}>
      <Paragraph>
        A chef tried to save a tax number or bank account, which ChefConnect stores only encrypted, and this server has no PII_KEY. Their name and address were
        saved; the chef was told the rest waits.
      </Paragraph>
      <Paragraph>Set PII_KEY (32 bytes: openssl rand -base64 32) and restart, then ask chefs to enter them again. This email is sent once.</Paragraph>
    </EmailLayout>
  ),
});
