/** The labor bank: a business's prepaid hours and its ledger. The face other areas and the composition root import. */
export * from './ledger.js';
