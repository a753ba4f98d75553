import { formatCents, formatRate, GST_BASIS_POINTS, saleTotals } from '../../common/money';

/** A pack as /pricing and the dashboard show it: what public.packs answers. */
/** "GST 5%": every sale carries it (DECISIONS.md section 12). */
export const GST_LABEL = `GST ${formatRate(GST_BASIS_POINTS)}`;

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
    perHour: formatCents(Math.round(pack.priceCents / Math.max(pack.hours, 1))),
    gst: formatCents(totals.gstCents),
    withGst: formatCents(totals.totalCents),
  };
}
