import { AVAILABILITY_SLOTS, WEEKDAYS, type AvailabilitySlot, type Weekday } from '../../../../common/chefs';

const SHORT_DAY: Record<Weekday, string> = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' };

/** One day's slots in words: "all day" when all three, else the slots in the day's order. */
function slotsInWords(slots: readonly AvailabilitySlot[]): string {
  return slots.length === AVAILABILITY_SLOTS.length ? 'all day' : AVAILABILITY_SLOTS.filter((slot) => slots.includes(slot)).join(', ');
}

/**
 * A chef's week in a few words for the admin's Chefs table (DECISIONS.md section 17): runs of
 * days working the same slots read as one, "Mon–Fri all day · Sat morning"; "Not set" when the
 * chef works no slot at all, which is why they are offered nothing.
 */
export function weekSummary(weekly: Record<Weekday, readonly AvailabilitySlot[]>): string {
  const runs: { from: Weekday; to: Weekday; words: string }[] = [];
  for (const weekday of WEEKDAYS) {
    if (weekly[weekday].length === 0) continue;
    const words = slotsInWords(weekly[weekday]);
    const last = runs.at(-1);
    if (last && last.words === words && WEEKDAYS.indexOf(last.to) === WEEKDAYS.indexOf(weekday) - 1) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, words });
  }
  if (runs.length === 0) return 'Not set';
  return runs.map(({ from, to, words }) => `${SHORT_DAY[from]}${from === to ? '' : `–${SHORT_DAY[to]}`} ${words}`).join(' · ');
}
