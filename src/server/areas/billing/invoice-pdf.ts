/**
 * The invoice of an hour-pack order as a one-page PDF (DECISIONS.md section 12): what the
 * business downloads from its purchases and what the `invoice` provider emails with the
 * payment instructions. The caller gathers the figures; nothing is computed here, so the PDF
 * can never disagree with the order it prints. The page itself is the money documents' one
 * renderer (src/server/core/pdf/money-document.ts), shared with the chefs' payout statements.
 */
import { formatDay } from '../../../common/dates.js';
import { formatRate, GST_BASIS_POINTS } from '../../../common/money.js';
import { renderMoneyDocument } from '../../core/pdf/money-document.js';

export interface InvoiceDocument {
  seller: { name: string; addressLines: string[]; gstNumber: string | null };
  buyer: { name: string; addressLines: string[] };
  number: string; // INV-2026-000001
  issuedOn: string; // a day, YYYY-MM-DD (Vancouver)
  line: { description: string; hours: number; amountCents: number }; // the pack line, e.g. "Kitchen (40 h)"
  subtotalCents: number;
  gstCents: number;
  pstCents: number;
  pstRateLabel: string;
  totalCents: number;
  paidOn: string | null; // a day, YYYY-MM-DD, once paid
  paymentInstructions: string | null; // shown while unpaid (may be several lines)
}

/** Renders the invoice; rejects (before any drawing) when a day in it is not a real calendar day. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Formatting first: a bad value fails the call here instead of leaving a half-drawn stream open.
  const issuedOn = formatDay(invoice.issuedOn);
  const paidOn = invoice.paidOn === null ? null : formatDay(invoice.paidOn);

  const totals = [
    { label: 'Subtotal', cents: invoice.subtotalCents },
    { label: `GST (${formatRate(GST_BASIS_POINTS)})`, cents: invoice.gstCents },
  ];
  // Most labour services carry no BC PST; a zero line would only raise the question why.
  if (invoice.pstCents !== 0) totals.push({ label: `PST (${invoice.pstRateLabel})`, cents: invoice.pstCents });

  return renderMoneyDocument({
    title: `Invoice ${invoice.number}`,
    subject: `Invoice ${invoice.number} for ${invoice.buyer.name}`,
    issuer: { name: invoice.seller.name, addressLines: invoice.seller.addressLines, taxLine: invoice.seller.gstNumber === null ? null : `GST/HST No. ${invoice.seller.gstNumber}` },
    facts: [`Date: ${issuedOn}`],
    party: { label: 'BILL TO', name: invoice.buyer.name, lines: invoice.buyer.addressLines },
    table: { middleLabel: 'HOURS', middleWidth: 60, rows: [{ description: invoice.line.description, middle: invoice.line.hours.toLocaleString('en-CA'), amountCents: invoice.line.amountCents }] },
    totals,
    total: { label: 'Total (CAD)', cents: invoice.totalCents },
    status:
      paidOn !== null
        ? { tone: 'paid', heading: `Paid on ${paidOn}`, body: 'Thank you for your business.' }
        : invoice.paymentInstructions === null
          ? null
          : { tone: 'plain', heading: 'Payment instructions', body: invoice.paymentInstructions },
    footer: [invoice.seller.name, `Invoice ${invoice.number}`, 'Amounts in Canadian dollars'],
  });
}
