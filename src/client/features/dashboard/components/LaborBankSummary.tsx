import { Button, Progress } from 'antd';
import { formatTransactionDate, signedHours } from '../format';
import type { DashboardData, LaborTransaction } from '../useDashboard';

/** SPEC.md section 9: the summary shows the 3 most recent ledger lines. */
const RECENT_TRANSACTIONS = 3;

/** SPEC.md section 9: available / total x 100, or 0 when nothing was ever purchased. */
export function availablePercent(available: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((available / total) * 100)));
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
      <Progress percent={percent} showInfo={false} aria-label={`${percent}% of your hours available`} />
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
        <Button type="primary" onClick={onRequestHours}>
          Request Additional Hours
        </Button>
        <Button type="link" onClick={onShowLedger}>
          View full ledger
        </Button>
      </div>
    </section>
  );
}
