/** Saves `text` as a file named `fileName`, as a link with a download attribute would (an .ics for the calendar, say). */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An iCalendar file's media type, for downloadFile. */
export const ICS_TYPE = 'text/calendar;charset=utf-8';
