import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useRef, useState } from 'react';
import { serviceTypeLabel } from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { formatCents } from '../../../../common/money';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/apiError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PortalSection, SectionLoading } from './PortalSection';
import { SeriesOffers } from './SeriesOffers';
import type { ChefOffer } from './types';

/** "Harbour Street Kitchen, Tue, Jun 3, 2025, Evening, 4:00 p.m. to 8:00 p.m.": what a button or dialog names the offer by. */
function offerName(offer: ChefOffer): string {
  return `${offer.booking.business.name}, ${formatDay(offer.booking.bookingDate)}, ${sessionLabel(offer.booking)}`;
}

function OfferDetails({ offer }: { offer: ChefOffer }) {
  const { booking } = offer;
  return (
    <div>
      <h4>{booking.business.name}</h4>
      <div>
        <time dateTime={booking.bookingDate}>{formatDay(booking.bookingDate)}</time>, {sessionLabel(booking)} · {booking.duration} hours · {serviceTypeLabel(booking.serviceType)}
      </div>
      <div className="cc-chef-muted">{booking.business.city}</div>
      <div className="cc-chef-offer-pay">
        <strong>{formatCents(offer.payCents)}</strong> for {booking.duration === 1 ? '1 hour' : `${booking.duration} hours`}
      </div>
      {offer.needs.serviceDescription && <p className="cc-chef-offer-needs">What they need: {offer.needs.serviceDescription}</p>}
      {offer.needs.specialRequests && <p className="cc-chef-offer-needs">Special requests: {offer.needs.specialRequests}</p>}
      <div className="cc-chef-muted">
        Offer closes <time dateTime={offer.expiresAt}>{formatTimestamp(offer.expiresAt)}</time>
      </div>
      {offer.cannotAccept && <p className="cc-chef-offer-blocked">{offer.cannotAccept}</p>}
    </div>
  );
}

/**
 * The chef's open offers (DECISIONS.md section 9), soonest booking first, each with Accept and
 * Decline; a standing booking offered whole is one card above them (section 20). The first accept of a booking wins: a later one, or one that has closed meanwhile,
 * answers 409 in words, which shows above the list while the list refreshes without it.
 */
export function OffersSection() {
  const utils = trpc.useUtils();
  const offers = trpc.chef.offers.useQuery();
  const seriesOffers = trpc.chef.seriesOffers.useQuery();
  const [seriesRunning, setSeriesRunning] = useState(false);
  const accept = trpc.chef.acceptOffer.useMutation();
  const decline = trpc.chef.declineOffer.useMutation();
  const [modal, contextHolder] = Modal.useModal();
  /** The server's 409 of the last answer, in its words. */
  const [conflict, setConflict] = useState<string | null>(null);
  /** Which offer's call is running, and which of its buttons. */
  const [running, setRunning] = useState<{ id: number; action: 'accept' | 'decline' } | null>(null);
  /** Where focus goes when the offer whose button had it leaves the list. */
  const listRef = useRef<HTMLDivElement>(null);

  /** A call answered: the list (and, after an accept, the assignments) catch up. */
  async function refresh(withAssignments: boolean) {
    await Promise.all([utils.chef.offers.invalidate(), utils.chef.seriesOffers.invalidate(), withAssignments ? utils.chef.assignments.invalidate() : null]);
    listRef.current?.focus();
  }

  /** A 409 (or a 404: the offer went away) stays above the list; anything else is a toast. */
  async function failed(error: unknown, title: string) {
    const status = apiErrorStatus(error);
    if (status === 409 || status === 404) {
      setConflict(apiErrorMessage(error, 'This offer is no longer open'));
      await refresh(false);
    } else {
      toast.error(title, apiErrorMessage(error, 'Please try again.'));
    }
  }

  async function onAccept(offer: ChefOffer) {
    setConflict(null);
    setRunning({ id: offer.id, action: 'accept' });
    try {
      await accept.mutateAsync({ id: offer.id });
      toast.success('Offer accepted', `${offerName(offer)} is now one of your assignments.`);
      await refresh(true);
    } catch (error) {
      await failed(error, 'Offer not accepted');
    } finally {
      setRunning(null);
    }
  }

  function confirmDecline(offer: ChefOffer) {
    setConflict(null);
    void modal.confirm({
      title: 'Decline this offer?',
      content: `${offerName(offer)}: the offer closes and you will not be able to accept it later.`,
      okText: 'Decline offer',
      cancelText: 'Keep offer',
      okButtonProps: { danger: true },
      onOk: async () => {
        setRunning({ id: offer.id, action: 'decline' });
        try {
          await decline.mutateAsync({ id: offer.id });
          toast.success('Offer declined');
          await refresh(false);
        } catch (error) {
          await failed(error, 'Offer not declined');
        } finally {
          setRunning(null);
        }
      },
    });
  }

  return (
    <PortalSection id="offers" title="Open offers" wide>
      {contextHolder}
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={conflict}
          closable={{ 'aria-label': 'Dismiss this message', onClose: () => setConflict(null) }}
          style={{ marginBottom: 12 }}
        />
      )}
      {offers.isPending || seriesOffers.isPending ? (
        <SectionLoading label="Loading offers..." />
      ) : offers.isError || seriesOffers.isError ? (
        <LoadError title="Offers could not be loaded" error={offers.error ?? seriesOffers.error} onRetry={() => void Promise.all([offers.refetch(), seriesOffers.refetch()])} />
      ) : (
        <div ref={listRef} tabIndex={-1} className="cc-chef-offers">
          <SeriesOffers offers={seriesOffers.data.seriesOffers} running={running !== null || seriesRunning} setRunning={setSeriesRunning} onAnswered={refresh} />
          {offers.data.length === 0 && seriesOffers.data.seriesOffers.length > 0 ? null : offers.data.length === 0 ? (
            <p className="cc-chef-empty">No open offers right now. When a business booking fits your week, its offer will show here.</p>
          ) : (
            <ul className="cc-chef-list" aria-label="Open offers" aria-busy={running !== null}>
              {offers.data.map((offer) => (
                <li key={offer.id}>
                  <OfferDetails offer={offer} />
                  <div className="cc-chef-offer-actions">
                    <Button
                      type="primary"
                      onClick={() => void onAccept(offer)}
                      // The server would refuse it, and says why above; Decline stays.
                      disabled={running !== null || seriesRunning || offer.cannotAccept !== null}
                      loading={running?.id === offer.id && running.action === 'accept'}
                      aria-label={`Accept offer: ${offerName(offer)}`}
                    >
                      Accept
                    </Button>
                    <Button
                      onClick={() => confirmDecline(offer)}
                      disabled={running !== null || seriesRunning}
                      loading={running?.id === offer.id && running.action === 'decline'}
                      aria-label={`Decline offer: ${offerName(offer)}`}
                    >
                      Decline
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PortalSection>
  );
}
