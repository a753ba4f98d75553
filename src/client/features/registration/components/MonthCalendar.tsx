import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addMonths,
  formatLongDay,
  formatMonth,
  isoDay,
  monthWeeks,
  parseIsoDay,
  type IsoDay,
} from '../dates';

interface MonthCalendarProps {
  /** The chosen day, or null. */
  value: IsoDay | null;
  onChange: (day: IsoDay) => void;
  /** Today in Vancouver: earlier days are disabled and earlier months cannot be shown. */
  today: IsoDay;
  /** Why a day cannot be chosen (shown to screen readers), or null when it can. */
  unavailableReason: (day: IsoDay) => string | null;
  /** Names the grid, e.g. "In-person booking date". */
  label: string;
}

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

function shiftDay(day: IsoDay, days: number): IsoDay {
  const { year, month, day: date } = parseIsoDay(day);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return isoDay(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/**
 * A month of days as a grid of buttons. The arrow keys move between days (across months),
 * and only one day is a tab stop, as in the WAI-ARIA date picker pattern.
 */
export function MonthCalendar({ value, onChange, today, unavailableReason, label }: MonthCalendarProps) {
  const captionId = useId();
  const start = parseIsoDay(value && value >= today ? value : today);
  const [shown, setShown] = useState({ year: start.year, month: start.month });
  const [focusDay, setFocusDay] = useState<IsoDay>(value && value >= today ? value : today);
  const gridRef = useRef<HTMLTableElement>(null);
  const todayParts = parseIsoDay(today);
  const atFirstMonth = shown.year === todayParts.year && shown.month === todayParts.month;

  // Set by the arrow keys: after the render that shows the new day, focus follows it.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, shown]);

  const goToMonth = (delta: number) => {
    const next = addMonths(shown.year, shown.month, delta);
    setShown(next);
    const firstOfMonth = isoDay(next.year, next.month, 1);
    setFocusDay(firstOfMonth < today ? today : firstOfMonth);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = shiftDay(focusDay, step);
    if (next < today) return;
    const parts = parseIsoDay(next);
    setShown({ year: parts.year, month: parts.month });
    setFocusDay(next);
    focusPending.current = true;
  };

  const weeks = monthWeeks(shown.year, shown.month);
  // The tab stop stays inside the shown month.
  const tabStop = parseIsoDay(focusDay).month === shown.month ? focusDay : isoDay(shown.year, shown.month, 1);

  return (
    <div className="cc-calendar" role="group" aria-label={label}>
      <div className="cc-calendar__header">
        <Button onClick={() => goToMonth(-1)} disabled={atFirstMonth} aria-label="Previous month">
          ‹
        </Button>
        <p id={captionId} className="cc-calendar__month" aria-live="polite">
          {formatMonth(shown.year, shown.month)}
        </p>
        <Button onClick={() => goToMonth(1)} aria-label="Next month">
          ›
        </Button>
      </div>
      <table ref={gridRef} className="cc-calendar__grid" aria-labelledby={captionId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((day, dayIndex) => {
                if (!day) return <td key={dayIndex} />;
                const past = day < today;
                const reason = past ? 'Past date' : unavailableReason(day);
                const selected = day === value;
                const classes = ['cc-calendar__day'];
                if (selected) classes.push('cc-calendar__day--selected');
                if (day === today) classes.push('cc-calendar__day--today');
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      data-day={day}
                      // aria-disabled rather than disabled: the arrow keys can still land on it.
                      aria-disabled={reason !== null}
                      aria-pressed={selected}
                      aria-label={`${formatLongDay(day)}${day === today ? ' (today)' : ''}${reason && !past ? `, unavailable: ${reason}` : ''}`}
                      tabIndex={day === tabStop ? 0 : -1}
                      onFocus={() => setFocusDay(day)}
                      onClick={() => {
                        if (reason === null) onChange(day);
                      }}
                    >
                      {parseIsoDay(day).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
