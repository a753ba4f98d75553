import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** A business's available hours fell below its alert level (DECISIONS.md section 12). */
  alertLowBalance: { businessId: number };
  /** An invoice-mode order's PDF, emailed to the business's contact (DECISIONS.md section 12). */
  emailInvoice: { orderId: number };
  /** A refunded order's credit note PDF, emailed to the business's contact (DECISIONS.md section 23). */
  emailCreditNote: { orderId: number };
  /** A card order's money back through Stripe after an admin's refund (DECISIONS.md section 12). */
  refundCardPayment: { orderId: number };
  }
}

/** An invoice's, receipt's or credit note's email with its PDF, a card refund, and the low-balance alert. */
export function billingJobHandlers(services: Services): Pick<JobHandlers, 'emailInvoice' | 'emailCreditNote' | 'refundCardPayment' | 'alertLowBalance'> {
  return {
    emailInvoice: ({ orderId }) => services.billing.emailInvoice(orderId),
    emailCreditNote: ({ orderId }) => services.billing.emailCreditNote(orderId),
    refundCardPayment: ({ orderId }) => services.billing.refundCardPayment(orderId),
    alertLowBalance: ({ businessId }) => services.billing.alertLowBalance(businessId),
  };
}
