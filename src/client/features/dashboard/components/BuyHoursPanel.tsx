import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { formatCents } from '../../../../common/money';
import { LoadError } from '../../../components/LoadError';
import { GST_LABEL, orderLines, packPrice, pstLabel } from '../../../lib/packPrice';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { PanelLoading } from './PanelLoading';
import { PaymentError } from './PaymentError';
import { formatHours } from '../format';
import { whileBusy } from '../../../lib/busyDialog';

type Pack = RouterOutputs['public']['packs'][number];
type Order = RouterOutputs['business']['billing']['orders'][number];
type CheckoutTerms = RouterOutputs['business']['billing']['checkoutTerms'];
type PaymentProvider = CheckoutTerms['provider'];

/** What the business is told before and after ordering, by how the order is paid (DECISIONS.md section 12). */
export const INVOICE_PAYMENT_TEXT = 'We will email you an invoice; the hours are added when your payment is recorded.';
export const CARD_PAYMENT_TEXT = 'You go on to a secure card payment page (Stripe) to pay; the hours are added as soon as the payment lands.';

function paymentText(provider: PaymentProvider): string {
  return provider === 'stripe' ? CARD_PAYMENT_TEXT : INVOICE_PAYMENT_TEXT;
}

/** "plus GST 5%", with "and PST 7%" when the admin has set a PST rate. */
function taxesText(pstBasisPoints: number): string {
  return pstBasisPoints === 0 ? `plus ${GST_LABEL}` : `plus ${GST_LABEL} and ${pstLabel(pstBasisPoints)}`;
}

/** A pack on sale; its taxes line counts PST too once the terms say the rate is not 0. */
function PackCard({ pack, pstBasisPoints, disabled, onBuy }: { pack: Pack; pstBasisPoints: number; disabled: boolean; onBuy: () => void }) {
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
        {pstBasisPoints === 0
          ? `plus ${GST_LABEL}: ${price.withGst} with GST`
          : `${taxesText(pstBasisPoints)}: ${orderLines(pack.priceCents, pstBasisPoints).total} with taxes`}
      </p>
      <Button type="primary" onClick={onBuy} disabled={disabled} className="cc-pack__buy">
        Buy<span className="cc-visually-hidden"> the {pack.name} pack</span>
      </Button>
    </li>
  );
}

/** business.billing.checkoutTerms as the dialog needs it: how the order will be paid and the PST rate it will carry. */
interface TermsState {
  data: CheckoutTerms | undefined;
  /** The last call's error (even with older terms kept: they may be out of date). */
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

interface ConfirmProps {
  pack: Pack | null;
  terms: TermsState;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}

/** The order's lines as the order will have them: subtotal, GST, PST when its rate is not 0, and the total. */
function PurchaseLines({ pack, pstBasisPoints }: { pack: Pack; pstBasisPoints: number }) {
  const lines = orderLines(pack.priceCents, pstBasisPoints);
  return (
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
        <dd>{lines.subtotal}</dd>
      </div>
      <div>
        <dt>{GST_LABEL}</dt>
        <dd>{lines.gst}</dd>
      </div>
      {lines.pst && (
        <div>
          <dt>{lines.pst.label}</dt>
          <dd>{lines.pst.amount}</dd>
        </div>
      )}
      <div className="cc-purchase-lines__total">
        <dt>Total</dt>
        <dd>{lines.total}</dd>
      </div>
    </dl>
  );
}

/**
 * The order's lines before it is placed, with how it will be paid. Place Order waits for the
 * terms, fetched again as the dialog opens (no total is shown that the order would not have),
 * and stays disabled while the call runs, so one click is one order.
 */
function ConfirmPurchaseDialog({ pack, terms, onClose, onPlaced }: ConfirmProps) {
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

  const close = () => {
    if (busy) return;
    create.reset();
    onClose();
  };

  return (
    <Modal
      className="cc-dash-dialog"
      open={pack !== null}
      title={pack ? `Buy the ${pack.name} pack` : 'Buy hours'}
      onCancel={close}
      {...whileBusy(busy)}
      footer={null}
      destroyOnHidden
    >
      {pack && (
        <>
          {terms.error ? (
            <LoadError title="Could not load your order's total" error={terms.error} onRetry={terms.refetch} />
          ) : !terms.data ? (
            <PanelLoading label="Loading your order's taxes and how it is paid…" rows={4} />
          ) : (
            <>
              <PurchaseLines pack={pack} pstBasisPoints={terms.data.pstBasisPoints} />
              <h3 className="cc-purchase-how">How you pay</h3>
              <p>{paymentText(terms.data.provider)}</p>
              <p className="cc-muted">Prices are in Canadian dollars.</p>
            </>
          )}
          {create.isError && <PaymentError className="cc-purchase-error" title="Your order was not placed" error={create.error} />}
          {redirecting && (
            <p role="status" className="cc-muted">
              Taking you to the secure payment page…
            </p>
          )}
          <div className="cc-dialog__actions">
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="primary" loading={busy} disabled={busy || !terms.data || Boolean(terms.error) || terms.isFetching} onClick={() => create.mutate({ packId: pack.id })}>
              {create.isPending ? 'Placing order…' : 'Place Order'}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/**
 * "Buy hours": the packs on sale with their price, price per hour and taxes; Buy asks to confirm
 * the order's lines (at the PST rate in force) and says how it will be paid, then either takes
 * the browser to Stripe Checkout or says the invoice is on its way (the hours reach the bank
 * only once the order is paid).
 */
export function BuyHoursPanel() {
  const packs = trpc.public.packs.useQuery();
  const terms = trpc.business.billing.checkoutTerms.useQuery();
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<Pack | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const pstBasisPoints = terms.data?.pstBasisPoints ?? 0;

  const buy = (pack: Pack) => {
    setChosen(pack);
    // The admin may have changed the PST rate since the view opened: the dialog shows the rate in force.
    void terms.refetch();
  };
  const onPlaced = (order: Order) => {
    setChosen(null);
    setPlaced(order);
    void utils.business.billing.orders.invalidate();
  };

  return (
    <section className="cc-dash__panel" aria-labelledby="buy-hours-title">
      <h2 id="buy-hours-title">Buy hours</h2>
      <p className="cc-muted cc-panel__lead">Top up your labor bank with a pack of hours. Prices are {taxesText(pstBasisPoints)}.</p>
      {placed && (
        <Alert
          type="success"
          showIcon
          className="cc-purchase-placed"
          title={`Order ${placed.number} placed`}
          description={`${placed.packName}, ${formatHours(placed.hours)}, ${formatCents(placed.totalCents)} with taxes. ${paymentText(placed.provider)}`}
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
            <PackCard key={pack.id} pack={pack} pstBasisPoints={pstBasisPoints} disabled={chosen !== null} onBuy={() => buy(pack)} />
          ))}
        </ul>
      )}
      <ConfirmPurchaseDialog
        pack={chosen}
        terms={{ data: terms.data, error: terms.error, isFetching: terms.isFetching, refetch: () => void terms.refetch() }}
        onClose={() => setChosen(null)} onPlaced={onPlaced} />
    </section>
  );
}
