import { Alert, Skeleton } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ServiceType, TimeSlot } from '../../../../common/constants';
import { NOT_ENOUGH_HOURS } from '../../../../common/messages';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, isNotSignedIn } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { availabilityFrom, everythingOpen, type Availability } from '../components/availability';
import {
  emptyChoice,
  ScheduleForm,
  type ChosenBooking,
  type ScheduleState,
  type TabChoice,
} from '../components/ScheduleForm';
import { noRepeat, RepeatWeekly, seriesPreview, type RepeatChoice } from '../components/RepeatWeekly';
import { useWizardGuard } from '../components/useWizardGuard';
import { WizardFrame } from '../components/WizardFrame';
import { formatLongDay, fromWizardDate, toWizardDate } from '../dates';
import { chosenBooking, readStep, saveStep, type CalendarData } from '../wizardStorage';
import { idFrom } from '../../../../common/ids';

/** The blocked days and slots, or everything open while they load or if they cannot be read. */
function useAvailability(): { availability: Availability; loading: boolean } {
  const blocked = trpc.public.blockedSlots.useQuery();
  const availability = useMemo(() => (blocked.data ? availabilityFrom(blocked.data) : everythingOpen), [blocked.data]);
  return { availability, loading: blocked.isPending };
}

/** The server's refusal, with the way out the labor bank needs (DECISIONS.md section 4). */
function ServerError({ error, dashboardPath }: { error: unknown; dashboardPath: string }) {
  if (!error) return null;
  const message = apiErrorMessage(error, 'The booking could not be saved. Please try again.');
  let action: ReactNode = null;
  if (message === NOT_ENOUGH_HOURS) {
    action = (
      <p>
        You can ask for more from your <Link to={dashboardPath}>dashboard</Link>: choose Request Additional Hours in
        the Labor Bank Summary.
      </p>
    );
  } else if (isNotSignedIn(error)) {
    action = (
      <p>
        Your session has ended. <Link to="/login">Log in</Link> and try again.
      </p>
    );
  }
  return (
    <div className="cc-wizard__alert">
      <Alert type="error" showIcon role="alert" title={message} description={action} />
    </div>
  );
}

function choiceFromStorage(date: string | undefined, timeSlot: TimeSlot | undefined, duration: number | undefined): TabChoice {
  return { date: fromWizardDate(date), timeSlot: timeSlot ?? null, duration: duration ?? null };
}

function calendarDataFrom(state: ScheduleState): CalendarData {
  const inPerson = state.tabs['in-person'];
  const virtual = state.tabs.virtual;
  const specialRequests = state.specialRequests.trim();
  return {
    serviceType: state.serviceType,
    inPersonBookingDate: inPerson.date ? toWizardDate(inPerson.date) : undefined,
    inPersonTimeSlot: inPerson.timeSlot ?? undefined,
    inPersonDuration: inPerson.duration ?? undefined,
    virtualBookingDate: virtual.date ? toWizardDate(virtual.date) : undefined,
    virtualTimeSlot: virtual.timeSlot ?? undefined,
    virtualDuration: virtual.duration ?? undefined,
    specialRequests: specialRequests || undefined,
  };
}

/** Keeps the service step's choice in step with the active tab (SPEC.md section 2). */
function saveServiceType(serviceType: ServiceType): void {
  const service = readStep('serviceData');
  if (service && service.serviceType !== serviceType) saveStep('serviceData', { ...service, serviceType });
}

function WizardSchedule() {
  const allowed = useWizardGuard(4);
  const navigate = useNavigate();
  const { availability, loading } = useAvailability();
  const [initial] = useState<ScheduleState>(() => {
    const saved = readStep('calendarData');
    const serviceType = readStep('serviceData')?.serviceType ?? saved?.serviceType ?? 'in-person';
    return {
      serviceType,
      tabs: {
        'in-person': choiceFromStorage(saved?.inPersonBookingDate, saved?.inPersonTimeSlot, saved?.inPersonDuration),
        virtual: choiceFromStorage(saved?.virtualBookingDate, saved?.virtualTimeSlot, saved?.virtualDuration),
      },
      specialRequests: saved?.specialRequests ?? '',
    };
  });
  if (!allowed) return null;

  return (
    <WizardFrame step={4} title="Schedule" intro={<p>Pick a day, a time slot and how many hours you need.</p>}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <ScheduleForm
          initial={initial}
          availability={availability}
          showSpecialRequests
          submitLabel="Next"
          submitting={false}
          serverError={null}
          backLabel="Previous"
          onBack={(state) => {
            const data = calendarDataFrom(state);
            if (chosenBooking(data)) saveStep('calendarData', data);
            navigate('/register/schedule-type');
          }}
          onTypeChange={saveServiceType}
          onSubmit={(_booking, state) => {
            saveStep('calendarData', calendarDataFrom(state));
            saveServiceType(state.serviceType);
            navigate('/register/confirmation');
          }}
        />
      )}
    </WizardFrame>
  );
}

/** Dashboard "Schedule New": a booking for the signed-in business, in-person by default, once or repeated weekly. */
function NewBookingSchedule({ businessId }: { businessId: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { availability, loading } = useAvailability();
  const dashboard = trpc.business.dashboard.useQuery({});
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const dashboardPath = `/dashboard/${businessId}`;
  const booked = async (title: string, detail: string) => {
    // No chef has accepted yet (DECISIONS.md section 17, "Honest states"): the toast says so.
    toast.success(title, detail);
    await utils.business.dashboard.invalidate();
    navigate(dashboardPath);
  };
  const create = trpc.business.bookings.create.useMutation({
    onSuccess: (booking) => booked("Booking confirmed: we're finding your chef", `For ${formatLongDay(booking.bookingDate)}. We'll email you when a chef accepts.`),
  });
  const createSeries = trpc.business.bookings.createSeries.useMutation({
    onSuccess: ({ series }) => booked("Weekly booking confirmed: we're finding your chefs", `${series.summary}, from ${formatLongDay(series.firstDate)}. We'll email you as chefs accept.`),
  });
  const pending = create.isPending || createSeries.isPending;
  const initial: ScheduleState = {
    serviceType: 'in-person',
    tabs: { 'in-person': emptyChoice, virtual: emptyChoice },
    specialRequests: '',
  };
  return (
    <WizardFrame title="Schedule a New Booking" intro={<p>The hours are taken from your labor bank.</p>}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <ScheduleForm
          initial={initial}
          availability={availability}
          showSpecialRequests
          submitLabel={pending ? 'Booking...' : 'Book Now'}
          submitting={pending}
          serverError={<ServerError error={repeat.on ? createSeries.error : create.error} dashboardPath={dashboardPath} />}
          backLabel="Back to Dashboard"
          onBack={() => navigate(dashboardPath)}
          renderExtra={(choice) => (
            <RepeatWeekly repeat={repeat} choice={choice} availability={availability} availableHours={dashboard.data?.laborBank?.availableHours} onChange={setRepeat} />
          )}
          onSubmit={(booking: ChosenBooking, state) => {
            const preview = repeat.on ? seriesPreview(repeat, state.tabs[state.serviceType], availability) : null;
            if (!preview) return create.mutate({ businessId, ...booking });
            const { firstDate: _firstDate, ...rule } = preview.rule;
            createSeries.mutate({ serviceType: booking.serviceType, firstDate: booking.bookingDate, timeSlot: booking.timeSlot, duration: booking.duration, specialRequests: booking.specialRequests, ...rule });
          }}
        />
      )}
    </WizardFrame>
  );
}

/** Dashboard "Reschedule": the booking's day, slot and hours change; its service type stays. */
function RescheduleBooking({ bookingId }: { bookingId: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { availability, loading } = useAvailability();
  const dashboard = trpc.business.dashboard.useQuery({});
  const dashboardPath = dashboard.data ? `/dashboard/${dashboard.data.business.id}` : '/dashboard';
  const reschedule = trpc.business.bookings.reschedule.useMutation({
    onSuccess: async (booking) => {
      toast.success('Booking Rescheduled', `Your booking is now on ${formatLongDay(booking.bookingDate)}.`);
      await utils.business.dashboard.invalidate();
      navigate(dashboardPath);
    },
  });

  const title = 'Reschedule Booking';
  if (dashboard.isPending || loading) {
    return (
      <WizardFrame title={title}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </WizardFrame>
    );
  }
  if (dashboard.error) {
    return (
      <WizardFrame title={title}>
        <ServerError error={dashboard.error} dashboardPath="/dashboard" />
      </WizardFrame>
    );
  }
  const booking = dashboard.data.bookings.find((candidate) => candidate.id === bookingId);
  if (!booking || booking.status !== 'confirmed') {
    return (
      <WizardFrame title={title}>
        <Alert
          type="warning"
          showIcon
          title="This booking cannot be rescheduled"
          description="Only upcoming (confirmed) bookings of your business can be moved."
        />
        <div className="cc-wizard__actions">
          <ButtonLink to={dashboardPath} size="large">
            Back to Dashboard
          </ButtonLink>
        </div>
      </WizardFrame>
    );
  }
  const serviceType: ServiceType = booking.serviceType === 'in-person' ? 'in-person' : 'virtual';
  const initial: ScheduleState = {
    serviceType,
    tabs: {
      'in-person': emptyChoice,
      virtual: emptyChoice,
      [serviceType]: { date: booking.bookingDate, timeSlot: booking.timeSlot as TimeSlot, duration: booking.duration },
    },
    specialRequests: '',
  };
  return (
    <WizardFrame
      title={title}
      intro={
        <p>
          Currently {formatLongDay(booking.bookingDate)}. Any change in hours is settled with your labor bank.
        </p>
      }
    >
      <ScheduleForm
        initial={initial}
        availability={availability}
        lockedType={serviceType}
        showSpecialRequests={false}
        submitLabel={reschedule.isPending ? 'Saving...' : 'Save Changes'}
        submitting={reschedule.isPending}
        serverError={<ServerError error={reschedule.error} dashboardPath={dashboardPath} />}
        backLabel="Back to Dashboard"
        onBack={() => navigate(dashboardPath)}
        onSubmit={({ bookingDate, timeSlot, duration }) => reschedule.mutate({ bookingId, bookingDate, timeSlot, duration })}
      />
    </WizardFrame>
  );
}

/**
 * /register/schedule-calendar: step 4 of the wizard, or, from the dashboard, a new booking
 * (?businessId=…&skipRegistration=true) or a reschedule (?edit=bookingId).
 */
export function ScheduleCalendarPage() {
  const [params] = useSearchParams();
  const editId = idFrom(params.get('edit'));
  const businessId = params.get('skipRegistration') === 'true' ? idFrom(params.get('businessId')) : null;
  usePageMeta(
    editId ? 'Reschedule Booking' : businessId ? 'Schedule a New Booking' : 'Schedule',
    'Choose a day, a time slot and the hours you need from a Red Seal chef.',
  );
  if (editId) return <RescheduleBooking bookingId={editId} />;
  if (businessId) return <NewBookingSchedule businessId={businessId} />;
  return <WizardSchedule />;
}
