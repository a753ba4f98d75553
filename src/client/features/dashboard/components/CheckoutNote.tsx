import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { idFrom } from '../../../../common/ids';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/apiError';
import { trpc } from '../../../lib/trpc';
import { formatHours } from '../format';
import { useRefreshDashboard } from '../useDashboard';

/** How often the pending note asks again: every 3 s for the first two minutes, then every 15 s. */
const FAST_POLL_MS = 3000;
const SLOW_POLL_MS = 15_000;
const FAST_POLLS = 40;

interface CheckoutNoteProps {
  /** The `order` search parameter Stripe Checkout returns with. */
  orderParam: string;
  /** `checkout=canceled`: the business left Checkout without paying. */
  canceled: boolean;
  onDismiss: () => void;
}

/**
 * Back from Stripe Checkout (/dashboard?view=labor-bank&order=<id>): the payment lands by a
 * webhook, maybe a few seconds later, so the note asks for the order until it is paid, then
 * says how many hours came in and refreshes the bank.
 */
export function CheckoutNote({ orderParam, canceled, onDismiss }: CheckoutNoteProps) {
  const orderId = idFrom(orderParam);
  const refreshDashboard = useRefreshDashboard();
  const utils = trpc.useUtils();
  const order = trpc.business.billing.order.useQuery(
    { orderId: orderId ?? 0 },
    {
      enabled: orderId !== null && !canceled,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        const refused = apiErrorStatus(query.state.error);
        if (status !== undefined && status !== 'pending') return false;
        if (refused !== undefined && refused >= 400 && refused < 500) return false;
        return query.state.dataUpdateCount < FAST_POLLS ? FAST_POLL_MS : SLOW_POLL_MS;
      },
      refetchIntervalInBackground: false,
    },
  );
  const status = order.data?.status;

  // Once paid, the dashboard's bank and the purchases list are out of date: fetch them again, once.
  const refreshed = useRef(false);
  useEffect(() => {
    if (status !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void refreshDashboard();
    void utils.business.billing.orders.invalidate();
    void utils.business.billing.lowBalance.invalidate();
  }, [status, refreshDashboard, utils]);

  const closable = { onClose: onDismiss, 'aria-label': 'Dismiss this note' };

  if (canceled) {
    return (
      <Alert
        className="cc-checkout-note"
        type="info"
        showIcon
        title="Checkout canceled: nothing was charged"
        description="You can pay this order later with Pay now under Purchases, or cancel it there if you no longer want it."
        closable={closable}
      />
    );
  }
  if (orderId === null) return null;
  if (order.isError) {
    return (
      <Alert
        className="cc-checkout-note"
        type="warning"
        showIcon
        title="We could not check this payment"
        description={apiErrorMessage(order.error, 'Please reload the page in a moment.')}
        closable={closable}
      />
    );
  }
  if (!order.data || status === 'pending') {
    return (
      <Alert
        className="cc-checkout-note"
        type="info"
        showIcon
        role="status"
        title="Payment pending: your hours will appear as soon as the payment lands"
        description={order.data ? `Order ${order.data.number}. This note updates by itself.` : 'Checking your payment…'}
      />
    );
  }
  if (status === 'paid') {
    return (
      <Alert
        className="cc-checkout-note"
        type="success"
        showIcon
        role="status"
        title={`Payment received: ${formatHours(order.data.hours)} added`}
        description={`Order ${order.data.number}, ${order.data.packName}. Thank you!`}
        closable={closable}
      />
    );
  }
  return (
    <Alert
      className="cc-checkout-note"
      type="warning"
      showIcon
      title={status === 'refunded' ? `Order ${order.data.number} was refunded` : `Order ${order.data.number} was not paid`}
      description={status === 'refunded' ? 'Its hours were taken back from your labor bank.' : 'Nothing was charged. You can buy hours again whenever you are ready.'}
      closable={closable}
    />
  );
}
