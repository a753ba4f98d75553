import { CalendarOutlined, DeleteOutlined, EditOutlined, LoadingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { serviceTypeLabel } from '../../../../common/constants';
import { formatSessions } from '../../../../common/series';
import { sessionLabel } from '../../../../common/session-time';
import { cancellationTerms, FINDING_YOUR_CHEF, LATE_CANCELLATION_HOURS, NO_MOVE_WITHIN_24_HOURS, SESSION_STARTED, withinLateWindow } from '../../../../common/session-life';
import { bookingStart, sessionStarted } from '../../../../common/vancouver-time';
import { PlainButton } from '../../../components/ButtonLink';
import { ChefIdentity } from '../../../components/ChefIdentity';
import { apiErrorMessage } from '../../../lib/apiError';
import { downloadFile, ICS_TYPE } from '../../../lib/downloadFile';
import { toast } from '../../../lib/toast';
import { useMay } from '../../../lib/role';
import { trpc } from '../../../lib/trpc';
import { formatBookingDate, formatHours } from '../format';
import { bookingIcsFileName, bookingToIcs } from '../ics';
import { useRefreshDashboard, type DashboardBooking, type DashboardData } from '../useDashboard';
import { TimesheetPanel } from './TimesheetPanel';
import { BookingFollowUp } from './BookingFollowUp';

function downloadIcs(booking: DashboardBooking): void {
  downloadFile(bookingIcsFileName(booking), bookingToIcs(booking, new Date()), ICS_TYPE);
}

/**
 * The spec's browser confirmation, and under it what cancelling now costs, computed as the
 * server will charge it (DECISIONS.md section 10) so the business knows before it confirms.
 */
export function cancelQuestion(booking: Pick<DashboardBooking, 'duration' | 'bookingDate' | 'timeSlot' | 'chef'>, now: Date): string {
  const question = 'Are you sure you want to cancel this booking?';
  const { refundedHours, feeHours } = cancellationTerms({ duration: booking.duration, startsAt: bookingStart(booking), staffed: booking.chef !== null }, now);
  if (feeHours === 0) return question;
  const outcome =
    refundedHours === 0
      ? `all ${formatHours(feeHours)} will be kept as a late cancellation fee.`
      : `${formatHours(feeHours)} will be kept as a late cancellation fee and ${formatHours(refundedHours)} will return to your labor bank.`;
  return `${question}\n\nYour chef is assigned and the booking starts in less than ${LATE_CANCELLATION_HOURS} hours: ${outcome}`;
}

/** The sentence that follows a cancel's success message when the cancel kept hours as its fee. */
function feeKept(feeHours: number): string {
  return `${formatHours(feeHours)} ${feeHours === 1 ? 'was' : 'were'} kept as a late cancellation fee.`;
}

/** The spec's success message, then the late cancellation fee the cancel answer says was kept (DECISIONS.md section 23). */
export function canceledMessage(feeHours: number): string {
  const canceled = 'Your booking has been canceled successfully.';
  return feeHours === 0 ? canceled : `${canceled} ${feeKept(feeHours)}`;
}

/** What "Cancel this and following" gave back and kept, summed over the sessions it canceled (DECISIONS.md section 20). */
export function canceledFollowingMessage(sessions: number, refundedHours: number, feeHours: number): string {
  const canceled = `${formatSessions(sessions)} canceled: ${formatHours(refundedHours)} returned to your labor bank.`;
  return feeHours === 0 ? canceled : `${canceled} ${feeKept(feeHours)}`;
}

/** A session of a series: it and every later session of its series, after a confirmation that says so. */
function CancelFollowing({ booking, described }: { booking: DashboardBooking; described: string }) {
  const refresh = useRefreshDashboard();
  const cancel = trpc.business.bookings.cancelFollowing.useMutation({
    onSuccess: async ({ canceled, refundedHours, feeHours }) => {
      toast.success('Sessions Canceled', canceledFollowingMessage(canceled.length, refundedHours, feeHours));
      await refresh();
    },
    onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to cancel these sessions. Please try again.')),
  });
  const question = `Cancel this session and every later session of this weekly booking?\n\nEach one is canceled on its own terms: a session with a chef less than ${LATE_CANCELLATION_HOURS} hours away keeps a late cancellation fee.`;
  return (
    <PlainButton
      aria-label={`Cancel this and following: ${described}`}
      disabled={cancel.isPending}
      onClick={() => {
        if (window.confirm(question)) cancel.mutate({ bookingId: booking.id });
      }}
    >
      {cancel.isPending ? <LoadingOutlined aria-hidden /> : <DeleteOutlined aria-hidden />}
      Cancel this and following
    </PlainButton>
  );
}

/**
 * Cancel (after the spec's browser confirmation), Reschedule and add to a calendar. Within 24
 * hours of its start a booking with a chef cannot be moved (DECISIONS.md section 16): the card
 * says so where Reschedule was. From its start it cannot be canceled (section 24): the card says
 * that instead of offering Cancel, and a cancel sent from a page opened earlier shows the
 * server's reason.
 */
function ConfirmedActions({ booking }: { booking: DashboardBooking }) {
  const refresh = useRefreshDashboard();
  const cancel = trpc.business.bookings.cancel.useMutation({
    onSuccess: async ({ feeHours }) => {
      toast.success('Booking Canceled', canceledMessage(feeHours));
      await refresh();
    },
    onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to cancel booking. Please try again.')),
  });
  const described = `${serviceTypeLabel(booking.serviceType)} on ${formatBookingDate(booking.bookingDate)}`;
  const now = new Date();
  const movable = !withinLateWindow({ startsAt: bookingStart(booking), staffed: booking.chef !== null }, now);
  const started = sessionStarted(booking, now);
  const mayBook = useMay('book');

  return (
    <div className="cc-booking__actions">
      {!mayBook ? null : movable ? (
        <Link
          to={`/register/schedule-calendar?edit=${booking.id}`}
          className="cc-button cc-button--default cc-button--middle"
          aria-label={`Reschedule ${described}`}
        >
          <EditOutlined aria-hidden />
          Reschedule
        </Link>
      ) : (
        // Once started, "cancel it instead" no longer holds: the note below says why neither is offered.
        !started && <p className="cc-booking__note">{NO_MOVE_WITHIN_24_HOURS}</p>
      )}
      {!mayBook ? null : started ? (
        <p className="cc-booking__note">{SESSION_STARTED}</p>
      ) : (
        <PlainButton
          aria-label={`Cancel ${described}`}
          disabled={cancel.isPending}
          onClick={() => {
            if (window.confirm(cancelQuestion(booking, new Date()))) cancel.mutate({ bookingId: booking.id });
          }}
        >
          {cancel.isPending ? <LoadingOutlined aria-hidden /> : <DeleteOutlined aria-hidden />}
          Cancel
        </PlainButton>
      )}
      {mayBook && !started && booking.seriesId !== null && <CancelFollowing booking={booking} described={described} />}
      <PlainButton
        variant="text"
        // Starts with the visible words, so a voice-control user can say what they see.
        aria-label={`Add to calendar: ${described}`}
        onClick={() => downloadIcs(booking)}
      >
        <CalendarOutlined aria-hidden />
        Add to calendar
      </PlainButton>
    </div>
  );
}

/**
 * Who will cook (DECISIONS.md section 9): the chef once assigned, else "Awaiting chef". An
 * open offer is the coordinator's business: to the business it is still awaiting a chef, and
 * it is told what happens next rather than left to guess (section 17, "Honest states").
 */
function BookingChef({ booking }: { booking: DashboardBooking }) {
  if (booking.chef) {
    return (
      <p className="cc-booking__chef">
        <span className="cc-visually-hidden">Your chef: </span>
        <ChefIdentity chef={booking.chef} />
        {/* DECISIONS.md section 14: the chef said they will come. */}
        {booking.chefConfirmed && <span className="cc-tag cc-tag--confirmed">Chef confirmed</span>}
      </p>
    );
  }
  return (
    <p className="cc-booking__chef">
      <span className="cc-booking__awaiting">Awaiting chef</span>
      <span className="cc-booking__next">{FINDING_YOUR_CHEF}</span>
    </p>
  );
}

/**
 * "Booked by <first name>" where the business has more than one member (DECISIONS.md section
 * 18), counted as the dashboard answers it: its active members. An invited person who has not
 * joined yet cannot book, has no name to show and may never join, so with one active member
 * every booking is theirs and the line would tell nothing.
 */
export function bookedByShown(data: Pick<DashboardData, 'activeMembers'>): boolean {
  return data.activeMembers > 1;
}

function BookedBy({ booking }: { booking: DashboardBooking }) {
  if (!booking.createdBy) return null;
  return <p className="cc-muted cc-booking__by">Booked by {booking.createdBy.name.split(' ')[0]}</p>;
}

/**
 * One booking: date, service, its slot with its start and end, and hours; its chef and actions while it is confirmed. Once
 * the chef has reported hours, the session has happened: those hours replace Reschedule and Cancel.
 * `status` is shown after the date (My Bookings tags each booking's status).
 */
export function BookingCard({ booking, status, bookedBy = false }: { booking: DashboardBooking; status?: ReactNode; bookedBy?: boolean }) {
  return (
    <li className="cc-booking">
      <div className="cc-booking__details">
        <p className="cc-booking__date">
          {formatBookingDate(booking.bookingDate)}
          {status}
          {/* A session of a standing booking (DECISIONS.md section 20). */}
          {booking.seriesId !== null && <span className="cc-tag cc-booking__series">Weekly</span>}
        </p>
        <p className="cc-booking__service">{serviceTypeLabel(booking.serviceType)}</p>
        <p className="cc-booking__meta">
          <span>{sessionLabel(booking)}</span>
          <span aria-hidden> · </span>
          <span>{formatHours(booking.duration)}</span>
        </p>
        {bookedBy && <BookedBy booking={booking} />}
        {booking.status === 'confirmed' && <BookingChef booking={booking} />}
        {booking.status === 'completed' && <BookingFollowUp booking={booking} />}
      </div>
      {booking.timesheet ? <TimesheetPanel booking={booking} timesheet={booking.timesheet} /> : booking.status === 'confirmed' && <ConfirmedActions booking={booking} />}
    </li>
  );
}

/** Confirmed bookings, soonest first. */
export function upcomingBookings(bookings: DashboardBooking[]): DashboardBooking[] {
  return bookings
    .filter((booking) => booking.status === 'confirmed')
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.id - b.id);
}
