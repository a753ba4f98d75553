/** Who holds which slot of a booking, and who may work what (eligibility). The face other areas and the composition root import. */
export * from './assignments.js';
export * from './eligibility.js';
export * from './emails.js';
