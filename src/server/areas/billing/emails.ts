import { emailJob, type EmailJob } from '../../core/mail/render.js';
import type * as templates from './email-templates.js';

/**
 * The billing area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    invoice: typeof templates.invoice;
    paymentReceived: typeof templates.paymentReceived;
    creditNote: typeof templates.creditNote;
    lowBalance: typeof templates.lowBalance;
    billingAlert: typeof templates.billingAlert;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const billingEmailTemplates = () => import('./email-templates.js');

/** What the billing emails say of an order (DECISIONS.md section 12). */
interface OrderFacts {
  number: string;
  packName: string;
  hours: number;
}

export function invoiceEmail(to: string, firstName: string, { number, packName, hours }: OrderFacts, total: string, paymentInstructions: string, link: string): EmailJob {
  return emailJob(to, 'invoice', { firstName, order: { number, packName, hours }, total, paymentInstructions, link });
}

export function paymentReceivedEmail(to: string, firstName: string, { number, packName, hours }: OrderFacts, total: string, link: string): EmailJob {
  return emailJob(to, 'paymentReceived', { firstName, order: { number, packName, hours }, total, link });
}

export function creditNoteEmail(to: string, firstName: string, { number, packName, hours }: OrderFacts, creditNoteNumber: string, total: string, link: string): EmailJob {
  return emailJob(to, 'creditNote', { firstName, order: { number, packName, hours }, creditNoteNumber, total, link });
}

export function lowBalanceEmail(to: string, firstName: string, availableHours: number, lowBalanceHours: number, link: string): EmailJob {
  return emailJob(to, 'lowBalance', { firstName, availableHours, lowBalanceHours, link });
}

export function billingAlertEmail(to: string, number: string, problem: string, adminLink: string): EmailJob {
  return emailJob(to, 'billingAlert', { number, problem, adminLink });
}
