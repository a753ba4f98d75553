import { Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { EventType } from '../../../common/schemas/integrations.js';
import type { ApiKeyRole } from '../../../common/team.js';
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

/** Where a business has its events sent (DECISIONS.md section 19). */
@Entity('webhook')
@Index('IDX_webhook_business', ['businessId'])
export class Webhook {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 2000 })
  url!: string;

  /** JSON: the event types it receives, or ["*"]. */
  @Column({ type: 'text' })
  events!: string;

  /** `whsec_…`: kept as it is, since every delivery is signed with it. */
  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  /** The first failed attempt since its last delivered one: five days of only failures disable it. */
  @Column({ type: Date, nullable: true })
  failingSince!: Date | null;

  @Column({ type: Date })
  createdAt!: Date;
}

/** One event sent to one webhook: its attempts so far and the next. */
@Entity('webhook_delivery')
@Index('IDX_webhook_delivery_webhook', ['webhookId', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Webhook, { onDelete: 'CASCADE' })
  webhookId!: number;

  /** The event's id (its `webhook-id`): the feed's, or a test ping's own. */
  @Column({ type: 'varchar', length: 40 })
  eventId!: string;

  @Column({ type: 'varchar', length: 40 })
  type!: string;

  /** The event's booking or order; null for a test ping. */
  @Column({ type: 'integer', nullable: true })
  subjectId!: number | null;

  /** The event's time: the body's timestamp. */
  @Column({ type: Date })
  occurredAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  status!: 'pending' | 'delivered' | 'failed';

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: Date, nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: Date, nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ type: Date })
  createdAt!: Date;
}

/**
 * A key an integrator calls with instead of a person's sign-in (DECISIONS.md section 19): it acts
 * for its business in its role. Only its SHA-256 is kept; revoking it deletes the row, so its
 * next call finds nothing. Its rate-limit window lives on the row, counted by one statement.
 */
@Entity('api_key')
@Index('UQ_api_key_hash', ['keyHash'], { unique: true })
@Index('IDX_api_key_business', ['businessId'])
export class ApiKey {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 20 })
  role!: ApiKeyRole;

  /** The hex SHA-256 of the key. */
  @Column({ type: 'varchar', length: 64 })
  keyHash!: string;

  /** The key's first 11 characters (`cc_` and 8 more), which the owner recognises it by. */
  @Column({ type: 'varchar', length: 11 })
  prefix!: string;

  @Column({ type: Date })
  createdAt!: Date;

  /** To the minute, written with the rate-limit counter. */
  @Column({ type: Date, nullable: true })
  lastUsedAt!: Date | null;

  /** The first call of the current rate-limit window; null before the first call. */
  @Column({ type: Date, nullable: true })
  windowStartedAt!: Date | null;

  /** The calls of that window, the refused ones included. */
  @Column({ type: 'integer', default: 0 })
  windowCalls!: number;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const integrationEntities = [IntegrationEvent, EventCounter, Webhook, WebhookDelivery, ApiKey];
