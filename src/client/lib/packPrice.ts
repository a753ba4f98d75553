import { formatCents, formatRate, GST_BASIS_POINTS, pricePerHourCents, saleTotals } from '../../common/money';

/** "GST 5%": every sale carries it (DECISIONS.md section 12). */
export const GST_LABEL = `GST ${formatRate(GST_BASIS_POINTS)}`;

/** "PST 7%": the admin's PST rate, which is 0 (and not shown) by default. */
export function pstLabel(pstBasisPoints: number): string {
  return `PST ${formatRate(pstBasisPoints)}`;
}

/** A pack as /pricing and the dashboard show it: what public.packs answers. */
export interface PricedPack {
  name: string;
  hours: number;
  priceCents: number;
}

export interface PackPrice {
  /** "$2,960.00" */
  price: string;
  /** "$74.00" */
  perHour: string;
  /** "$148.00" */
  gst: string;
  /** "$3,108.00": the price with GST (PST, an admin setting that is 0% by default, is added on the invoice when set). */
  withGst: string;
}

/**
 * A pack's price, its price per hour and its GST, written as the invoice writes them: the
 * tax is computed by the same function the server prices orders with (src/common/money.ts).
 */
export function packPrice(pack: PricedPack): PackPrice {
  const totals = saleTotals(pack.priceCents, 0);
  return {
    price: formatCents(pack.priceCents),
    perHour: formatCents(pricePerHourCents(pack.priceCents, pack.hours)),
    gst: formatCents(totals.gstCents),
    withGst: formatCents(totals.totalCents),
  };
}

export interface OrderLines {
  /** "$2,960.00" */
  subtotal: string;
  /** "$148.00" */
  gst: string;
  /** "PST 7%" and "$207.20", or null when the rate is 0 (no PST line, as on the invoice). */
  pst: { label: string; amount: string } | null;
  /** "$3,315.20": what the order will total, to the cent. */
  total: string;
  totalCents: number;
}

/**
 * The lines an order for `priceCents` will have at the PST rate in force (business.billing.checkoutTerms):
 * the same saleTotals the server prices the order with, so the total shown is the order's total.
 */
export function orderLines(priceCents: number, pstBasisPoints: number): OrderLines {
  const totals = saleTotals(priceCents, pstBasisPoints);
  return {
    subtotal: formatCents(totals.subtotalCents),
    gst: formatCents(totals.gstCents),
    pst: pstBasisPoints === 0 ? null : { label: pstLabel(pstBasisPoints), amount: formatCents(totals.pstCents) },
    total: formatCents(totals.totalCents),
    totalCents: totals.totalCents,
  };
}
