/**
 * The one renderer of ChefConnect's money documents: the invoice of money in (billing's
 * invoice-pdf.ts, DECISIONS.md section 12) and the payout statement of money out (payouts'
 * statement-pdf.ts, section 13). Both are a page frame with the issuer's letterhead, the other
 * party, a table of lines with their amounts, the totals, a status and a footer; the callers
 * gather and format every figure and day, so nothing is computed here and a document can never
 * disagree with what it prints. A long table continues on further pages, each with the
 * table's header again and the footer numbered.
 */
import PDFDocument from 'pdfkit';
import { formatCents } from '../../../common/money.js';

export interface MoneyDocument {
  /** The document's name: the PDF's title and the heading at the top right, e.g. "Invoice INV-2026-000001". */
  title: string;
  subject: string;
  issuer: { name: string; addressLines: string[]; taxLine: string | null };
  /** Under the heading, right-aligned: "Date: November 27, 2026". */
  facts: string[];
  /** The other party, under a small label such as BILL TO. */
  party: { label: string; name: string; lines: string[] };
  /** The lines: a description, a middle column (hours, a day) and an amount. */
  table: { middleLabel: string; middleWidth: number; rows: { description: string; middle: string; amountCents: number }[] };
  /** The rows above the total (subtotal, taxes), then the total itself. */
  totals: { label: string; cents: number }[];
  total: { label: string; cents: number };
  /** Under the totals: paid (green), failed (red) or plain (a heading and the text under it, held to the page). */
  status: { tone: 'paid' | 'failed' | 'plain'; heading: string; body: string | null } | null;
  /** The footer's parts, joined with middle dots on every page. */
  footer: string[];
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
const TONES = { paid: '#237804', failed: '#cf1322', plain: INK } as const;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

// The table's columns: the description takes what the two figures leave.
const AMOUNT_WIDTH = 110;
const CELL_PADDING = 8;
const AMOUNT_X = RIGHT - AMOUNT_WIDTH;
const ROW_SIZE = 10.5;
/** A description prints on three lines at most, so one row can never outgrow a page. */
const ROW_TEXT_HEIGHT = 42;
const TABLE_HEADER_HEIGHT = 22;

// The totals sit under the amount column, their labels just left of it.
const TOTALS_LABEL_WIDTH = 150;
const TOTALS_LABEL_X = AMOUNT_X - TOTALS_LABEL_WIDTH;
const TOTALS_ROW_HEIGHT = 18;

const FOOTER_TOP = PAGE_HEIGHT - MARGIN + 14;
/** Where a page's content must end: above the footer. */
const CONTENT_BOTTOM = FOOTER_TOP - 16;

/** Renders the document: one page, or more when its table is long. */
export async function renderMoneyDocument(document: MoneyDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: document.title, Author: document.issuer.name, Subject: document.subject },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeader(doc, document);
  y = drawParty(doc, document.party, y + 22);
  y = drawTable(doc, document, y + 26);
  y = drawTotals(doc, document, y + 10);
  if (document.status) drawStatus(doc, document, document.status, y + 30);
  drawFooters(doc, document.footer);
  doc.end();
  return done;
}

/** Writes one block of text at a fixed place and answers where it ends. */
function put(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {}): number {
  const { font = REGULAR, size = 10, color = INK, ...textOptions } = options;
  doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: true, ...textOptions });
  return doc.y;
}

function rule(doc: Doc, y: number, color: string, width: number): void {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

function accentBar(doc: Doc): void {
  doc.rect(0, 0, PAGE_WIDTH, 8).fill(ACCENT);
}

/** The issuer on the left, the document's identity on the right, as on a paper letterhead. */
function drawHeader(doc: Doc, document: MoneyDocument): number {
  accentBar(doc);
  const issuerWidth = CONTENT_WIDTH * 0.55;
  let left = put(doc, document.issuer.name, MARGIN, MARGIN, { font: BOLD, size: 18, width: issuerWidth, height: 48, ellipsis: true });
  left += 4;
  for (const addressLine of document.issuer.addressLines) {
    left = put(doc, addressLine, MARGIN, left, { size: 9.5, color: MUTED, width: issuerWidth, height: 24, ellipsis: true });
  }
  if (document.issuer.taxLine !== null) left = put(doc, document.issuer.taxLine, MARGIN, left + 2, { size: 9.5, color: MUTED, width: issuerWidth });

  const rightX = MARGIN + issuerWidth;
  const rightWidth = CONTENT_WIDTH - issuerWidth;
  let right = put(doc, document.title, rightX, MARGIN + 2, { font: BOLD, size: 16, width: rightWidth, align: 'right' }) + 2;
  for (const fact of document.facts) right = put(doc, fact, rightX, right + 4, { size: 10, color: MUTED, width: rightWidth, align: 'right' });

  const bottom = Math.max(left, right) + 16;
  rule(doc, bottom, RULE, 1);
  return bottom;
}

function drawParty(doc: Doc, party: MoneyDocument['party'], top: number): number {
  let y = put(doc, party.label, MARGIN, top, { font: BOLD, size: 8, color: MUTED, characterSpacing: 0.8 });
  y = put(doc, party.name, MARGIN, y + 4, { font: BOLD, size: 11, width: CONTENT_WIDTH, height: 28, ellipsis: true });
  for (const line of party.lines) y = put(doc, line, MARGIN, y + 1, { size: 10, width: CONTENT_WIDTH, height: 24, ellipsis: true });
  return y;
}

/** A page after the first: the accent bar and the document's name, continued. */
function continuedPage(doc: Doc, document: MoneyDocument): number {
  doc.addPage();
  accentBar(doc);
  const y = put(doc, `${document.title} (continued)`, MARGIN, MARGIN, { font: BOLD, size: 12, width: CONTENT_WIDTH });
  return y + 14;
}

function drawTable(doc: Doc, document: MoneyDocument, top: number): number {
  const { middleLabel, middleWidth, rows } = document.table;
  const descriptionWidth = CONTENT_WIDTH - middleWidth - AMOUNT_WIDTH - 2 * CELL_PADDING;
  const middleX = MARGIN + CELL_PADDING + descriptionWidth;

  const tableHeader = (at: number): number => {
    doc.rect(MARGIN, at, CONTENT_WIDTH, TABLE_HEADER_HEIGHT).fill(SHADE);
    const headerText = { font: BOLD, size: 8, color: MUTED, characterSpacing: 0.8 };
    put(doc, 'DESCRIPTION', MARGIN + CELL_PADDING, at + 8, headerText);
    put(doc, middleLabel, middleX, at + 8, { ...headerText, width: middleWidth, align: 'right' });
    put(doc, 'AMOUNT', AMOUNT_X, at + 8, { ...headerText, width: AMOUNT_WIDTH, align: 'right' });
    return at + TABLE_HEADER_HEIGHT;
  };

  let y = tableHeader(top);
  for (const row of rows) {
    const textOptions = { width: descriptionWidth - CELL_PADDING, height: ROW_TEXT_HEIGHT, ellipsis: true };
    const textHeight = Math.min(doc.font(REGULAR).fontSize(ROW_SIZE).heightOfString(row.description, textOptions), ROW_TEXT_HEIGHT);
    if (y + 10 + textHeight + 10 > CONTENT_BOTTOM) y = tableHeader(continuedPage(doc, document));
    const rowY = y + 10;
    const descriptionEnd = put(doc, row.description, MARGIN + CELL_PADDING, rowY, { size: ROW_SIZE, ...textOptions });
    put(doc, row.middle, middleX, rowY, { size: ROW_SIZE, width: middleWidth, align: 'right' });
    put(doc, formatCents(row.amountCents), AMOUNT_X, rowY, { size: ROW_SIZE, width: AMOUNT_WIDTH, align: 'right' });
    y = descriptionEnd + 10;
    rule(doc, y, RULE, 1);
  }
  return y;
}

function drawTotals(doc: Doc, document: MoneyDocument, top: number): number {
  const height = document.totals.length * TOTALS_ROW_HEIGHT + 8 + TOTALS_ROW_HEIGHT;
  let y = top + height > CONTENT_BOTTOM ? continuedPage(doc, document) : top;
  for (const { label, cents } of document.totals) {
    totalsRow(doc, label, formatCents(cents), y, { size: 10, color: MUTED });
    y += TOTALS_ROW_HEIGHT;
  }
  doc.moveTo(TOTALS_LABEL_X, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(INK).stroke();
  y += 8;
  totalsRow(doc, document.total.label, formatCents(document.total.cents), y, { font: BOLD, size: 12, color: INK });
  return y + TOTALS_ROW_HEIGHT;
}

function totalsRow(doc: Doc, label: string, amount: string, y: number, style: { font?: string; size: number; color: string }): void {
  put(doc, label, TOTALS_LABEL_X, y, { ...style, width: TOTALS_LABEL_WIDTH - CELL_PADDING });
  put(doc, amount, AMOUNT_X, y, { ...style, color: INK, width: AMOUNT_WIDTH, align: 'right' });
}

function drawStatus(doc: Doc, document: MoneyDocument, status: NonNullable<MoneyDocument['status']>, top: number): void {
  // The heading and a line of its text at least on this page, or both on the next.
  const at = top + 40 > CONTENT_BOTTOM ? continuedPage(doc, document) : top;
  const plain = status.tone === 'plain';
  const y = put(doc, status.heading, MARGIN, at, { font: BOLD, size: plain ? 11 : 12, color: TONES[status.tone], width: CONTENT_WIDTH });
  if (status.body === null) return;
  if (!plain) {
    put(doc, status.body, MARGIN, y + 4, { size: 10, color: MUTED, width: CONTENT_WIDTH });
    return;
  }
  // Free text (an invoice's payment instructions): held above the footer, so it never starts a page of its own.
  put(doc, status.body, MARGIN, y + 6, { size: 10, width: CONTENT_WIDTH, height: CONTENT_BOTTOM - (y + 6), ellipsis: true, lineGap: 2 });
}

/** The footer of every page, numbered when there is more than one. */
function drawFooters(doc: Doc, parts: string[]): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    rule(doc, FOOTER_TOP, RULE, 0.75);
    // The footer lies inside the bottom margin; without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    const text = [...parts, ...(count > 1 ? [`Page ${index - start + 1} of ${count}`] : [])].join('  ·  ');
    put(doc, text, MARGIN, FOOTER_TOP + 8, { size: 8, color: MUTED, width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  }
}
