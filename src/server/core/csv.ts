import type { FileAnswer } from './endpoints/define.js';

/** CSV as the admin's exports write it (businesses, bookings, ledger, orders). */

export type Cell = string | number | null;

/** A negative amount written as text ("-123.45"): only digits after the minus, so no formula, and left as a number. */
const NEGATIVE_AMOUNT = /^-\d+(?:\.\d+)?$/;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and prefixed with an
 * apostrophe when it starts like a formula (= + - @, or a tab/CR; a plain negative amount is not one), so a spreadsheet opening
 * the export never runs text a business typed.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NEGATIVE_AMOUNT.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An amount of cents as dollars with two decimals, as every export writes money ("1234.50", "-4.00"). */
export function csvDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A CSV download named chefconnect-<what>-<day>.csv, as an endpoint's file answer. */
export function csvFile(what: string, csv: string): FileAnswer {
  return { body: csv, type: 'text/csv; charset=utf-8', attachment: `chefconnect-${what}-${new Date().toISOString().slice(0, 10)}.csv` };
}
