import type { trpc } from '../../../lib/trpc';

/** Answers of the admin procedures, read off the typed client (the client never imports server code). */
type AdminUtils = ReturnType<typeof trpc.useUtils>['admin'];
type Answer<K extends keyof AdminUtils> = AdminUtils[K] extends { fetch: (...args: never[]) => Promise<infer T> } ? T : never;

export type BusinessDetail = Answer<'business'>;
export type BookingRow = BusinessDetail['bookings'][number];
export type LedgerLine = BusinessDetail['laborTransactions'][number];
export type HoursRequestRow = BusinessDetail['hoursRequests'][number];
export type AuditEntry = BusinessDetail['auditLog'][number];
export type Inbox = Answer<'inbox'>;
export type BlockedSlotRow = Answer<'blockedSlots'>[number];
export type AdminBusinessRow = Answer<'businesses'>['rows'][number];
export type FailedJobRow = Answer<'jobs'>[number];
export type BackupRow = Answer<'backups'>['backups'][number];
export type ChefRow = Answer<'chefs'>['rows'][number];
/** A chef as the edit form reads it. */
export type ChefDetail = Answer<'chef'>;
export type AdminRatingRow = Answer<'ratings'>[number];
export type BoardRow = Answer<'operations'>[number];
export type EligibleChefRow = Answer<'eligibleChefs'>[number];
export type DisputedTimesheetRow = Answer<'timesheetDisputes'>[number];
