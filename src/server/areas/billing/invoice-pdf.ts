/**
 * The invoice of an hour-pack order as a one-page PDF (DECISIONS.md section 12): what the
 * business downloads from its purchases and what the `invoice` provider emails with the
 * payment instructions. The caller gathers the figures; nothing is computed here, so the PDF
 * can never disagree with the order it prints.
 */
import PDFDocument from 'pdfkit';
import { formatDay } from '../../../common/dates.js';
import { formatCents, formatRate, GST_BASIS_POINTS } from '../../../common/money.js';

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

type Doc = PDFKit.PDFDocument;

// Letter, as Canadian offices print; 0.75 in margins.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;

// The app's primary blue (src/client/lib/AntdTheme.tsx), so the document reads as ChefConnect's.
const ACCENT = '#0958d9';
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#d9dee4';
const SHADE = '#f2f4f7';
const PAID = '#237804';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

// The table's columns: the description takes what the two figures leave.
const HOURS_WIDTH = 60;
const AMOUNT_WIDTH = 110;
const CELL_PADDING = 8;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - HOURS_WIDTH - AMOUNT_WIDTH - 2 * CELL_PADDING;
const HOURS_X = MARGIN + CELL_PADDING + DESCRIPTION_WIDTH;
const AMOUNT_X = HOURS_X + HOURS_WIDTH;

// The totals sit under the amount column, their labels just left of it.
const TOTALS_LABEL_WIDTH = 150;
const TOTALS_LABEL_X = AMOUNT_X - TOTALS_LABEL_WIDTH;

const FOOTER_TOP = PAGE_HEIGHT - MARGIN + 14;

/** Renders the invoice; rejects (before any drawing) when a day in it is not a real calendar day. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Formatting first: a bad value fails the call here instead of leaving a half-drawn stream open.
  const issuedOn = formatDay(invoice.issuedOn);
  const paidOn = invoice.paidOn === null ? null : formatDay(invoice.paidOn);

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name, Subject: `Invoice ${invoice.number} for ${invoice.buyer.name}` },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeader(doc, invoice, issuedOn);
  y = drawBuyer(doc, invoice.buyer, y + 22);
  y = drawLine(doc, invoice.line, y + 26);
  y = drawTotals(doc, invoice, y + 10);
  drawStatus(doc, invoice, paidOn, y + 30);
  drawFooter(doc, invoice);
  doc.end();
  return done;
}

/** Writes one block of text at a fixed place and answers where it ends. */
function put(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {}): number {
  const { font = REGULAR, size = 10, color = INK, ...textOptions } = options;
  doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: true, ...textOptions });
  return doc.y;
}

function drawHeader(doc: Doc, invoice: InvoiceDocument, issuedOn: string): number {
  doc.rect(0, 0, PAGE_WIDTH, 8).fill(ACCENT);

  // The seller on the left, the invoice's identity on the right, as on a paper letterhead.
  const sellerWidth = CONTENT_WIDTH * 0.55;
  let left = put(doc, invoice.seller.name, MARGIN, MARGIN, { font: BOLD, size: 18, width: sellerWidth, height: 48, ellipsis: true });
  left += 4;
  for (const addressLine of invoice.seller.addressLines) {
    left = put(doc, addressLine, MARGIN, left, { size: 9.5, color: MUTED, width: sellerWidth, height: 24, ellipsis: true });
  }
  if (invoice.seller.gstNumber !== null) {
    left = put(doc, `GST/HST No. ${invoice.seller.gstNumber}`, MARGIN, left + 2, { size: 9.5, color: MUTED, width: sellerWidth });
  }

  const rightX = MARGIN + sellerWidth;
  const rightWidth = CONTENT_WIDTH - sellerWidth;
  const numberEnd = put(doc, `Invoice ${invoice.number}`, rightX, MARGIN + 2, { font: BOLD, size: 16, width: rightWidth, align: 'right' });
  const right = put(doc, `Date: ${issuedOn}`, rightX, numberEnd + 6, { size: 10, color: MUTED, width: rightWidth, align: 'right' });

  const bottom = Math.max(left, right) + 16;
  rule(doc, bottom, RULE, 1);
  return bottom;
}

function drawBuyer(doc: Doc, buyer: InvoiceDocument['buyer'], top: number): number {
  let y = put(doc, 'BILL TO', MARGIN, top, { font: BOLD, size: 8, color: MUTED, characterSpacing: 0.8 });
  y = put(doc, buyer.name, MARGIN, y + 4, { font: BOLD, size: 11, width: CONTENT_WIDTH, height: 28, ellipsis: true });
  for (const addressLine of buyer.addressLines) {
    y = put(doc, addressLine, MARGIN, y + 1, { size: 10, width: CONTENT_WIDTH, height: 24, ellipsis: true });
  }
  return y;
}

function drawLine(doc: Doc, line: InvoiceDocument['line'], top: number): number {
  const headerHeight = 22;
  doc.rect(MARGIN, top, CONTENT_WIDTH, headerHeight).fill(SHADE);
  const headerText = { font: BOLD, size: 8, color: MUTED, characterSpacing: 0.8 };
  const headerY = top + 8;
  put(doc, 'DESCRIPTION', MARGIN + CELL_PADDING, headerY, headerText);
  put(doc, 'HOURS', HOURS_X, headerY, { ...headerText, width: HOURS_WIDTH, align: 'right' });
  put(doc, 'AMOUNT', AMOUNT_X, headerY, { ...headerText, width: AMOUNT_WIDTH, align: 'right' });

  // A pack's name is the admin's free text: three lines at most, so the row cannot push the page over.
  const rowY = top + headerHeight + 10;
  const descriptionEnd = put(doc, line.description, MARGIN + CELL_PADDING, rowY, { size: 10.5, width: DESCRIPTION_WIDTH - CELL_PADDING, height: 42, ellipsis: true });
  put(doc, line.hours.toLocaleString('en-CA'), HOURS_X, rowY, { size: 10.5, width: HOURS_WIDTH, align: 'right' });
  put(doc, formatCents(line.amountCents), AMOUNT_X, rowY, { size: 10.5, width: AMOUNT_WIDTH, align: 'right' });

  const bottom = descriptionEnd + 10;
  rule(doc, bottom, RULE, 1);
  return bottom;
}

function drawTotals(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const rows: [string, number][] = [
    ['Subtotal', invoice.subtotalCents],
    [`GST (${formatRate(GST_BASIS_POINTS)})`, invoice.gstCents],
  ];
  // Most labour services carry no BC PST; a zero line would only raise the question why.
  if (invoice.pstCents !== 0) rows.push([`PST (${invoice.pstRateLabel})`, invoice.pstCents]);

  let y = top;
  for (const [label, cents] of rows) {
    totalsRow(doc, label, formatCents(cents), y, { size: 10, color: MUTED });
    y += 18;
  }
  doc.moveTo(TOTALS_LABEL_X, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(INK).stroke();
  y += 8;
  totalsRow(doc, 'Total (CAD)', formatCents(invoice.totalCents), y, { font: BOLD, size: 12, color: INK });
  return y + 18;
}

function totalsRow(doc: Doc, label: string, amount: string, y: number, style: { font?: string; size: number; color: string }): void {
  put(doc, label, TOTALS_LABEL_X, y, { ...style, width: TOTALS_LABEL_WIDTH - CELL_PADDING });
  put(doc, amount, AMOUNT_X, y, { ...style, color: INK, width: AMOUNT_WIDTH, align: 'right' });
}

function drawStatus(doc: Doc, invoice: InvoiceDocument, paidOn: string | null, top: number): void {
  if (paidOn !== null) {
    const y = put(doc, `Paid on ${paidOn}`, MARGIN, top, { font: BOLD, size: 12, color: PAID });
    put(doc, 'Thank you for your business.', MARGIN, y + 4, { size: 10, color: MUTED });
    return;
  }
  if (invoice.paymentInstructions === null) return;
  const y = put(doc, 'Payment instructions', MARGIN, top, { font: BOLD, size: 11 });
  // Bounded by the footer: the admin's instructions are free text and the invoice stays one page.
  const room = FOOTER_TOP - 16 - (y + 6);
  put(doc, invoice.paymentInstructions, MARGIN, y + 6, { size: 10, width: CONTENT_WIDTH, height: room, ellipsis: true, lineGap: 2 });
}

function drawFooter(doc: Doc, invoice: InvoiceDocument): void {
  rule(doc, FOOTER_TOP, RULE, 0.75);
  // The footer lies inside the bottom margin; without this pdfkit would start a second page for it.
  doc.page.margins.bottom = 0;
  const parts = [invoice.seller.name, `Invoice ${invoice.number}`, 'Amounts in Canadian dollars'];
  put(doc, parts.join('  ·  '), MARGIN, FOOTER_TOP + 8, { size: 8, color: MUTED, width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}

function rule(doc: Doc, y: number, color: string, width: number): void {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}
