import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from './account.js';
import { Admin } from './admin.js';
import { Business } from './business.js';

/** A single-use password reset link; only a SHA-256 of the token is stored. */
@Entity('password_reset_token')
@Index('UQ_password_reset_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_password_reset_token_account', ['accountId'])
export class PasswordResetToken {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Account, { onDelete: 'CASCADE' })
  accountId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: Date })
  expiresAt!: Date;

  @Column({ type: Date, nullable: true })
  usedAt!: Date | null;
}

/** A day (timeSlot null) or one time slot of a day that the admin closed for booking. */
@Entity('blocked_slot')
@Index('IDX_blocked_slot_date', ['date'])
export class BlockedSlot {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  timeSlot!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

@Entity('business_settings')
export class BusinessSettings {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'boolean', default: () => 'true' })
  emailNotifications!: boolean;

  @Column({ type: 'boolean', default: () => 'false' })
  smsReminders!: boolean;
}

/**
 * What an admin did, kept after the business itself is deleted (businessId has no foreign
 * key on purpose, and businessName keeps the name readable).
 */
@Entity('audit_log')
@Index('IDX_audit_log_business', ['businessId', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Admin, { onDelete: 'SET NULL' })
  adminId!: number | null;

  @Column({ type: 'integer', nullable: true })
  businessId!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  businessName!: string | null;

  @Column({ type: 'varchar', length: 50 })
  action!: string;

  @Column({ type: 'text' })
  detail!: string;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}
