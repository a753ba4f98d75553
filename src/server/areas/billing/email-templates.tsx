import { company } from '../../../common/site.js';
import { formatHours } from '../../../common/text.js';
import { EmailLayout, emailTemplate, Paragraph } from '../../core/mail/layout.js';
import { type ToContact } from '../../core/mail/parts.js';

/**
 * The billing area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** What the billing emails say of an order (DECISIONS.md section 12). */
export interface AboutOrder extends ToContact {
  order: { number: string; packName: string; hours: number };
  total: string;
  /** The labor bank's page, where the business's purchases are. */
  link: string;
}

/** An invoice-mode order: its PDF attached, with how to pay it. */
export const invoice = emailTemplate<AboutOrder & { paymentInstructions: string }>({
  subject: ({ order }) => `Invoice ${order.number} from ${company.name}`,
  body: ({ firstName, order, total, paymentInstructions, link }) => (
    <EmailLayout preview={`Invoice ${order.number} for ${total}.`} greeting={firstName} action={{ label: 'See your purchases', href: link }}>
      <Paragraph>
        Thank you for your order of {order.packName} ({formatHours(order.hours)}). Your invoice {order.number} for {total} is attached.
      </Paragraph>
      <Paragraph>{paymentInstructions}</Paragraph>
      <Paragraph>The hours are added to your labor bank as soon as your payment is recorded.</Paragraph>
    </EmailLayout>
  ),
});

/** An order paid, by card or recorded by the admin: the hours are in the bank, the paid invoice attached. */
export const paymentReceived = emailTemplate<AboutOrder>({
  subject: ({ order }) => `Payment received: ${formatHours(order.hours)} added (${order.number})`,
  body: ({ firstName, order, total, link }) => (
    <EmailLayout preview={`${formatHours(order.hours)} added to your labor bank.`} greeting={firstName} action={{ label: 'Open your labor bank', href: link }}>
      <Paragraph>
        We received your payment of {total} for invoice {order.number} and added the {formatHours(order.hours)} of {order.packName} to your labor bank. Your receipt
        is attached.
      </Paragraph>
    </EmailLayout>
  ),
});

/** An order refunded (DECISIONS.md section 23): the hours left the bank, the credit note attached. */
export const creditNote = emailTemplate<AboutOrder & { creditNoteNumber: string }>({
  subject: ({ creditNoteNumber, order }) => `Credit note ${creditNoteNumber}: invoice ${order.number} refunded`,
  body: ({ firstName, order, creditNoteNumber, total, link }) => (
    <EmailLayout preview={`${total} refunded for invoice ${order.number}.`} greeting={firstName} action={{ label: 'See your purchases', href: link }}>
      <Paragraph>
        We refunded your order of {order.packName} ({formatHours(order.hours)}): {total} comes back to you the way you paid, and the {formatHours(order.hours)}{' '}
        left your labor bank. Credit note {creditNoteNumber}, which reverses invoice {order.number}, is attached.
      </Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 12: available hours fell below the business's alert level. */
export const lowBalance = emailTemplate<ToContact & { availableHours: number; lowBalanceHours: number; link: string }>({
  subject: () => `Your ${company.name} labor bank is running low`,
  body: ({ firstName, availableHours, lowBalanceHours, link }) => (
    <EmailLayout preview={`${formatHours(availableHours)} left in your labor bank.`} greeting={firstName} action={{ label: 'Buy hours', href: link }}>
      <Paragraph>
        Your labor bank has {formatHours(availableHours)} left, below the {formatHours(lowBalanceHours)} you asked us to warn you at. Buy hours before your next
        booking.
      </Paragraph>
      <Paragraph>You can change or turn off this alert on the same page.</Paragraph>
    </EmailLayout>
  ),
});

/**
 * Money for a person to look at, about an order or a Stripe event: a card payment not credited
 * (its amount differs from the order's total), one credited to a canceled order, a refund not
 * taken back, an event that can never be acted on. The problem says what was done and what not.
 */
export const billingAlert = emailTemplate<{ number: string; problem: string; adminLink: string }>({
  subject: ({ number }) => `Billing needs a look: ${number}`,
  body: ({ problem, adminLink }) => (
    <EmailLayout preview={problem} greeting={null} action={{ label: 'Open Finance', href: adminLink }}>
      <Paragraph>{problem}</Paragraph>
    </EmailLayout>
  ),
});
