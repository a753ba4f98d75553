import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { seriesOfferSummary } from '../../../../common/series';
import { sessionLabel } from '../../../../common/session-time';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/apiError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { ChefSeriesOffer } from './types';

/** "Harbour Street Kitchen: 8 sessions, Fridays, Dec 11 - Jan 29, $1,664.00": what a button or dialog names the series offer by. */
function seriesOfferName(offer: ChefSeriesOffer): string {
  return `${offer.businessName}: ${seriesOfferSummary(
    offer.sessions.map(({ bookingDate }) => bookingDate),
    offer.payCents,
  )}`;
}

/** What an accept answered for the sessions it did not take, each by its day, slot and reason. */
interface NotTaken {
  title: string;
  lines: string[];
}

/**
 * The chef's series offers (DECISIONS.md section 20): one card a standing booking, with its
 * sessions, their days and their pay together. Accept takes every session the chef can work
 * that no other chef took first; what was not taken stays above the list, each session with why.
 */
export function SeriesOffers({ offers, running, setRunning, onAnswered }: {
  offers: ChefSeriesOffer[];
  running: boolean;
  setRunning: (running: boolean) => void;
  /** A call answered: the lists (and, after an accept, the assignments) catch up. */
  onAnswered: (withAssignments: boolean) => Promise<void>;
}) {
  const accept = trpc.chef.acceptSeriesOffer.useMutation();
  const decline = trpc.chef.declineSeriesOffer.useMutation();
  const [modal, contextHolder] = Modal.useModal();
  const [notTaken, setNotTaken] = useState<NotTaken | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: 'accept' | 'decline' } | null>(null);

  async function call(offer: ChefSeriesOffer, action: 'accept' | 'decline', work: () => Promise<void>) {
    setNotTaken(null);
    setRunning(true);
    setBusy({ id: offer.id, action });
    try {
      await work();
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 409 || status === 404) setNotTaken({ title: apiErrorMessage(error, 'This offer is no longer open'), lines: [] });
      else toast.error(action === 'accept' ? 'Series not accepted' : 'Series not declined', apiErrorMessage(error, 'Please try again.'));
      await onAnswered(false);
    } finally {
      setBusy(null);
      setRunning(false);
    }
  }

  function onAccept(offer: ChefSeriesOffer) {
    void call(offer, 'accept', async () => {
      const answer = await accept.mutateAsync({ id: offer.id });
      const sessionOf = new Map(offer.sessions.map((session) => [session.bookingId, session]));
      const taken = answer.taken.length;
      toast.success(taken === 0 ? 'No session taken' : 'Series accepted', `${taken} ${taken === 1 ? 'session is' : 'sessions are'} now among your assignments.`);
      if (answer.notTaken.length > 0) {
        setNotTaken({
          title: `${answer.notTaken.length} ${answer.notTaken.length === 1 ? 'session was' : 'sessions were'} not taken`,
          lines: answer.notTaken.map(({ bookingId, reason }) => {
            const session = sessionOf.get(bookingId);
            return session ? `${formatDay(session.bookingDate)}, ${sessionLabel(session)}: ${reason}` : reason;
          }),
        });
      }
      await onAnswered(true);
    });
  }

  function confirmDecline(offer: ChefSeriesOffer) {
    void modal.confirm({
      title: 'Decline this series?',
      content: `${seriesOfferName(offer)}: every session of the offer closes and you will not be able to accept them later.`,
      okText: 'Decline series',
      cancelText: 'Keep offer',
      okButtonProps: { danger: true },
      onOk: () =>
        call(offer, 'decline', async () => {
          await decline.mutateAsync({ id: offer.id });
          toast.success('Series declined');
          await onAnswered(false);
        }),
    });
  }

  return (
    <>
      {contextHolder}
      {notTaken && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={notTaken.title}
          description={notTaken.lines.length > 0 ? <ul className="cc-chef-not-taken">{notTaken.lines.map((line) => <li key={line}>{line}</li>)}</ul> : undefined}
          closable={{ 'aria-label': 'Dismiss this message', onClose: () => setNotTaken(null) }}
          style={{ marginBottom: 12 }}
        />
      )}
      {offers.length > 0 && (
        <ul className="cc-chef-list" aria-label="Series offers" aria-busy={running}>
          {offers.map((offer) => (
            <li key={offer.id} className="cc-chef-series-offer">
              <div>
                <h4>{offer.businessName}</h4>
                <div className="cc-chef-offer-pay">
                  <strong>
                    {seriesOfferSummary(
                      offer.sessions.map(({ bookingDate }) => bookingDate),
                      offer.payCents,
                    )}
                  </strong>
                </div>
                <ul className="cc-chef-series-sessions" aria-label={`Sessions of ${offer.businessName}'s series`}>
                  {offer.sessions.map((session) => (
                    <li key={session.bookingId}>
                      <time dateTime={session.bookingDate}>{formatDay(session.bookingDate)}</time>, {sessionLabel(session)}
                    </li>
                  ))}
                </ul>
                <div className="cc-chef-muted">
                  Offer closes <time dateTime={offer.expiresAt}>{formatTimestamp(offer.expiresAt)}</time>. Accepting takes every session you can work that no other chef took first.
                </div>
              </div>
              <div className="cc-chef-offer-actions">
                <Button type="primary" onClick={() => onAccept(offer)} disabled={running} loading={busy?.id === offer.id && busy.action === 'accept'} aria-label={`Accept series: ${seriesOfferName(offer)}`}>
                  Accept series
                </Button>
                <Button onClick={() => confirmDecline(offer)} disabled={running} loading={busy?.id === offer.id && busy.action === 'decline'} aria-label={`Decline series: ${seriesOfferName(offer)}`}>
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
