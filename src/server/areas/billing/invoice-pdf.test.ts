import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../common/dates.js';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf, type InvoiceDocument } from './invoice-pdf.js';

const seller = { name: 'ChefConnect Inc.', addressLines: ['1055 West Georgia Street, Suite 1500', 'Vancouver, BC V6E 3P3'], email: 'billing@chefconnect.example', phone: '(604) 555-0142' };

const unpaid: InvoiceDocument = {
  seller: { ...seller, gstNumber: '123456789 RT0001' },
  buyer: { name: 'Saltwater Bistro Ltd.', addressLines: ['812 Main Street', 'Vancouver, BC V6A 2W1'] },
  number: 'INV-2026-000001',
  issuedOn: '2026-11-27',
  dueOn: '2026-12-11',
  line: { description: 'Kitchen (40 h)', hours: 40, pricePerHourCents: 7400, amountCents: 296000 },
  subtotalCents: 296000,
  gstCents: 14800,
  pstCents: 0,
  pstRateLabel: '0%',
  totalCents: 310800,
  paidOn: null,
  refund: null,
  paymentInstructions: 'Pay by Interac e-Transfer to billing@chefconnect.example.\nPut the invoice number in the message.',
};

const paid: InvoiceDocument = {
  seller: { ...seller, gstNumber: null },
  buyer: { name: 'Harbour Catering Co.', addressLines: ['2 Waterfront Road', 'Richmond, BC V6X 1A1'] },
  number: 'INV-2026-000042',
  issuedOn: '2026-03-07',
  dueOn: '2026-03-21',
  line: { description: 'Group (100 h)', hours: 100, pricePerHourCents: 6900, amountCents: 690000 },
  subtotalCents: 690000,
  gstCents: 34500,
  pstCents: 48300,
  pstRateLabel: '7%',
  totalCents: 772800,
  paidOn: '2026-03-09',
  refund: null,
  paymentInstructions: 'Pay by Interac e-Transfer to billing@chefconnect.example.',
};

/** The PDF as a reader sees it: its page count, its title and author, and the first page's text. */
async function read(buffer: Buffer): Promise<{ pages: number; info: Record<string, unknown>; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const { info } = await pdf.getMetadata();
    return { pages: pdf.numPages, info: info as Record<string, unknown>, text };
  } finally {
    await pdf.destroy();
  }
}

describe('invoice PDF', () => {
  it('shows an unpaid invoice with the GST number, no PST line and the payment instructions', async () => {
    const buffer = await renderInvoicePdf(unpaid);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, info, text } = await read(buffer);
    expect(pages).toBe(1);
    expect(info).toMatchObject({ Title: 'Invoice INV-2026-000001', Author: 'ChefConnect Inc.' });
    expect(text).toContain('ChefConnect Inc.');
    expect(text).toContain('Vancouver, BC V6E 3P3');
    expect(text).toContain('GST/HST No. 123456789 RT0001');
    expect(text).toContain('Invoice INV-2026-000001');
    expect(text).toContain('November 27, 2026');
    expect(text).not.toContain('2026-11-27');
    expect(text).toContain('Saltwater Bistro Ltd.');
    expect(text).toContain('812 Main Street');
    expect(text).toContain('Kitchen (40 h) at $74.00 per hour');
    expect(text).toContain('Due: December 11, 2026');
    expect(text).toContain('billing@chefconnect.example · (604) 555-0142');
    expect(text).toContain('$2,960.00');
    expect(text).toContain('GST (5%)');
    expect(text).toContain('$148.00');
    expect(text).toContain('Total (CAD)');
    expect(text).toContain('$3,108.00');
    expect(text).not.toContain('PST');
    expect(text).not.toContain('Paid');
    expect(text).toContain('Pay by Interac e-Transfer to billing@chefconnect.example.');
    expect(text).toContain('Put the invoice number in the message.');
  });

  it('shows a paid invoice with its PST at the rate, "Paid" with the day and no GST number or instructions', async () => {
    const buffer = await renderInvoicePdf(paid);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, text } = await read(buffer);
    expect(pages).toBe(1);
    expect(text).toContain('Invoice INV-2026-000042');
    expect(text).toContain('March 7, 2026');
    expect(text).toContain('Harbour Catering Co.');
    expect(text).not.toContain('GST/HST No.');
    expect(text).toContain('GST (5%)');
    expect(text).toContain('$345.00');
    expect(text).toContain('PST (7%)');
    expect(text).toContain('$483.00');
    expect(text).toContain('$7,728.00');
    expect(text).toContain('Paid on March 9, 2026');
    expect(text).not.toContain('Payment instructions');
    expect(text).not.toContain('Interac');
  });

  it('reads "Refunded on" with its credit note once refunded, no longer "Paid … Thank you"', async () => {
    const { text } = await read(await renderInvoicePdf({ ...paid, refund: { on: '2026-04-02', creditNoteNumber: 'CN-2026-000004' } }));
    expect(text).toContain('Refunded on April 2, 2026');
    expect(text).toContain('Credit note CN-2026-000004 reverses this invoice.');
    expect(text).not.toContain('Paid on');
    expect(text).not.toContain('Thank you');
  });

  it('stays on one page whatever the length of the free text it prints', async () => {
    const long = 'Wire the total to account 0001-12345-6789012 and name the invoice. '.repeat(120);
    const buffer = await renderInvoicePdf({
      ...unpaid,
      seller: { ...unpaid.seller, addressLines: Array.from({ length: 6 }, (_, index) => `Address line ${index + 1}`) },
      line: { ...unpaid.line, description: 'A pack with a very long name '.repeat(20) },
      paymentInstructions: long,
    });
    const { pages, text } = await read(buffer);
    expect(pages).toBe(1);
    expect(text).toContain('Payment instructions');
    expect(text).toContain('$3,108.00');
    expect(text).toContain('Amounts in Canadian dollars');
  });

  it('rejects a day that is not a calendar day instead of printing it', async () => {
    await expect(renderInvoicePdf({ ...paid, paidOn: '2026-02-30' })).rejects.toThrow(RangeError);
  });
});

describe('receipt PDF', () => {
  it('is titled Receipt with its number, and names the invoice, the amount, the day received, the method and the reference', async () => {
    const { pages, info, text } = await read(
      await renderReceiptPdf({ ...paid, number: 'RC-2026-000007', invoiceNumber: 'INV-2026-000042', receivedOn: '2026-03-06', method: 'Cheque', reference: 'Cheque 1042' }),
    );
    expect(pages).toBe(1);
    expect(info).toMatchObject({ Title: 'Receipt RC-2026-000007' });
    expect(text).toContain('Receipt RC-2026-000007');
    expect(text).toContain('Invoice INV-2026-000042');
    expect(text).toContain('RECEIVED FROM');
    expect(text).toContain('Harbour Catering Co.');
    expect(text).toContain('Amount received (CAD)');
    expect(text).toContain('$7,728.00');
    expect(text).toContain('Received on March 6, 2026 by Cheque');
    expect(text).toContain('Reference: Cheque 1042');
  });
});

describe('credit note PDF', () => {
  it('names the invoice it reverses, the hours, the subtotal, the taxes and the total refunded, and the reason', async () => {
    const { pages, info, text } = await read(
      await renderCreditNotePdf({ ...paid, number: 'CN-2026-000004', invoiceNumber: 'INV-2026-000042', issuedOn: '2026-04-02', reason: 'The restaurant closed for renovations.' }),
    );
    expect(pages).toBe(1);
    expect(info).toMatchObject({ Title: 'Credit note CN-2026-000004' });
    expect(text).toContain('Credit note CN-2026-000004');
    expect(text).toContain('Date: April 2, 2026');
    expect(text).toContain('Reverses invoice INV-2026-000042');
    expect(text).toContain('Refund of Group (100 h) at $69.00 per hour');
    expect(text).toContain('100');
    expect(text).toContain('Subtotal refunded');
    expect(text).toContain('$6,900.00');
    expect(text).toContain('GST (5%) refunded');
    expect(text).toContain('$345.00');
    expect(text).toContain('PST (7%) refunded');
    expect(text).toContain('Total refunded (CAD)');
    expect(text).toContain('$7,728.00');
    expect(text).toContain('The restaurant closed for renovations.');
  });
});

describe('formatDay', () => {
  it('writes a day as people read it', () => {
    expect(formatDay('2026-11-27')).toBe('November 27, 2026');
    expect(formatDay('2026-01-01')).toBe('January 1, 2026');
    expect(formatDay('2028-02-29')).toBe('February 29, 2028');
  });

  it("keeps the day on the days Vancouver's clocks change and at the year's end", () => {
    // Vancouver springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(formatDay('2026-03-08')).toBe('March 8, 2026');
    expect(formatDay('2026-11-01')).toBe('November 1, 2026');
    expect(formatDay('2026-12-31')).toBe('December 31, 2026');
  });

  it('refuses what is not a YYYY-MM-DD calendar day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-11-27T10:00:00Z', '27/11/2026', '']) {
      expect(() => formatDay(bad), bad).toThrow(RangeError);
    }
  });
});
