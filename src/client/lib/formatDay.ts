const dayFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD, a day in Vancouver, not an instant) as 'Mon, Jun 30, 2025'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

const timestampFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Vancouver',
});

/** A stored instant (an ISO timestamp), shown in Vancouver time: 'Jun 30, 2025, 3:00 p.m.'. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampFormat.format(date);
}
