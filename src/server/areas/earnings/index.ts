/** A chef's ledger and balance, written by whatever causes each line (completions, late cancellations). The face other areas import. */
export * from './ledger.js';
