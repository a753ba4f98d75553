import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';

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

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const accountsEntities = [PasswordResetToken];
