import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** An invoice's (or receipt's) email with its PDF, and the low-balance alert. */
export function billingJobHandlers(services: Services): Pick<JobHandlers, 'emailInvoice' | 'alertLowBalance'> {
  return {
    emailInvoice: ({ orderId }) => services.billing.emailInvoice(orderId),
    alertLowBalance: ({ businessId }) => services.billing.alertLowBalance(businessId),
  };
}
