import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { CredentialKind, CredentialStatus, DocumentType } from '../../../common/schemas/credentials.js';
import { Admin } from '../../core/db/entities/admin.js';
import { Chef } from '../../core/db/entities/chef.js';

/**
 * A chef's credential (DECISIONS.md section 14): a certificate, policy or check the chef adds,
 * with its document, which an admin verifies or rejects. The document's bytes are in the
 * database too, so every host serves the same file: in credential_document (bytea on
 * PostgreSQL, blob on SQLite), which has no entity because TypeORM has no binary column type
 * both engines accept; the credentials area's statements read and write it.
 */
@Entity('credential')
@Index('IDX_credential_chef', ['chefId', 'id'])
@Index('IDX_credential_status', ['status', 'id'])
export class Credential {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @Column({ type: 'varchar', length: 20 })
  kind!: CredentialKind;

  @Column({ type: 'varchar', length: 60 })
  number!: string;

  @Column({ type: 'varchar', length: 10 })
  issuedOn!: string;

  /** The last Vancouver day it is valid: it expires at that day's end. */
  @Column({ type: 'varchar', length: 10 })
  expiresOn!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: CredentialStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  documentName!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  documentType!: DocumentType | null;

  @Column({ type: 'integer', nullable: true })
  documentSize!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectionReason!: string | null;

  /** When an admin last verified or rejected it, and who. */
  @Column({ type: Date, nullable: true })
  reviewedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Admin, { onDelete: 'SET NULL' })
  reviewedByAdminId!: number | null;

  /** The nearer of the expiry reminders (30, 7 days) already sent for this expiresOn; null when none. */
  @Column({ type: 'integer', nullable: true })
  remindedDaysBefore!: number | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** The admin's staffing settings: one row (id 1), written by the migration. */
@Entity('staffing_settings')
export class StaffingSettings {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** In-person bookings only for chefs with a verified, current FOODSAFE credential; off by default. */
  @Column({ type: 'boolean', default: () => 'false' })
  inPersonNeedsFoodsafe!: boolean;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const credentialsEntities = [Credential, StaffingSettings];
