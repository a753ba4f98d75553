import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage } from '../../../lib/apiError';
import { GST_LABEL, packPrice } from '../../../lib/packPrice';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { PanelLoading } from './PanelLoading';
import { formatHours } from '../format';

type Pack = RouterOutputs['public']['packs'][number];
type Order = RouterOutputs['business']['billing']['orders'][number];
type PaymentProvider = Order['provider'];

/** What the business is told before and after ordering, by how the order is paid (DECISIONS.md section 12). */
export const INVOICE_PAYMENT_TEXT = 'We will email you an invoice; the hours are added when your payment is recorded.';
const CARD_PAYMENT_TEXT = 'You pay by card on a secure Stripe page; the hours are added as soon as the payment lands.';
const EITHER_PAYMENT_TEXT = `${INVOICE_PAYMENT_TEXT} When card payment is offered, you go on to a secure card payment page instead.`;

function paymentText(provider: PaymentProvider | undefined): string {
  if (provider === 'invoice') return INVOICE_PAYMENT_TEXT;
  if (provider === 'stripe') return CARD_PAYMENT_TEXT;
  return EITHER_PAYMENT_TEXT;
}

function PackCard({ pack, disabled, onBuy }: { pack: Pack; disabled: boolean; onBuy: () => void }) {
  const price = packPrice(pack);
  const titleId = `pack-${pack.id}-title`;
  return (
    <li className="cc-pack" aria-labelledby={titleId}>
      <h3 id={titleId} className="cc-pack__name">
        {pack.name}
      </h3>
      <p className="cc-pack__hours">{formatHours(pack.hours)}</p>
      <p className="cc-pack__price">{price.price}</p>
      <p className="cc-muted cc-pack__detail">{price.perHour} per hour</p>
      <p className="cc-muted cc-pack__detail">
        plus {GST_LABEL}: {price.withGst} with GST
      </p>
      <Button type="primary" onClick={onBuy} disabled={disabled} className="cc-pack__buy">
        Buy<span className="cc-visually-hidden"> the {pack.name} pack</span>
      </Button>
    </li>
  );
}

interface ConfirmProps {
  pack: Pack | null;
  provider: PaymentProvider | undefined;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}

/** The order's lines before it is placed; Place Order stays disabled while the call runs, so one click is one order. */
function ConfirmPurchaseDialog({ pack, provider, onClose, onPlaced }: ConfirmProps) {
  const [redirecting, setRedirecting] = useState(false);
  const create = trpc.business.billing.createOrder.useMutation({
    onSuccess: ({ order, checkoutUrl }) => {
      if (checkoutUrl) {
        // Card payment: Stripe Checkout, which returns to /dashboard?view=labor-bank&order=<id>.
        setRedirecting(true);
        window.location.assign(checkoutUrl);
        return;
      }
      onPlaced(order);
    },
  });
  const busy = create.isPending || redirecting;
  const price = pack ? packPrice(pack) : null;

  const close = () => {
    if (busy) return;
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={pack !== null}
      title={pack ? `Buy the ${pack.name} pack` : 'Buy hours'}
      onCancel={close}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: !busy }}
      footer={null}
      destroyOnHidden
    >
      {pack && price && (
        <>
          <dl className="cc-purchase-lines">
            <div>
              <dt>Pack</dt>
              <dd>{pack.name}</dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd>{pack.hours}</dd>
            </div>
            <div>
              <dt>Subtotal</dt>
              <dd>{price.price}</dd>
            </div>
            <div>
              <dt>{GST_LABEL}</dt>
              <dd>{price.gst}</dd>
            </div>
            <div className="cc-purchase-lines__total">
              <dt>Total</dt>
              <dd>{price.withGst}</dd>
            </div>
          </dl>
          <h3 className="cc-purchase-how">How you pay</h3>
          <p>{paymentText(provider)}</p>
          <p className="cc-muted">Prices are in Canadian dollars.</p>
          {create.isError && (
            <Alert
              type="error"
              showIcon
              className="cc-purchase-error"
              title="Your order was not placed"
              description={apiErrorMessage(create.error, 'Nothing was charged. Please try again.')}
            />
          )}
          {redirecting && (
            <p role="status" className="cc-muted">
              Taking you to the secure payment page…
            </p>
          )}
          <div className="cc-dialog__actions">
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="primary" loading={busy} disabled={busy} onClick={() => create.mutate({ packId: pack.id })}>
              {create.isPending ? 'Placing order…' : 'Place Order'}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/**
 * "Buy hours": the packs on sale with their price, price per hour and GST; Buy asks to confirm
 * the order's lines, then either takes the browser to Stripe Checkout or says the invoice is on
 * its way (the hours reach the bank only once the order is paid).
 */
export function BuyHoursPanel({ latestProvider }: { latestProvider: PaymentProvider | undefined }) {
  const packs = trpc.public.packs.useQuery();
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<Pack | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);

  const onPlaced = (order: Order) => {
    setChosen(null);
    setPlaced(order);
    void utils.business.billing.orders.invalidate();
  };

  return (
    <section className="cc-dash__panel" aria-labelledby="buy-hours-title">
      <h2 id="buy-hours-title">Buy hours</h2>
      <p className="cc-muted cc-panel__lead">
        Top up your labor bank with a pack of hours. Prices are plus {GST_LABEL}.
      </p>
      {placed && (
        <Alert
          type="success"
          showIcon
          className="cc-purchase-placed"
          title={`Order ${placed.number} placed`}
          description={`${placed.packName}, ${formatHours(placed.hours)}. ${paymentText(placed.provider)}`}
          closable={{ onClose: () => setPlaced(null), 'aria-label': 'Dismiss' }}
        />
      )}
      {packs.isPending ? (
        <PanelLoading label="Loading the hour packs…" rows={3} />
      ) : packs.isError ? (
        <LoadError title="Could not load the hour packs" error={packs.error} onRetry={() => void packs.refetch()} />
      ) : packs.data.length === 0 ? (
        <p className="cc-muted">No hour packs are on sale right now. Request Additional Hours and we will call you.</p>
      ) : (
        <ul className="cc-packs">
          {packs.data.map((pack) => (
            <PackCard key={pack.id} pack={pack} disabled={chosen !== null} onBuy={() => setChosen(pack)} />
          ))}
        </ul>
      )}
      <ConfirmPurchaseDialog pack={chosen} provider={latestProvider} onClose={() => setChosen(null)} onPlaced={onPlaced} />
    </section>
  );
}
