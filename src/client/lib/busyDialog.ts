/**
 * A dialog whose call is running cannot be closed: its X, Esc and a click on the mask do nothing
 * until the answer comes, so a failure is shown in the dialog (and what was typed kept) rather
 * than lost with a dialog already closed, and a refund or payment that failed never looks done.
 */
export function whileBusy(busy: boolean) {
  return { closable: !busy, keyboard: !busy, mask: { closable: !busy } };
}
