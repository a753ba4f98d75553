import { Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { EventType } from '../../../common/schemas/integrations.js';
import { Business } from '../../core/db/entities/business.js';

/**
 * A change a business's integrators hear of (DECISIONS.md section 19), written in the change's
 * own transaction. What it says (the booking, the order) is read when it is read or sent, as
 * GET /api/bookings/{id} answers it then.
 */
@Entity('integration_event')
@Index('UQ_integration_event_sequence', ['businessId', 'sequence'], { unique: true })
@Index('UQ_integration_event_public_id', ['publicId'], { unique: true })
export class IntegrationEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  /** The business's own count of its events: the feed's order (see EventCounter). */
  @Column({ type: 'integer' })
  sequence!: number;

  /** `evt_…`: the feed's id and cursor, and the `webhook-id` of its deliveries. */
  @Column({ type: 'varchar', length: 40 })
  publicId!: string;

  @Column({ type: 'varchar', length: 40 })
  type!: EventType;

  /** The booking of a booking.* or timesheet.submitted event, the order of order.paid. */
  @Column({ type: 'integer' })
  subjectId!: number;

  @Column({ type: Date })
  createdAt!: Date;
}

/**
 * The last sequence number each business gave an event. Taking the next one updates this row,
 * which locks it until the change commits: a business's events therefore commit in the order
 * of their numbers, so a reader who has seen number n has seen every number below it.
 */
@Entity('integration_event_counter')
export class EventCounter {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'integer' })
  lastSequence!: number;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const integrationEntities = [IntegrationEvent, EventCounter];
