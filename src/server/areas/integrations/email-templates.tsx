import { EmailLayout, emailTemplate, Paragraph } from '../../core/mail/layout.js';

/**
 * The integrations area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email.
 */

/** Every delivery to a webhook failed for five days, so it was turned off (DECISIONS.md section 19): its owners hear why and what to do. */
export const webhookDisabled = emailTemplate<{ firstName: string; target: string; lastStatusCode: number | null; dashboardLink: string }>({
  subject: ({ target }) => `Your webhook to ${target} was turned off`,
  body: ({ firstName, target, lastStatusCode, dashboardLink }) => (
    <EmailLayout preview={`Every delivery to ${target} failed for 5 days.`} greeting={firstName} action={{ label: 'Open your dashboard', href: dashboardLink }}>
      <Paragraph>
        Every delivery to your webhook at {target} has failed for 5 days
        {lastStatusCode === null ? ': your receiver did not answer' : `: your receiver last answered with HTTP status ${lastStatusCode}`}. We have turned the webhook off, so it
        receives no more events.
      </Paragraph>
      <Paragraph>
        Nothing is lost: the event feed (GET /api/events) keeps every event of the last 30 days, and the webhook&apos;s deliveries list each attempt and the answer it got.
      </Paragraph>
      <Paragraph>Once your receiver works again, turn the webhook back on: it receives the events from then on, and the feed holds those it missed.</Paragraph>
    </EmailLayout>
  ),
});
