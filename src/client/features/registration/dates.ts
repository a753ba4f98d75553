/**
 * Calendar days as plain `YYYY-MM-DD` text: booking dates are days in Vancouver
 * (DECISIONS.md section 4), so no Date object in the browser's own zone ever decides one.
 */
export type IsoDay = string;

export function isoDay(year: number, month: number, day: number): IsoDay {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseIsoDay(day: IsoDay): { year: number; month: number; day: number } {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** The wizard keeps dates as month/day/year text (SPEC.md section 3), e.g. 1/30/2025. */
export function toWizardDate(day: IsoDay): string {
  const parts = parseIsoDay(day);
  return `${parts.month}/${parts.day}/${parts.year}`;
}

/** `M/D/YYYY` or `YYYY-MM-DD` as an ISO day, or null when it is not a real day. */
export function fromWizardDate(text: string | undefined | null): IsoDay | null {
  if (!text) return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const match = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!match) return null;
  const [year, month, day] = match.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDay(year, month, day);
}

const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' });

/** 'Friday, March 6, 2026': the one formatter the emails use too. */
export { formatLongDay } from '../../../common/dates';

/** 'March 2026' for the first day of a month. */
export function formatMonth(year: number, month: number): string {
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1, 12)));
}

export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The weeks of a month, Sunday first; null pads the days of neighbouring months. */
export function monthWeeks(year: number, month: number): (IsoDay | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (IsoDay | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(isoDay(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
