import { Alert, Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { formatCents } from '../../../../common/money';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage } from '../../../lib/apiError';
import { useMay } from '../../../lib/role';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { PanelLoading } from './PanelLoading';
import { PaymentError } from './PaymentError';
import { formatHours, formatTransactionDate } from '../format';
import { whileBusy } from '../../../lib/busyDialog';

type Order = RouterOutputs['business']['billing']['orders'][number];

/* Solid tags, dark enough for white text at 4.5:1 in both themes; each also says its status in words. */
const STATUS_TAGS: Record<Order['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: '#ad4e00' },
  paid: { label: 'Paid', color: '#237804' },
  refunded: { label: 'Refunded', color: '#0958d9' },
  expired: { label: 'Expired', color: '#595959' },
  canceled: { label: 'Canceled', color: '#595959' },
};

export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const tag = STATUS_TAGS[status];
  return (
    <Tag color={tag.color} className="cc-order__status">
      {tag.label}
    </Tag>
  );
}

/** One of an order's PDFs, with the session cookie: its invoice, its receipt once paid, its credit note once refunded. */
export function documentHref(orderId: number, document: 'invoice' | 'receipt' | 'credit-note'): string {
  return `/api/billing/orders/${orderId}/${document}.pdf`;
}

interface OrderRowProps {
  order: Order;
  /** Another call on the orders runs (a cancel, a payment page being opened): their buttons wait. */
  busy: boolean;
  /** The member's role pays: the order's documents, paying and canceling are offered (DECISIONS.md section 18). */
  mayPay: boolean;
  /** This order's payment page is being opened. */
  paying: boolean;
  onCancel: () => void;
  onPay: () => void;
}

function OrderRow({ order, busy, mayPay, paying, onCancel, onPay }: OrderRowProps) {
  const numberId = `order-${order.id}-number`;
  const pending = order.status === 'pending';
  return (
    <li className="cc-order" aria-labelledby={numberId}>
      <div className="cc-order__main">
        <p className="cc-order__heading">
          <span id={numberId} className="cc-order__number">
            {order.number}
          </span>
          <OrderStatusTag status={order.status} />
        </p>
        <p className="cc-muted cc-order__meta">
          {order.packName}, {formatHours(order.hours)} · ordered {formatTransactionDate(order.createdAt)}
          {order.paidAt && <> · paid {formatTransactionDate(order.paidAt)}</>}
        </p>
      </div>
      <p className="cc-order__total">
        <span className="cc-visually-hidden">Total </span>
        {formatCents(order.totalCents)}
      </p>
      {mayPay && (
        <div className="cc-order__actions">
          <a href={documentHref(order.id, 'invoice')} download={`${order.number}.pdf`} className="cc-order__document">
            Invoice<span className="cc-visually-hidden"> {order.number} (PDF)</span>
          </a>
          {order.paidAt && (
            <a href={documentHref(order.id, 'receipt')} download className="cc-order__document">
              Receipt<span className="cc-visually-hidden"> for {order.number} (PDF)</span>
            </a>
          )}
          {order.status === 'refunded' && (
            <a href={documentHref(order.id, 'credit-note')} download className="cc-order__document">
              Credit note<span className="cc-visually-hidden"> for {order.number} (PDF)</span>
            </a>
          )}
          {pending && order.provider === 'stripe' && (
            <Button size="small" type="primary" onClick={onPay} loading={paying} disabled={busy}>
              Pay now<span className="cc-visually-hidden"> order {order.number}</span>
            </Button>
          )}
          {pending && (
            <Button size="small" onClick={onCancel} disabled={busy}>
              Cancel<span className="cc-visually-hidden"> order {order.number}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * "Pay now" on a pending card order: business.billing.resumeCheckout gives its Stripe Checkout
 * page again, where the browser goes; a null URL means the order can no longer be paid by card
 * (paid, canceled or expired meanwhile), which the panel says, with the list fetched again.
 */
function useResumeCheckout() {
  const utils = trpc.useUtils();
  const [redirecting, setRedirecting] = useState(false);
  /** The number of the order that turned out not payable by card, for the message. */
  const [notPayable, setNotPayable] = useState<string | null>(null);
  const resume = trpc.business.billing.resumeCheckout.useMutation({
    onSuccess: async ({ checkoutUrl }) => {
      if (checkoutUrl) {
        setRedirecting(true);
        window.location.assign(checkoutUrl);
        return;
      }
      await utils.business.billing.orders.invalidate();
    },
  });
  const pay = (order: Order) => {
    setNotPayable(null);
    resume.mutate({ orderId: order.id }, { onSuccess: ({ checkoutUrl }) => setNotPayable(checkoutUrl ? null : order.number) });
  };
  const dismiss = () => {
    setNotPayable(null);
    resume.reset();
  };
  const busy = resume.isPending || redirecting;
  return { pay, dismiss, busy, payingId: busy ? resume.variables?.orderId : undefined, redirecting, notPayable, error: resume.error };
}

function PayNowNotice({ resume }: { resume: ReturnType<typeof useResumeCheckout> }) {
  if (resume.redirecting) {
    return (
      <p role="status" className="cc-muted cc-purchase-notice">
        Taking you to the secure payment page…
      </p>
    );
  }
  if (resume.error) {
    return <PaymentError className="cc-purchase-notice" title="Could not open the payment page" error={resume.error} onClose={resume.dismiss} />;
  }
  if (resume.notPayable) {
    return (
      <Alert
        type="warning"
        showIcon
        className="cc-purchase-notice"
        title={`Order ${resume.notPayable} can no longer be paid by card`}
        description="It was paid, canceled or has expired in the meantime; its status below is up to date. To add hours, buy a pack under Buy hours."
        closable={{ onClose: resume.dismiss, 'aria-label': 'Dismiss this message' }}
      />
    );
  }
  return null;
}

/** Asks before a pending order is canceled; the dialog stays open with the server's message if the call fails. */
function CancelOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const cancel = trpc.business.billing.cancelOrder.useMutation({
    onSuccess: async (canceled) => {
      toast.success('Order canceled', `${canceled.number} is canceled. Nothing was charged.`);
      onClose();
      await utils.business.billing.orders.invalidate();
    },
  });
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  return (
    <Modal
      className="cc-dash-dialog"
      open={order !== null}
      title={order ? `Cancel order ${order.number}?` : 'Cancel order'}
      onCancel={close}
      {...whileBusy(cancel.isPending)}
      footer={null}
      destroyOnHidden
    >
      {order && (
        <>
          <p>
            The {order.packName} pack ({formatHours(order.hours)}, {formatCents(order.totalCents)}) will not be added to your
            labor bank. Do not pay its invoice once it is canceled.
          </p>
          {cancel.isError && (
            <Alert type="error" showIcon title="The order was not canceled" description={apiErrorMessage(cancel.error, 'Please try again.')} />
          )}
          <div className="cc-dialog__actions">
            <Button onClick={close} disabled={cancel.isPending}>
              Keep Order
            </Button>
            <Button danger type="primary" loading={cancel.isPending} disabled={cancel.isPending} onClick={() => cancel.mutate({ orderId: order.id })}>
              Cancel Order
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** "Purchases": the business's orders, newest first, each with its invoice (and its receipt once paid, its credit note once refunded); a pending one can be canceled, and a pending card order paid. */
export function PurchasesPanel() {
  const orders = trpc.business.billing.orders.useQuery();
  const [canceling, setCanceling] = useState<Order | null>(null);
  const resume = useResumeCheckout();
  const mayPay = useMay('pay');

  return (
    <section className="cc-dash__panel" aria-labelledby="purchases-title">
      <h2 id="purchases-title">Purchases</h2>
      <PayNowNotice resume={resume} />
      {orders.isPending ? (
        <PanelLoading label="Loading your purchases…" rows={2} />
      ) : orders.isError ? (
        <LoadError title="Could not load your purchases" error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className="cc-muted">No purchases yet. The packs you buy show here with their invoices.</p>
      ) : (
        <ul className="cc-orders">
          {orders.data.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              busy={canceling !== null || resume.busy}
              mayPay={mayPay}
              paying={resume.payingId === order.id}
              onCancel={() => setCanceling(order)}
              onPay={() => resume.pay(order)}
            />
          ))}
        </ul>
      )}
      <CancelOrderDialog order={canceling} onClose={() => setCanceling(null)} />
    </section>
  );
}
