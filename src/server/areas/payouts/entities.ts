import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PayoutStatus } from '../../../common/schemas/payouts.js';
import { Chef } from '../../core/db/entities/chef.js';

/** Money out (DECISIONS.md section 13). */

/** A weekly (or the admin's) settlement of a chef's unpaid lines up to a day. */
@Entity('payout')
@Index('IDX_payout_status', ['status', 'id'])
@Index('IDX_payout_chef', ['chefId', 'id'])
export class Payout {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** The last Vancouver day whose lines it pays (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  through!: string;

  @Column({ type: 'integer' })
  amountCents!: number;

  /** GST 5% on top, for a GST-registered chef; 0 otherwise. */
  @Column({ type: 'integer' })
  gstCents!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: PayoutStatus;

  /** The bank's or Stripe's reference once paid. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reference!: string | null;

  @Column({ type: 'text', nullable: true })
  failure!: string | null;

  @Column({ type: Date, nullable: true })
  paidAt!: Date | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const payoutsEntities = [Payout];
