import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { formatCents, formatHoursAtRate } from '../../../../common/money';
import { PAYOUT_STATUS_LABELS, type ChefLineKind, type PayoutStatus } from '../../../../common/schemas/payouts';
import { vancouverToday } from '../../../../common/vancouver-time';
import { LoadError } from '../../../components/LoadError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { trpc } from '../../../lib/trpc';
import { PayoutSetupNotice } from './PayoutSetupNotice';
import { PortalSection, SectionLoading } from './PortalSection';
import type { ChefLedgerLine, ChefPayout } from './types';

/* Solid tag colours, dark enough for white text in both themes (as AssignmentHours); the tag also says it in words. */
const KIND_TAG: Record<ChefLineKind, { label: string; color: string }> = {
  earning: { label: 'Session', color: '#237804' },
  'late-cancel': { label: 'Late cancellation', color: '#ad4e00' },
  adjustment: { label: 'Adjustment', color: '#0958d9' },
  payout: { label: 'Payout', color: '#531dab' },
};

const STATUS_COLOR: Record<PayoutStatus, string> = { pending: '#ad4e00', paid: '#237804', failed: '#a8071a' };

/** How many lines show before "Show all": a phone screen or two. */
const LINES_AT_FIRST = 10;

/** A line's day: its createdAt's day in Vancouver (DECISIONS.md section 13). */
function lineDay(line: ChefLedgerLine): string {
  return vancouverToday(new Date(line.createdAt));
}

/** Where a line stands: not in a payout yet, in one to be paid, or paid out (a payout older than those listed was paid long ago). */
function lineStanding(line: ChefLedgerLine, payoutStatus: ReadonlyMap<number, PayoutStatus>): string {
  if (line.payoutId === null) return 'Unpaid';
  return payoutStatus.get(line.payoutId) === 'pending' ? PAYOUT_STATUS_LABELS.pending : 'Paid out';
}

function LedgerLines({ lines, payouts }: { lines: ChefLedgerLine[]; payouts: ChefPayout[] }) {
  const [showAll, setShowAll] = useState(false);
  if (lines.length === 0) return <p className="cc-chef-empty">No earnings yet: completed sessions appear here.</p>;
  const shown = showAll ? lines : lines.slice(0, LINES_AT_FIRST);
  const payoutStatus = new Map(payouts.map((payout) => [payout.id, payout.status]));
  return (
    <>
      <ul className="cc-chef-list cc-chef-ledger" aria-label="Earnings lines">
        {shown.map((line) => {
          const kind = KIND_TAG[line.kind];
          const day = lineDay(line);
          return (
            <li key={line.id}>
              <div className="cc-chef-ledger__what">
                <div>{line.description}</div>
                {formatHoursAtRate(line) && <div className="cc-chef-muted">{formatHoursAtRate(line)}</div>}
                <div className="cc-chef-ledger__meta">
                  <time dateTime={day} className="cc-chef-muted">
                    {formatDay(day)}
                  </time>
                  <Tag color={kind.color}>{kind.label}</Tag>
                  {line.kind !== 'payout' && <span className="cc-chef-muted">{lineStanding(line, payoutStatus)}</span>}
                </div>
              </div>
              <div className="cc-chef-amount">{formatCents(line.amountCents)}</div>
            </li>
          );
        })}
      </ul>
      {lines.length > LINES_AT_FIRST && (
        <Button type="link" className="cc-chef-more" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
          {showAll ? `Show the latest ${LINES_AT_FIRST} only` : `Show all ${lines.length} lines`}
        </Button>
      )}
    </>
  );
}

function PayoutItem({ payout }: { payout: ChefPayout }) {
  const through = formatDay(payout.through);
  return (
    <li>
      <div className="cc-chef-ledger__what">
        <h4>
          Sessions through <time dateTime={payout.through}>{through}</time>
        </h4>
        <div className="cc-chef-ledger__meta">
          <Tag color={STATUS_COLOR[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Tag>
          {payout.paidAt && (
            <span>
              Paid <time dateTime={payout.paidAt}>{formatTimestamp(payout.paidAt)}</time>
            </span>
          )}
        </div>
        {payout.reference && <div className="cc-chef-muted">Reference {payout.reference}</div>}
        {payout.status === 'failed' && <div className="cc-chef-muted">Its lines are owed to you again and go into the next payout.</div>}
        <Button
          className="cc-chef-statement"
          href={`/api/chef/payouts/${payout.id}/statement.pdf`}
          download
          aria-label={`Statement (PDF) of the payout for sessions through ${through}`}
        >
          Statement (PDF)
        </Button>
      </div>
      <dl className="cc-chef-payout-sums">
        {payout.gstCents !== 0 && (
          <>
            <div>
              <dt>Amount</dt>
              <dd>{formatCents(payout.amountCents)}</dd>
            </div>
            <div>
              <dt>GST</dt>
              <dd>{formatCents(payout.gstCents)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Total</dt>
          <dd>
            <strong>{formatCents(payout.amountCents + payout.gstCents)}</strong>
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * What the chef earned and was paid (DECISIONS.md section 13, "Chef views"): the balance owed,
 * the latest ledger lines, the payouts with their statements, and the yearly CSV. Phone first:
 * every list is one column of rows whose amounts sit at their right edge.
 */
export function EarningsSection() {
  const earnings = trpc.chef.earnings.useQuery();
  const thisYear = Number(vancouverToday(new Date()).slice(0, 4));

  return (
    <PortalSection id="earnings" title="Earnings" wide>
      {earnings.isPending ? (
        <SectionLoading label="Loading your earnings..." />
      ) : earnings.isError ? (
        <LoadError title="Your earnings could not be loaded" error={earnings.error} onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <p className="cc-chef-balance">
            You are owed <strong>{formatCents(earnings.data.balanceCents)}</strong>
          </p>
          <p className="cc-chef-muted" style={{ marginTop: 0 }}>
            We pay every Wednesday for your sessions through the Sunday before.
          </p>
          <PayoutSetupNotice />

          <h3 style={{ marginTop: 16 }}>Latest lines</h3>
          <LedgerLines lines={earnings.data.lines} payouts={earnings.data.payouts} />

          <h3 style={{ marginTop: 16 }}>Payouts</h3>
          {earnings.data.payouts.length === 0 ? (
            <p className="cc-chef-empty">No payouts yet: each Wednesday&apos;s payout appears here with its statement.</p>
          ) : (
            <ul className="cc-chef-list cc-chef-ledger" aria-label="Payouts">
              {earnings.data.payouts.map((payout) => (
                <PayoutItem key={payout.id} payout={payout} />
              ))}
            </ul>
          )}

          <h3 style={{ marginTop: 16 }}>Yearly summary</h3>
          <p className="cc-chef-muted" style={{ marginTop: 0 }}>
            Every line of a year as a spreadsheet (CSV), for your records and your tax return.
          </p>
          <div className="cc-chef-downloads">
            {[thisYear, thisYear - 1].map((year) => (
              <Button key={year} href={`/api/chef/earnings/${year}.csv`} download>
                Download {year} CSV
              </Button>
            ))}
          </div>
        </>
      )}
    </PortalSection>
  );
}
