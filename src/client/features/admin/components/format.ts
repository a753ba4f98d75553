import type { BusinessHoursStatus } from '../../../../common/constants';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timestampFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Vancouver',
});

/** A booking day (YYYY-MM-DD, a calendar day in Vancouver) as 'Mon, Jun 30, 2025'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

/** A stored instant, shown in Vancouver time. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampFormat.format(date);
}

/** antd Tag colours for the admin status; each pairs its text with a colour, never colour alone. */
export const statusTagColor: Record<BusinessHoursStatus, string> = {
  Active: 'green',
  'Low Hours': 'orange',
  'No Hours': 'red',
};

export const bookingStatusColor: Record<string, string> = {
  confirmed: 'blue',
  completed: 'green',
  canceled: 'default',
};

export const requestStatusColor: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  declined: 'default',
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function hoursLabel(hours: number): string {
  return `${hours} ${Math.abs(hours) === 1 ? 'hour' : 'hours'}`;
}
