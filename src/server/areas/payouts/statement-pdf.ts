/**
 * A payout's statement as a PDF (DECISIONS.md section 13): what the chef downloads from the
 * portal's Earnings and the admin from /admin/payouts. Every ledger line the payout paid out,
 * each session's hours × rate, the subtotal, GST for a GST-registered chef, the total, and paid
 * (day and reference), to be paid or failed (section 23: a payout not yet paid never reads "Paid
 * to"); drawn by the money documents' renderer, which the invoices share.
 */
import { formatDay } from '../../../common/dates.js';
import { formatHoursAtRate, formatRate, GST_BASIS_POINTS } from '../../../common/money.js';
import { PAYOUT_STATUS_LABELS } from '../../../common/schemas/payouts.js';
import { company } from '../../../common/site.js';
import { vancouverToday } from '../../../common/vancouver-time.js';
import type { Chef } from '../../core/db/entities/chef.js';
import type { ChefLedgerLine, ChefPayoutAccount, Payout } from './entities.js';
import { renderMoneyDocument, type MoneyDocument } from '../../core/pdf/money-document.js';

function statusOf(payout: Payout): MoneyDocument['status'] {
  if (payout.status === 'paid') return { tone: 'paid', heading: `Paid on ${formatDay(vancouverToday(payout.paidAt!))}, reference ${payout.reference ?? ''}`, body: null };
  if (payout.status === 'failed') return { tone: 'failed', heading: 'Failed', body: 'This payout could not be sent; its lines are back in your balance for the next payout.' };
  return { tone: 'plain', heading: PAYOUT_STATUS_LABELS.pending, body: 'This payout has not been sent yet.' };
}

/** Who the payout is for: "Paid to" only once it is paid. */
const PARTY_LABEL: Record<Payout['status'], string> = { paid: 'PAID TO', pending: 'TO BE PAID TO', failed: 'PAYEE' };

/** A line as the table prints it: a session's hours × rate after its description. */
function lineText(line: ChefLedgerLine): string {
  const pay = formatHoursAtRate(line);
  return pay ? `${line.description} (${pay})` : line.description;
}

/** The statement of `payout` to `chef` (named and addressed as their payout account gives them), with `lines`, the ledger lines it paid out. */
export function renderPayoutStatement(payout: Payout, chef: Pick<Chef, 'name'>, account: ChefPayoutAccount, lines: ChefLedgerLine[]): Promise<Buffer> {
  const title = `Payout statement #${payout.id}`;
  const payee = account.legalName || chef.name;
  const withGst = payout.gstCents > 0;
  return renderMoneyDocument({
    title,
    subject: `${title} for ${payee}`,
    issuer: { name: company.name, addressLines: [company.address.street, `${company.address.city}, ${company.address.province} ${company.address.postalCode}`], taxLine: null },
    facts: [`Date: ${formatDay(vancouverToday(payout.createdAt))}`, `Through: ${formatDay(payout.through)}`],
    party: {
      label: PARTY_LABEL[payout.status],
      name: payee,
      lines: [...(account.mailingAddress ?? '').split('\n').filter((line) => line.trim() !== ''), ...(withGst && account.gstNumber ? [`GST/HST No. ${account.gstNumber}`] : [])],
    },
    table: { middleLabel: 'DAY', middleWidth: 110, rows: lines.map((line) => ({ description: lineText(line), middle: formatDay(vancouverToday(line.createdAt)), amountCents: line.amountCents })) },
    totals: [{ label: 'Subtotal', cents: payout.amountCents }, ...(withGst ? [{ label: `GST (${formatRate(GST_BASIS_POINTS)})`, cents: payout.gstCents }] : [])],
    total: { label: 'Total (CAD)', cents: payout.amountCents + payout.gstCents },
    status: statusOf(payout),
    footer: [company.name, title, 'Amounts in Canadian dollars'],
  });
}
