import { Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';
import { Member } from '../../core/db/entities/member.js';

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

/**
 * When a person last entered a business as a member of it: signing in to it, switching to it,
 * joining or registering it (DECISIONS.md section 18). Signing in picks the business last
 * entered, and the team shows each member's. No row: never entered.
 */
@Entity('member_sign_in')
export class MemberSignIn {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Member, { onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ type: Date })
  lastSignInAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const accountsEntities = [MemberSignIn, PasswordResetToken];
