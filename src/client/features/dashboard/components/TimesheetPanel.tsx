import { CheckOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Suspense, useId, useState } from 'react';
import { serviceTypeLabel } from '../../../../common/constants';
import { NOT_ENOUGH_HOURS } from '../../../../common/messages';
import { PlainButton } from '../../../components/ButtonLink';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/apiError';
import { formatTimestamp } from '../../../lib/formatDay';
import { lazyThemed } from '../../../lib/lazyThemed';
import { toast } from '../../../lib/toast';
import { useMay } from '../../../lib/role';
import { trpc } from '../../../lib/trpc';
import { formatBookingDate, formatHours } from '../format';
import { timesheetLedgerEffect } from '../timesheet';
import { useRefreshDashboard, type DashboardBooking } from '../useDashboard';

// The panel paints with the dashboard's plain CSS; the dispute form brings antd when first opened.
const DisputeTimesheetDialog = lazyThemed(() => import('./DisputeTimesheetDialog').then((module) => module.DisputeTimesheetDialog));

type Timesheet = NonNullable<DashboardBooking['timesheet']>;

/** 'never' until first opened: the dialog's code loads then, and it stays mounted to close. */
type DialogState = 'never' | 'open' | 'closed';

/** A refused confirm, in the server's words, with what the business can do about it. */
function ConfirmRefused({ message }: { message: string }) {
  return (
    <div className="cc-timesheet__alert" role="alert">
      <ExclamationCircleOutlined aria-hidden />
      <div>
        <strong>{message}</strong>
        {message === NOT_ENOUGH_HOURS && (
          <p>Confirming these hours needs more than your labor bank holds. Request additional hours and confirm again, or dispute the hours.</p>
        )}
      </div>
    </div>
  );
}

/** Hours reported and waiting for the business: confirm them, or dispute them with a reason. */
function AwaitingAnswer({ booking, timesheet }: { booking: DashboardBooking; timesheet: Timesheet }) {
  const refresh = useRefreshDashboard();
  const confirm = trpc.business.bookings.confirmTimesheet.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dispute, setDispute] = useState<DialogState>('never');
  const described = `${serviceTypeLabel(booking.serviceType)} on ${formatBookingDate(booking.bookingDate)}`;

  async function onConfirm() {
    setRefusal(null);
    try {
      await confirm.mutateAsync({ bookingId: booking.id });
    } catch (error) {
      // A 409 is the bank's shortfall, or an answer given meanwhile (the 72 hours ran out): it
      // stays in the panel, and the dashboard reloads in case the hours have moved on.
      if (apiErrorStatus(error) === 409) {
        setRefusal(apiErrorMessage(error, NOT_ENOUGH_HOURS));
        await refresh();
      } else {
        toast.error('Hours not confirmed', apiErrorMessage(error, 'Please try again.'));
      }
      return;
    }
    toast.success('Hours confirmed', `${described} is completed. ${timesheetLedgerEffect(booking.duration, timesheet.hours, true)}`);
    await refresh();
  }

  return (
    <>
      <p className="cc-timesheet__effect">If you confirm: {timesheetLedgerEffect(booking.duration, timesheet.hours, false)}</p>
      <p className="cc-muted">
        If you do not answer first, these hours are confirmed automatically on{' '}
        <time dateTime={timesheet.confirmBy}>{formatTimestamp(timesheet.confirmBy)}</time>
      </p>
      {refusal && <ConfirmRefused message={refusal} />}
      <div className="cc-booking__actions">
        <PlainButton variant="primary" disabled={confirm.isPending} onClick={() => void onConfirm()} aria-label={`Confirm hours: ${described}`}>
          {confirm.isPending ? <LoadingOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
          Confirm hours
        </PlainButton>
        <PlainButton disabled={confirm.isPending} onClick={() => setDispute('open')} aria-label={`Dispute hours: ${described}`}>
          Dispute
        </PlainButton>
      </div>
      {dispute !== 'never' && (
        <Suspense fallback={null}>
          <DisputeTimesheetDialog
            bookingId={booking.id}
            described={described}
            reportedHours={timesheet.hours}
            open={dispute === 'open'}
            onClose={() => setDispute('closed')}
            onDisputed={refresh}
          />
        </Suspense>
      )}
    </>
  );
}

const STATUS_TEXT: Record<Timesheet['status'], string> = {
  submitted: 'Awaiting your answer',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  settled: 'Settled by ChefConnect',
};

/**
 * The hours the chef reported for a booking (DECISIONS.md section 10), against the hours
 * booked, and what they do to the labor bank: while they wait for the business, its answer;
 * afterwards, how they ended.
 */
export function TimesheetPanel({ booking, timesheet }: { booking: DashboardBooking; timesheet: Timesheet }) {
  const headingId = useId();
  const chefName = booking.chef?.name ?? 'Your chef';
  const mayBook = useMay('book');
  const worked = timesheet.status === 'settled' ? `Settled at ${formatHours(timesheet.hours)}` : `${chefName} reported ${formatHours(timesheet.hours)}`;
  return (
    <section className="cc-timesheet" aria-labelledby={headingId}>
      <h3 id={headingId} className="cc-timesheet__title">
        Hours worked <span className={`cc-timesheet__status cc-timesheet__status--${timesheet.status}`}>{STATUS_TEXT[timesheet.status]}</span>
      </h3>
      <p>
        <strong>{worked}</strong> · {formatHours(booking.duration)} booked
      </p>
      {timesheet.note && <p className="cc-timesheet__note">Note from your chef: “{timesheet.note}”</p>}
      {timesheet.status === 'submitted' &&
        (mayBook ? (
          <AwaitingAnswer booking={booking} timesheet={timesheet} />
        ) : (
          <p className="cc-muted">An owner or a manager confirms or disputes these hours.</p>
        ))}
      {timesheet.status === 'disputed' && (
        <p>
          With a ChefConnect coordinator: “{timesheet.disputeReason}”. They will settle the hours and let you know; your labor bank does not
          change until then.
        </p>
      )}
      {(timesheet.status === 'confirmed' || timesheet.status === 'settled') && (
        <p className="cc-timesheet__effect">{timesheetLedgerEffect(booking.duration, timesheet.hours, true)}</p>
      )}
    </section>
  );
}
