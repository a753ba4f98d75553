import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReliabilityEventKind } from '../../../common/reliability.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';

/**
 * One thing a chef's reliability record counts (DECISIONS.md section 14): a late release, a
 * no-show or a confirmation missed at 12 hours, when it happened and the strikes it carries.
 */
@Entity('reliability_event')
@Index('IDX_reliability_event_chef', ['chefId', 'occurredAt'])
export class ReliabilityEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** The booking it happened on; the record outlives a deleted booking. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Booking, { onDelete: 'SET NULL' })
  bookingId!: number | null;

  @Column({ type: 'varchar', length: 20 })
  kind!: ReliabilityEventKind;

  @Column({ type: 'integer' })
  strikes!: number;

  @Column({ type: Date })
  occurredAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const reliabilityEntities = [ReliabilityEvent];
