/*
 * An entity describes its table exactly as the migrations build it, on SQLite and PostgreSQL:
 * tests/integration/schema.test.ts fails on any statement TypeORM's schema builder would still
 * run against a migrated database. For a new table:
 * - Columns: an explicit type, with `length` and `nullable` as in the migration. Timestamps are
 *   `type: Date` (the migration: timestamptz on PostgreSQL, datetime on SQLite).
 * - Indices: `@Index('IDX_<table>_<what>', ['column', …])` on the class, with the migration's
 *   TableIndex name; unique ones `UQ_…` with `{ unique: true }` (not @Unique or Column.unique).
 * - Foreign keys: `@ForeignKey(() => Target, { onDelete: 'CASCADE' })` on the id column, no
 *   relation property. Leave the migration's TableForeignKey unnamed: both sides then get
 *   TypeORM's default name, a hash of table and columns.
 * - Defaults: the migration's. A number or text is a plain value here (`default: ''` where the
 *   migration says "''"); a boolean is SQL, `default: () => 'false'` (SQLite keeps the
 *   migration's `false` as written, TypeORM would expect 0); a timestamp is
 *   `@CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })`, and its migration
 *   writes `now()` on PostgreSQL and CURRENT_TIMESTAMP on SQLite (see TimestampDefaultsNow).
 */
import { Account } from './account.js';
import { Admin } from './admin.js';
import { Assignment, Offer, SeriesOffer } from './assignment.js';
import { Booking, BookingSeries } from './booking.js';
import { Business } from './business.js';
import { Chef } from './chef.js';
import { Contact } from './contact.js';
import { IdempotencyKey } from './idempotency-key.js';
import { Job } from './job.js';
import { LaborBank, LaborTransaction } from './labor.js';
import { Member, MemberInvitation } from './member.js';
import { AuditLog } from './audit-log.js';
import { BusinessSettings } from './business-settings.js';
import { RequestCounter } from './request-counter.js';

/**
 * The tables core and several areas share; an area's own tables are its entities.ts. The
 * composition root (src/server/entities.ts) registers both.
 */
export const coreEntities = [
  Account,
  Admin,
  Assignment,
  AuditLog,
  Booking,
  BookingSeries,
  Business,
  BusinessSettings,
  Chef,
  Contact,
  IdempotencyKey,
  Job,
  LaborBank,
  LaborTransaction,
  Member,
  MemberInvitation,
  Offer,
  RequestCounter,
  SeriesOffer,
];
