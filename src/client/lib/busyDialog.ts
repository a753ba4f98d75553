/**
 * A dialog whose call is running cannot be closed: its X, Esc, a click on the mask and its own
 * Cancel do nothing until the answer comes, so a failure is shown in the dialog (and what was
 * typed kept) rather than lost with a dialog already closed, a refund or payment that failed
 * never looks done, and nothing looks canceled that then happens.
 */
export function whileBusy(busy: boolean) {
  return { closable: !busy, keyboard: !busy, mask: { closable: !busy }, cancelButtonProps: { disabled: busy } };
}
