import { Alert, Checkbox, InputNumber, Radio } from 'antd';
import { useId } from 'react';
import {
  SERIES_MAX_EVERY,
  SERIES_MAX_SESSIONS,
  SERIES_TOO_LONG,
  SERIES_TOO_MANY,
  SERIES_WEEKDAYS,
  SKIPPED_BLOCKED,
  SKIPPED_STARTED,
  formatSessions,
  seriesDates,
  seriesLastAllowedDate,
  seriesWeekdayOf,
  weekdayName,
  type SeriesWeekday,
} from '../../../../common/series';
import { formatHours } from '../../../../common/text';
import { formatLongDay } from '../dates';
import { STARTED, type Availability } from './availability';
import type { TabChoice } from './ScheduleForm';

/** How the business wants a booking repeated (DECISIONS.md section 20); off books it once. */
export interface RepeatChoice {
  on: boolean;
  weekdays: SeriesWeekday[];
  every: number;
  ends: 'count' | 'until';
  count: number;
  until: string;
}

export const noRepeat: RepeatChoice = { on: false, weekdays: [], every: 1, ends: 'count', count: 4, until: '' };

/** What the series would book from the chosen first day: each date with why it would be skipped, or what keeps it from being booked at all. */
export function seriesPreview(repeat: RepeatChoice, choice: TabChoice, availability: Availability) {
  if (!choice.date || !choice.timeSlot) return null;
  const weekdays = repeat.weekdays.length > 0 ? repeat.weekdays : [seriesWeekdayOf(choice.date)];
  const rule = { firstDate: choice.date, weekdays, every: repeat.every, ...(repeat.ends === 'count' ? { count: repeat.count } : { until: repeat.until || choice.date }) };
  const dates = seriesDates(rule, SERIES_MAX_SESSIONS + 1);
  const problem = dates.length > SERIES_MAX_SESSIONS ? SERIES_TOO_MANY : dates.length > 0 && dates.at(-1)! > seriesLastAllowedDate(choice.date) ? SERIES_TOO_LONG : null;
  const timeSlot = choice.timeSlot;
  const sessions = dates.map((date) => {
    const closed = availability.slotClosed(date, timeSlot);
    return { date, skipped: closed === null ? null : closed === STARTED ? SKIPPED_STARTED : SKIPPED_BLOCKED };
  });
  return { rule, sessions, problem, booked: sessions.filter((session) => session.skipped === null).length };
}

/**
 * "Repeat weekly" under Schedule New's day, slot and hours: the weekdays, every how many weeks,
 * and an end, with the dates it would book (the skipped ones marked with why) and the hours
 * they need beside the hours the bank has, before the business confirms.
 */
export function RepeatWeekly({
  repeat,
  choice,
  availability,
  availableHours,
  onChange,
}: {
  repeat: RepeatChoice;
  choice: TabChoice;
  availability: Availability;
  availableHours: number | undefined;
  onChange: (repeat: RepeatChoice) => void;
}) {
  const weekdaysId = useId();
  const everyId = useId();
  const endsId = useId();
  const preview = repeat.on ? seriesPreview(repeat, choice, availability) : null;
  const needed = preview && choice.duration ? preview.booked * choice.duration : null;
  return (
    <section className="cc-repeat" aria-label="Repeat weekly">
      <Checkbox
        checked={repeat.on}
        onChange={(event) => onChange({ ...repeat, on: event.target.checked, weekdays: repeat.weekdays.length > 0 || !choice.date ? repeat.weekdays : [seriesWeekdayOf(choice.date)] })}
      >
        Repeat weekly
      </Checkbox>
      {repeat.on && (
        <div className="cc-repeat__fields">
          <p id={weekdaysId} className="cc-schedule__label">
            On
          </p>
          <Checkbox.Group
            aria-labelledby={weekdaysId}
            value={repeat.weekdays}
            options={SERIES_WEEKDAYS.map((weekday) => ({ value: weekday, label: weekdayName(weekday) }))}
            onChange={(weekdays) => onChange({ ...repeat, weekdays: SERIES_WEEKDAYS.filter((weekday) => weekdays.includes(weekday)) })}
          />
          <label htmlFor={everyId} className="cc-schedule__label">
            Every how many weeks
          </label>
          <InputNumber id={everyId} min={1} max={SERIES_MAX_EVERY} precision={0} value={repeat.every} onChange={(every) => onChange({ ...repeat, every: typeof every === 'number' ? every : 1 })} />
          <p id={endsId} className="cc-schedule__label">
            Ends
          </p>
          <Radio.Group aria-labelledby={endsId} value={repeat.ends} onChange={(event) => onChange({ ...repeat, ends: event.target.value as RepeatChoice['ends'] })}>
            <Radio value="count">
              After{' '}
              <InputNumber aria-label="Number of sessions" min={1} max={SERIES_MAX_SESSIONS} precision={0} value={repeat.count} disabled={repeat.ends !== 'count'} onChange={(count) => onChange({ ...repeat, count: typeof count === 'number' ? count : 1 })} />{' '}
              sessions
            </Radio>
            <Radio value="until">
              On{' '}
              <input type="date" aria-label="Last date" className="cc-repeat__until" value={repeat.until} min={choice.date ?? undefined} disabled={repeat.ends !== 'until'} onChange={(event) => onChange({ ...repeat, until: event.target.value })} />
            </Radio>
          </Radio.Group>
          {!preview ? (
            <p className="cc-booking__note">Choose the first date and a time slot above to see the dates.</p>
          ) : (
            <div className="cc-repeat__preview" aria-live="polite">
              {preview.problem && <Alert type="error" showIcon title={preview.problem} />}
              <ol className="cc-repeat__dates">
                {preview.sessions.slice(0, SERIES_MAX_SESSIONS).map((session) => (
                  <li key={session.date} className={session.skipped ? 'cc-repeat__skipped' : undefined}>
                    {formatLongDay(session.date)}
                    {session.skipped && <span>: skipped, {session.skipped}</span>}
                  </li>
                ))}
              </ol>
              <p className="cc-repeat__hours">
                {formatSessions(preview.booked)}
                {needed !== null && `: ${formatHours(needed)} needed`}
                {availableHours !== undefined && `, ${formatHours(availableHours)} available in your labor bank`}
              </p>
              {needed !== null && availableHours !== undefined && needed > availableHours && (
                <Alert type="warning" showIcon title="Not enough hours in your labor bank for every session" />
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
