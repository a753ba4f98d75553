import { PlainButton } from '../../../components/ButtonLink';
import { formatTransactionDate, signedHours } from '../format';
import type { DashboardData, LaborTransaction } from '../useDashboard';

/** SPEC.md section 9: the summary shows the 3 most recent ledger lines. */
const RECENT_TRANSACTIONS = 3;

/** SPEC.md section 9: available / total x 100, or 0 when nothing was ever purchased. */
export function availablePercent(available: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((available / total) * 100)));
}

/** The share of the hours still available, as a bar (antd's Progress look, in plain CSS). */
export function HoursMeter({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="cc-meter" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <div className="cc-meter__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function TransactionHours({ hours }: { hours: number }) {
  return (
    <span className={hours > 0 ? 'cc-hours cc-hours--plus' : 'cc-hours cc-hours--minus'}>
      {signedHours(hours)}
      <span className="cc-visually-hidden">{hours > 0 ? ' hours added' : ' hours used'}</span>
    </span>
  );
}

function RecentTransaction({ line }: { line: LaborTransaction }) {
  return (
    <li className="cc-ledger-line">
      <div>
        <p className="cc-ledger-line__description">{line.description}</p>
        <p className="cc-ledger-line__date">{formatTransactionDate(line.transactionDate)}</p>
      </div>
      <TransactionHours hours={line.hours} />
    </li>
  );
}

interface LaborBankSummaryProps {
  data: DashboardData;
  onRequestHours: () => void;
  onShowLedger: () => void;
}

export function LaborBankSummary({ data, onRequestHours, onShowLedger }: LaborBankSummaryProps) {
  const total = data.laborBank?.totalHours ?? 0;
  const available = data.laborBank?.availableHours ?? 0;
  const percent = availablePercent(available, total);
  const recent = data.laborTransactions.slice(0, RECENT_TRANSACTIONS);

  return (
    <section className="cc-dash__panel" aria-labelledby="labor-summary-title">
      <h2 id="labor-summary-title">Labor Bank Summary</h2>
      <p className="cc-labor__available">
        <span className="cc-labor__available-value">{available}</span> {Math.abs(available) === 1 ? 'hour' : 'hours'}
      </p>
      <HoursMeter percent={percent} label={`${percent}% of your hours available`} />
      <p className="cc-muted">
        {available} hours available out of {total} total purchased
      </p>
      <h3 className="cc-labor__recent-title">Recent Activity</h3>
      {recent.length > 0 ? (
        <ul className="cc-ledger-list">
          {recent.map((line) => (
            <RecentTransaction key={line.id} line={line} />
          ))}
        </ul>
      ) : (
        <p className="cc-muted">No activity yet.</p>
      )}
      <div className="cc-labor__actions">
        <PlainButton variant="primary" onClick={onRequestHours}>
          Request Additional Hours
        </PlainButton>
        <PlainButton variant="link" onClick={onShowLedger}>
          View full ledger
        </PlainButton>
      </div>
    </section>
  );
}
