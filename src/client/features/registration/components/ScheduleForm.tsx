import { Alert, Button, Form, Input, InputNumber, Radio, Tabs } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BOOKING_MAX_HOURS,
  BOOKING_MIN_HOURS,
  SERVICE_TYPES,
  TIME_SLOTS,
  type ServiceType,
  type TimeSlot,
} from '../../../../common/constants';
import { DURATION_MESSAGE } from '../../../../common/schemas/booking';
import { endsByMidnight, EVENING_TOO_LONG } from '../../../../common/session-time';
import { vancouverToday } from '../../../../common/vancouver-time';
import { formatLongDay, type IsoDay } from '../dates';
import { CALENDAR_INCOMPLETE } from '../wizardStorage';
import type { Availability } from './availability';
import { MonthCalendar } from './MonthCalendar';

export interface TabChoice {
  date: IsoDay | null;
  timeSlot: TimeSlot | null;
  duration: number | null;
}

export interface ScheduleState {
  serviceType: ServiceType;
  tabs: Record<ServiceType, TabChoice>;
  specialRequests: string;
}

export interface ChosenBooking {
  serviceType: ServiceType;
  bookingDate: IsoDay;
  timeSlot: TimeSlot;
  duration: number;
  specialRequests: string | undefined;
}

interface ScheduleFormProps {
  initial: ScheduleState;
  availability: Availability;
  /** Edit mode: a booking keeps its service type, so the other tab is disabled. */
  lockedType?: ServiceType;
  showSpecialRequests: boolean;
  submitLabel: string;
  submitting: boolean;
  /** What the server said about the last attempt (the labor bank refusal with its way out). */
  serverError: ReactNode;
  backLabel: string;
  onBack: (state: ScheduleState) => void;
  onTypeChange?: (serviceType: ServiceType) => void;
  onSubmit: (booking: ChosenBooking, state: ScheduleState) => void;
  /** More of the form under the chosen day, slot and hours, shown with them ("Repeat weekly"). */
  renderExtra?: (choice: TabChoice) => ReactNode;
}

export const TAB_LABELS: Record<ServiceType, string> = {
  'in-person': 'In-Person Service',
  virtual: 'Virtual Assistance',
};

export const emptyChoice: TabChoice = { date: null, timeSlot: null, duration: null };

function validDuration(duration: number | null): boolean {
  return duration !== null && Number.isInteger(duration) && duration >= BOOKING_MIN_HOURS && duration <= BOOKING_MAX_HOURS;
}

/** What is wrong with the hours, in the server's words: outside 1-12, or an evening past midnight (DECISIONS.md section 23). */
function durationProblem({ timeSlot, duration }: TabChoice): string | null {
  if (duration === null) return null;
  if (!validDuration(duration)) return DURATION_MESSAGE;
  return timeSlot && !endsByMidnight({ timeSlot, duration }) ? EVENING_TOO_LONG : null;
}

/** A date or slot that has since become unavailable (an admin closed it) is no choice. */
function withoutUnavailable(choice: TabChoice, availability: Availability, today: IsoDay): TabChoice {
  const dateOk = choice.date !== null && choice.date >= today && availability.dayClosed(choice.date) === null;
  const date = dateOk ? choice.date : null;
  const timeSlot =
    date && choice.timeSlot && availability.slotClosed(date, choice.timeSlot) === null ? choice.timeSlot : null;
  return { ...choice, date, timeSlot };
}

function TabFields({
  type,
  choice,
  availability,
  today,
  durationError,
  onChange,
}: {
  type: ServiceType;
  choice: TabChoice;
  availability: Availability;
  today: IsoDay;
  durationError: string | null;
  onChange: (choice: TabChoice) => void;
}) {
  const slotLabelId = useId();
  const hoursId = useId();
  const typeLabel = type === 'in-person' ? 'In-person' : 'Virtual';
  return (
    <div className="cc-schedule">
      <div className="cc-schedule__calendar">
        <h2 className="cc-schedule__heading">Choose a date</h2>
        <MonthCalendar
          label={`${typeLabel} booking date`}
          value={choice.date}
          today={today}
          unavailableReason={availability.dayClosed}
          onChange={(date) => {
            const slotStillOpen = choice.timeSlot && availability.slotClosed(date, choice.timeSlot) === null;
            onChange({ ...choice, date, timeSlot: slotStillOpen ? choice.timeSlot : null });
          }}
        />
        <p className="cc-schedule__selected" aria-live="polite">
          {choice.date ? `Selected date: ${formatLongDay(choice.date)}` : 'No date selected yet.'}
        </p>
      </div>
      <div className="cc-schedule__details">
        <h2 id={slotLabelId} className="cc-schedule__heading">
          Time slot
        </h2>
        <Radio.Group
          className="cc-slot-group"
          aria-labelledby={slotLabelId}
          value={choice.timeSlot}
          onChange={(event) => onChange({ ...choice, timeSlot: event.target.value as TimeSlot })}
        >
          {TIME_SLOTS.map((slot) => {
            const closed = choice.date ? availability.slotClosed(choice.date, slot.value) : null;
            return (
              <Radio key={slot.value} value={slot.value} disabled={closed !== null} className="cc-slot">
                {slot.label} ({slot.hours})
                {closed !== null && <span className="cc-slot__closed"> Unavailable</span>}
              </Radio>
            );
          })}
        </Radio.Group>
        <Form.Item
          className="cc-schedule__hours"
          label="Hours"
          htmlFor={hoursId}
          validateStatus={durationError ? 'error' : undefined}
          help={durationError ?? undefined}
          layout="vertical"
        >
          {/* No min, max or precision: antd would silently book 12 hours for 15 and 3 for 2.5, where the schema's message explains. */}
          <InputNumber
            id={hoursId}
            className="cc-schedule__hours-input"
            placeholder="Enter desired hours (1-12)"
            value={choice.duration}
            onChange={(value) => onChange({ ...choice, duration: typeof value === 'number' ? value : null })}
          />
        </Form.Item>
      </div>
    </div>
  );
}

/**
 * The calendar step's body, shared by the wizard and the dashboard's Schedule New and
 * Reschedule: one tab per service type (the active tab is the service type), each with its
 * own date, time slot and hours.
 */
export function ScheduleForm({
  initial,
  availability,
  lockedType,
  showSpecialRequests,
  submitLabel,
  submitting,
  serverError,
  backLabel,
  onBack,
  onTypeChange,
  onSubmit,
  renderExtra,
}: ScheduleFormProps) {
  const today = vancouverToday(new Date());
  // Rendered once the blocks are known: a saved day or slot that an admin has since closed
  // is dropped, so it must be chosen again.
  const [state, setState] = useState<ScheduleState>(() => ({
    ...initial,
    tabs: {
      'in-person': withoutUnavailable(initial.tabs['in-person'], availability, today),
      virtual: withoutUnavailable(initial.tabs.virtual, availability, today),
    },
  }));
  const [problem, setProblem] = useState<'incomplete' | 'duration' | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const specialRequestsId = useId();

  useEffect(() => {
    if (problem === 'incomplete') problemRef.current?.focus();
  }, [problem]);

  const choice = state.tabs[state.serviceType];
  const durationError = problem === null ? null : durationProblem(choice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { date, timeSlot, duration } = choice;
    if (!date || !timeSlot || duration === null) {
      setProblem('incomplete');
      return;
    }
    if (durationProblem(choice)) {
      setProblem('duration');
      return;
    }
    setProblem(null);
    const specialRequests = state.specialRequests.trim();
    onSubmit(
      { serviceType: state.serviceType, bookingDate: date, timeSlot, duration, specialRequests: specialRequests || undefined },
      state,
    );
  };

  const updateTab = (type: ServiceType, next: TabChoice) => {
    setState((current) => ({ ...current, tabs: { ...current.tabs, [type]: next } }));
    if (problem === 'incomplete') setProblem(null);
  };

  return (
    <form className="cc-schedule-form" onSubmit={submit} noValidate aria-label="Schedule">
      <Tabs
        activeKey={state.serviceType}
        onChange={(key) => {
          const serviceType = key as ServiceType;
          setState((current) => ({ ...current, serviceType }));
          setProblem(null);
          onTypeChange?.(serviceType);
        }}
        items={SERVICE_TYPES.map(({ value }) => ({
          key: value,
          label: TAB_LABELS[value],
          disabled: lockedType !== undefined && lockedType !== value,
          children: (
            <TabFields
              type={value}
              choice={state.tabs[value]}
              availability={availability}
              today={today}
              durationError={value === state.serviceType ? durationError : null}
              onChange={(next) => updateTab(value, next)}
            />
          ),
        }))}
      />
      {renderExtra?.(choice)}
      {showSpecialRequests && (
        <div className="cc-schedule__requests">
          <label htmlFor={specialRequestsId} className="cc-schedule__label">
            Special Requests (optional)
          </label>
          <Input.TextArea
            id={specialRequestsId}
            rows={3}
            maxLength={5000}
            placeholder="Dietary needs, kitchen access, parking, anything the chef should know"
            value={state.specialRequests}
            onChange={(event) => setState((current) => ({ ...current, specialRequests: event.target.value }))}
          />
        </div>
      )}
      {problem === 'incomplete' && (
        <div ref={problemRef} tabIndex={-1} className="cc-wizard__alert">
          <Alert type="error" showIcon role="alert" title={CALENDAR_INCOMPLETE} />
        </div>
      )}
      {serverError}
      <div className="cc-wizard__actions">
        <Button size="large" onClick={() => onBack(state)}>
          {backLabel}
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
