import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useMay } from '../../../lib/role';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';
import { formatTransactionDate } from '../format';
import type { DashboardData, LaborTransaction } from '../useDashboard';
import { BuyHoursPanel } from './BuyHoursPanel';
import { CheckoutNote } from './CheckoutNote';
import { availablePercent, HoursMeter, TransactionHours } from './LaborBankSummary';
import { LowBalancePanel } from './LowBalancePanel';
import { PurchasesPanel } from './PurchasesPanel';
import { ViewHeading } from './ViewHeading';

/** Stripe Checkout's way back: ?order=<id> after paying, with &checkout=canceled after leaving. */
const ORDER_PARAM = 'order';
const CHECKOUT_PARAM = 'checkout';

interface LedgerRow extends LaborTransaction {
  balance: number;
}

/**
 * The ledger, newest first, with the balance after each line. The server lists it newest
 * first and every change of the bank writes a line, so the balance is the running sum from
 * the oldest line (DECISIONS.md section 4: the ledger sums to the available hours).
 */
export function withRunningBalance(newestFirst: LaborTransaction[]): LedgerRow[] {
  let balance = 0;
  const oldestFirst = [...newestFirst].reverse().map((line) => {
    balance += line.hours;
    return { ...line, balance };
  });
  return oldestFirst.reverse();
}

export function LaborBankView({ data, focusHeading, onRequestHours }: { data: DashboardData; focusHeading: boolean; onRequestHours: () => void }) {
  const total = data.laborBank?.totalHours ?? 0;
  const used = data.laborBank?.usedHours ?? 0;
  const available = data.laborBank?.availableHours ?? 0;
  const rows = withRunningBalance(data.laborTransactions);
  const mayPay = useMay('pay');
  const [searchParams, setSearchParams] = useSearchParams();
  const orderParam = searchParams.get(ORDER_PARAM);
  const checkoutCanceled = searchParams.get(CHECKOUT_PARAM) === 'canceled';

  const dismissNote = () =>
    setSearchParams(
      (params) => {
        params.delete(ORDER_PARAM);
        params.delete(CHECKOUT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <SafeDangerTheme>
      <div className="cc-dash__heading-row">
        <ViewHeading focus={focusHeading}>Labor Bank</ViewHeading>
        <Button type="primary" onClick={onRequestHours}>
          Request Additional Hours
        </Button>
      </div>
      {(orderParam !== null || checkoutCanceled) && (
        <CheckoutNote orderParam={orderParam ?? ''} canceled={checkoutCanceled} onDismiss={dismissNote} />
      )}
      <section className="cc-dash__panel" aria-labelledby="labor-totals-title">
        <h2 id="labor-totals-title">Your hours</h2>
        <dl className="cc-labor__totals">
          <div>
            <dt>Total purchased</dt>
            <dd>{total}</dd>
          </div>
          <div>
            <dt>Used</dt>
            <dd>{used}</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{available}</dd>
          </div>
        </dl>
        <HoursMeter percent={availablePercent(available, total)} label="Share of your hours available" />
        <p className="cc-muted">
          {available} hours available out of {total} total purchased
        </p>
      </section>
      {mayPay && <BuyHoursPanel />}
      <PurchasesPanel />
      {mayPay && <LowBalancePanel />}
      <section className="cc-dash__panel" aria-labelledby="ledger-title">
        <h2 id="ledger-title">Ledger</h2>
        {rows.length > 0 ? (
          <table className="cc-ledger-table">
            <caption className="cc-visually-hidden">Every change to your labor bank, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="cc-ledger-table__number">
                  Hours
                </th>
                <th scope="col" className="cc-ledger-table__number">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="cc-ledger-table__date">{formatTransactionDate(row.transactionDate)}</td>
                  <td>{row.description}</td>
                  <td className="cc-ledger-table__number">
                    <TransactionHours hours={row.hours} />
                  </td>
                  <td className="cc-ledger-table__number">{row.balance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="cc-muted">No activity yet.</p>
        )}
      </section>
    </SafeDangerTheme>
  );
}
