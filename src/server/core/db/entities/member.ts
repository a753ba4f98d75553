import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MemberRole, MemberStatus } from '../../../../common/team.js';
import { Account } from './account.js';
import { Business } from './business.js';

/**
 * A person's place in a business, with their role (DECISIONS.md section 18). The contact who
 * registered is the first owner; an invited member has no account until they join. The names
 * and email are the person's as the team shows them (empty names while invited).
 */
@Entity('member')
@Index('UQ_member_business_account', ['businessId', 'accountId'], { unique: true })
@Index('UQ_member_business_email', ['businessId', 'emailKey'], { unique: true })
@Index('IDX_member_account', ['accountId'])
export class Member {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  /** The person's sign-in; null until an invited person joins. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Account, { onDelete: 'CASCADE' })
  accountId!: number | null;

  @Column({ type: 'varchar', length: 20 })
  role!: MemberRole;

  @Column({ type: 'varchar', length: 10 })
  status!: MemberStatus;

  @Column({ type: 'varchar', length: 200, default: '' })
  firstName!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  lastName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** emailKey(email): one member per address in a business, whatever its case. */
  @Column({ type: 'varchar', length: 254 })
  emailKey!: string;

  /** When the latest invitation was sent; null for the registering owner. */
  @Column({ type: Date, nullable: true })
  invitedAt!: Date | null;
}

/**
 * One invitation link sent to a member (DECISIONS.md section 18): single use, valid 7 days, and
 * void once a newer one is sent to the same member. Only the SHA-256 of its token is kept.
 */
@Entity('member_invitation')
@Index('UQ_member_invitation_token', ['tokenHash'], { unique: true })
@Index('IDX_member_invitation_business', ['businessId', 'sentAt'])
export class MemberInvitation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Member, { onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The inviting owner's name, as the /join page shows it. */
  @Column({ type: 'varchar', length: 401 })
  invitedBy!: string;

  @Column({ type: Date })
  sentAt!: Date;

  @Column({ type: Date })
  expiresAt!: Date;

  @Column({ type: Date, nullable: true })
  usedAt!: Date | null;

  @Column({ type: Date, nullable: true })
  voidedAt!: Date | null;
}
