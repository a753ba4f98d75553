/**
 * The documents of an hour-pack order as one-page PDFs (DECISIONS.md sections 12 and 23): the
 * invoice the business downloads from its purchases and the `invoice` provider emails with the
 * payment instructions, the receipt of its payment, and the credit note of its refund. The
 * caller gathers the figures; nothing is computed here, so a PDF can never disagree with the
 * order it prints. The page itself is the money documents' one renderer
 * (src/server/core/pdf/money-document.ts), shared with the chefs' payout statements.
 */
import { formatDay } from '../../../common/dates.js';
import { formatCents, formatRate, GST_BASIS_POINTS } from '../../../common/money.js';
import { renderMoneyDocument, type MoneyDocument } from '../../core/pdf/money-document.js';

export interface Seller {
  name: string;
  addressLines: string[];
  email: string;
  phone: string;
  gstNumber: string | null;
}

/** What every document of an order prints: who sells to whom, the pack line and the amounts. */
interface OrderFigures {
  seller: Seller;
  buyer: { name: string; addressLines: string[] };
  /** The pack line, e.g. "Kitchen (40 h)", its hours, price per hour and amount before tax. */
  line: { description: string; hours: number; pricePerHourCents: number; amountCents: number };
  subtotalCents: number;
  gstCents: number;
  pstCents: number;
  pstRateLabel: string;
  totalCents: number;
}

export interface InvoiceDocument extends OrderFigures {
  number: string; // INV-2026-000001
  issuedOn: string; // a day, YYYY-MM-DD (Vancouver)
  dueOn: string; // a day, YYYY-MM-DD: the issue day plus the payment terms
  paidOn: string | null; // a day, YYYY-MM-DD, once paid
  /** Once refunded: the day and the credit note that reverses the invoice. */
  refund: { on: string; creditNoteNumber: string | null } | null;
  paymentInstructions: string | null; // shown while unpaid (may be several lines)
}

export interface ReceiptDocument extends OrderFigures {
  number: string; // RC-2026-000001
  invoiceNumber: string;
  receivedOn: string; // a day, YYYY-MM-DD
  method: string; // "e-Transfer"
  reference: string | null;
}

export interface CreditNoteDocument extends OrderFigures {
  number: string; // CN-2026-000001
  invoiceNumber: string;
  issuedOn: string; // the day of the refund, YYYY-MM-DD
  reason: string | null;
}

/** The letterhead: the seller's name, address, email and phone, and GST number when set. */
function issuer(seller: Seller): MoneyDocument['issuer'] {
  return { name: seller.name, addressLines: [...seller.addressLines, `${seller.email} · ${seller.phone}`], taxLine: seller.gstNumber === null ? null : `GST/HST No. ${seller.gstNumber}` };
}

/** The pack line: its hours at the pack's price per hour, then the amount. */
function packRow(figures: OrderFigures, prefix = ''): MoneyDocument['table'] {
  const { line } = figures;
  return {
    middleLabel: 'HOURS',
    middleWidth: 60,
    rows: [{ description: `${prefix}${line.description} at ${formatCents(line.pricePerHourCents)} per hour`, middle: line.hours.toLocaleString('en-CA'), amountCents: line.amountCents }],
  };
}

/** Subtotal and GST, and PST when it is not zero: most labour services carry no BC PST, and a zero line would only raise the question why. */
function taxRows(figures: OrderFigures, suffix = ''): MoneyDocument['totals'] {
  const totals = [
    { label: `Subtotal${suffix}`, cents: figures.subtotalCents },
    { label: `GST (${formatRate(GST_BASIS_POINTS)})${suffix}`, cents: figures.gstCents },
  ];
  if (figures.pstCents !== 0) totals.push({ label: `PST (${figures.pstRateLabel})${suffix}`, cents: figures.pstCents });
  return totals;
}

/** Renders the invoice; rejects (before any drawing) when a day in it is not a real calendar day. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Formatting first: a bad value fails the call here instead of leaving a half-drawn stream open.
  const issuedOn = formatDay(invoice.issuedOn);
  const dueOn = formatDay(invoice.dueOn);
  const paidOn = invoice.paidOn === null ? null : formatDay(invoice.paidOn);
  const refundedOn = invoice.refund === null ? null : formatDay(invoice.refund.on);

  return renderMoneyDocument({
    title: `Invoice ${invoice.number}`,
    subject: `Invoice ${invoice.number} for ${invoice.buyer.name}`,
    issuer: issuer(invoice.seller),
    facts: [`Date: ${issuedOn}`, `Due: ${dueOn}`],
    party: { label: 'BILL TO', name: invoice.buyer.name, lines: invoice.buyer.addressLines },
    table: packRow(invoice),
    totals: taxRows(invoice),
    total: { label: 'Total (CAD)', cents: invoice.totalCents },
    status:
      refundedOn !== null
        ? { tone: 'plain', heading: `Refunded on ${refundedOn}`, body: invoice.refund?.creditNoteNumber ? `Credit note ${invoice.refund.creditNoteNumber} reverses this invoice.` : null }
        : paidOn !== null
          ? { tone: 'paid', heading: `Paid on ${paidOn}`, body: 'Thank you for your business.' }
          : invoice.paymentInstructions === null
            ? null
            : { tone: 'plain', heading: 'Payment instructions', body: invoice.paymentInstructions },
    footer: [invoice.seller.name, `Invoice ${invoice.number}`, 'Amounts in Canadian dollars'],
  });
}

/** The receipt of an order's payment: the day received, how, and the reference it came with. */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const receivedOn = formatDay(receipt.receivedOn);
  return renderMoneyDocument({
    title: `Receipt ${receipt.number}`,
    subject: `Receipt ${receipt.number} for ${receipt.buyer.name}`,
    issuer: issuer(receipt.seller),
    facts: [`Received: ${receivedOn}`, `Invoice ${receipt.invoiceNumber}`],
    party: { label: 'RECEIVED FROM', name: receipt.buyer.name, lines: receipt.buyer.addressLines },
    table: packRow(receipt),
    totals: taxRows(receipt),
    total: { label: 'Amount received (CAD)', cents: receipt.totalCents },
    status: { tone: 'paid', heading: `Received on ${receivedOn} by ${receipt.method}`, body: receipt.reference === null ? null : `Reference: ${receipt.reference}` },
    footer: [receipt.seller.name, `Receipt ${receipt.number}`, 'Amounts in Canadian dollars'],
  });
}

/** The credit note of an order's refund: the invoice it reverses, what is refunded, and why. */
export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const issuedOn = formatDay(note.issuedOn);
  return renderMoneyDocument({
    title: `Credit note ${note.number}`,
    subject: `Credit note ${note.number} for ${note.buyer.name}`,
    issuer: issuer(note.seller),
    facts: [`Date: ${issuedOn}`, `Reverses invoice ${note.invoiceNumber}`],
    party: { label: 'CREDIT TO', name: note.buyer.name, lines: note.buyer.addressLines },
    table: packRow(note, 'Refund of '),
    totals: taxRows(note, ' refunded'),
    total: { label: 'Total refunded (CAD)', cents: note.totalCents },
    status: note.reason === null ? null : { tone: 'plain', heading: 'Reason for the refund', body: note.reason },
    footer: [note.seller.name, `Credit note ${note.number}`, 'Amounts in Canadian dollars'],
  });
}
