import { Alert, Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { formatCents } from '../../../../common/money';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { PanelLoading } from './PanelLoading';
import { formatHours, formatTransactionDate } from '../format';

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

/** GET /api/billing/orders/{id}/invoice.pdf, with the session cookie: the invoice, or the receipt once paid. */
export function invoiceHref(orderId: number): string {
  return `/api/billing/orders/${orderId}/invoice.pdf`;
}

function OrderRow({ order, canceling, onCancel }: { order: Order; canceling: boolean; onCancel: () => void }) {
  const numberId = `order-${order.id}-number`;
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
      <div className="cc-order__actions">
        <a href={invoiceHref(order.id)} download={`${order.number}.pdf`} className="cc-order__invoice">
          Invoice<span className="cc-visually-hidden"> {order.number} (PDF)</span>
        </a>
        {order.status === 'pending' && (
          <Button size="small" onClick={onCancel} disabled={canceling}>
            Cancel<span className="cc-visually-hidden"> order {order.number}</span>
          </Button>
        )}
      </div>
    </li>
  );
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
      open={order !== null}
      title={order ? `Cancel order ${order.number}?` : 'Cancel order'}
      onCancel={close}
      closable={!cancel.isPending}
      keyboard={!cancel.isPending}
      mask={{ closable: !cancel.isPending }}
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

/** "Purchases": the business's orders, newest first, each with its invoice; a pending one can be canceled. */
export function PurchasesPanel() {
  const orders = trpc.business.billing.orders.useQuery();
  const [canceling, setCanceling] = useState<Order | null>(null);

  return (
    <section className="cc-dash__panel" aria-labelledby="purchases-title">
      <h2 id="purchases-title">Purchases</h2>
      {orders.isPending ? (
        <PanelLoading label="Loading your purchases…" rows={2} />
      ) : orders.isError ? (
        <LoadError title="Could not load your purchases" error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className="cc-muted">No purchases yet. The packs you buy show here with their invoices.</p>
      ) : (
        <ul className="cc-orders">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} canceling={canceling !== null} onCancel={() => setCanceling(order)} />
          ))}
        </ul>
      )}
      <CancelOrderDialog order={canceling} onClose={() => setCanceling(null)} />
    </section>
  );
}
