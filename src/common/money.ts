/**
 * Money as the product handles it (DECISIONS.md section 12): integer cents, Canadian dollars,
 * taxes computed once per sale and rounded half up to the cent. The server prices orders with
 * these functions and the client shows prices with them, so the two never disagree.
 */
import { formatHours } from './text.js';

export const CURRENCY = 'CAD';

/** GST, 5%, in basis points (hundredths of a percent). */
export const GST_BASIS_POINTS = 500;

/** A tax in cents: `basisPoints` of `subtotalCents`, rounded half up (integers only, no float drift). */
export function taxCents(subtotalCents: number, basisPoints: number): number {
  return Math.floor((subtotalCents * basisPoints + 5000) / 10000);
}

export interface SaleTotals {
  subtotalCents: number;
  gstCents: number;
  pstCents: number;
  totalCents: number;
}

/** A sale's taxes and total: GST always, PST at the admin's rate (0 by default). */
export function saleTotals(subtotalCents: number, pstBasisPoints: number): SaleTotals {
  const gstCents = taxCents(subtotalCents, GST_BASIS_POINTS);
  const pstCents = taxCents(subtotalCents, pstBasisPoints);
  return { subtotalCents, gstCents, pstCents, totalCents: subtotalCents + gstCents + pstCents };
}

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' });

/** 296000 → "$2,960.00". */
export function formatCents(cents: number): string {
  return cad.format(cents / 100);
}

/** A pack's price per hour, to the cent: what /pricing, the dashboard and the invoice print. */
export function pricePerHourCents(priceCents: number, hours: number): number {
  return Math.round(priceCents / Math.max(hours, 1));
}

/** A basis-point rate as people read it: 500 → "5%", 700 → "7%", 725 → "7.25%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** What a session pays its chef: its hours at the hourly rate in cents (an offer's, an assignment's, an earning's). */
export function sessionPayCents(hours: number, hourlyRateCents: number): number {
  return hours * hourlyRateCents;
}

/** A session line's pay as statements and the earnings show it: "6 hours × $40.00"; null for a line that is not hours at a rate. */
export function formatHoursAtRate(line: { hours: number | null; hourlyRateCents: number | null }): string | null {
  return line.hours === null || line.hourlyRateCents === null ? null : `${formatHours(line.hours)} × ${formatCents(line.hourlyRateCents)}`;
}
