import type { RouterOutputs } from '../../../lib/trpc';

/** Answers of the chef procedures, read off the typed client (the client never imports server code). */
export type ChefSelf = RouterOutputs['chef']['me'];
export type ChefAssignment = RouterOutputs['chef']['assignments']['upcoming'][number];
export type ChefTimeOff = ChefSelf['timeOff'][number];
export type WeeklyAvailability = ChefSelf['availability'];
export type ChefOffer = RouterOutputs['chef']['offers'][number];
export type ChefEarnings = RouterOutputs['chef']['earnings'];
export type ChefLedgerLine = ChefEarnings['lines'][number];
export type ChefPayout = ChefEarnings['payouts'][number];
export type ChefTaxDetails = RouterOutputs['chef']['taxDetails'];
export type ChefBankAccount = RouterOutputs['chef']['bankAccount'];
export type ChefCredential = RouterOutputs['chef']['credentials']['list'][number];
export type ChefSeriesOffer = RouterOutputs['chef']['seriesOffers']['seriesOffers'][number];
